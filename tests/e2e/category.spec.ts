import { expect, test } from '@playwright/test';

// Category and keyword lists in a browser: following their links, the overview (its first render streams
// behind React's reveal script), the not-found page (drawn by the client) and the layout. The served HTML
// of the lists (headings, cards, pages, redirects, canonical URLs, JSON-LD): tests/http/category.spec.ts.
// Seeded with 40 suppliers / 400 products (anchor 2026-06-01): 10 industries, the first is Home & Garden
// (id 1, Kitchenware id 11 under it).

const isMobile = (name: string) => name === 'mobile';

test.describe('category overview', () => {
  // what the category list and its second page hold: tests/http/category.spec.ts
  test(
    'leads from the overview to a category and its second page',
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

      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/category\/Home-Garden_1_2\.html$/);
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
});

test.describe('category product list', () => {
  // the sorted cards and the sort kept in the page links: tests/http/category.spec.ts
  test('sorts by lowest price through the sort links', { tag: '@route:category' }, async ({ page }) => {
    await page.goto('/category/Home-Garden_1.html');
    await page.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Price: low to high' }).click();
    await expect(page).toHaveURL(/\?sort=priceAsc$/);
    await expect(page.getByRole('link', { name: 'Price: low to high' })).toHaveAttribute('aria-current', 'page');
  });

  test('answers an unknown category with the not-found page', { tag: '@route:category' }, async ({ page }) => {
    const response = await page.goto('/category/Nothing_99999.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('lays the cards out for the screen it is on', { tag: '@route:category' }, async ({ page }, testInfo) => {
    await page.goto('/category/Home-Garden_1.html');
    const grid = page.getByRole('article').first().locator('..');
    await expect
      .poll(() => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length))
      .toBe(isMobile(testInfo.project.name) ? 2 : 5);
  });
});

test.describe('keyword lists and showroom index', () => {
  // the letters, the keyword list's heading and cards: tests/http/category.spec.ts
  test(
    'goes from a showroom letter to a keyword list',
    {
      tag: ['@route:showroomIndex', '@route:roomList'],
    },
    async ({ page }) => {
      await page.goto('/showroom/showroom-S.html');
      const keyword = page.getByRole('main').getByRole('listitem').getByRole('link', { name: /^s/ }).first();
      const name = (await keyword.textContent()) ?? '';
      await keyword.click();
      await expect(page).toHaveURL(new RegExp(`/showroom/${name}\\.html$`));
      await expect(page.getByRole('heading', { level: 1, name: `Products for “${name}”` })).toBeVisible();
    },
  );
});
