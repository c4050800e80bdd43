import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { within } from '@testing-library/dom';
import { MARKETS } from '@/lib/reference/markets';
import { composeName } from '@/lib/seed/catalogue';
import { UNIT_NAMES } from '@/lib/seed/unit-names';
import { INDUSTRIES } from '@/lib/seed/vocabulary';
import { DEVICES, getPage, userAgentOf, type Device, type ServedPage, textOf, jsonLd } from '../support/http';

// The product, supplier, review and preview pages as the server sends them, for both device classes:
// status codes, redirects, the head, JSON-LD and the text and links of the served HTML. What needs a
// browser (the click-through from the home page, the image viewer, the enquiry cart's button, the
// layout, the not-found page, which client scripts draw): tests/e2e/product.spec.ts.

// Seeded with 40 suppliers and 400 products (anchor 2026-06-01); the default site offers all 19 languages.
const SITE_LANGUAGES = 19;

/** The one element of the document the selector matches (as a Playwright locator insists on one). */
function only(document: Document, selector: string): Element {
  const matches = document.querySelectorAll(selector);
  expect(matches, selector).toHaveLength(1);
  const element = matches.item(0);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

/** A page the server answers itself, with 200 and no redirect. */
async function served(request: APIRequestContext, path: string, device: Device): Promise<ServedPage> {
  const page = await getPage(request, path, { device });
  expect(page.response.status(), path).toBe(200);
  return page;
}

/** The link of the first new arrival of a home page. */
function firstNewArrivalLink(home: ServedPage): HTMLElement {
  const region = home.screen.getByRole('region', { name: 'New arrivals' });
  const [article] = within(region).getAllByRole('article');
  if (!article) throw new Error('no new arrival');
  return within(article).getByRole('link');
}

/**
 * The first new arrival of the home page as its link names it (path, id, name) and its page as served
 * there. The click from the home page to it: tests/e2e/product.spec.ts.
 */
async function openFirstProduct(request: APIRequestContext, device: Device) {
  const link = firstNewArrivalLink(await served(request, '/', device));
  const path = link.getAttribute('href') ?? '';
  const name = textOf(link);
  const id = /_(\d+)\.html$/.exec(path)?.[1];
  if (!id) throw new Error(`not a product link: ${path}`);
  const page = await served(request, path, device);
  // the product the link names
  expect(textOf(page.screen.getByRole('heading', { level: 1 }))).toBe(name);
  return { path, id, name, ...page };
}

test.describe('product page', { tag: '@route:product' }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('names the unit of its minimum order and price tiers in the language read, not in English', async ({
        request,
      }) => {
        const { path, screen } = await openFirstProduct(request, device);
        // the product's own minimum order comes first; related cards below carry theirs
        const english = textOf(screen.getAllByText(/^Min\. order: [\d,]+\s/)[0]);
        const englishUnit = english.replace(/^Min\. order: [\d,]+\s/, '');
        const spanishUnits = Object.values(UNIT_NAMES).map((forms) => forms.es[0]);
        const spanish = await served(request, `${path}?lang=es`, device);
        // no-break spaces read as spaces
        const moq = textOf(spanish.screen.getAllByText(/^Pedido mín\.: /)[0]);
        const unit = moq.replace(/^Pedido mín\.: [\d.,\s]+?\s(?=\D)/, '');
        expect(spanishUnits).toContain(unit);
        expect(unit).not.toBe(englishUnit);
        const tiers = spanish.screen.getByRole('table', { name: /precio/i });
        expect(textOf(within(tiers).getAllByRole('columnheader')[0])).toBe(`Cantidad (${unit})`);
      });

      test("names the product in Thai, Polish and Tagalog words, in each language's order", async ({ request }) => {
        const { path, name } = await openFirstProduct(request, device);
        const model = / [A-Z]{2}-\d+$/.exec(name)?.[0] ?? '';
        // the English name is one qualifier and one noun of the product's category, and perhaps a model code
        const pairs = INDUSTRIES.flatMap((i) =>
          i.categories.flatMap((c) => c.qualifiers.flatMap((q) => c.nouns.map((n) => [q, n] as const))),
        );
        const pair = pairs.find(([q, n]) => composeName('en', q, n) + model === name);
        expect(pair, name).toBeTruthy();
        for (const lang of ['th', 'pl', 'tl'] as const) {
          const { document, screen } = await served(request, `${path}?lang=${lang}`, device);
          const local = composeName(lang, ...pair!) + model;
          expect(local).not.toBe(name);
          expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(local);
          expect(document.title).toContain(local);
        }
      });

      test('gives crawlers JSON-LD: a Product with its offers and a BreadcrumbList', async ({ request }) => {
        const { id, name, document } = await openFirstProduct(request, device);
        const blocks = jsonLd(document);
        const product = blocks.find((b) => b['@type'] === 'Product');
        expect(product).toMatchObject({ name, sku: id, productID: id, '@context': 'https://schema.org' });
        expect(product?.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'USD', offerCount: 3 });
        const offers = product?.offers as { lowPrice: string; highPrice: string };
        expect(Number(offers.lowPrice)).toBeLessThanOrEqual(Number(offers.highPrice));
        expect((product?.image as string[])[0]).toMatch(/^http:\/\/localhost:\d+\/media\//);
        expect(product?.manufacturer).toMatchObject({ '@type': 'Organization' });
        const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList');
        expect((trail?.itemListElement as unknown[]).length).toBeGreaterThanOrEqual(4);
        // the gallery's lazy thumbnails are valid HTML as served: every <img> has a src (issue 53, W3C checker)
        expect((product?.image as string[]).length).toBeGreaterThan(1);
        const gallery = document.querySelectorAll('section img');
        expect(gallery.length).toBeGreaterThan(1);
        expect([...document.querySelectorAll('img')].filter((img) => !img.getAttribute('src'))).toEqual([]);
      });

      test("names in its JSON-LD each page's canonical URL, in the language of the version read", async ({
        request,
      }) => {
        const first = await openFirstProduct(request, device);
        const { id } = first;
        const supplierHref =
          first.screen.getByRole('link', { name: 'View supplier profile' }).getAttribute('href') ?? '';
        const supplierId = /_(\d+)\.html$/.exec(supplierHref)?.[1];
        expect(supplierId).toBeTruthy();
        for (const lang of ['en', 'de']) {
          // English: the page as the home page links it, by its slugged address
          const { document } = lang === 'en' ? first : await served(request, `/${id}.html?lang=${lang}`, device);
          const canonical = only(document, 'link[rel="canonical"]').getAttribute('href') ?? '';
          expect(canonical).toMatch(
            new RegExp(`^http://localhost:\\d+/${id}\\.html${lang === 'en' ? '' : `\\?lang=${lang}`}$`),
          );
          const blocks = jsonLd(document);
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
              new RegExp(`^http://localhost:\\d+/category/\\d+(_\\d+)?\\.html${lang === 'en' ? '' : `\\?lang=${lang}`}$`),
            );
            if (lang === 'en') {
              // each one is itself the canonical of a page that answers
              const { pathname } = new URL(item);
              const response = await request.get(pathname, { maxRedirects: 0 });
              expect(response.status(), pathname).toBe(200);
            }
          }
        }
      });

      test('has a canonical on the serving origin with only the numeric id and one alternate per site language plus x-default', async ({
        request,
      }) => {
        const { id, document } = await openFirstProduct(request, device);
        expect(only(document, 'link[rel="canonical"]').getAttribute('href')).toMatch(
          new RegExp(`^http://localhost:\\d+/${id}\\.html$`),
        );
        expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(SITE_LANGUAGES + 1);
        expect(only(document, 'link[rel="alternate"][hreflang="x-default"]').getAttribute('href')).toMatch(
          new RegExp(`^http://localhost:\\d+/${id}\\.html$`),
        );
        expect(only(document, 'link[rel="alternate"][hreflang="de"]').getAttribute('href')).toMatch(
          new RegExp(`/${id}\\.html\\?lang=de$`),
        );
        expect(document.title).toMatch(/ \| Sourcefair$/);
      });

      test('redirects a wrong, overlong or script-laden slug permanently (308) to the one canonical URL', async ({
        request,
      }) => {
        const { path, id } = await openFirstProduct(request, device);
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
        request,
      }) => {
        const { id, name, document } = await openFirstProduct(request, device);
        const canonical = only(document, 'link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical ?? '').pathname).toBe(`/${id}.html`);
        const direct = await request.get(`/${id}.html`, { maxRedirects: 0 });
        expect(direct.status()).toBe(200);
        expect(await direct.text()).toContain(`<link rel="canonical" href="${canonical}"/>`);
        const english = await served(request, `/${id}.html?lang=en`, device);
        expect(textOf(english.screen.getByRole('heading', { level: 1 }))).toBe(name);
        const german = await served(request, `/${id}.html?lang=de`, device);
        expect(german.document.documentElement.getAttribute('lang')).toBe('de');
        expect(only(german.document, 'link[rel="canonical"]').getAttribute('href')).toMatch(
          new RegExp(`^http://localhost:\\d+/${id}\\.html\\?lang=de$`),
        );
      });

      test('answers 404 for an unknown product id and id 0', async ({ request }) => {
        // the translated not-found page itself is drawn by client scripts: tests/e2e/product.spec.ts
        for (const path of ['/No-Such-Product_987654321.html', '/0.html', '/Some-Name_99999999999999999999.html']) {
          expect((await request.get(path)).status(), path).toBe(404);
        }
      });

      test('never serves a product page for a .html path without a product id', async ({ request }) => {
        // spec §2: such a path matches no route, and unknown paths redirect to the deploy path
        const response = await request.get('/abc.html', { maxRedirects: 0 });
        expect(response.status()).toBe(307);
        expect(response.headers()['location']).toBe('/');
      });

      test('offers the enquiry form of the product', async ({ request }) => {
        // the enquiry cart's button works once the page's scripts have run: tests/e2e/product.spec.ts
        const { id, screen } = await openFirstProduct(request, device);
        expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
        expect(screen.getByRole('link', { name: 'Send enquiry' }).getAttribute('href')).toMatch(
          new RegExp(`^/enquiry/[^/]*_${id}$`),
        );
      });

      test('keeps the deploy path of a country site in its links', async ({ request }) => {
        const link = firstNewArrivalLink(await served(request, '/tr?lang=en', device));
        const id = /_(\d+)\.html$/.exec(link.getAttribute('href') ?? '')?.[1];
        const { response, screen } = await getPage(request, `/tr/x_${id}.html?lang=en`, { device, maxRedirects: 20 });
        expect(response.url()).toMatch(new RegExp(`/tr/[^/]+_${id}\\.html\\?lang=en$|/tr/[^/]+_${id}\\.html$`));
        expect(screen.getByRole('link', { name: 'View supplier profile' }).getAttribute('href')).toMatch(
          /^\/tr\/supplier\/[^/]*_\d+\.html$/,
        );
      });
    });
  }
});

