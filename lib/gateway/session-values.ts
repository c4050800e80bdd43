import Cookies from 'js-cookie';
import type { BuyerUserInfo } from '@/lib/accounts/schemas';
import type { DeviceInfo } from '@/lib/api/envelope';

/**
 * spec §3 stored session values, kept in the browser's local storage (the visitor id also in a cookie the
 * server can read). Every reader is safe on the server and when storage throws (private mode, a WebView
 * without storage): it answers empty instead.
 */

/** spec §9: tokens are kept 30 days (2,592,000,000 ms); an expired one reads as absent. */
export const TOKEN_LIFETIME_MS = 2_592_000_000;

export const VISITOR_COOKIE = 'sf_vid';
const VISITOR_COOKIE_DAYS = 365;

/** Storage keys, one place. `lang` is shared with the language switcher; `appVersion` with the app bridge. */
export const SESSION_KEYS = {
  appVersion: 'appVersion',
  deviceId: 'sf_deviceId',
  deviceMake: 'sf_deviceMake',
  deviceModel: 'sf_deviceModel',
  sysType: 'sf_sysType',
  sysVersion: 'sf_sysVersion',
  meoId: 'sf_meoId',
  source: 'sf_source',
  gclid: 'sf_gclid',
  visitorId: 'sf_vid',
  buyerUserInfo: 'sf_buyerUserInfo',
  buyerTradeToken: 'sf_buyerTradeToken',
  buyer247Token: 'sf_buyer247Token',
  ssoToken: 'sf_ssoToken',
  language: 'lang',
  cartProductIds: 'sf_cartProductIds',
  /** Where the buyer's request for quotation started (the RFQ pages store it; logout forgets it). */
  rfqSource: 'sf_rfqSource',
} as const;

/**
 * Pre-registration caches (a form's answers per exhibition) are stored under keys starting with this
 * prefix, `sf_preRegistration:{exhibitionId}`, so logout can forget every one of them.
 */
export const PRE_REGISTRATION_CACHE_PREFIX = 'sf_preRegistration';

/** The signed-in buyer: forgotten when the session ends on the server (forced login, signed out). */
const SIGNED_IN_KEYS = [
  SESSION_KEYS.buyerTradeToken,
  SESSION_KEYS.buyer247Token,
  SESSION_KEYS.ssoToken,
  SESSION_KEYS.buyerUserInfo,
] as const;

/**
 * spec §4 logout: tokens, user info, the cart id list of spec §3, the RFQ source; pre-registration caches
 * (by prefix) and session storage are cleared beside them. Device, visitor, language and attribution
 * values describe the browser, not the buyer, and stay.
 */
export const LOGOUT_CLEARED_KEYS = [...SIGNED_IN_KEYS, SESSION_KEYS.cartProductIds, SESSION_KEYS.rfqSource] as const;

type PlainKey = 'appVersion' | 'deviceMake' | 'deviceModel' | 'sysType' | 'sysVersion' | 'meoId' | 'source' | 'gclid';
type TokenKey = 'buyerTradeToken' | 'buyer247Token' | 'ssoToken';

function storage(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const store = storage();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // storage unavailable or full: the value lives for this page only, as if never stored
  }
}

/** A value with an expiry time, written as JSON. */
function readExpiring(key: string, now: number): string | null {
  const raw = read(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { value?: unknown; expiresAt?: unknown };
    if (typeof parsed.value !== 'string' || typeof parsed.expiresAt !== 'number') return null;
    if (parsed.expiresAt <= now) {
      write(key, null);
      return null;
    }
    return parsed.value;
  } catch {
    return null;
  }
}

function writeExpiring(key: string, value: string | null, now: number): void {
  write(key, value === null ? null : JSON.stringify({ value, expiresAt: now + TOKEN_LIFETIME_MS }));
}

