import 'server-only';
import { allowsAnalytics, consentCookieValue, parseConsentCookie } from '@/lib/consent/cookie';
import { callerCountry } from '@/lib/geo/service';
import { getCountry } from '@/lib/reference/service';

/**
 * Whether an analytics event of this request may be recorded (spec §4, §9). The site's own gate holds
 * events until consent (lib/consent/gate.ts); the server holds every other sender to the same rule: the
 * visitor's own choice decides when there is one (a refusal anywhere is a refusal); without one, or with an
 * accept recorded automatically outside Germany and Poland, only a caller from a country that asks for
 * consent is refused. An unknown country tracks, as spec §4 has the site do when the lookup fails.
 */
export async function analyticsAllowed(request: Request, ip: string | null): Promise<boolean> {
  const stored = parseConsentCookie(consentCookieValue(request.headers.get('cookie') ?? ''));
  // a refusal is final; an accept recorded automatically elsewhere is no consent where consent is asked
  // (the site asks again there: components/consent/start-consent.ts)
  if (stored && (!stored.data?.auto || !allowsAnalytics(stored))) return allowsAnalytics(stored);
  const { countryCode } = callerCountry(request.headers, ip);
  if (!countryCode) return true;
  return !((await getCountry(countryCode))?.consentRequired ?? false);
}