test.describe('supplier page', { tag: '@route:supplier' }, () => {
  /** The supplier of the first new arrival, as its product page links it, and its page. */
  async function openSupplier(request: APIRequestContext, device: Device) {
    const product = await openFirstProduct(request, device);
    const href = product.screen.getByRole('link', { name: 'View supplier profile' }).getAttribute('href') ?? '';
    const page = await served(request, href, device);
    return { href, id: /_(\d+)\.html$/.exec(href)?.[1] ?? '', ...page };
  }

  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('shows the profile, exhibitions and products, with Organization JSON-LD', async ({ request }) => {
        const { id, document, screen } = await openSupplier(request, device);
        const heading = screen.getByRole('heading', { level: 1 });
        expect(screen.getByRole('heading', { name: 'Exhibitions' })).toBeTruthy();
        expect(screen.getByText(/^\d+ products?$/)).toBeTruthy();
        const org = jsonLd(document).find((b) => b['@type'] === 'Organization');
        expect(org).toMatchObject({ name: textOf(heading) });
        // the URL the page declares canonical (the slug stripped), not the slugged address it was reached by
        expect(org?.url).toBe(only(document, 'link[rel="canonical"]').getAttribute('href'));
        expect(org?.url).toMatch(new RegExp(`^http://localhost:\\d+/supplier/${id}\\.html$`));
        expect(org?.address).toMatchObject({ '@type': 'PostalAddress' });
        expect(jsonLd(document).some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
        expect(only(document, 'link[rel="canonical"]').getAttribute('href')).toMatch(
          /^http:\/\/localhost:\d+\/supplier\/\d+\.html$/,
        );
      });

      test("names the supplier's main markets in the reader's language, listed as it lists", async ({ request }) => {
        const supplier = await openSupplier(request, device);
        /** The text of the description (dd) that follows the one term naming `label`. */
        const marketsOf = ({ document }: ServedPage, label: string) => {
          const terms = within(document.documentElement)
            .getAllByRole('term')
            .filter((term) => (term.textContent ?? '').includes(label));
          expect(terms, label).toHaveLength(1);
          let description = terms[0]?.nextElementSibling ?? null;
          while (description && description.tagName !== 'DD') description = description.nextElementSibling;
          expect(description, label).not.toBeNull();
          return textOf(description);
        };
        const english = marketsOf(supplier, 'Main markets');
        const keys = (Object.keys(MARKETS) as (keyof typeof MARKETS)[]).filter((k) => english.includes(MARKETS[k]));
        expect(keys.length, english).toBeGreaterThanOrEqual(2);
        const german = (
          JSON.parse(readFileSync('messages/de/reference.json', 'utf8')) as { markets: Record<string, string> }
        ).markets;
        const inGerman = marketsOf(await served(request, `${supplier.href}?lang=de`, device), 'Hauptmärkte');
        for (const key of keys) {
          expect(inGerman).toContain(german[key]);
          expect(inGerman).not.toContain(MARKETS[key]);
        }
        // German lists end "… und …", as Intl.ListFormat writes a conjunction
        expect(inGerman).toMatch(/ und /);
      });

      test('answers a page beyond the last, and sends a malformed page number to the supplier page', async ({
        request,
        baseURL,
      }) => {
        // what those pages show (streamed in, revealed by React's script): tests/e2e/product.spec.ts
        const { href } = await openSupplier(request, device);
        expect((await request.get(`${href}?page=999999`, { maxRedirects: 0 })).status()).toBe(200);
        // spec §2 page rule (lib/routes/query.ts readPage): one URL for the first page
        for (const bad of ['0', 'abc', '-3', '1']) {
          const response = await request.get(`${href}?page=${bad}`, { maxRedirects: 0 });
          expect(response.status(), bad).toBe(308);
          expect(response.headers()['location']).toBe(href);
        }
        const followed = await request.get(`${href}?page=abc`);
        expect(followed.url()).toBe(new URL(href, baseURL).href);
        expect(followed.status()).toBe(200);
      });

      test('redirects a wrong slug (308), serves its canonical URL and answers 404 for an unknown supplier', async ({
        request,
      }) => {
        const { href, id, document } = await openSupplier(request, device);
        const wrong = await request.get(`/supplier/Wrong_${id}.html`, { maxRedirects: 0 });
        expect(wrong.status()).toBe(308);
        expect(wrong.headers()['location']).toBe(href);
        const german = await request.get(`/supplier/Wrong_${id}.html?lang=de`, { maxRedirects: 0 });
        expect(german.headers()['location']).toBe(`${href}?lang=de`);
        // its canonical URL, the id without the slug, is a page, not a redirect back
        expect(only(document, 'link[rel="canonical"]').getAttribute('href')).toMatch(
          new RegExp(`^http://localhost:\\d+/supplier/${id}\\.html$`),
        );
        expect((await request.get(`/supplier/${id}.html`, { maxRedirects: 0 })).status()).toBe(200);
        // the translated not-found page itself is drawn by client scripts: tests/e2e/product.spec.ts
        expect((await request.get('/supplier/Nobody_987654321.html')).status()).toBe(404);
      });
    });
  }
});

test.describe('product reviews', { tag: '@route:productScores' }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('answers 404 for an unknown product', async ({ request }) => {
        expect((await request.get('/product/score/list/987654321')).status()).toBe(404);
      });
    });
  }
});

test.describe('product preview', { tag: '@route:previewProduct' }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('shows the product under a Preview banner and keeps it out of search engines', async ({ request }) => {
        const { id, name } = await openFirstProduct(request, device);
        const { document, screen } = await served(request, `/preview/product?id=${id}`, device);
        expect(textOf(screen.getByRole('note'))).toBe('Preview: this is how buyers see this product page.');
        expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(name);
        expect(only(document, 'meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      });

      test('answers 404 without an id, with a malformed id or an unknown one', async ({ request }) => {
        for (const query of ['', '?id=abc', '?id=987654321', `?id=${'9'.repeat(5000)}`]) {
          const response = await request.get(`/preview/product${query}`);
          expect(response.status(), query.slice(0, 20)).toBe(404);
        }
      });
    });
  }
});