/** A random v4 UUID; crypto.randomUUID only exists in secure contexts, so a plain-HTTP page builds one itself. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function getStoredValue(key: PlainKey): string | null {
  const value = read(SESSION_KEYS[key]);
  // The app bridge keeps the app version per tab (sessionStorage) when the page is opened from the app.
  if (value === null && key === 'appVersion') {
    try {
      return typeof window === 'undefined' ? null : window.sessionStorage.getItem(SESSION_KEYS.appVersion);
    } catch {
      return null;
    }
  }
  return value;
}

export function setStoredValue(key: PlainKey, value: string | null): void {
  write(SESSION_KEYS[key], value);
}

/** The device id: generated once and kept; empty on the server. */
export function getDeviceId(): string {
  if (typeof window === 'undefined') return '';
  const stored = read(SESSION_KEYS.deviceId);
  if (stored) return stored;
  const id = newId();
  write(SESSION_KEYS.deviceId, id);
  return id;
}

/** spec §3 device{deviceId, deviceMake, deviceModel, sysType, sysVersion}, as the envelope carries it. */
export function getDeviceInfo(): DeviceInfo {
  return {
    deviceId: getDeviceId() || null,
    deviceMake: getStoredValue('deviceMake'),
    deviceModel: getStoredValue('deviceModel'),
    sysType: getStoredValue('sysType'),
    sysVersion: getStoredValue('sysVersion'),
  };
}

function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

/** The visitor id cookie (about a year): generated once, kept in storage too so a cleared cookie comes back. */
export function getVisitorId(): string {
  if (typeof window === 'undefined') return '';
  const fromCookie = readCookie(VISITOR_COOKIE);
  const id = fromCookie || read(SESSION_KEYS.visitorId) || newId();
  if (fromCookie !== id) {
    try {
      Cookies.set(VISITOR_COOKIE, id, {
        expires: VISITOR_COOKIE_DAYS,
        path: '/',
        sameSite: 'Lax',
        secure: window.location.protocol === 'https:',
      });
    } catch {
      // cookies disabled: the id still identifies this page's calls
    }
  }
  if (read(SESSION_KEYS.visitorId) !== id) write(SESSION_KEYS.visitorId, id);
  return id;
}

/**
 * spec §4: after a reject nothing of analytics stays in the browser: the visitor id (its cookie too, as
 * the consent library's autoClear does) and the ads click id.
 */
export function forgetAnalyticsValues(): void {
  write(SESSION_KEYS.visitorId, null);
  write(SESSION_KEYS.gclid, null);
  try {
    Cookies.remove(VISITOR_COOKIE, { path: '/' });
  } catch {
    // cookies disabled: nothing was kept
  }
}

/** A token (trade, 247 or SSO); absent when never stored or older than 30 days (spec §9). */
export function getToken(key: TokenKey, now: number = Date.now()): string | null {
  return readExpiring(SESSION_KEYS[key], now);
}

export function setToken(key: TokenKey, value: string | null, now: number = Date.now()): void {
  writeExpiring(SESSION_KEYS[key], value, now);
}

/**
 * The window event a sign-in in this page sends once the token and user info are stored, so parts loaded
 * only for a signed-in buyer (the live follow buttons) can load then.
 */
export const BUYER_SIGNED_IN_EVENT = 'sourcefair:buyer-signed-in';

export function announceSignedIn(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(BUYER_SIGNED_IN_EVENT));
}

