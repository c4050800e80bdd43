import { routeRequest, type RequestFacts } from '@/lib/proxy/route-request';
import type { Site } from '@/lib/sites/resolve';
import { testSite, TURKIYE_SITE } from '../support/sites';

const sites: Site[] = [testSite({ languages: ['en', 'zh', 'ar'] }), TURKIYE_SITE];
const facts = (over: Partial<RequestFacts>): RequestFacts => ({
  host: 'localhost:3000',
  pathname: '/',
  langQuery: null,
  deviceQuery: null,
  langCookie: null,
  deviceCookie: null,
  acceptLanguage: 'en-US,en;q=0.9',
  mobileHint: null,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120',
  production: true,
  ...over,
});

describe('the proxy decision', () => {
  it('rewrites the home page to the site, language and device segments', () => {
    expect(routeRequest(sites, facts({}))).toMatchObject({
      kind: 'rewrite',
      internalPath: '/1001/en/desktop',
      status: 200,
    });
    expect(routeRequest(sites, facts({ pathname: '/tr', mobileHint: '?1' }))).toMatchObject({
      internalPath: '/1003/en/mobile',
    });
    expect(routeRequest(sites, facts({ pathname: '/tr', acceptLanguage: 'de' }))).toMatchObject({
      internalPath: '/1003/tr/desktop',
    });
  });

  it('answers 404 for the internal segments themselves', () => {
    expect(routeRequest(sites, facts({ pathname: '/1001/en/desktop' }))).toMatchObject({
      internalPath: '/1001/en/desktop/__not-found',
      status: 404,
    });
  });

  it('redirects unknown paths to the deploy path of their site', () => {
    expect(routeRequest(sites, facts({ pathname: '/no/such/page' }))).toEqual({
      kind: 'redirect',
      location: '/',
      status: 307,
    });
    expect(routeRequest(sites, facts({ pathname: '/tr/no/such/page' }))).toEqual({
      kind: 'redirect',
      location: '/tr',
      status: 307,
    });
  });

  it('keeps the site prefix on redirects', () => {
    expect(routeRequest(sites, facts({ pathname: '/tr/product/Bottle_5' }))).toEqual({
      kind: 'redirect',
      location: '/tr/Bottle_5.html',
      status: 308,
    });
    expect(routeRequest(sites, facts({ pathname: '/tr/categoriesT2/3' }))).toEqual({
      kind: 'redirect',
      location: '/tr/categories',
      status: 307,
    });
  });

  it('keeps the ?lang= asked for and served on a redirect, and only that', () => {
    expect(routeRequest(sites, facts({ pathname: '/tr/product/Bottle_5', langQuery: 'tr' }))).toEqual({
      kind: 'redirect',
      location: '/tr/Bottle_5.html?lang=tr',
      status: 308,
    });
    expect(routeRequest(sites, facts({ pathname: '/no/such/page', langQuery: 'zh' }))).toEqual({
      kind: 'redirect',
      location: '/?lang=zh',
      status: 307,
    });
    // the site does not offer German: the page is served in English, so the query is not repeated
    expect(routeRequest(sites, facts({ pathname: '/no/such/page', langQuery: 'de' }))).toEqual({
      kind: 'redirect',
      location: '/',
      status: 307,
    });
  });

  it('answers 404 for a route the site does not offer', () => {
    expect(routeRequest(sites, facts({ pathname: '/tr/expo_20001' }))).toMatchObject({ status: 404 });
  });

  it('lets ?device= choose the layout', () => {
    expect(routeRequest(sites, facts({ deviceQuery: 'mobile' }))).toMatchObject({ device: 'mobile' });
  });
});

describe('paths whose percent-encoding does not decode', () => {
  // Next cannot decode them into a page's parameters and answered 500; these are the probe's forms
  const MALFORMED = [
    '/category/%ZZ.html',
    '/category/%FF.html',
    '/category/a%ED%A0%80.html', // a UTF-16 surrogate written as UTF-8
    '/%C0%AF', // an overlong "/"
    '/%',
    '/supplier/%ZZ.html',
    '/x%ZZ1.html',
    '/categories/%E0%A4%A',
  ];

  it.each(MALFORMED)('answers %s with the translated not-found page of its site', (pathname) => {
    const decision = routeRequest(sites, facts({ pathname, langQuery: 'zh' }));
    expect(decision).toMatchObject({ kind: 'rewrite', status: 404 });
    expect(decision?.kind === 'rewrite' && decision.internalPath).toBe('/1001/zh/desktop/__not-found');
  });

  it("answers under a site's deploy path with that site's not-found page", () => {
    expect(routeRequest(sites, facts({ pathname: '/tr/category/%ZZ.html', acceptLanguage: 'tr' }))).toMatchObject({
      internalPath: '/1003/tr/desktop/__not-found',
      status: 404,
    });
  });

  it('still reads well-formed escapes (a name in another script, an encoded NUL) as before', () => {
    expect(routeRequest(sites, facts({ pathname: '/category/%E7%81%AF-12.html' }))).toMatchObject({ status: 200 });
    expect(routeRequest(sites, facts({ pathname: '/category/%00.html' }))?.kind).toBe('rewrite');
  });
});
