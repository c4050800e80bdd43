// @vitest-environment jsdom
// Stored session values live in the browser's storage and cookies, so these run in a browser-like document.
import fc from 'fast-check';
import Cookies from 'js-cookie';
import { buyerUserInfoSchema } from '@/lib/accounts/schemas';
import {
  captureAttribution,
  clearBuyerSession,
  clearLoggedOutValues,
  getBuyerToken,
  getBuyerUserInfo,
  getCartProductIds,
  getDeviceId,
  getDeviceInfo,
  getStoredValue,
  getToken,
  getVisitorId,
  LOGOUT_CLEARED_KEYS,
  readBuyerUserInfo,
  PRE_REGISTRATION_CACHE_PREFIX,
  SESSION_KEYS,
  setBuyerUserInfo,
  setCartProductIds,
  setToken,
  TOKEN_LIFETIME_MS,
  VISITOR_COOKIE,
} from '@/lib/gateway/session-values';

const buyer = {
  id: 1,
  userId: 11,
  nickname: 'Ana',
  username: 'ana',
  email: 'ana@example.com',
  tagCodes: ['EL00001'],
  companyName: null,
  mobile: null,
  dialingCode: null,
  mobileAreaCode: null,
  countryCode: 'TR',
  isGlobalBuyer: true,
  emailVerified: true,
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  Cookies.remove(VISITOR_COOKIE, { path: '/' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('tokens (spec §9: kept 30 days)', () => {
  it('reads a token until 30 days have passed, then as absent', () => {
    const storedAt = Date.UTC(2026, 0, 1);
    setToken('buyerTradeToken', 'trade-1', storedAt);
    expect(getToken('buyerTradeToken', storedAt + TOKEN_LIFETIME_MS - 1)).toBe('trade-1');
    expect(getToken('buyerTradeToken', storedAt + TOKEN_LIFETIME_MS)).toBeNull();
    expect(getToken('buyerTradeToken', storedAt)).toBeNull();
  });

  it('uses the trade token as the buyer token, else the 247 token', () => {
    setToken('buyer247Token', 'token-247');
    expect(getBuyerToken()).toBe('token-247');
    setToken('buyerTradeToken', 'trade-1');
    expect(getBuyerToken()).toBe('trade-1');
  });

  it('keeps the buyer user info as long as the token, and forgets both on sign-out', () => {
    const storedAt = Date.now();
    setBuyerUserInfo(buyer, storedAt);
    setToken('ssoToken', 'sso', storedAt);
    expect(getBuyerUserInfo(storedAt + 1000)).toEqual(buyer);
    expect(getBuyerUserInfo(storedAt + TOKEN_LIFETIME_MS)).toBeNull();
    setBuyerUserInfo(buyer);
    clearBuyerSession();
    expect(getBuyerUserInfo()).toBeNull();
    expect(getToken('ssoToken')).toBeNull();
  });

  it('reads user info stored before the address confirmation existed as an unconfirmed address', () => {
    const { emailVerified: _dropped, ...older } = buyer;
    setBuyerUserInfo(older as typeof buyer);
    expect(getBuyerUserInfo()).toEqual({ ...buyer, emailVerified: false });
  });

  it('reads tampered stored values as absent', () => {
    window.localStorage.setItem('sf_buyerTradeToken', 'not json');
    window.localStorage.setItem(
      'sf_buyerUserInfo',
      JSON.stringify({ value: '{"id":"x"}', expiresAt: Date.now() + 1000 }),
    );
    expect(getToken('buyerTradeToken')).toBeNull();
    expect(getBuyerUserInfo()).toBeNull();
  });
});

describe('visitor and device ids', () => {
  it('generates the visitor id once and keeps it in the sf_vid cookie for about a year', () => {
    const setCookie = vi.spyOn(Cookies, 'set');
    const id = getVisitorId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Cookies.get(VISITOR_COOKIE)).toBe(id);
    expect(setCookie).toHaveBeenCalledWith(VISITOR_COOKIE, id, expect.objectContaining({ expires: 365, path: '/' }));
    expect(getVisitorId()).toBe(id);
  });

  it('brings the same visitor id back when the cookie was cleared', () => {
    const id = getVisitorId();
    Cookies.remove(VISITOR_COOKIE, { path: '/' });
    expect(getVisitorId()).toBe(id);
    expect(Cookies.get(VISITOR_COOKIE)).toBe(id);
  });

  it('generates the device id once and sends it in the device info', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(getDeviceId()).toBe(id);
    window.localStorage.setItem('sf_sysType', 'android');
    expect(getDeviceInfo()).toMatchObject({ deviceId: id, sysType: 'android', deviceMake: null });
  });

  it('reads the app version the app bridge kept for the tab', () => {
    window.sessionStorage.setItem('appVersion', '7.1.0');
    expect(getStoredValue('appVersion')).toBe('7.1.0');
  });
});

describe('gclid (spec §3)', () => {
  it.each([
    ['https://x.test/?gclid=abc', 'abc'],
    ['https://x.test/?gclid=abc&gclsrc=aw.ds', 'abc'],
    ['https://x.test/?gclid=abc&gclsrc=ds', null],
    ['https://x.test/?gclsrc=aw.ds', null],
  ])('from %s keeps %s', (url, kept) => {
    expect(captureAttribution(url).gclid).toBe(kept);
    expect(getStoredValue('gclid')).toBe(kept);
  });

  it('keeps an earlier gclid when a later URL has one that does not count', () => {
    captureAttribution('https://x.test/?gclid=first');
    captureAttribution('https://x.test/?gclid=second&gclsrc=ds');
    expect(getStoredValue('gclid')).toBe('first');
  });
});

describe('the not-logged-in cart', () => {
  it('stores its product ids comma separated', () => {
    setCartProductIds([12, '34', 56]);
    expect(window.localStorage.getItem('sf_cartProductIds')).toBe('12,34,56');
    expect(getCartProductIds()).toEqual(['12', '34', '56']);
    setCartProductIds([]);
    expect(getCartProductIds()).toEqual([]);
  });
});

describe('without usable storage', () => {
  it('answers empty when storage throws (private mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(getBuyerToken()).toBeNull();
    expect(getCartProductIds()).toEqual([]);
    expect(() => setToken('buyerTradeToken', 't')).not.toThrow();
    expect(getDeviceId()).toMatch(/^[0-9a-f-]{36}$/);
    expect(getVisitorId()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers empty on the server, where there is no window', () => {
    vi.stubGlobal('window', undefined);
    expect(getVisitorId()).toBe('');
    expect(getDeviceId()).toBe('');
    expect(getBuyerToken()).toBeNull();
    expect(getBuyerUserInfo()).toBeNull();
    expect(getCartProductIds()).toEqual([]);
    expect(getStoredValue('appVersion')).toBeNull();
  });
});

describe('logout (spec §4)', () => {
  it('names tokens, user info, the cart id list and the RFQ source in its one list of keys', () => {
    expect([...LOGOUT_CLEARED_KEYS].sort()).toEqual(
      [
        SESSION_KEYS.buyerTradeToken,
        SESSION_KEYS.buyer247Token,
        SESSION_KEYS.ssoToken,
        SESSION_KEYS.buyerUserInfo,
        SESSION_KEYS.cartProductIds,
        SESSION_KEYS.rfqSource,
      ].sort(),
    );
  });

  it('clears every listed value, the pre-registration caches and session storage, and keeps the browser values', () => {
    setToken('buyerTradeToken', 'trade-1');
    setToken('buyer247Token', 'token-247');
    setToken('ssoToken', 'sso');
    setBuyerUserInfo(buyer);
    setCartProductIds([12, 34]);
    window.localStorage.setItem(SESSION_KEYS.rfqSource, 'product-page');
    window.localStorage.setItem(`${PRE_REGISTRATION_CACHE_PREFIX}:41`, '{"companyName":"Acme"}');
    window.localStorage.setItem(`${PRE_REGISTRATION_CACHE_PREFIX}:42`, '{"companyName":"Acme"}');
    window.sessionStorage.setItem('sf_searchDraft', 'led');
    window.sessionStorage.setItem('appVersion', '7.1.0');
    const deviceId = getDeviceId();
    const visitorId = getVisitorId();
    window.localStorage.setItem('lang', 'tr');
    captureAttribution('https://x.test/?gclid=abc');

    clearLoggedOutValues();

    for (const key of LOGOUT_CLEARED_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
    const left = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i));
    expect(left.filter((key) => key?.startsWith(PRE_REGISTRATION_CACHE_PREFIX))).toEqual([]);
    expect(window.sessionStorage.getItem('sf_searchDraft')).toBeNull();
    expect(getBuyerToken()).toBeNull();
    expect(getBuyerUserInfo()).toBeNull();
    expect(getCartProductIds()).toEqual([]);
    // the browser's own values stay; the app marker tells the reloaded page it is still inside the app
    expect(getDeviceId()).toBe(deviceId);
    expect(getVisitorId()).toBe(visitorId);
    expect(window.localStorage.getItem('lang')).toBe('tr');
    expect(getStoredValue('gclid')).toBe('abc');
    expect(window.sessionStorage.getItem('appVersion')).toBe('7.1.0');
  });

  it('the forced-login step forgets only the signed-in buyer, not the cart list', () => {
    setToken('buyerTradeToken', 'trade-1');
    setBuyerUserInfo(buyer);
    setCartProductIds([12]);
    clearBuyerSession();
    expect(getBuyerToken()).toBeNull();
    expect(getBuyerUserInfo()).toBeNull();
    expect(getCartProductIds()).toEqual(['12']);
  });
});

describe('stored buyer user info read without zod', () => {
  const field = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 4 }),
    fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.integer()), { maxLength: 2 }),
  );
  const record = fc.record(
    {
      ...Object.fromEntries(Object.entries(buyer).map(([key, value]) => [key, fc.oneof(fc.constant(value), field)])),
      extra: field,
    },
    { requiredKeys: [] },
  );

  it('accepts, drops and defaults exactly as buyerUserInfoSchema does', () => {
    fc.assert(
      fc.property(fc.oneof(record, field), (value) => {
        const parsed = buyerUserInfoSchema.safeParse(value);
        expect(readBuyerUserInfo(value)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the complete record, and one stored before emailVerified existed', () => {
    expect(readBuyerUserInfo(buyer)).toEqual(buyer);
    const { emailVerified: _dropped, ...older } = buyer;
    expect(readBuyerUserInfo({ ...older, extra: 1 })).toEqual({ ...buyer, emailVerified: false });
  });
});
