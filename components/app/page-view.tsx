'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { useSite } from '@/components/shell/site-context';

function PageViewTracker() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const { deployPath } = useSite();
  const last = useRef<string | null>(null);
  useEffect(() => {
    const url = `${pathname}?${query}`;
    // React's development double effects must not count a view twice
    if (last.current === url) return;
    last.current = url;
    void import('./track-page-view').then((tracking) => tracking.trackPageView(deployPath));
  }, [pathname, query, deployPath]);
  return null;
}

/** A visit-tracking event on every client-side route change. Its own Suspense boundary keeps useSearchParams from suspending the page. */
export function PageView() {
  return (
    <Suspense fallback={null}>
      <PageViewTracker />
    </Suspense>
  );
}