/** The person's token the main, supplier and SaaS gateways read from the envelope: the trade token, else the 247 one. */
export function getBuyerToken(now: number = Date.now()): string | null {
  return getToken('buyerTradeToken', now) ?? getToken('buyer247Token', now);
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
const NULLABLE_TEXT = ['nickname', 'companyName', 'mobile', 'dialingCode', 'mobileAreaCode', 'countryCode'] as const;

/**
 * Stored buyer user info read as `buyerUserInfoSchema` reads it (unknown keys dropped, `emailVerified`
 * false when absent), by hand: every page reads it, and the schema would bring zod into every page's
 * first-load JavaScript. tests/unit/gateway-session-values.test.ts holds the two equal.
 */
export function readBuyerUserInfo(value: unknown): BuyerUserInfo | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (!isNumber(v.id) || !isNumber(v.userId) || !isString(v.username) || !isString(v.email)) return null;
  if (!Array.isArray(v.tagCodes) || !v.tagCodes.every(isString)) return null;
  if (typeof v.isGlobalBuyer !== 'boolean') return null;
  if (v.emailVerified !== undefined && typeof v.emailVerified !== 'boolean') return null;
  if (!NULLABLE_TEXT.every((key) => isStringOrNull(v[key]))) return null;
  return {
    id: v.id,
    userId: v.userId,
    nickname: v.nickname as string | null,
    username: v.username,
    email: v.email,
    tagCodes: [...(v.tagCodes as string[])],
    companyName: v.companyName as string | null,
    mobile: v.mobile as string | null,
    dialingCode: v.dialingCode as string | null,
    mobileAreaCode: v.mobileAreaCode as string | null,
    countryCode: v.countryCode as string | null,
    isGlobalBuyer: v.isGlobalBuyer,
    emailVerified: v.emailVerified ?? false,
  };
}

/** spec §3 buyer user info, kept as long as the token; anything unreadable is absent. */
export function getBuyerUserInfo(now: number = Date.now()): BuyerUserInfo | null {
  const raw = readExpiring(SESSION_KEYS.buyerUserInfo, now);
  if (!raw) return null;
  try {
    return readBuyerUserInfo(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function setBuyerUserInfo(info: BuyerUserInfo | null, now: number = Date.now()): void {
  writeExpiring(SESSION_KEYS.buyerUserInfo, info === null ? null : JSON.stringify(info), now);
}

/** Forgets the signed-in buyer (the default forced-login step of spec §8). */
export function clearBuyerSession(): void {
  for (const key of SIGNED_IN_KEYS) write(key, null);
}

/**
 * spec §4 logout: forgets every value of LOGOUT_CLEARED_KEYS, every pre-registration cache and the tab's
 * session storage. The app's version marker survives in session storage: it is how a page knows it runs
 * inside the native app (lib/app/bridge.ts), which a logout does not change.
 */
export function clearLoggedOutValues(): void {
  for (const key of LOGOUT_CLEARED_KEYS) write(key, null);
  try {
    const store = storage();
    if (store) {
      const cached = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
        (key): key is string => key !== null && key.startsWith(PRE_REGISTRATION_CACHE_PREFIX),
      );
      for (const key of cached) store.removeItem(key);
    }
  } catch {
    // storage unavailable: nothing was kept there
  }
  try {
    const tab = window.sessionStorage;
    const appVersion = tab.getItem(SESSION_KEYS.appVersion);
    tab.clear();
    if (appVersion !== null) tab.setItem(SESSION_KEYS.appVersion, appVersion);
  } catch {
    // session storage unavailable: nothing kept there
  }
}

export function getLanguage(): string | null {
  return read(SESSION_KEYS.language);
}

export function setLanguage(lang: string): void {
  write(SESSION_KEYS.language, lang);
}

/** spec §3: the not-logged-in cart's product ids, stored comma separated. */
export function getCartProductIds(): string[] {
  return (read(SESSION_KEYS.cartProductIds) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

export function setCartProductIds(ids: readonly (string | number)[]): void {
  write(SESSION_KEYS.cartProductIds, ids.length ? ids.join(',') : null);
}

/** spec §3: a gclid is kept only when gclsrc is absent or contains 'aw' (an ads click). */
export function captureAttribution(url: string | URL): { gclid: string | null } {
  let params: URLSearchParams;
  try {
    params = new URL(url, 'http://localhost').searchParams;
  } catch {
    return { gclid: null };
  }
  const gclid = params.get('gclid');
  const gclsrc = params.get('gclsrc');
  if (!gclid || (gclsrc !== null && !gclsrc.includes('aw'))) return { gclid: null };
  setStoredValue('gclid', gclid);
  return { gclid };
}
