'use client';

import { useEffect } from 'react';

type LoaderWindow = Window & { __sfHydrated?: () => void };

/**
 * Tells the production server's script loader that the page has hydrated: the clicks it held on buttons
 * pressed before React was running are replayed now, each button once (server/deferred-scripts.mjs).
 * An effect of the root layout runs when the whole page's first commit is done; the replay waits one more
 * task so that every effect of that commit has run. Renders nothing; without the loader (`next dev`) it
 * does nothing.
 */
export function EarlyClicks() {
  useEffect(() => {
    // after every effect of this commit, the providers' above this one included
    const timer = setTimeout(() => (window as LoaderWindow).__sfHydrated?.(), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
