'use client';

import { useCallback, useRef, useState } from 'react';

/** spec §9: the submit button shows busy after 100 ms. */
export const BUSY_THRESHOLD_MS = 100;

/** spec §4 submit button: busy after 100 ms while pending; a second click while pending does nothing. */
export function useBusySubmit() {
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (pending.current) return;
    pending.current = true;
    const timer = window.setTimeout(() => setBusy(true), BUSY_THRESHOLD_MS);
    try {
      await work();
    } finally {
      window.clearTimeout(timer);
      pending.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
