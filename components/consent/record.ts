import type { cookieConsent } from '@/lib/api/contracts/consent';
import { COOKIE_CONSENT } from '@/lib/api/contracts/consent-routes';
import type { ConsentCookie } from '@/lib/consent/cookie';
import type { ConsentEvent } from '@/lib/consent/schemas';
import { sendEvent } from '@/lib/gateway/request';

/**
 * spec §3, §4: every first consent, consent and change goes to the server, which records it as accept or
 * reject (lib/consent/service.ts). Sent without the contract's schemas, as the page view is; the server
 * validates it. A failed call is not the visitor's concern: their choice holds in the cookie.
 */
export function recordConsent(event: ConsentEvent, cookie: ConsentCookie): void {
  void sendEvent<typeof cookieConsent>(COOKIE_CONSENT, {
    event,
    consentId: cookie.consentId,
    categories: cookie.categories.filter((c): c is 'necessary' | 'analytics' => c === 'necessary' || c === 'analytics'),
    services: {
      necessary: cookie.services.necessary ?? [],
      analytics: cookie.services.analytics ?? [],
    },
    revision: cookie.revision,
    data: cookie.data ?? null,
    consentTimestamp: cookie.consentTimestamp,
    lastConsentTimestamp: cookie.lastConsentTimestamp,
    expirationTime: cookie.expirationTime,
    ...(cookie.languageCode && { languageCode: cookie.languageCode.slice(0, 16) }),
  }).catch(() => undefined);
}
