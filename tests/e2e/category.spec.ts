import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// Seeded with 40 suppliers / 400 products (anchor 2026-06-01): 10 industries, the first is Home & Garden
// (id 1, Kitchenware id 11 under it); "steel" matches 29 products, so its list has two pages.

const isMobile = (name: string) => name === 'mobile';

/** The seed's names of a tree node in the languages its product vocabulary lacks (lib/seed/tree-names). */
const readTreeName = (lang: 'th' | 'pl', english: string) =>
  (JSON.parse(readFileSync(`lib/seed/tree-names/${lang}.json`, 'utf8')) as Record<string, string>)[english];

async function expectCards(page: Page, atLeast = 1) {
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(atLeast);
}

test.describe('category overview', () => {
  test('names the industries and categories in Thai and Polish, not in English', async ({ page }) => {
    for (const lang of ['th', 'pl'] as const) {
      const industry = readTreeName(lang, 'Home & Garden');
      const category = readTreeName(lang, 'Kitchenware');
      expect(industry).toBeTruthy();
      await page.goto(`/categories/home-garden?lang=${lang}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toContainText(industry!);
      await expect(main).toContainText(category!);
      await expect(main).not.toContainText('Home & Garden');
      await expect(main).not.toContainText('Kitchenware');
    }
  });

  test(
    'leads from the overview to a category, its second page and a product link',
    { tag: ['@route:categories', '@route:category', '@route:categoryPage', '@route:categoriesT2'] },
    async ({ page }, testInfo) => {
      await page.goto('/categories');
      await expect(page.getByRole('heading', { level: 1, name: 'All categories' })).toBeVisible();
      if (isMobile(testInfo.project.name)) {
        // mobile: industry tiles open the level-2 list (spec §2 /categoriesT2/{t1id})
        await page
          .getByRole('navigation', { name: 'Industries' })
          .getByRole('link', { name: /Home & Garden/ })
          .click();
        await expect(page).toHaveURL(/\/categoriesT2\/1$/);
        await page.getByRole('link', { name: /All products in Home & Garden/ }).click();
      } else {
        await page
          .getByRole('region', { name: /Home & Garden/ })
          .getByRole('link', { name: 'Home & Garden' })
          .click();
      }
      await expect(page).toHaveURL(/\/category\/Home-Garden_1\.html$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Home & Garden' })).toBeVisible();
      await expect(page.getByText(/^\d+ products$/)).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(24);
      await expect(page.getByRole('navigation', { name: 'Subcategories' }).getByRole('link').first()).toBeVisible();

      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/category\/Home-Garden_1_2\.html$/);
      await expect(page).toHaveTitle('Home & Garden: wholesale products, page 2');
      await expectCards(page);
      const product = page.getByRole('article').first().getByRole('link');
      await expect(product).toHaveAttribute('href', /^\/[^/]+_\d+\.html$/);
      await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', '/category/Home-Garden_1.html');
    },
  );

  test(
    'shows all ten industries with their product counts, as sections on desktop and tiles on mobile',
    { tag: '@route:categories' },
    async ({ page }, testInfo) => {
      await page.goto('/categories');
      await expect(page.getByRole('navigation', { name: 'Industries' }).getByRole('link')).toHaveCount(10);
      if (isMobile(testInfo.project.name)) {
        // the mobile overview is the tiles alone: each opens its level-2 list (spec §2 /categoriesT2/{t1id})
        await expect(
          page.getByRole('navigation', { name: 'Industries' }).getByRole('link', { name: /Home & Garden/ }),
        ).toHaveAttribute('href', '/categoriesT2/1');
        await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);
      } else {
        await expect(page.getByRole('main').getByRole('region')).toHaveCount(10);
        await expect(page.getByRole('region', { name: /Home & Garden/ }).getByText(/^\d+ products$/)).toBeVisible();
      }
    },
  );

  test(
    'selects an industry by its key, redirects its id there and refuses an unknown one',
    {
      tag: '@route:categoriesDefault',
    },
    async ({ page, request }) => {
      await page.goto('/categories/home-garden');
      await expect(page.getByRole('heading', { level: 1, name: 'Home & Garden' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Kitchenware' })).toHaveAttribute(
        'href',
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
    {
      tag: '@route:categoriesT2',
    },
    async ({ page, request }, testInfo) => {
      if (!isMobile(testInfo.project.name)) {
        const response = await request.get('/categoriesT2/1', { maxRedirects: 0 });
        expect(response.status()).toBe(307);
        expect(response.headers()['location']).toBe('/categories');
        return;
      }
      await page.goto('/categoriesT2/1');
      await expect(page.getByRole('heading', { level: 1, name: 'Home & Garden' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Kitchenware' })).toHaveAttribute(
        'href',
        '/category/Kitchenware_11.html',
      );
      expect((await request.get('/categoriesT2/999')).status()).toBe(404);
    },
  );
});

test.describe('category product list', () => {
  test('sorts by lowest price through the sort links', { tag: '@route:category' }, async ({ page }) => {
    await page.goto('/category/Home-Garden_1.html');
    await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Price: low to high' }).click();
    await expect(page).toHaveURL(/\?sort=priceAsc$/);
    await expect(page.getByRole('link', { name: 'Price: low to high' })).toHaveAttribute('aria-current', 'page');
    // the cards stream in after the heading: wait for the whole page of them
    await expect(page.getByRole('article')).toHaveCount(24);
    const prices = await page
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((card) =>
          Number((card.textContent ?? '').match(/US\$([\d,]+\.\d\d)/)?.[1]?.replace(/,/g, '') ?? NaN),
        ),
      );
    expect(prices.length).toBe(24);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/category/Home-Garden_1_2.html?sort=priceAsc',
    );
  });

  test(
    'redirects _1, page 0, a page beyond the last and a wrong slug to one URL',
    {
      tag: ['@route:category', '@route:categoryPage'],
    },
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
    async ({ page, request }) => {
      for (const [path, canonical] of [
        ['/category/Home-Garden_1.html', '/category/1.html'],
        ['/category/Home-Garden_1_2.html', '/category/1_2.html'],
      ] as const) {
        await page.goto(path);
        const href = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(href ?? '').pathname).toBe(canonical);
        const response = await request.get(canonical, { maxRedirects: 0 });
        expect(response.status(), canonical).toBe(200);
        expect(await response.text()).toContain(`<link rel="canonical" href="${href}"/>`);
      }
    },
  );

  test('answers an unknown category with the not-found page', { tag: '@route:category' }, async ({ page }) => {
    const response = await page.goto('/category/Nothing_99999.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test(
    "names in its JSON-LD each card's and crumb's canonical URL, in the page's language",
    { tag: '@route:category' },
    async ({ page }) => {
      await page.goto('/category/Kitchenware_11.html?lang=de');
      await expectCards(page);
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { '@type': string; itemListElement: { url?: string; item?: string }[] },
      );
      // the cards' links are the slugged addresses; the list names the pages' canonicals (spec §2)
      const cardIds = (
        await page
          .getByRole('article')
          .locator('a[href$=".html"]')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))
      ).map((href) => /_(\d+)\.html$/.exec(href)?.[1]);
      const items = blocks.find((b) => b['@type'] === 'ItemList')?.itemListElement ?? [];
      expect(items.length).toBe(await page.getByRole('article').count());
      expect(items.length).toBeGreaterThan(1);
      const ids = items.map((i) => /^https:\/\/[^/]+\/(\d+)\.html\?lang=de$/.exec(i.url ?? '')?.[1]);
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

  test('lays the cards out for the screen it is on', { tag: '@route:category' }, async ({ page }, testInfo) => {
    await page.goto('/category/Home-Garden_1.html');
    const grid = page.getByRole('article').first().locator('..');
    await expect
      .poll(() => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length))
      .toBe(isMobile(testInfo.project.name) ? 2 : 5);
  });
});

test.describe('keyword lists and showroom index', () => {
  test(
    'goes from a showroom letter to a keyword list with products',
    {
      tag: ['@route:showroomIndex', '@route:roomList'],
    },
    async ({ page }) => {
      await page.goto('/showroom/showroom-S.html');
      await expect(page.getByRole('heading', { level: 1, name: 'Product keywords: S' })).toBeVisible();
      const letters = page.getByRole('navigation', { name: 'Keywords by letter' });
      await expect(letters.getByRole('link')).toHaveCount(36);
      await expect(letters.getByRole('link', { name: 'S', exact: true })).toHaveAttribute('aria-current', 'page');
      const keyword = page.getByRole('main').getByRole('listitem').getByRole('link', { name: /^s/ }).first();
      const name = (await keyword.textContent()) ?? '';
      await keyword.click();
      await expect(page).toHaveURL(new RegExp(`/showroom/${name}\\.html$`));
      await expect(page.getByRole('heading', { level: 1, name: `Products for “${name}”` })).toBeVisible();
      await expectCards(page);
    },
  );

  test(
    'pages through a showroom letter and redirects its _1',
    { tag: '@route:showroomIndexPage' },
    async ({ page, request }) => {
      await page.goto('/showroom/showroom-S.html');
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/showroom\/showroom-S_2\.html$/);
      await expect(
        page.getByRole('main').getByRole('listitem').getByRole('link', { name: /^s/ }).first(),
      ).toBeVisible();
      const first = await request.get('/hots/showroom-S_1.html', { maxRedirects: 0 });
      expect(first.status()).toBe(308);
      expect(first.headers()['location']).toBe('/hots/showroom-S.html');
    },
  );

  test(
    'pages a keyword list with _{pageNo} links',
    { tag: ['@route:roomList', '@route:roomListPage'] },
    async ({ page, request }) => {
      await page.goto('/showroom/steel.html');
      await expect(page.getByText('29 products')).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(24);
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/showroom\/steel_2\.html$/);
      await expect(page.getByRole('article')).toHaveCount(5);
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
    async ({ page, request }) => {
      const response = await request.get('/hots/steel_2', { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers()['location']).toBe('/hots/steel_2.html');
      await page.goto('/hots/steel_2');
      await expect(page).toHaveURL(/\/hots\/steel_2\.html$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Hot products: steel' })).toBeVisible();
      await expectCards(page);
    },
  );

  test('sends /aggregate/{key} to its list', { tag: '@route:aggregateSpy' }, async ({ page }) => {
    await page.goto('/aggregate/steel');
    await expect(page).toHaveURL(/\/aggregate\/steel\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products for “steel”' })).toBeVisible();
    await expectCards(page);
  });

  test(
    'lists keyword matches within a category and redirects the category key to its id form',
    {
      tag: ['@route:aggregateCategory', '@route:aggregateCategoryId'],
    },
    async ({ page, request }) => {
      const byKey = await request.get('/aggregate/steel/kitchenware.html', { maxRedirects: 0 });
      expect(byKey.status()).toBe(308);
      expect(byKey.headers()['location']).toBe('/aggregate/steel/kitchenware-11.html');
      expect((await request.get('/aggregate/steel/no-such-category.html')).status()).toBe(404);
      await page.goto('/aggregate/steel/kitchenware-11.html');
      await expect(page.getByRole('heading', { level: 1, name: '“steel” in Kitchenware' })).toBeVisible();
      await expectCards(page);
      await expect(page.getByRole('link', { name: 'All results for “steel”' })).toHaveAttribute(
        'href',
        '/aggregate/steel.html',
      );
    },
  );
});

test.describe('keyword lists without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The list renders whole: its cards are in the HTML, with no skeleton for JavaScript to swap.
  test('shows a keyword list with its cards', { tag: '@route:aggregateSpy' }, async ({ page }) => {
    await page.goto('/aggregate/steel.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Products for “steel”' })).toBeVisible();
    await expectCards(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });
});
