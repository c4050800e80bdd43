import { renderRobots } from '@/lib/seo/robots';
import { siteForSitemap, sitemapIndexUrl, sitemapOrigin, sitesOnHost } from '@/lib/seo/sitemap-site';
import { testSite, TURKIYE_SITE } from '../support/sites';

const GLOBAL = testSite();
const JAPAN = testSite({ id: 1004, code: 'jp', deployPath: '/', domain: 'sourcefair.jp', audience: 'country_site' });
const SITES = [GLOBAL, TURKIYE_SITE, JAPAN];

describe('which site a sitemap is for', () => {
  it('takes the site named by ?site=, else the host site, else the site at /', () => {
    expect(siteForSitemap(SITES, 'shop.example', 'tr')?.id).toBe(1003);
    expect(siteForSitemap(SITES, 'shop.example', 'nope')).toBeUndefined();
    expect(siteForSitemap(SITES, 'sourcefair.jp', null)?.id).toBe(1004);
    expect(siteForSitemap(SITES, 'shop.example:3000', null)?.id).toBe(1001);
  });

  it('uses https and the site domain, else the request host; plain http only on a loopback host', () => {
    expect(sitemapOrigin(JAPAN, 'shop.example')).toBe('https://sourcefair.jp');
    expect(sitemapOrigin(JAPAN, 'localhost:3000')).toBe('https://sourcefair.jp');
    expect(sitemapOrigin(TURKIYE_SITE, 'shop.example:3000')).toBe('https://shop.example:3000');
    // the demo on this machine serves without TLS
    expect(sitemapOrigin(TURKIYE_SITE, 'localhost:3000')).toBe('http://localhost:3000');
    expect(sitemapOrigin(TURKIYE_SITE, '127.0.0.1:3100')).toBe('http://127.0.0.1:3100');
    expect(sitemapOrigin(TURKIYE_SITE, '[::1]:3100')).toBe('http://[::1]:3100');
    expect(sitemapOrigin(TURKIYE_SITE, 'localhost.example')).toBe('https://localhost.example');
    expect(sitemapOrigin(TURKIYE_SITE, '127.0.0.1.example')).toBe('https://127.0.0.1.example');
  });

  it('names the index of a deploy-path site with ?site=', () => {
    expect(sitemapIndexUrl(TURKIYE_SITE, 'shop.example', GLOBAL)).toBe('https://shop.example/sitemap.xml?site=tr');
    expect(sitemapIndexUrl(GLOBAL, 'shop.example', GLOBAL)).toBe('https://shop.example/sitemap.xml');
    expect(sitemapIndexUrl(JAPAN, 'shop.example', GLOBAL)).toBe('https://sourcefair.jp/sitemap.xml');
  });

  it('serves on a host the sites without a domain, or only the site whose domain it is', () => {
    expect(sitesOnHost(SITES, 'shop.example').map((s) => s.code)).toEqual(['global', 'tr']);
    expect(sitesOnHost(SITES, 'SOURCEFAIR.JP').map((s) => s.code)).toEqual(['jp']);
  });
});

describe('robots.txt', () => {
  it('allows crawling, keeps crawlers out of the API and search results, and lists every sitemap index of the host', () => {
    const text = renderRobots(SITES, 'shop.example');
    const lines = text.trim().split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /search/');
    expect(lines).toContain('Disallow: /*/search/');
    expect(lines.filter((l) => l.startsWith('Sitemap:'))).toEqual([
      'Sitemap: https://shop.example/sitemap.xml',
      'Sitemap: https://shop.example/sitemap.xml?site=tr',
    ]);
    expect(lines).not.toContain('Disallow: /');
  });

  it('points a site with its own domain at its own index only', () => {
    const lines = renderRobots(SITES, 'sourcefair.jp').split('\n');
    expect(lines.filter((l) => l.startsWith('Sitemap:'))).toEqual(['Sitemap: https://sourcefair.jp/sitemap.xml']);
  });
});
