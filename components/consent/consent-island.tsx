'use client';

import { useEffect } from 'react';

/**
 * spec §1, §4, §9 cookie consent, one of the site's client islands: after the page has rendered it loads
 * the decision (./start-consent.ts), which asks for the visitor's country only when no choice is stored
 * and loads the consent library only for a visitor who must be asked. Renders nothing itself.
 */
export function ConsentIsland({ locale }: { locale: string }) {
  useEffect(() => {
    void import('./start-consent').then((consent) => consent.startConsent(locale)).catch(() => undefined);
  }, [locale]);
  return null;
}
