// The cookie consent record of spec §3 as the browser keeps it: the cookie vanilla-cookieconsent writes
// (spec §9: cc_cookie, 182 days, SameSite Lax), read here without loading the library, and written here
// in the library's own format when consent is recorded as accept outside Germany and Poland (spec §4).
// Client-safe: no dependencies.

/** spec §9 */
export const CONSENT_COOKIE = 'cc_cookie';
export const CONSENT_DAYS = 182;
/**
 * Raised when what the site does with cookies changes: every stored consent of an older revision is
 * void, and the visitor is asked again (Germany and Poland) or recorded again (elsewhere).
 */
export const CONSENT_REVISION = 1;
/** spec §3: necessary (enabled, read-only) and analytics. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** What the site adds to the record: an automatic accept outside the consent countries, and where. */
export type ConsentData = { auto?: boolean; country?: string | null };

/** spec §3 cookie consent record: the library's cookie value. */
export type ConsentCookie = {
  categories: string[];
  revision: number;
  data: ConsentData | null;
  consentId: string;
  consentTimestamp: string;
  lastConsentTimestamp: string;
  languageCode: string;
  services: Record<string, string[]>;
  expirationTime: number;
};

const DAY_MS = 86_400_000;

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/**
 * A stored consent that still holds: every field of the record, this revision, not expired. Anything
 * else (absent, garbled, an older revision, past its 182 days) reads as no consent.
 */
export function parseConsentCookie(raw: string | null | undefined, now: number = Date.now()): ConsentCookie | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (
    !isStringList(v.categories) ||
    !v.categories.includes('necessary') ||
    v.revision !== CONSENT_REVISION ||
    typeof v.consentId !== 'string' ||
    !v.consentId ||
    typeof v.consentTimestamp !== 'string' ||
    typeof v.lastConsentTimestamp !== 'string' ||
    typeof v.expirationTime !== 'number' ||
    v.expirationTime <= now
  ) {
    return null;
  }
  const services =
    v.services && typeof v.services === 'object' && !Array.isArray(v.services)
      ? Object.fromEntries(Object.entries(v.services).filter((e): e is [string, string[]] => isStringList(e[1])))
      : {};
  const data = v.data && typeof v.data === 'object' && !Array.isArray(v.data) ? (v.data as ConsentData) : null;
  return {
    categories: v.categories,
    revision: v.revision,
    data,
    consentId: v.consentId,
    consentTimestamp: v.consentTimestamp,
    lastConsentTimestamp: v.lastConsentTimestamp,
    languageCode: typeof v.languageCode === 'string' ? v.languageCode : '',
    services,
    expirationTime: v.expirationTime,
  };
}

/** The cookie's raw value in a `document.cookie` string. */
export function consentCookieValue(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE) return rest.join('=');
  }
  return null;
}

/** Whether a consent allows analytics (spec §4: recorded as accept; otherwise reject). */
export function allowsAnalytics(cookie: Pick<ConsentCookie, 'categories'>): boolean {
  return cookie.categories.includes('analytics');
}

/** spec §4 outside Germany and Poland, or when the country is unknown: consent recorded as accept. */
export function automaticConsent(
  languageCode: string,
  country: string | null,
  now: number = Date.now(),
  consentId: string = crypto.randomUUID(),
): ConsentCookie {
  const at = new Date(now).toISOString();
  return {
    categories: [...CONSENT_CATEGORIES],
    revision: CONSENT_REVISION,
    data: { auto: true, country },
    consentId,
    consentTimestamp: at,
    lastConsentTimestamp: at,
    languageCode,
    services: { necessary: [], analytics: [] },
    expirationTime: now + CONSENT_DAYS * DAY_MS,
  };
}

/**
 * The Set-Cookie text vanilla-cookieconsent itself would write for this value (its cookie options:
 * Path=/, SameSite=Lax, Domain on a dotted host name, Secure over HTTPS), so the library reads it as its
 * own when the preferences are opened later.
 */
export function consentCookieText(cookie: ConsentCookie, location: CookieLocation): string {
  return cookieText(encodeURIComponent(JSON.stringify(cookie)), new Date(cookie.expirationTime), location);
}

/** The Set-Cookie text that erases the consent cookie, with the attributes it was written with. */
export function erasedConsentCookieText(location: CookieLocation): string {
  return cookieText('', new Date(0), location);
}

type CookieLocation = { hostname: string; protocol: string };

function cookieText(value: string, expires: Date, location: CookieLocation): string {
  let text = `${CONSENT_COOKIE}=${value}; expires=${expires.toUTCString()}; Path=/; SameSite=Lax`;
  if (location.hostname.includes('.')) text += `; Domain=${location.hostname}`;
  if (location.protocol === 'https:') text += '; Secure';
  return text;
}
