import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { within } from '@testing-library/dom';
import { DEVICES, getPage, userAgentOf, textOf, firstOf, hrefOf } from '../support/http';

// Category, keyword and showroom lists as the server writes them, for both device classes: their
// headings, cards, pages, redirects, canonical URLs and JSON-LD. Following the links in a browser, the
// overview (whose first render streams behind React's reveal script) and the layout:
// tests/e2e/category.spec.ts.
// Seeded with 40 suppliers / 400 products (anchor 2026-06-01): 10 industries, the first is Home & Garden
// (id 1, Kitchenware id 11 under it); "steel" matches 29 products, so its list has two pages.

/** A served page, with Testing Library's queries typed for what they find. */
async function load(request: APIRequestContext, path: string, options: Parameters<typeof getPage>[2]) {
  const page = await getPage(request, path, options);
  return { ...page, screen: within(page.document.documentElement) };
}
type Served = Awaited<ReturnType<typeof load>>;
type Screen = Served['screen'];

/** The seed's names of a tree node in the languages its product vocabulary lacks (lib/seed/tree-names). */
function readTreeName(lang: 'th' | 'pl', english: string): string {
  const names = JSON.parse(readFileSync(`lib/seed/tree-names/${lang}.json`, 'utf8')) as Record<string, string>;
  const name = names[english];
  expect(name, `the ${lang} name of ${english}`).toBeTruthy();
  return name ?? '';
}

/** An accessible name or text as Playwright matches a string: anywhere in it, in any case. */
const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');

function expectCards(screen: Screen, atLeast = 1) {
  expect(screen.queryAllByRole('article').length).toBeGreaterThanOrEqual(atLeast);
}

/** The link of the list's page 2 in its pagination. */
const pageTwoOf = (screen: Screen) =>
  within(screen.getByRole('navigation', { name: named('Pages') })).getByRole('link', { name: named('Page 2') });

/** The first keyword of a showroom letter whose name starts with "s". */
const firstKeywordOf = (screen: Screen) =>
  firstOf(
    within(screen.getByRole('main'))
      .getAllByRole('listitem')
      .flatMap((item) => within(item).queryAllByRole('link', { name: /^s/ })),
  );

