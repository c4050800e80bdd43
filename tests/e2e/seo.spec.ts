import { expect, test, type Page } from '@playwright/test';
import deSeo from '../../messages/de/seo.json';
import enHome from '../../messages/en/home.json';
import enSeo from '../../messages/en/seo.json';
import { expectServed } from '../support/http';

async function breadcrumbLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as { '@type': string; itemListElement?: { name: string }[] });
}

test.describe('home variants (spec §2)', () => {
  test('the global-buyer home shows featured categories, hot products and industry links', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-audience="global_buyer"]')).toBeVisible();
    const featured = page.getByRole('region', { name: enHome.featuredHeading });
    await expect(featured.getByRole('link').first()).toHaveAttribute('href', /^\/category\/[^/]+_\d+\.html$/);
    await expect(page.getByRole('region', { name: enHome.hotHeading }).getByRole('article').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: enHome.industriesHeading }).getByRole('link').first(),
    ).toHaveAttribute('href', /^\/category\//);
  });

  test('the country site greets buyers of its country and links under its deploy path', async ({ page }) => {
    await page.goto('/tr?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Suppliers worldwide for buyers in T/);
    await expect(
      page
        .getByRole('region', { name: /^Suppliers for T/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    const arrivals = page.getByRole('region', { name: enHome.newArrivalsHeading });
    await expect(arrivals.getByRole('article')).toHaveCount(12);
    const hrefs = await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) expect(href).toMatch(/^\/tr(\/|$)/);
  });

  test('the supplier home (China) shows buyer demand, exhibitions to exhibit at and how to join', async ({ page }) => {
    await page.goto('/cn?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enHome.heroTitleSupplier);
    const demand = page.getByRole('region', { name: enHome.demandHeading });
    await expect(demand.locator('dd')).toHaveCount(3);
    await expect(demand.locator('dd').first()).toHaveText(/^[\d,]+$/);
    const exhibit = page.getByRole('region', { name: enHome.exhibitHeading });
    await expect(exhibit.getByRole('listitem').first()).toContainText(/booths? available|Fully booked/);
    await expect(page.getByRole('region', { name: enHome.joinHeading }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: enHome.newArrivalsHeading })).toHaveCount(0);
  });
});

test.describe('sitemaps and robots.txt', () => {});

test.describe('redirects a crawler follows', () => {
  // A crawler keeps no cookie: the ?lang= it asked for, and was served, is the only way it stays in that
  // language after a redirect, whether the proxy (the registry's old forms, unknown paths) or the page
  // (a list's _1 or a page beyond its last, a category's id form) redirects.
});

test.describe('site map page', { tag: '@route:sitemap' }, () => {
  test('links the main sections and every industry with its categories', async ({ page, request }, testInfo) => {
    await page.goto('/sitemap.html');
    await expect(page).toHaveTitle(enSeo.sitemapTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enSeo.sitemapTitle);
    const sections = page.getByRole('region', { name: enSeo.sitemapSections }).getByRole('link');
    await expect(sections).toHaveCount(3);
    for (const href of await sections.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
    const industries = page.getByRole('region', { name: enSeo.sitemapIndustries });
    await expect(industries.getByRole('heading', { level: 3 })).toHaveCount(10);
    if (testInfo.project.name === 'mobile') {
      // folded on mobile: the first industry opens from its summary
      const first = industries.locator('details').first();
      await first.locator('summary').click();
      await expect(first).toHaveAttribute('open', '');
    }
    const category = industries.locator('a[href^="/category/"]').first();
    await expect(category).toBeVisible();
    await expectServed(request, (await category.getAttribute('href'))!);
    const ld = await breadcrumbLd(page);
    expect(ld.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement?.map((i) => i.name)).toEqual([
      'Home',
      enSeo.sitemapTitle,
    ]);
  });

  test('is translated, with a canonical URL and language alternates', async ({ page }) => {
    await page.goto('/sitemap.html?lang=de');
    await expect(page).toHaveTitle(deSeo.sitemapTitle);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https:\/\/[^/]+\/sitemap\.html\?lang=de$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/sitemap\.html$/,
    );
  });
});

test.describe('latest products page', { tag: '@route:latestProducts' }, () => {
  test('shows the newest products in a grid and pages through them', async ({ page, request }) => {
    await page.goto('/latest-products.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enSeo.latestTitle);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(24);
    const firstOnPage1 = await cards.first().getByRole('heading').textContent();
    await expectServed(request, (await cards.first().getByRole('link').first().getAttribute('href'))!);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/latest-products\.html\?page=2$/);
    await expect(page).toHaveTitle('Latest products, page 2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/latest-products\.html\?page=2$/);
    await expect(cards).toHaveCount(24);
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '');
  });

  test('keeps the deploy path of a country site in its links', async ({ page }) => {
    await page.goto('/tr/latest-products.html?lang=en');
    await expect(page.getByRole('article').first().getByRole('link').first()).toHaveAttribute('href', /^\/tr\//);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
      'href',
      '/tr/latest-products.html',
    );
    await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'href',
      '/tr/latest-products.html?page=2',
    );
  });
});

test.describe('product categories page', { tag: '@route:productCategories' }, () => {
  test('lists every category under its industry with links', async ({ page, request }, testInfo) => {
    await page.goto('/product_categories.html');
    await expect(page).toHaveTitle(enSeo.categoriesTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enSeo.categoriesTitle);
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(10);
    if (testInfo.project.name === 'mobile') await page.locator('main details summary').first().click();
    const links = page.locator('main a[href^="/category/"]');
    expect(await links.count()).toBeGreaterThanOrEqual(50);
    await expect(links.first()).toBeVisible();
    await expectServed(request, (await links.first().getAttribute('href'))!);
    const ld = await breadcrumbLd(page);
    expect(ld.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('links under the deploy path of a country site', async ({ page }) => {
    await page.goto('/tr/product_categories.html?lang=en');
    // on mobile the links sit in closed disclosures: present, not visible
    await expect(page.locator('main a[href*="/category/"]').first()).toBeAttached();
    const hrefs = await page
      .locator('main a[href*="/category/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(50);
    for (const href of hrefs) expect(href).toMatch(/^\/tr\/category\//);
  });
});
