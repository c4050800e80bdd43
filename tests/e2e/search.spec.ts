import { expect, test, type Page } from '@playwright/test';
import enCatalogue from '../../messages/en/catalogue.json';
import enSearch from '../../messages/en/search.json';
import { newArrivalWithModelCode, splitWidths } from '../support/model-codes';

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
  test('searches from the header and marks the matched word in names', async ({ page }) => {
    await page.goto('/');
    const name = await page.getByRole('article').first().getByRole('heading').innerText();
    const word = (name.match(/[A-Za-z]{4,}/g) ?? ['minimum'])[0] ?? 'minimum';
    const box = page.getByRole('banner').getByRole('searchbox', { name: enSearch.keywordLabel });
    await box.fill(word);
    await expect(box).toHaveAttribute('maxlength', '200');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/product\\?keyword=${word}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${word}”`);
    const results = page.getByRole('region', { name: enSearch.results });
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(results.locator('article h2 mark').first()).toHaveText(new RegExp(word, 'i'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('finds a model code the buyer searched, with or without its hyphen, and keeps it on one line, left to right or right to left', async ({
    page,
  }) => {
    const { code } = await newArrivalWithModelCode(page);
    for (const lang of ['ar', 'en']) {
      await page.goto(`/search/product?keyword=${encodeURIComponent(code)}&lang=${lang}`);
      const name = page.locator('article h2').filter({ hasText: code }).first();
      // both words of the code are marked ("NL" and "677")
      await expect(name.locator('mark')).toHaveText(code.split('-'));
      // a result's name at every width from a narrow card to a wide one: the code stays on one line
      const split = await splitWidths(name, code, 100, 480);
      expect(split, `${code} split over lines at these widths (px, ${lang})`).toEqual([]);
    }
    // typed as buyers often do, without its hyphen: the same product, its code marked whole
    await page.goto(`/search/product?keyword=${code.replace('-', '')}`);
    await expect(page.locator('article h2').filter({ hasText: code }).first().locator('mark')).toHaveText([code]);
  });

  test('offers did-you-mean for a typo, and its link finds products', async ({ page }) => {
    await page.goto('/search/product?keyword=minimun');
    const link = page.getByRole('link', { name: 'minimum', exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/keyword=minimum$/);
    await expect(page.getByRole('region', { name: enSearch.results }).getByRole('article')).toHaveCount(24);
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

  test("counts each filter choice in the language's brackets", async ({ page }) => {
    for (const [lang, count] of [
      ['en', / \(\d+\)$/],
      ['zh', /[^ ]（\d+）$/],
    ] as const) {
      await page.goto(`/search/product?keyword=minimum&lang=${lang}`);
      const options = await page.locator('select[name="country"] option:not([value=""])').allTextContents();
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) expect(option).toMatch(count);
    }
  });

  test('pages through the results', async ({ page }) => {
    await page.goto('/search/product?keyword=minimum');
    const firstPage = await page.getByRole('article').first().getByRole('heading').innerText();
    await page.getByRole('link', { name: enCatalogue.pageN.replace('{page}', '2') }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstPage);
  });

  test('shows hostile keywords as text on a clear page', async ({ page }) => {
    let dialog = false;
    page.on('dialog', async (d) => {
      dialog = true;
      await d.dismiss();
    });
    const script = '<script>alert(1)</script>';
    const response = await page.goto(`/search/product?keyword=${encodeURIComponent(script)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${script}”`);
    const long = await page.goto(`/search/product?keyword=${'x'.repeat(5_000)}&page=0`);
    expect(long?.status()).toBe(200);
    await expect(page.getByText(enSearch.truncatedNotice.replace('{max}', '200'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('x'.repeat(200));
    await expect(page.getByRole('heading', { level: 2, name: /Nothing matches/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: enSearch.popularCategories })).toBeVisible();
    for (const bad of ['&|!:*()', `'"\\`, 'page=99999999']) {
      expect((await page.goto(`/search/product?keyword=${encodeURIComponent(bad)}&page=99999`))?.status()).toBe(200);
    }
    expect(dialog).toBe(false);
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

  // The page renders whole: the results are in the HTML, with no skeleton for JavaScript to swap.
  test('submits the header form as a plain GET to the search page, which shows the results', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('searchbox').fill('minimum');
    await page.getByRole('banner').getByRole('button', { name: enSearch.submit }).click();
    await expect(page).toHaveURL(/\/search\/product\?keyword=minimum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “minimum”');
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('minimum');
    const results = page.getByRole('region', { name: enSearch.results });
    await expect(results.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('shows supplier results without JavaScript', async ({ page }) => {
    await page.goto('/search/supplier?keyword=ltd');
    const results = page.getByRole('region', { name: enSearch.results });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    expect(await resultCount(page)).toBeGreaterThan(0);
  });
});

test.describe('supplier search', { tag: '@route:searchSupplier' }, () => {
  test('finds suppliers by name, with their product counts', async ({ page }) => {
    await page.goto('/search/product?keyword=ltd');
    await page
      .getByRole('navigation', { name: enSearch.searchIn })
      .getByRole('link', { name: enSearch.tabSuppliers })
      .click();
    await expect(page).toHaveURL(/\/search\/supplier\?keyword=ltd$/);
    const results = page.getByRole('region', { name: enSearch.results });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expect(results.locator('h3 mark').first()).toHaveText(/ltd/i);
    await expect(results.getByRole('listitem').first()).toContainText(/\d+ products?/);
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  test('finds the makers of what the buyer names, though no supplier is named after it', async ({ page }) => {
    // no demo supplier has "steel" in its name; many sell steel products
    await page.goto('/search/supplier?keyword=steel&lang=en');
    const results = page.getByRole('region', { name: enSearch.results });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    const names = await results.locator('h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /steel/i.test(name))).toEqual([]);
    // a maker found this way lists steel products on its page
    await results.getByRole('listitem').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/supplier\//);
    await expect(page.getByRole('main')).toContainText(/steel/i);
  });
  test("shows each maker's products, those named after the keyword first, one click from their pages", async ({
    page,
  }) => {
    await page.goto('/search/supplier?keyword=steel&lang=en');
    const results = page.getByRole('region', { name: enSearch.results });
    const name = (await results.locator('h3').first().textContent()) ?? '';
    const products = results.getByRole('list', { name: enSearch.supplierProducts.replace('{name}', name) });
    const items = products.getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(0);
    expect(await items.count()).toBeLessThanOrEqual(3);
    await expect(items.first().locator('mark').first()).toHaveText(/steel/i);
    await expect(items.first()).toContainText(/US\$\d/);
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
  test('names where a supplier is with the comma of the language', async ({ page }) => {
    for (const [lang, comma] of [
      ['ar', '، '],
      ['zh', '，'],
      ['en', ', '],
    ] as const) {
      await page.goto(`/search/supplier?keyword=steel&lang=${lang}`);
      const place = page.locator('main li:has(h3)').first().locator('p').first();
      await expect(place).toContainText(comma);
      if (lang !== 'en') await expect(place).not.toContainText(', ');
    }
  });
});

test.describe('hot searches', { tag: '@route:hot' }, () => {
  test('shows a search page on mobile and redirects to the search page on desktop', async ({ page }, testInfo) => {
    await page.goto('/hot/minimum');
    if (isMobile(testInfo.project.name)) {
      await expect(page).toHaveURL(/\/hot\/minimum$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “minimum”');
      await expect(page.getByRole('region', { name: enSearch.results }).getByRole('article').first()).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/search\/product\?keyword=minimum$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “minimum”');
    }
  });
});