test.describe('category overview', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('names the industries and categories in Thai and Polish, not in English', async ({ request }) => {
        for (const lang of ['th', 'pl'] as const) {
          const industry = readTreeName(lang, 'Home & Garden');
          const category = readTreeName(lang, 'Kitchenware');
          const { response, screen } = await load(request, `/categories/home-garden?lang=${lang}`, { device });
          expect(response.status()).toBe(200);
          const main = screen.getByRole('main');
          expect(textOf(within(main).getByRole('heading', { level: 1 }))).toContain(industry);
          expect(textOf(main)).toContain(category);
          expect(textOf(main)).not.toContain('Home & Garden');
          expect(textOf(main)).not.toContain('Kitchenware');
        }
      });

      test(
        'leads from an industry to its category list, its second page and a product link',
        { tag: ['@route:category', '@route:categoryPage', '@route:categoriesT2'] },
        async ({ request }) => {
          // the overview's own links, and clicking them, are tested in a browser (tests/e2e/category.spec.ts)
          let categoryHref = '/category/Home-Garden_1.html';
          if (device === 'mobile') {
            // mobile: the level-2 list of the industry (spec §2 /categoriesT2/{t1id}) leads to its products
            const industry = await load(request, '/categoriesT2/1', { device });
            categoryHref = hrefOf(industry.screen.getByRole('link', { name: /All products in Home & Garden/ }));
          }
          expect(categoryHref).toMatch(/\/category\/Home-Garden_1\.html$/);
          const category = await load(request, categoryHref, { device });
          expect(category.response.status()).toBe(200);
          expect(category.screen.getByRole('heading', { level: 1, name: named('Home & Garden') })).toBeTruthy();
          expect(category.screen.getByText(/^\d+ products$/)).toBeTruthy();
          expect(category.screen.queryAllByRole('article')).toHaveLength(24);
          const subcategories = within(category.screen.getByRole('navigation', { name: named('Subcategories') }));
          expect(subcategories.queryAllByRole('link').length).toBeGreaterThan(0);

          const pageTwo = hrefOf(pageTwoOf(category.screen));
          expect(pageTwo).toMatch(/\/category\/Home-Garden_1_2\.html$/);
          const second = await load(request, pageTwo, { device });
          expect(second.response.status()).toBe(200);
          expect(second.document.title).toBe('Home & Garden: wholesale products, page 2');
          expectCards(second.screen);
          const product = within(firstOf(second.screen.getAllByRole('article'))).getByRole('link');
          expect(product.getAttribute('href')).toMatch(/^\/[^/]+_\d+\.html$/);
          const prev = second.document.querySelectorAll('a[rel="prev"]');
          expect(prev).toHaveLength(1);
          expect(firstOf(prev).getAttribute('href')).toBe('/category/Home-Garden_1.html');
        },
      );

      test(
        'selects an industry by its key, redirects its id there and refuses an unknown one',
        { tag: '@route:categoriesDefault' },
        async ({ request }) => {
          const { response, screen } = await load(request, '/categories/home-garden', { device });
          expect(response.status()).toBe(200);
          expect(screen.getByRole('heading', { level: 1, name: named('Home & Garden') })).toBeTruthy();
          expect(screen.getByRole('link', { name: named('Kitchenware') }).getAttribute('href')).toBe(
            '/category/Kitchenware_11.html',
          );
          const byId = await request.get('/categories/1', { maxRedirects: 0 });
          expect(byId.status()).toBe(308);
          expect(byId.headers()['location']).toBe('/categories/home-garden');
          expect((await request.get('/categories/no-such-industry')).status()).toBe(404);
        },
      );

      test(
        'lists the level-2 categories of an industry on mobile and sends desktop to the overview',
        { tag: '@route:categoriesT2' },
        async ({ request }) => {
          if (device === 'desktop') {
            const response = await request.get('/categoriesT2/1', { maxRedirects: 0 });
            expect(response.status()).toBe(307);
            expect(response.headers()['location']).toBe('/categories');
            return;
          }
          const { response, screen } = await load(request, '/categoriesT2/1', { device });
          expect(response.status()).toBe(200);
          expect(screen.getByRole('heading', { level: 1, name: named('Home & Garden') })).toBeTruthy();
          expect(screen.getByRole('link', { name: named('Kitchenware') }).getAttribute('href')).toBe(
            '/category/Kitchenware_11.html',
          );
          expect((await request.get('/categoriesT2/999')).status()).toBe(404);
        },
      );
    });
  }
});

