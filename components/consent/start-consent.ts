import { IPCHECK } from '@/lib/api/contracts/consent-routes';
import {
  automaticConsent,
  allowsAnalytics,
  consentCookieText,
  erasedConsentCookieText,
  consentCookieValue,
  parseConsentCookie,
} from '@/lib/consent/cookie';
import { setAnalyticsConsent } from '@/lib/consent/gate';
import { askWithoutSchema } from '@/lib/gateway/request';
import { recordConsent } from './record';

// Loaded by <ConsentIsland /> after the page has rendered: decides whether this visitor is asked
// (spec §1, §4, §9) and opens or shuts the analytics gate (lib/consent/gate.ts).

/** An automatic accept is checked against the visitor's country again once a browser session. */
const CHECKED_KEY = 'sf_consentChecked';

type Location = { consentRequired: boolean; countryCode: string | null };

/** ipcheck's answer as far as the decision needs it; anything else counts as a failed lookup. */
export function readLocation(data: unknown): Location | null {
  if (!data || typeof data !== 'object') return null;
  const { consentRequired, countryCode } = data as Record<string, unknown>;
  if (typeof consentRequired !== 'boolean') return null;
  return { consentRequired, countryCode: typeof countryCode === 'string' ? countryCode : null };
}

function checkedThisSession(): boolean {
  try {
    return sessionStorage.getItem(CHECKED_KEY) === '1';
  } catch {
    return false;
  }
}

function markChecked(): void {
  try {
    sessionStorage.setItem(CHECKED_KEY, '1');
  } catch {
    // no session storage: checked again on the next page
  }
}

async function lookup(): Promise<Location | null> {
  try {
    return readLocation(await askWithoutSchema(IPCHECK, {}, { forceLogin: false }));
  } catch {
    return null; // spec §4: a failed lookup is ignored
  }
}

export async function startConsent(locale: string): Promise<void> {
  const stored = parseConsentCookie(consentCookieValue(document.cookie));
  // a choice the visitor made holds until it expires or the revision changes
  if (stored && (!stored.data?.auto || checkedThisSession())) {
    setAnalyticsConsent(allowsAnalytics(stored));
    return;
  }
  const location = await lookup();
  markChecked();
  if (location?.consentRequired) {
    // Germany or Poland (spec §1): ask, even where consent was recorded automatically elsewhere
    if (stored) document.cookie = erasedConsentCookieText(window.location);
    const ui = await import('./consent-ui');
    await ui.openBanner();
    return;
  }
  if (stored) {
    setAnalyticsConsent(allowsAnalytics(stored));
    return;
  }
  // spec §4: outside Germany and Poland, and when the lookup failed, tracking starts and the consent is
  // recorded as accept
  const cookie = automaticConsent(locale, location?.countryCode ?? null);
  document.cookie = consentCookieText(cookie, window.location);
  setAnalyticsConsent(true);
  recordConsent('consent', cookie);
}
