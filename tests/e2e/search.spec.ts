import { expect, test, type Page } from '@playwright/test';
import enSearch from '../../messages/en/search.json';
import { contrastRatio } from '../support/contrast';
import { newArrivalWithModelCode, splitWidths } from '../support/model-codes';

// Search in a browser: typing in the header and submitting, filtering, following links, what is drawn and
// what the page's scripts send. The served HTML of the search pages (results, counts, marks, did-you-mean,
// pages, hostile keywords): tests/http/search.spec.ts.

const isMobile = (name: string) => name === 'mobile';

/** The count line of a results page as a number ("400 products" -> 400). */
async function resultCount(page: Page): Promise<number> {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /\d+ (products?|suppliers?)/ })
    .innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

async function openFilters(page: Page, project: string) {
  if (isMobile(project)) await page.getByText(enSearch.showFilters).click();
}

test.describe('product search', { tag: '@route:searchProduct' }, () => {
  // the box's length, the results' marks and the page's robots tag: tests/http/search.spec.ts
  test('searches from the header', async ({ page }) => {
    await page.goto('/');
    const name = await page.getByRole('article').first().getByRole('heading').innerText();
    const word = (name.match(/[A-Za-z]{4,}/g) ?? ['minimum'])[0] ?? 'minimum';
    const box = page.getByRole('banner').getByRole('searchbox', { name: enSearch.keywordLabel });
    await box.fill(word);
    // what is typed can be read: dark on the field's white, not the header bar's white (issue 53, WCAG 1.4.3)
    // (axe does not weigh a field's typed value, so the colours are compared as WCAG does)
    const [ink, ground] = await box.evaluate((field) => {
      const style = getComputedStyle(field);
      return [style.color, style.backgroundColor];
    });
    expect(contrastRatio(ink, ground), `${ink} on ${ground}`).toBeGreaterThanOrEqual(4.5);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/product\\?keyword=${word}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${word}”`);
  });

  // found with or without its hyphen, its words marked: tests/http/search.spec.ts
  test('keeps a model code the buyer searched on one line, left to right or right to left', async ({ page }) => {
    const { code } = await newArrivalWithModelCode(page);
    for (const lang of ['ar', 'en']) {
      await page.goto(`/search/product?keyword=${encodeURIComponent(code)}&lang=${lang}`);
      const name = page.locator('article h2').filter({ hasText: code }).first();
      // a result's name at every width from a narrow card to a wide one: the code stays on one line
      const split = await splitWidths(name, code, 100, 480);
      expect(split, `${code} split over lines at these widths (px, ${lang})`).toEqual([]);
    }
  });

  // the products its link finds: tests/http/search.spec.ts
  test('follows the did-you-mean link of a typo', async ({ page }) => {
    await page.goto('/search/product?keyword=minimun');
    const link = page.getByRole('link', { name: 'minimum', exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/keyword=minimum$/);
  });

  test('narrows the results with a filter', async ({ page }, testInfo) => {
    await page.goto('/search/product?keyword=minimum');
    const before = await resultCount(page);
    await openFilters(page, testInfo.project.name);
    await page.getByLabel(enSearch.verifiedOnly).check();
    await page.getByRole('button', { name: enSearch.apply }).click();
    await expect(page).toHaveURL(/verified=1/);
    await expect.poll(() => resultCount(page)).toBeLessThan(before);
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  test('sends one search analytics event (spec §7)', async ({ page }) => {
    const request = page.waitForRequest((r) => r.url().endsWith('/api/ms/analytics/search.json'));
    await page.goto('/search/product?keyword=minimum');
    const body = (await request).postDataJSON() as { data: { searchType: string; searchKeyword: string } };
    expect(body.data).toMatchObject({ searchType: 'product', searchKeyword: 'minimum' });
  });
});

test.describe('product search without JavaScript', { tag: '@route:searchProduct' }, () => {
  test.use({ javaScriptEnabled: false });

  // The results it leads to are whole in the served HTML, with no skeleton: tests/http/search.spec.ts.
  test('submits the header form as a plain GET to the search page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('searchbox').fill('minimum');
    await page.getByRole('banner').getByRole('button', { name: enSearch.submit }).click();
    await expect(page).toHaveURL(/\/search\/product\?keyword=minimum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “minimum”');
  });
});

test.describe('supplier search', { tag: '@route:searchSupplier' }, () => {
  // the suppliers found, their marks and product counts: tests/http/search.spec.ts
  test('switches from the product results to the supplier results', async ({ page }) => {
    await page.goto('/search/product?keyword=ltd');
    await page
      .getByRole('navigation', { name: enSearch.searchIn })
      .getByRole('link', { name: enSearch.tabSuppliers })
      .click();
    await expect(page).toHaveURL(/\/search\/supplier\?keyword=ltd$/);
  });

  // that none of the makers found is named after the keyword: tests/http/search.spec.ts
  test('opens a maker found by what it sells, whose page lists those products', async ({ page }) => {
    // no demo supplier has "steel" in its name; many sell steel products
    await page.goto('/search/supplier?keyword=steel&lang=en');
    const results = page.getByRole('region', { name: enSearch.results });
    // a maker found this way lists steel products on its page (they stream in after the profile)
    await results.getByRole('listitem').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/supplier\//);
    await expect(page.getByRole('main')).toContainText(/steel/i);
  });

  // how many, which first, their marks and prices: tests/http/search.spec.ts
  test("shows each maker's products side by side, one click from their pages", async ({ page }) => {
    await page.goto('/search/supplier?keyword=steel&lang=en');
    const results = page.getByRole('region', { name: enSearch.results });
    const name = (await results.locator('h3').first().textContent()) ?? '';
    const products = results.getByRole('list', { name: enSearch.supplierProducts.replace('{name}', name) });
    const items = products.getByRole('listitem');
    const image = items.first().locator('img');
    await expect(image).toBeVisible();
    // side by side, inside the supplier's row, on a phone as on a desktop
    const boxes = await Promise.all((await items.all()).map((item) => item.boundingBox()));
    expect(new Set(boxes.map((b) => Math.round(b?.y ?? -1))).size).toBe(1);
    const productName = (await items.first().getByRole('link').textContent()) ?? '';
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(/\.html/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName);
  });
});
