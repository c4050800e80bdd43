import { expect, test } from '@playwright/test';
import { within } from '@testing-library/dom';
import deSeo from '../../messages/de/seo.json';
import enHome from '../../messages/en/home.json';
import enSeo from '../../messages/en/seo.json';
import { locs, parseXml } from '../support/xml';
import { DEVICES, expectServed, getPage, userAgentOf, textOf, jsonLd } from '../support/http';

// What a search engine reads without a browser: sitemaps, robots.txt and the redirects it follows, for
// both device classes. The pages themselves, drawn: tests/e2e/seo.spec.ts.

/** The path (and query) of an absolute URL from a sitemap, to request from the test server. */
const pathOf = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

test.describe('sitemaps and robots.txt', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('sitemap.xml lists the child sitemaps of the site, well-formed and cacheable', async ({ request }) => {
        const response = await request.get('/sitemap.xml');
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain('application/xml');
        expect(response.headers()['cache-control']).toContain('public');
        const doc = parseXml(await response.text());
        expect(doc.documentElement.tagName).toBe('sitemapindex');
        const files = locs(await response.text()).map(pathOf);
        expect(files).toEqual(
          expect.arrayContaining(['/sitemaps/global-static.xml', '/sitemaps/global-categories.xml']),
        );
        expect(files.filter((f) => /^\/sitemaps\/global-products-\d+\.xml$/.test(f))).toHaveLength(1);
        expect(files.filter((f) => /^\/sitemaps\/global-suppliers-\d+\.xml$/.test(f))).toHaveLength(1);
      });
      test('the product sitemap lists product URLs that the site serves', async ({ request }) => {
        const index = locs(await (await request.get('/sitemap.xml')).text()).map(pathOf);
        const productFile = index.find((f) => f.includes('-products-'));
        expect(productFile).toBeDefined();
        const response = await request.get(productFile!);
        expect(response.status()).toBe(200);
        const urls = locs(await response.text());
        expect(urls.length).toBeGreaterThan(300);
        expect(urls.length).toBeLessThanOrEqual(400);
        expect(new Set(urls).size).toBe(urls.length);
        for (const url of [urls[0], urls[Math.floor(urls.length / 2)], urls.at(-1)]) {
          expect(url).toMatch(/^http:\/\/localhost:\d+\/\d+\.html$/); // canonical: the id alone (spec §2)
          const match = await expectServed(request, pathOf(url!));
          expect(match?.route.id).toBe('product');
        }
      });
      test('the static sitemap lists pages that answer 200 and let search engines index them', async ({ request }) => {
        const urls = locs(await (await request.get('/sitemaps/global-static.xml')).text()).map(pathOf);
        expect(urls).toEqual(
          expect.arrayContaining(['/', '/sitemap.html', '/latest-products.html', '/product_categories.html']),
        );
        // a page that says noindex has no place in a sitemap (issue 53: /login and /register did)
        expect(urls).not.toContain('/login');
        expect(urls).not.toContain('/register');
        for (const url of urls) {
          const response = await request.get(url, { maxRedirects: 0 });
          expect(response.status(), url).toBe(200);
          const robots = /<meta name="robots" content="([^"]*)"/.exec(await response.text())?.[1] ?? '';
          expect(robots, url).not.toContain('noindex');
        }
      });
      test('a country site has its own index, with its deploy path in every URL', async ({ request }) => {
        const index = locs(await (await request.get('/sitemap.xml?site=tr')).text()).map(pathOf);
        expect(index.length).toBeGreaterThan(3);
        for (const file of index) expect(file).toMatch(/^\/sitemaps\/tr-/);
        const pages = locs(await (await request.get('/sitemaps/tr-static.xml')).text()).map(pathOf);
        expect(pages).toContain('/tr/sitemap.html');
        expect((await request.get('/tr/sitemap.html')).status()).toBe(200);
        const categories = locs(await (await request.get('/sitemaps/tr-categories.xml')).text()).map(pathOf);
        // canonical URLs: the id alone (spec §2)
        for (const url of categories) expect(url).toMatch(/^\/tr\/category\/\d+\.html$/);
      });
      test('unknown sitemaps and sites answer 404', async ({ request }) => {
        expect((await request.get('/sitemap.xml?site=nowhere')).status()).toBe(404);
        expect((await request.get('/sitemaps/global-products-999999999.xml')).status()).toBe(404);
        expect((await request.get('/sitemaps/global-orders.xml')).status()).toBe(404);
        expect((await request.get('/sitemaps/nowhere-static.xml')).status()).toBe(404);
      });
      test('robots.txt allows crawling and points at every sitemap index of the host', async ({ request }) => {
        const response = await request.get('/robots.txt');
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain('text/plain');
        const lines = (await response.text()).split('\n');
        expect(lines).toContain('Disallow: /api/');
        expect(lines).not.toContain('Disallow: /');
        const sitemaps = lines.filter((l) => l.startsWith('Sitemap: ')).map((l) => pathOf(l.slice('Sitemap: '.length)));
        expect(sitemaps).toEqual(
          expect.arrayContaining(['/sitemap.xml', '/sitemap.xml?site=tr', '/sitemap.xml?site=cn']),
        );
        for (const s of sitemaps) expect((await request.get(s)).status(), s).toBe(200);
      });
    });
  }
});

