import fc from 'fast-check';
import {
  allowsAnalytics,
  automaticConsent,
  CONSENT_REVISION,
  consentCookieText,
  consentCookieValue,
  erasedConsentCookieText,
  parseConsentCookie,
} from '@/lib/consent/cookie';
import {
  analyticsConsent,
  HELD_MAX,
  resetAnalyticsConsent,
  setAnalyticsConsent,
  whenAnalyticsAllowed,
} from '@/lib/consent/gate';
import { consentRecordData } from '@/lib/consent/schemas';

const NOW = Date.parse('2026-12-07T10:00:00.000Z');
const DAY = 86_400_000;

/** The value part of a Set-Cookie text, as the browser then shows it in document.cookie. */
const valueOf = (text: string) => text.split(';')[0]!.slice('cc_cookie='.length);

describe('the consent cookie (spec §3 record, §9 cc_cookie)', () => {
  it('writes an automatic accept the way the consent library does, and reads it back', () => {
    const cookie = automaticConsent('tr', 'TR', NOW, '0b0e54a6-2a4d-4c39-8a55-1a5bb2f8c3e1');
    const text = consentCookieText(cookie, { hostname: 'www.sourcefair.com', protocol: 'https:' });
    expect(text).toContain(`expires=${new Date(NOW + 182 * DAY).toUTCString()}`);
    expect(text).toMatch(/; Path=\/; SameSite=Lax; Domain=www\.sourcefair\.com; Secure$/);
    const read = parseConsentCookie(consentCookieValue(`lang=tr; cc_cookie=${valueOf(text)}; sf_vid=x`), NOW);
    expect(read).toEqual(cookie);
    expect(read && allowsAnalytics(read)).toBe(true);
    expect(read?.data).toEqual({ auto: true, country: 'TR' });
    // what the API takes is what the cookie holds
    expect(consentRecordData.safeParse({ event: 'consent', ...cookie }).success).toBe(true);
  });

  it('is host-only on a plain host name and not Secure over HTTP', () => {
    const text = consentCookieText(automaticConsent('en', null, NOW), { hostname: 'localhost', protocol: 'http:' });
    expect(text).not.toContain('Domain=');
    expect(text).not.toContain('Secure');
  });

  it('erases the cookie with the attributes it was written with', () => {
    const where = { hostname: 'www.sourcefair.com', protocol: 'https:' };
    expect(erasedConsentCookieText(where)).toBe(
      `cc_cookie=; expires=${new Date(0).toUTCString()}; Path=/; SameSite=Lax; Domain=www.sourcefair.com; Secure`,
    );
  });

  it('reads an expired consent, an older revision or a garbled value as no consent', () => {
    const cookie = automaticConsent('de', 'DE', NOW);
    const raw = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    expect(parseConsentCookie(raw(cookie), cookie.expirationTime)).toBeNull();
    expect(parseConsentCookie(raw({ ...cookie, revision: CONSENT_REVISION - 1 }), NOW)).toBeNull();
    expect(parseConsentCookie(raw({ ...cookie, categories: ['analytics'] }), NOW)).toBeNull();
    expect(parseConsentCookie(raw({ ...cookie, consentId: '' }), NOW)).toBeNull();
    expect(parseConsentCookie('%E0%A4%A', NOW)).toBeNull();
    expect(parseConsentCookie('{"categories":', NOW)).toBeNull();
    expect(parseConsentCookie(undefined, NOW)).toBeNull();
    expect(parseConsentCookie(raw({ ...cookie, categories: ['necessary'] }), NOW)).toMatchObject({
      categories: ['necessary'],
    });
  });

  it('never throws on any cookie text', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const read = parseConsentCookie(value, NOW);
        expect(read === null || read.revision === CONSENT_REVISION).toBe(true);
      }),
    );
  });
});

describe('the analytics gate (spec §4 opt-in)', () => {
  beforeEach(() => resetAnalyticsConsent());

  it('holds calls until analytics is allowed, then sends them in order', () => {
    const sent: number[] = [];
    whenAnalyticsAllowed(() => sent.push(1));
    whenAnalyticsAllowed(() => sent.push(2));
    expect(sent).toEqual([]);
    expect(analyticsConsent()).toBe('pending');
    setAnalyticsConsent(true);
    expect(sent).toEqual([1, 2]);
    whenAnalyticsAllowed(() => sent.push(3));
    expect(sent).toEqual([1, 2, 3]);
  });

  it('drops held and later calls on reject, and sends again after a change to accept', () => {
    const sent: string[] = [];
    whenAnalyticsAllowed(() => sent.push('held'));
    setAnalyticsConsent(false);
    whenAnalyticsAllowed(() => sent.push('after reject'));
    expect(sent).toEqual([]);
    setAnalyticsConsent(true);
    expect(sent).toEqual([]);
    whenAnalyticsAllowed(() => sent.push('after change'));
    expect(sent).toEqual(['after change']);
  });

  it('holds a bounded number of calls, and a failing call stops none of the others', () => {
    let count = 0;
    for (let i = 0; i < HELD_MAX + 10; i += 1) {
      whenAnalyticsAllowed(() => {
        count += 1;
        if (i === 0) throw new Error('network');
      });
    }
    setAnalyticsConsent(true);
    expect(count).toBe(HELD_MAX);
  });
});
