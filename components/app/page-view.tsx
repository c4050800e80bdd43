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

/**
 * A visit-tracking event on every client-side route change, and a behaviour event for every click on a
 * marked call to action (`data-track`, one listener for the page). Its own Suspense boundary keeps
 * useSearchParams from suspending the page.
 */
export function PageView() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || !target.closest('[data-track]')) return;
      void import('./track-page-view').then((tracking) => {
        const behaviour = tracking.behaviourOf(target);
        if (behaviour) tracking.trackBehaviour(behaviour);
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return (
    <Suspense fallback={null}>
      <PageViewTracker />
    </Suspense>
  );
}