test.describe('redirects a crawler follows', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('keep the ?lang= asked for and served, and only that', async ({ request, playwright, baseURL }) => {
        const cases: [string, number, string][] = [
          ['/hots/steel_1.html?lang=de', 308, '/hots/steel.html?lang=de'],
          ['/hots/steel_2?lang=de', 308, '/hots/steel_2.html?lang=de'],
          ['/showroom/steel_9.html?sort=priceAsc&lang=de', 307, '/showroom/steel_2.html?sort=priceAsc&lang=de'],
          ['/hots/showroom-S_1.html?lang=de', 308, '/hots/showroom-S.html?lang=de'],
          ['/aggregate/steel?lang=de', 308, '/aggregate/steel.html?lang=de'],
          ['/aggregate/steel/kitchenware.html?lang=de', 308, '/aggregate/steel/kitchenware-11.html?lang=de'],
          ['/categories/1?lang=de', 308, '/categories/home-garden?lang=de'],
          ['/latest-products.html?page=1&lang=de', 308, '/latest-products.html?lang=de'],
          ['/no/such/page?lang=de', 307, '/?lang=de'],
          // a language the site does not offer is not served, so it is not repeated
          ['/hots/steel_1.html?lang=xx', 308, '/hots/steel.html'],
          ['/no/such/page?lang=xx', 307, '/'],
        ];
        for (const [path, status, location] of cases) {
          const response = await request.get(path, { maxRedirects: 0 });
          expect(response.status(), path).toBe(status);
          expect(response.headers()['location'], path).toBe(location);
        }
        // the page hears of the query from the proxy alone, never from a header a client sends: served in
        // German by its Accept-Language, without ?lang=, a request claiming one is not redirected with it
        const german = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'de' } });
        const forged = await german.get('/hots/steel_1.html', {
          maxRedirects: 0,
          headers: { 'x-sourcefair-kept-lang': 'de' },
        });
        expect(forged.headers()['location']).toBe('/hots/steel.html');
        expect(await (await german.get('/hots/steel.html')).text()).toContain('<html lang="de"');
        await german.dispose();
        // and the language survives to the page itself
        const page = await request.get('/hots/steel_1.html?lang=de');
        expect(page.status()).toBe(200);
        expect(await page.text()).toContain('<html lang="de"');
      });
    });
  }
});

test.describe('latest products page', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('sends bad page numbers to the list and pages past the end to the not-found page', async ({ request }) => {
        for (const bad of ['0', '1', '-1', 'abc', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '2.5']) {
          const response = await request.get(`/latest-products.html?page=${bad}`, { maxRedirects: 0 });
          expect(response.status(), bad).toBe(308);
          expect(response.headers()['location']).toBe('/latest-products.html');
        }
        expect((await request.get('/latest-products.html?page=999')).status()).toBe(404);
        expect((await request.get(`/latest-products.html?page=${'9'.repeat(5000)}`)).status()).toBe(404);
      });
    });
  }
});