test.describe('category product list', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('sorts by lowest price through the sort links', { tag: '@route:category' }, async ({ request }) => {
        const list = await load(request, '/category/Home-Garden_1.html', { device });
        const sortLink = within(list.screen.getByRole('navigation', { name: named('Sort by') })).getByRole('link', {
          name: named('Price: low to high'),
        });
        const href = hrefOf(sortLink);
        expect(href).toMatch(/\?sort=priceAsc$/);
        const { response, screen } = await load(request, href, { device });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('link', { name: named('Price: low to high') }).getAttribute('aria-current')).toBe(
          'page',
        );
        const cards = screen.queryAllByRole('article');
        expect(cards).toHaveLength(24);
        const prices = cards.map((card) =>
          Number((card.textContent ?? '').match(/US\$([\d,]+\.\d\d)/)?.[1]?.replace(/,/g, '') ?? NaN),
        );
        expect(prices.length).toBe(24);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(screen.getByRole('link', { name: named('Page 2') }).getAttribute('href')).toBe(
          '/category/Home-Garden_1_2.html?sort=priceAsc',
        );
      });

      test(
        'redirects _1, page 0, a page beyond the last and a wrong slug to one URL',
        { tag: ['@route:category', '@route:categoryPage'] },
        async ({ request }) => {
          const cases: [string, number, string][] = [
            ['/category/Home-Garden_1_1.html', 308, '/category/Home-Garden_1.html'],
            ['/category/Home-Garden_1_0.html', 308, '/category/Home-Garden_1.html'],
            ['/category/Home-Garden_1_999.html', 307, '/category/Home-Garden_1_4.html'],
            ['/category/Old-Name_1_2.html', 308, '/category/Home-Garden_1_2.html'],
            // the language asked for survives (a crawler keeps no cookie)
            ['/category/Old-Name_1.html?lang=tr', 308, '/category/Home-Garden_1.html?lang=tr'],
            [
              '/category/Home-Garden_1_999.html?sort=priceAsc&lang=tr',
              307,
              '/category/Home-Garden_1_4.html?sort=priceAsc&lang=tr',
            ],
          ];
          for (const [path, status, location] of cases) {
            const response = await request.get(path, { maxRedirects: 0 });
            expect(response.status(), path).toBe(status);
            expect(response.headers()['location'], path).toBe(location);
          }
        },
      );

      test(
        'answers its canonical URL, the id without the slug, itself on every page',
        { tag: ['@route:category', '@route:categoryPage'] },
        async ({ request }) => {
          for (const [path, canonical] of [
            ['/category/Home-Garden_1.html', '/category/1.html'],
            ['/category/Home-Garden_1_2.html', '/category/1_2.html'],
          ] as const) {
            const { document } = await load(request, path, { device });
            const links = document.querySelectorAll('link[rel="canonical"]');
            expect(links, path).toHaveLength(1);
            const href = firstOf(links).getAttribute('href');
            expect(new URL(href ?? '').pathname).toBe(canonical);
            const response = await request.get(canonical, { maxRedirects: 0 });
            expect(response.status(), canonical).toBe(200);
            expect(await response.text()).toContain(`<link rel="canonical" href="${href}"/>`);
          }
        },
      );

      test(
        "names in its JSON-LD each card's and crumb's canonical URL, in the page's language",
        { tag: '@route:category' },
        async ({ request }) => {
          const { document, screen } = await load(request, '/category/Kitchenware_11.html?lang=de', { device });
          expectCards(screen);
          const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (script) =>
              JSON.parse(script.textContent ?? '') as {
                '@type': string;
                itemListElement: { url?: string; item?: string }[];
              },
          );
          // the cards' links are the slugged addresses; the list names the pages' canonicals (spec §2)
          const cards = screen.queryAllByRole('article');
          const cardIds = cards
            .flatMap((card) => [...card.querySelectorAll('a[href$=".html"]')])
            .map((a) => /_(\d+)\.html$/.exec(a.getAttribute('href') ?? '')?.[1]);
          const items = blocks.find((b) => b['@type'] === 'ItemList')?.itemListElement ?? [];
          expect(items.length).toBe(cards.length);
          expect(items.length).toBeGreaterThan(1);
          const ids = items.map((i) => /^http:\/\/localhost:\d+\/(\d+)\.html\?lang=de$/.exec(i.url ?? '')?.[1]);
          expect(ids.every(Boolean)).toBe(true);
          expect([...new Set(cardIds)]).toEqual(ids);
          const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
          expect(trail.map((i) => i.item && new URL(i.item).pathname + new URL(i.item).search)).toEqual([
            '/?lang=de',
            '/category/1.html?lang=de',
            '/category/11.html?lang=de', // the page itself, as its canonical
          ]);
        },
      );
    });
  }
});

