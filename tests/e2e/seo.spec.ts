import { expect, test } from '@playwright/test';
import enSeo from '../../messages/en/seo.json';

// The SEO pages where a browser is needed: disclosures opened, links followed by the client router. What
// they serve (titles, canonical URLs, JSON-LD, lists and links): tests/http/seo.spec.ts.

test.describe('sitemaps and robots.txt', () => {});

test.describe('redirects a crawler follows', () => {
  // A crawler keeps no cookie: the ?lang= it asked for, and was served, is the only way it stays in that
  // language after a redirect, whether the proxy (the registry's old forms, unknown paths) or the page
  // (a list's _1 or a page beyond its last, a category's id form) redirects.
});

test.describe('site map page', { tag: '@route:sitemap' }, () => {
  test('shows the categories of the first industry, folded on mobile behind its summary', async ({
    page,
  }, testInfo) => {
    await page.goto('/sitemap.html');
    const industries = page.getByRole('region', { name: enSeo.sitemapIndustries });
    if (testInfo.project.name === 'mobile') {
      // folded on mobile: the first industry opens from its summary
      const first = industries.locator('details').first();
      await first.locator('summary').click();
      await expect(first).toHaveAttribute('open', '');
    }
    await expect(industries.locator('a[href^="/category/"]').first()).toBeVisible();
  });
});

test.describe('latest products page', { tag: '@route:latestProducts' }, () => {
  test('pages through the newest products by the page links', async ({ page }) => {
    await page.goto('/latest-products.html');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/latest-products\.html\?page=2$/);
    await expect(page).toHaveTitle('Latest products, page 2');
  });
});

test.describe('product categories page', { tag: '@route:productCategories' }, () => {
  test('shows the categories under their industry, folded on mobile behind a summary', async ({ page }, testInfo) => {
    await page.goto('/product_categories.html');
    if (testInfo.project.name === 'mobile') await page.locator('main details summary').first().click();
    await expect(page.locator('main a[href^="/category/"]').first()).toBeVisible();
  });
});
