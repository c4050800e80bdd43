import 'server-only';
import { allowsAnalytics, consentCookieValue, parseConsentCookie } from '@/lib/consent/cookie';
import { callerCountry } from '@/lib/geo/service';
import { getCountry } from '@/lib/reference/service';

/**
 * Whether an analytics event of this request may be recorded (spec §4, §9). The site's own gate holds
 * events until consent (lib/consent/gate.ts); the server holds every other sender to the same rule: the
 * stored consent decides when there is one (a refusal anywhere is a refusal), and without one only a caller
 * from a country that asks for consent (Germany, Poland) is refused. An unknown country tracks, as spec §4
 * has the site do when the lookup fails.
 */
export async function analyticsAllowed(request: Request, ip: string | null): Promise<boolean> {
  const stored = parseConsentCookie(consentCookieValue(request.headers.get('cookie') ?? ''));
  if (stored) return allowsAnalytics(stored);
  const { countryCode } = callerCountry(request.headers, ip);
  if (!countryCode) return true;
  return !((await getCountry(countryCode))?.consentRequired ?? false);
}