test.describe('home variants (spec §2)', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('the global-buyer home shows featured categories, hot products and industry links', async ({ request }) => {
        const { document, screen } = await getPage(request, '/', { device });
        expect(document.querySelector('[data-audience="global_buyer"]')).not.toBeNull();
        const featured = screen.getByRole('region', { name: enHome.featuredHeading });
        expect(within(featured).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/category\/[^/]+_\d+\.html$/);
        expect(within(screen.getByRole('region', { name: enHome.hotHeading })).getAllByRole('article')[0]).toBeTruthy();
        const industries = screen.getByRole('region', { name: enHome.industriesHeading });
        expect(within(industries).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/category\//);
      });

      test('the home page tells search engines who runs the site and how to search it, in its language @route:home', async ({
        request,
      }) => {
        for (const [path, lang, searchPath] of [
          ['/', 'en', '/search/product'],
          ['/?lang=de', 'de', '/search/product'],
          ['/tr?lang=en', 'en', '/tr/search/product'],
        ] as const) {
          const { document } = await getPage(request, path, { device });
          const blocks = jsonLd(document);
          const org = blocks.find((b) => b['@type'] === 'Organization');
          expect(org, path).toMatchObject({
            name: 'Sourcefair',
            logo: expect.stringMatching(/^http:\/\/localhost:\d+\/favicon\.svg$/),
          });
          const website = blocks.find((b) => b['@type'] === 'WebSite') as
            { url: string; inLanguage: string; potentialAction: { target: { urlTemplate: string } } } | undefined;
          expect(website?.inLanguage, path).toBe(lang);
          expect(website?.url, path).toBe(org?.url);
          const template = website?.potentialAction.target.urlTemplate ?? '';
          expect(template, path).toContain('keyword={search_term_string}');
          // the template, filled in, is the product search of the same site and language
          const filled = new URL(template.replace('{search_term_string}', 'lamp'));
          expect(filled.pathname, path).toBe(searchPath);
          expect(filled.searchParams.get('keyword'), path).toBe('lamp');
          const searched = await getPage(request, `${filled.pathname}${filled.search}`, { device });
          expect(searched.response.status(), path).toBe(200);
          expect(searched.document.documentElement.lang, path).toBe(lang);
        }
      });

      test('the country site greets buyers of its country and links under its deploy path', async ({ request }) => {
        const { document, screen } = await getPage(request, '/tr?lang=en', { device });
        expect(textOf(screen.getByRole('heading', { level: 1 }))).toMatch(/^Suppliers worldwide for buyers in T/);
        const suppliers = screen.getByRole('region', { name: /^Suppliers for T/ });
        expect(within(suppliers).getAllByRole('listitem')[0]).toBeTruthy();
        const arrivals = screen.getByRole('region', { name: enHome.newArrivalsHeading });
        expect(within(arrivals).getAllByRole('article')).toHaveLength(12);
        const hrefs = [...document.querySelectorAll('main a[href^="/"]')].map((a) => a.getAttribute('href'));
        expect(hrefs.length).toBeGreaterThan(20);
        for (const href of hrefs) expect(href).toMatch(/^\/tr(\/|$)/);
      });

      test('the supplier home (China) shows buyer demand, exhibitions to exhibit at and how to join', async ({
        request,
      }) => {
        const { screen } = await getPage(request, '/cn?lang=en', { device });
        expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(enHome.heroTitleSupplier);
        const demand = screen.getByRole('region', { name: enHome.demandHeading }).querySelectorAll('dd');
        expect(demand).toHaveLength(3);
        expect(textOf(demand[0])).toMatch(/^[\d,]+$/);
        const exhibit = screen.getByRole('region', { name: enHome.exhibitHeading });
        expect(textOf(within(exhibit).getAllByRole('listitem')[0])).toMatch(/booths? available|Fully booked/);
        const join = screen.getByRole('region', { name: enHome.joinHeading });
        expect(within(join).getAllByRole('listitem')).toHaveLength(3);
        expect(screen.queryAllByRole('region', { name: enHome.newArrivalsHeading })).toHaveLength(0);
      });
    });
  }
});

