import 'server-only';
import { isIP } from 'node:net';
import { lookup as geoLookup } from 'geoip-country';
import type { IpLocation } from './schemas';
import type { Locale } from '@/lib/i18n/locales';
import { getCountry } from '@/lib/reference/service';
import { getEnv } from '@/lib/env';

/**
 * Country headers that hosting platforms and CDNs set from the connection (Vercel, Cloudflare,
 * CloudFront, Fastly, App Engine). They count only behind a trusted proxy (TRUSTED_PROXY_HOPS), which
 * sets or strips them: without one a visitor could name any country and so decide whether the consent
 * banner of spec §1 asks them (callerCountry).
 */
const COUNTRY_HEADERS = [
  'x-vercel-ip-country',
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'fastly-geo-country',
  'x-appengine-country',
  'x-country-code',
] as const;

/** The two-letter country a platform header names, if any ('XX' and 'T1' mean unknown / Tor). */
export function countryFromHeaders(headers: Headers): string | undefined {
  for (const name of COUNTRY_HEADERS) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return value;
  }
  return undefined;
}

/**
 * The caller's country (spec §7 ipcheck, the consent decision of spec §1 and tracking): the platform's
 * header behind a trusted proxy, else the offline GeoIP database's country of the client address
 * (lib/api/origin.ts clientIp, which follows the same proxy rule).
 */
export function callerCountry(
  headers: Headers,
  ip: string | null,
): { countryCode: string | undefined; source: IpLocation['source'] } {
  const env = getEnv();
  const fromHeader = env.TRUSTED_PROXY_HOPS > 0 ? countryFromHeaders(headers) : undefined;
  if (fromHeader) return { countryCode: fromHeader, source: 'header' };
  // the demo's chosen visitor country (lib/env.ts: never in production)
  const fromIp = countryOfIp(env.DEMO_MODE && env.DEMO_VISITOR_ADDRESS ? env.DEMO_VISITOR_ADDRESS : ip);
  return { countryCode: fromIp, source: fromIp ? 'geoip' : 'none' };
}

/** The offline GeoIP database's country for an address (geoip-country: GeoLite2 data inside the package). */
export function countryOfIp(ip: string | null | undefined): string | undefined {
  if (!ip || isIP(ip) === 0) return undefined;
  return geoLookup(ip)?.country ?? undefined;
}

/** Describe a country for ipAys / ipcheck: names, and whether cookie consent is required (spec §9). */
export async function describeLocation(
  locale: Locale,
  ip: string | null,
  countryCode: string | undefined,
  source: IpLocation['source'],
): Promise<IpLocation> {
  if (!countryCode) {
    return { ip, countryCode: null, cnName: null, enName: null, name: null, consentRequired: false, source: 'none' };
  }
  const row = await getCountry(countryCode);
  let name: string | null = row?.nameEn ?? null;
  try {
    name =
      locale === 'zh'
        ? (row?.nameCn ?? null)
        : (new Intl.DisplayNames([locale], { type: 'region' }).of(countryCode) ?? name);
  } catch {
    // an unknown region code keeps the English name
  }
  return {
    ip,
    countryCode,
    cnName: row?.nameCn ?? null,
    enName: row?.nameEn ?? null,
    name,
    consentRequired: row?.consentRequired ?? false,
    source,
  };
}
