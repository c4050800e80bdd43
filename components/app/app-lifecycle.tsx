'use client';

import { useEffect } from 'react';
import { isInApp } from '@/lib/app/bridge';

/**
 * spec §4: a page the app restores from the back/forward cache re-renders and reloads, so it never
 * shows a stale session or cart. In an ordinary browser the restored page is kept as it is.
 */
export function AppLifecycle() {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && isInApp()) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return null;
}