test.describe('site map page', { tag: '@route:sitemap' }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('links the main sections and every industry with its categories', async ({ request }) => {
        const { document, screen } = await getPage(request, '/sitemap.html', { device });
        expect(document.title).toBe(enSeo.sitemapTitle);
        expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(enSeo.sitemapTitle);
        const sections = within(screen.getByRole('region', { name: enSeo.sitemapSections })).getAllByRole('link');
        expect(sections).toHaveLength(3);
        for (const href of sections.map((a) => a.getAttribute('href') ?? '')) {
          expect((await request.get(href)).status(), href).toBe(200);
        }
        const industries = screen.getByRole('region', { name: enSeo.sitemapIndustries });
        expect(within(industries).getAllByRole('heading', { level: 3 })).toHaveLength(10);
        const category = industries.querySelector('a[href^="/category/"]');
        expect(category).not.toBeNull();
        await expectServed(request, category?.getAttribute('href') ?? '');
        expect(
          (
            jsonLd(document).find((b) => b['@type'] === 'BreadcrumbList') as
              { itemListElement: { name: string }[] } | undefined
          )?.itemListElement.map((i) => i.name),
        ).toEqual(['Home', enSeo.sitemapTitle]);
      });

      test('is translated, with a canonical URL and language alternates', async ({ request }) => {
        const { document } = await getPage(request, '/sitemap.html?lang=de', { device });
        expect(document.title).toBe(deSeo.sitemapTitle);
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
          /^http:\/\/localhost:\d+\/sitemap\.html\?lang=de$/,
        );
        expect(document.querySelector('link[rel="alternate"][hreflang="x-default"]')?.getAttribute('href')).toMatch(
          /\/sitemap\.html$/,
        );
      });
    });
  }
});

test.describe('latest products page', { tag: '@route:latestProducts' }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('shows the newest products in a grid and links the next page', async ({ request }) => {
        const first = await getPage(request, '/latest-products.html', { device });
        expect(textOf(first.screen.getByRole('heading', { level: 1 }))).toBe(enSeo.latestTitle);
        const cards = first.screen.getAllByRole('article');
        expect(cards).toHaveLength(24);
        const firstOnPage1 = textOf(within(cards[0]!).getByRole('heading'));
        await expectServed(request, within(cards[0]!).getAllByRole('link')[0]?.getAttribute('href') ?? '');
        const pages = first.screen.getByRole('navigation', { name: 'Pages' });
        const next = within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href') ?? '';
        expect(next).toMatch(/\/latest-products\.html\?page=2$/);
        const second = await getPage(request, next, { device });
        expect(second.document.title).toBe('Latest products, page 2');
        expect(second.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
          /\/latest-products\.html\?page=2$/,
        );
        const cardsOfPage2 = second.screen.getAllByRole('article');
        expect(cardsOfPage2).toHaveLength(24);
        expect(textOf(within(cardsOfPage2[0]!).getByRole('heading'))).not.toBe(firstOnPage1);
      });

      test('keeps the deploy path of a country site in its links', async ({ request }) => {
        const { screen } = await getPage(request, '/tr/latest-products.html?lang=en', { device });
        const card = screen.getAllByRole('article')[0];
        expect(card && within(card).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/tr\//);
        const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
        expect(pages.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/tr/latest-products.html');
        expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
          '/tr/latest-products.html?page=2',
        );
      });
    });
  }
});

test.describe('product categories page', { tag: '@route:productCategories' }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('lists every category under its industry with links', async ({ request }) => {
        const { document, screen } = await getPage(request, '/product_categories.html', { device });
        expect(document.title).toBe(enSeo.categoriesTitle);
        expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(enSeo.categoriesTitle);
        expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
        const links = document.querySelectorAll('main a[href^="/category/"]');
        expect(links.length).toBeGreaterThanOrEqual(50);
        expect(links[0]).toBeTruthy();
        await expectServed(request, links[0]?.getAttribute('href') ?? '');
        expect(jsonLd(document).some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
      });

      test('links under the deploy path of a country site', async ({ request }) => {
        const { document } = await getPage(request, '/tr/product_categories.html?lang=en', { device });
        const links = document.querySelectorAll('main a[href*="/category/"]');
        expect(links[0]).toBeTruthy();
        const hrefs = [...links].map((a) => a.getAttribute('href'));
        expect(hrefs.length).toBeGreaterThanOrEqual(50);
        for (const href of hrefs) expect(href).toMatch(/^\/tr\/category\//);
      });
    });
  }
});
