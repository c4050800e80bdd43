import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MARKETS } from '@/lib/reference/markets';
import { composeName } from '@/lib/seed/catalogue';
import { UNIT_NAMES } from '@/lib/seed/unit-names';
import { INDUSTRIES } from '@/lib/seed/vocabulary';
import { newArrivalWithModelCode, splitWidths } from '../support/model-codes';
import { HYDRATED } from '../support/hydration';

// Seeded with 40 suppliers and 400 products (anchor 2026-06-01); the default site offers all 19 languages.
const SITE_LANGUAGES = 19;

/** Opens the first new arrival of the home page and returns its path and id. */
async function openFirstProduct(page: Page): Promise<{ path: string; id: string; name: string }> {
  await page.goto('/');
  const link = page.getByRole('region', { name: 'New arrivals' }).getByRole('article').first().getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  const name = (await link.innerText()).trim();
  const id = /_(\d+)\.html$/.exec(href)?.[1];
  if (!id) throw new Error(`not a product link: ${href}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.]/g, '\\.')}$`));
  // a navigation in the page changes the URL as it starts rendering the product: its heading says it has
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return { path: href, id, name };
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('product page', { tag: '@route:product' }, () => {
  test('takes a buyer from a new arrival on the home page to the product and on to its supplier', async ({ page }) => {
    const { path, name } = await openFirstProduct(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const trail = page.getByRole('navigation', { name: 'You are here' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // home, the industry and the categories down to the product's own
    expect(await trail.getByRole('link').count()).toBeGreaterThanOrEqual(3);
    const tiers = page.getByRole('table', { name: 'Price by order quantity' });
    await expect(tiers.getByRole('row')).toHaveCount(4); // header + three tiers
    await expect(tiers.getByRole('cell').nth(1)).toHaveText(/^US\$[\d,]+\.\d\d$/);
    // the product's own minimum order comes first; related cards below carry theirs
    await expect(page.getByText(/^Min\. order: [\d,]+\s/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related products' });
    await expect(related.getByRole('article').first()).toBeVisible();
    const relatedLinks = await related.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(relatedLinks).not.toContain(path);

    const supplierName = (
      await page.getByRole('region', { name: 'Supplier' }).getByRole('link').first().innerText()
    ).trim();
    await page.getByRole('link', { name: 'View supplier profile' }).click();
    await expect(page).toHaveURL(/\/supplier\/[^/]*_\d+\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(supplierName);
    await expect(page.getByRole('heading', { name: 'Company profile' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  });

  test('names the unit of its minimum order and price tiers in the language read, not in English', async ({ page }) => {
    const { path } = await openFirstProduct(page);
    const english = await page
      .getByText(/^Min\. order: [\d,]+\s/)
      .first()
      .innerText();
    const englishUnit = english.replace(/^Min\. order: [\d,]+\s/, '');
    const spanishUnits = Object.values(UNIT_NAMES).map((forms) => forms.es[0]);
    await page.goto(`${path}?lang=es`);
    const moq = (
      await page
        .getByText(/^Pedido mín\.: /)
        .first()
        .innerText()
    ).replace(/\u00a0/g, ' ');
    const unit = moq.replace(/^Pedido mín\.: [\d.,\s]+?\s(?=\D)/, '');
    expect(spanishUnits).toContain(unit);
    expect(unit).not.toBe(englishUnit);
    const tiers = page.getByRole('table', { name: /precio/i });
    await expect(tiers.getByRole('columnheader').first()).toHaveText(`Cantidad (${unit})`);
  });

  test("names the product in Thai, Polish and Tagalog words, in each language's order", async ({ page }) => {
    const { path, name } = await openFirstProduct(page);
    const model = / [A-Z]{2}-\d+$/.exec(name)?.[0] ?? '';
    // the English name is one qualifier and one noun of the product's category, and perhaps a model code
    const pairs = INDUSTRIES.flatMap((i) =>
      i.categories.flatMap((c) => c.qualifiers.flatMap((q) => c.nouns.map((n) => [q, n] as const))),
    );
    const pair = pairs.find(([q, n]) => composeName('en', q, n) + model === name);
    expect(pair, name).toBeTruthy();
    for (const lang of ['th', 'pl', 'tl'] as const) {
      await page.goto(`${path}?lang=${lang}`);
      const local = composeName(lang, ...pair!) + model;
      expect(local).not.toBe(name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(local);
      expect(await page.title()).toContain(local);
    }
  });

  test('shows the pictures in a viewer that zooms, turns, moves on and closes with Esc', async ({ page }) => {
    await openFirstProduct(page);
    const opener = page.getByRole('button', { name: 'Open image 1 in the viewer' });
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    // the gallery is a client island: its buttons are enabled once it has hydrated, and the click waits for that
    await opener.click();
    await expect(dialog).toBeVisible(HYDRATED);
    await expect(dialog.getByRole('button', { name: 'Close viewer' })).toBeFocused();
    const image = dialog.getByRole('img');
    await page.keyboard.press('+');
    await expect(image).toHaveCSS('transform', /matrix\(1\.25, 0, 0, 1\.25/);
    await dialog.getByRole('button', { name: 'Rotate' }).click();
    await expect(image).toHaveCSS('transform', /matrix\(0, 1\.25, -1\.25, 0/);
    const position = dialog.getByText(/^Image \d+ of \d+$/);
    const count = Number((/of (\d+)/.exec(await position.innerText()) ?? [])[1]);
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(`Image ${count} of ${count}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // focus is back on the main image, which now shows the picture the viewer showed last
    await expect(page.getByRole('button', { name: `Open image ${count} in the viewer` })).toBeFocused();
  });

  test('a viewer that cannot load leaves the page as it was: a network error toast, and the next click opens it', async ({
    page,
    context,
  }) => {
    await openFirstProduct(page);
    // every script of the page has arrived; the viewer's code loads on the first click
    await page.waitForLoadState('networkidle');
    const opener = page.getByRole('button', { name: 'Open image 1 in the viewer' });
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await context.setOffline(true);
    await opener.click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('network error', HYDRATED);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await context.setOffline(false);
    await opener.click();
    await expect(dialog).toBeVisible(HYDRATED);
  });

  test('gives crawlers JSON-LD: a Product with its offers and a BreadcrumbList', async ({ page }) => {
    const { id, name } = await openFirstProduct(page);
    const blocks = await jsonLd(page);
    const product = blocks.find((b) => b['@type'] === 'Product');
    expect(product).toMatchObject({ name, sku: id, productID: id, '@context': 'https://schema.org' });
    expect(product?.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'USD', offerCount: 3 });
    const offers = product?.offers as { lowPrice: string; highPrice: string };
    expect(Number(offers.lowPrice)).toBeLessThanOrEqual(Number(offers.highPrice));
    expect((product?.image as string[])[0]).toMatch(/^https:\/\/[^/]+\/media\//);
    expect(product?.manufacturer).toMatchObject({ '@type': 'Organization' });
    const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect((trail?.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(4);
  });

  test("names in its JSON-LD each page's canonical URL, in the language of the version read", async ({ page }) => {
    const { id } = await openFirstProduct(page);
    const supplierHref = (await page.getByRole('link', { name: 'View supplier profile' }).getAttribute('href')) ?? '';
    const supplierId = /_(\d+)\.html$/.exec(supplierHref)?.[1];
    expect(supplierId).toBeTruthy();
    for (const lang of ['en', 'de']) {
      if (lang !== 'en') await page.goto(`/${id}.html?lang=${lang}`);
      const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
      expect(canonical).toMatch(new RegExp(`^https://[^/]+/${id}\\.html${lang === 'en' ? '' : `\\?lang=${lang}`}$`));
      const blocks = await jsonLd(page);
      const product = blocks.find((b) => b['@type'] === 'Product') as {
        url: string;
        offers: { url: string };
        manufacturer: { url: string };
      };
      // the URL the page declares canonical, not the slugged address it was reached by
      expect(product.url).toBe(canonical);
      expect(product.offers.url).toBe(canonical);
      // the supplier's and the categories' pages as they declare themselves: the slug stripped, the same language
      expect(product.manufacturer.url).toBe(
        `${new URL(canonical).origin}/supplier/${supplierId}.html${lang === 'en' ? '' : `?lang=${lang}`}`,
      );
      const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList') as {
        itemListElement: { item?: string }[];
      };
      const categoryItems = trail.itemListElement.flatMap((i) => (i.item?.includes('/category/') ? [i.item] : []));
      expect(categoryItems.length).toBeGreaterThanOrEqual(2);
      for (const item of categoryItems) {
        expect(item).toMatch(
          new RegExp(`^https://[^/]+/category/\\d+(_\\d+)?\\.html${lang === 'en' ? '' : `\\?lang=${lang}`}$`),
        );
        if (lang === 'en') {
          // each one is itself the canonical of a page that answers
          const { pathname } = new URL(item);
          const response = await page.request.get(pathname, { maxRedirects: 0 });
          expect(response.status(), pathname).toBe(200);
        }
      }
    }
  });

  test('has an https canonical with only the numeric id and one alternate per site language plus x-default', async ({
    page,
  }) => {
    const { id } = await openFirstProduct(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^https://[^/]+/${id}\\.html$`),
    );
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(SITE_LANGUAGES + 1);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      new RegExp(`^https://[^/]+/${id}\\.html$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      'href',
      new RegExp(`/${id}\\.html\\?lang=de$`),
    );
    await expect(page).toHaveTitle(/ \| Sourcefair$/);
  });

  test('redirects a wrong, overlong or script-laden slug permanently (308) to the one canonical URL', async ({
    page,
    request,
  }) => {
    const { path, id } = await openFirstProduct(page);
    const scripted = `/${encodeURIComponent('<script>alert(1)</script>')}_${id}.html`;
    for (const wrong of [`/Wrong-Name_${id}.html`, `/${'x'.repeat(5000)}_${id}.html`, scripted]) {
      const response = await request.get(wrong, { maxRedirects: 0 });
      expect(response.status(), wrong.slice(0, 40)).toBe(308);
      expect(response.headers()['location']).toBe(path);
    }
    // a language asked for by ?lang= survives the redirect (a crawler keeps no cookie)
    const german = await request.get(`/Wrong-Name_${id}.html?lang=de`, { maxRedirects: 0 });
    expect(german.status()).toBe(308);
    expect(german.headers()['location']).toBe(`${path}?lang=de`);
    const legacy = await request.get(`/product/Wrong-Name_${id}`);
    expect(legacy.url()).toMatch(new RegExp(`${path.replace(/[.]/g, '\\.')}$`));
  });

  test('answers its canonical URL, the id without the slug, itself rather than redirecting', async ({
    page,
    request,
  }) => {
    const { id, name } = await openFirstProduct(page);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(`/${id}.html`);
    const direct = await request.get(`/${id}.html`, { maxRedirects: 0 });
    expect(direct.status()).toBe(200);
    expect(await direct.text()).toContain(`<link rel="canonical" href="${canonical}"/>`);
    await page.goto(`/${id}.html?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.goto(`/${id}.html?lang=de`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^https://[^/]+/${id}\\.html\\?lang=de$`),
    );
  });

  test('answers 404 with the translated not-found page for an unknown product id and id 0', async ({ page }) => {
    for (const path of ['/No-Such-Product_987654321.html', '/0.html', '/Some-Name_99999999999999999999.html']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });

  test('never serves a product page for a .html path without a product id', async ({ request }) => {
    // spec §2: such a path matches no route, and unknown paths redirect to the deploy path
    const response = await request.get('/abc.html', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toBe('/');
  });

  test('offers the enquiry cart and the enquiry form of the product', async ({ page }) => {
    const { id } = await openFirstProduct(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send enquiry' })).toHaveAttribute(
      'href',
      new RegExp(`^/enquiry/[^/]*_${id}$`),
    );
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Add to enquiry cart', exact: true }),
    ).toBeEnabled();
  });

  test('never splits a model code of the name across two lines, left to right or right to left', async ({ page }) => {
    const { path, code } = await newArrivalWithModelCode(page);
    for (const lang of ['ar', 'en']) {
      await page.goto(`${path}?lang=${lang}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(code);
      // the heading at every width from a small phone's column to a wide one: the code's characters
      // always share one line
      const split = await splitWidths(heading, code, 160, 720);
      expect(split, `${code} split over lines at these widths (px, ${lang})`).toEqual([]);
    }
  });

  test('fits the screen without sideways scrolling and lays out for the device', async ({ page }, testInfo) => {
    await openFirstProduct(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // once the streamed parts have arrived, nothing is wider than the screen
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBeLessThanOrEqual(0);
    const grid = page.getByRole('region', { name: 'Related products' }).getByRole('article').first().locator('..');
    await expect
      .poll(() => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length))
      .toBe(testInfo.project.name === 'mobile' ? 2 : 6);
  });

  test('keeps the deploy path of a country site in its links', async ({ page }) => {
    await page.goto('/tr?lang=en');
    const link = page.getByRole('region', { name: 'New arrivals' }).getByRole('article').first().getByRole('link');
    const id = /_(\d+)\.html$/.exec((await link.getAttribute('href')) ?? '')?.[1];
    const response = await page.goto(`/tr/x_${id}.html?lang=en`);
    expect(response?.url()).toMatch(new RegExp(`/tr/[^/]+_${id}\\.html\\?lang=en$|/tr/[^/]+_${id}\\.html$`));
    await expect(page.getByRole('link', { name: 'View supplier profile' })).toHaveAttribute(
      'href',
      /^\/tr\/supplier\/[^/]*_\d+\.html$/,
    );
  });
});

test.describe('supplier page', { tag: '@route:supplier' }, () => {
  async function openSupplier(page: Page) {
    await openFirstProduct(page);
    const href = (await page.getByRole('link', { name: 'View supplier profile' }).getAttribute('href')) ?? '';
    await page.goto(href);
    return { href, id: /_(\d+)\.html$/.exec(href)?.[1] ?? '' };
  }

  test('shows the profile, exhibitions and products, with Organization JSON-LD', async ({ page }) => {
    const { id } = await openSupplier(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Exhibitions' })).toBeVisible();
    await expect(page.getByText(/^\d+ products?$/)).toBeVisible();
    const org = (await jsonLd(page)).find((b) => b['@type'] === 'Organization');
    expect(org).toMatchObject({ name: await page.getByRole('heading', { level: 1 }).innerText() });
    // the URL the page declares canonical (the slug stripped), not the slugged address it was reached by
    expect(org?.url).toBe(await page.locator('link[rel="canonical"]').getAttribute('href'));
    expect(org?.url).toMatch(new RegExp(`^https://[^/]+/supplier/${id}\\.html$`));
    expect(org?.address).toMatchObject({ '@type': 'PostalAddress' });
    expect((await jsonLd(page)).some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https:\/\/[^/]+\/supplier\/\d+\.html$/,
    );
  });

  test("names the supplier's main markets in the reader's language, listed as it lists", async ({ page }) => {
    const { href } = await openSupplier(page);
    const marketsOf = (label: string) =>
      page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
    const english = await marketsOf('Main markets').innerText();
    const keys = (Object.keys(MARKETS) as (keyof typeof MARKETS)[]).filter((k) => english.includes(MARKETS[k]));
    expect(keys.length, english).toBeGreaterThanOrEqual(2);
    const german = (
      JSON.parse(readFileSync('messages/de/reference.json', 'utf8')) as { markets: Record<string, string> }
    ).markets;
    await page.goto(`${href}?lang=de`);
    const inGerman = await marketsOf('Hauptmärkte').innerText();
    for (const key of keys) {
      expect(inGerman).toContain(german[key]);
      expect(inGerman).not.toContain(MARKETS[key]);
    }
    // German lists end "… und …", as Intl.ListFormat writes a conjunction
    expect(inGerman).toMatch(/ und /);
  });

  test('answers a page beyond the last, and sends a malformed page number to the supplier page', async ({
    page,
    request,
  }) => {
    const { href } = await openSupplier(page);
    const beyond = await page.goto(`${href}?page=999999`);
    expect(beyond?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'This page has no products. Go to the first page.' })).toHaveAttribute(
      'href',
      href,
    );
    // spec §2 page rule (lib/routes/query.ts readPage): one URL for the first page
    for (const bad of ['0', 'abc', '-3', '1']) {
      const response = await request.get(`${href}?page=${bad}`, { maxRedirects: 0 });
      expect(response.status(), bad).toBe(308);
      expect(response.headers()['location']).toBe(href);
    }
    await page.goto(`${href}?page=abc`);
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  });

  test('redirects a wrong slug (308) and answers 404 for an unknown supplier', async ({ page, request }) => {
    const { href, id } = await openSupplier(page);
    const wrong = await request.get(`/supplier/Wrong_${id}.html`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(308);
    expect(wrong.headers()['location']).toBe(href);
    const german = await request.get(`/supplier/Wrong_${id}.html?lang=de`, { maxRedirects: 0 });
    expect(german.headers()['location']).toBe(`${href}?lang=de`);
    // its canonical URL, the id without the slug, is a page, not a redirect back
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^https://[^/]+/supplier/${id}\\.html$`),
    );
    expect((await request.get(`/supplier/${id}.html`, { maxRedirects: 0 })).status()).toBe(200);
    const unknown = await page.goto('/supplier/Nobody_987654321.html');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('product reviews', { tag: '@route:productScores' }, () => {
  test('lists the reviews of a product with their stars as text, linked from the product page', async ({ page }) => {
    const { name, path } = await openFirstProduct(page);
    await page.getByRole('link', { name: /^(No reviews yet|\d+ reviews?)$/ }).click();
    await expect(page).toHaveURL(/\/product\/score\/list\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reviews of ${name}`);
    const reviews = page.getByRole('listitem').filter({ hasText: /out of 5 stars/ });
    const empty = page.getByText('No buyer has reviewed this product yet.');
    await expect(reviews.first().or(empty)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', path);
  });

  test('answers 404 for an unknown product', async ({ page }) => {
    const response = await page.goto('/product/score/list/987654321');
    expect(response?.status()).toBe(404);
  });
});

test.describe('product preview', { tag: '@route:previewProduct' }, () => {
  test('shows the product under a Preview banner and keeps it out of search engines', async ({ page }) => {
    const { id, name } = await openFirstProduct(page);
    await page.goto(`/preview/product?id=${id}`);
    await expect(page.getByRole('note')).toHaveText('Preview: this is how buyers see this product page.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('answers 404 without an id, with a malformed id or an unknown one', async ({ page }) => {
    for (const query of ['', '?id=abc', '?id=987654321', `?id=${'9'.repeat(5000)}`]) {
      const response = await page.goto(`/preview/product${query}`);
      expect(response?.status(), query.slice(0, 20)).toBe(404);
    }
  });
});