test.describe('keyword lists and showroom index', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test(
        'goes from a showroom letter to a keyword list with products',
        { tag: ['@route:showroomIndex', '@route:roomList'] },
        async ({ request }) => {
          const index = await load(request, '/showroom/showroom-S.html', { device });
          expect(index.response.status()).toBe(200);
          expect(index.screen.getByRole('heading', { level: 1, name: named('Product keywords: S') })).toBeTruthy();
          const letters = within(index.screen.getByRole('navigation', { name: named('Keywords by letter') }));
          expect(letters.queryAllByRole('link')).toHaveLength(36);
          expect(letters.getByRole('link', { name: 'S' }).getAttribute('aria-current')).toBe('page');
          const keyword = firstKeywordOf(index.screen);
          const name = keyword.textContent ?? '';
          const href = hrefOf(keyword);
          expect(href).toMatch(new RegExp(`/showroom/${name}\\.html$`));
          const list = await load(request, href, { device });
          expect(list.response.status()).toBe(200);
          expect(list.screen.getByRole('heading', { level: 1, name: named(`Products for “${name}”`) })).toBeTruthy();
          expectCards(list.screen);
        },
      );

      test(
        'pages through a showroom letter and redirects its _1',
        { tag: '@route:showroomIndexPage' },
        async ({ request }) => {
          const index = await load(request, '/showroom/showroom-S.html', { device });
          const href = hrefOf(pageTwoOf(index.screen));
          expect(href).toMatch(/\/showroom\/showroom-S_2\.html$/);
          const second = await load(request, href, { device });
          expect(second.response.status()).toBe(200);
          expect(firstKeywordOf(second.screen)).toBeTruthy();
          const first = await request.get('/hots/showroom-S_1.html', { maxRedirects: 0 });
          expect(first.status()).toBe(308);
          expect(first.headers()['location']).toBe('/hots/showroom-S.html');
        },
      );

      test(
        'pages a keyword list with _{pageNo} links',
        { tag: ['@route:roomList', '@route:roomListPage'] },
        async ({ request }) => {
          const list = await load(request, '/showroom/steel.html', { device });
          expect(list.screen.getByText(named('29 products'))).toBeTruthy();
          expect(list.screen.queryAllByRole('article')).toHaveLength(24);
          const href = hrefOf(pageTwoOf(list.screen));
          expect(href).toMatch(/\/showroom\/steel_2\.html$/);
          const second = await load(request, href, { device });
          expect(second.response.status()).toBe(200);
          expect(second.screen.queryAllByRole('article')).toHaveLength(5);
          const beyond = await request.get('/showroom/steel_9.html', { maxRedirects: 0 });
          expect(beyond.status()).toBe(307);
          expect(beyond.headers()['location']).toBe('/showroom/steel_2.html');
        },
      );

      test(
        'refuses a 5,000-character or script-laden key without an error',
        { tag: '@route:roomList' },
        async ({ request }) => {
          for (const key of ['a'.repeat(5000), encodeURIComponent('<script>alert(1)</script>')]) {
            expect((await request.get(`/showroom/${key}.html`)).status()).toBe(404);
          }
        },
      );

      test(
        'sends /hots/{key}_{n} to the one URL of that hots list page',
        { tag: '@route:hotsPage' },
        async ({ request }) => {
          const response = await request.get('/hots/steel_2', { maxRedirects: 0 });
          expect(response.status()).toBe(308);
          expect(response.headers()['location']).toBe('/hots/steel_2.html');
          const { response: page, screen } = await load(request, response.headers()['location'] ?? '', { device });
          expect(page.status()).toBe(200);
          expect(screen.getByRole('heading', { level: 1, name: named('Hot products: steel') })).toBeTruthy();
          expectCards(screen);
        },
      );

      test('sends /aggregate/{key} to its list', { tag: '@route:aggregateSpy' }, async ({ request }) => {
        const response = await request.get('/aggregate/steel', { maxRedirects: 0 });
        const location = response.headers()['location'] ?? '';
        expect(location).toMatch(/\/aggregate\/steel\.html$/);
        const { response: page, screen } = await load(request, location, { device });
        expect(page.status()).toBe(200);
        expect(screen.getByRole('heading', { level: 1, name: named('Products for “steel”') })).toBeTruthy();
        expectCards(screen);
      });

      test(
        'lists keyword matches within a category and redirects the category key to its id form',
        { tag: ['@route:aggregateCategory', '@route:aggregateCategoryId'] },
        async ({ request }) => {
          const byKey = await request.get('/aggregate/steel/kitchenware.html', { maxRedirects: 0 });
          expect(byKey.status()).toBe(308);
          expect(byKey.headers()['location']).toBe('/aggregate/steel/kitchenware-11.html');
          expect((await request.get('/aggregate/steel/no-such-category.html')).status()).toBe(404);
          const { response, screen } = await load(request, '/aggregate/steel/kitchenware-11.html', { device });
          expect(response.status()).toBe(200);
          expect(screen.getByRole('heading', { level: 1, name: named('“steel” in Kitchenware') })).toBeTruthy();
          expectCards(screen);
          expect(screen.getByRole('link', { name: named('All results for “steel”') }).getAttribute('href')).toBe(
            '/aggregate/steel.html',
          );
        },
      );
    });
  }
});

test.describe('keyword lists without JavaScript', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      // The list renders whole: its cards are in the HTML, with no skeleton for JavaScript to swap.
      test('shows a keyword list with its cards', { tag: '@route:aggregateSpy' }, async ({ request }) => {
        const { response, document, screen } = await load(request, '/aggregate/steel.html', { device });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('heading', { level: 1, name: named('Products for “steel”') })).toBeTruthy();
        expectCards(screen);
        expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
        // and nothing held back for React's reveal script, which a browser without JavaScript never runs
        expect(await response.text()).not.toMatch(/<template id="B:|\$RC\(/);
      });
    });
  }
});
