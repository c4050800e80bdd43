import { detectDevice } from '@/lib/device/detect';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { resolveSite, sitePath } from '@/lib/sites/resolve';
import { testSite, TURKIYE_SITE } from '../support/sites';

const sites = [
  testSite(),
  TURKIYE_SITE,
  testSite({ id: 1004, code: 'jp', deployPath: '/jp', domain: 'jp.sourcefair.test', audience: 'country_site' }),
];

describe('site resolution (spec §2 deploy path)', () => {
  it('takes the site from the first path segment and strips it', () => {
    expect(resolveSite(sites, 'localhost:3000', '/tr/cart')).toMatchObject({ site: { id: 1003 }, path: '/cart' });
    expect(resolveSite(sites, 'localhost:3000', '/tr')).toMatchObject({ site: { id: 1003 }, path: '/' });
  });

  it('takes a site with its own domain by host, whatever the path', () => {
    expect(resolveSite(sites, 'JP.sourcefair.test:443', '/cart')).toMatchObject({ site: { id: 1004 }, path: '/cart' });
  });

  it('falls back to the site at / for every other path', () => {
    expect(resolveSite(sites, 'localhost', '/travel/x.html')).toMatchObject({
      site: { id: 1001 },
      path: '/travel/x.html',
    });
    expect(resolveSite(sites, null, '/')).toMatchObject({ site: { id: 1001 }, path: '/' });
  });

  it('builds visitor paths under the deploy path', () => {
    expect(sitePath({ deployPath: '/tr' }, '/')).toBe('/tr');
    expect(sitePath({ deployPath: '/tr' }, '/cart')).toBe('/tr/cart');
    expect(sitePath({ deployPath: '/' }, '/cart')).toBe('/cart');
  });
});

describe('locale on a site with some languages', () => {
  it('takes the first choice the site offers', () => {
    expect(negotiateLocale({ cookie: 'de', acceptLanguage: 'en;q=0.5', offered: ['tr', 'en'], fallback: 'tr' })).toBe(
      'en',
    );
  });

  it("falls back to the site's language when it offers none of them", () => {
    expect(negotiateLocale({ query: 'ja', acceptLanguage: 'fr', offered: ['tr', 'en'], fallback: 'tr' })).toBe('tr');
  });
});

describe('device class', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
  const androidPhone = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
  const androidTablet = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120 Safari/537.36';

  it('reads phones as mobile and tablets and computers as desktop', () => {
    expect(detectDevice({ userAgent: iphone })).toBe('mobile');
    expect(detectDevice({ userAgent: androidPhone })).toBe('mobile');
    expect(detectDevice({ userAgent: ipad })).toBe('desktop');
    expect(detectDevice({ userAgent: androidTablet })).toBe('desktop');
    expect(detectDevice({})).toBe('desktop');
  });

  it('trusts the client hint over the user agent', () => {
    expect(detectDevice({ mobileHint: '?1', userAgent: ipad })).toBe('mobile');
    expect(detectDevice({ mobileHint: '?0', userAgent: iphone })).toBe('desktop');
  });

  it("lets the visitor's own choice win", () => {
    expect(detectDevice({ cookie: 'desktop', mobileHint: '?1', userAgent: iphone })).toBe('desktop');
    expect(detectDevice({ cookie: 'mobile', userAgent: ipad })).toBe('mobile');
    expect(detectDevice({ cookie: 'tablet', userAgent: iphone })).toBe('mobile');
  });
});
