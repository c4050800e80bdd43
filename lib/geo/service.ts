import 'server-only';
import { isIP } from 'node:net';
import { lookup as geoLookup } from 'geoip-country';
import type { IpLocation } from './schemas';
import type { Locale } from '@/lib/i18n/locales';
import { getCountry } from '@/lib/reference/service';

/**
 * Country headers that hosting platforms and CDNs set from the connection (Vercel, Cloudflare,
 * CloudFront, Fastly, App Engine). They are only as trustworthy as the platform in front of the site;
 * what reads them (the consent banner, tracking) decides nothing about security.
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
