import { expect, test, type APIRequestContext } from '@playwright/test';
import { within } from '@testing-library/dom';
import enCatalogue from '../../messages/en/catalogue.json';
import enSearch from '../../messages/en/search.json';
import { DEVICES, getPage, userAgentOf, type Device, textOf, firstOf, hrefOf } from '../support/http';

// Product and supplier search as the server writes them, for both device classes: the results of a search
// URL, their counts and marks, did-you-mean, pages, hostile keywords. Typing in the header, filtering,
// clicking through and what is drawn: tests/e2e/search.spec.ts.

/** A served page, with Testing Library's queries typed for what they find. */
async function load(request: APIRequestContext, path: string, options: Parameters<typeof getPage>[2]) {
  const page = await getPage(request, path, options);
  return { ...page, screen: within(page.document.documentElement) };
}
type Served = Awaited<ReturnType<typeof load>>;
type Screen = Served['screen'];

/** An accessible name as Playwright matches a string: anywhere in the name, in any case. */
const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');

/** The count line of a results page as a number ("400 products" -> 400). */
function resultCount(screen: Screen): number {
  const lines = screen.getAllByRole('status').filter((el) => /\d+ (products?|suppliers?)/.test(textOf(el)));
  expect(lines).toHaveLength(1);
  return Number(textOf(firstOf(lines)).replace(/[^\d]/g, ''));
}

const resultsOf = (screen: Screen) => screen.getByRole('region', { name: named(enSearch.results) });

/** A new arrival of the home page whose name ends in a model code ("... NL-677"): the code. */
async function newArrivalModelCode(request: APIRequestContext, device: Device): Promise<string> {
  const { screen } = await load(request, '/', { device });
  const arrivals = within(screen.getByRole('region', { name: named('New arrivals') }));
  for (const article of arrivals.getAllByRole('article')) {
    for (const link of within(article).queryAllByRole('link')) {
      const code = / ([A-Z]{2}-\d+)$/.exec(textOf(link))?.[1];
      if (link.getAttribute('href') && code) return code;
    }
  }
  throw new Error('no new arrival has a model code');
}

/** The words marked in the first result named with the code. */
function marksInName(document: Document, code: string): string[] {
  const name = [...document.querySelectorAll('article h2')].find((h2) =>
    textOf(h2).toLowerCase().includes(code.toLowerCase()),
  );
  expect(name, `a result named with ${code}`).toBeDefined();
  return [...(name?.querySelectorAll('mark') ?? [])].map((mark) => textOf(mark));
}

test.describe('product search', { tag: '@route:searchProduct' }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('takes 200 characters in the header box, marks the matched word in names and is not indexed', async ({
        request,
      }) => {
        const home = await load(request, '/', { device });
        const box = within(home.screen.getByRole('banner')).getByRole('searchbox', {
          name: named(enSearch.keywordLabel),
        });
        expect(box.getAttribute('maxlength')).toBe('200');
        const name = textOf(within(firstOf(home.screen.getAllByRole('article'))).getByRole('heading'));
        const word = (name.match(/[A-Za-z]{4,}/g) ?? ['minimum'])[0] ?? 'minimum';
        const { response, document, screen } = await load(request, `/search/product?keyword=${word}`, { device });
        expect(response.status()).toBe(200);
        expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(`Results for “${word}”`);
        const results = resultsOf(screen);
        expect(within(results).queryAllByRole('article').length).toBeGreaterThan(0);
        expect(textOf(results.querySelector('article h2 mark'))).toMatch(new RegExp(word, 'i'));
        const robots = document.querySelectorAll('meta[name="robots"]');
        expect(robots).toHaveLength(1);
        expect(firstOf(robots).getAttribute('content')).toMatch(/noindex/);
      });

      test('finds a model code the buyer searched, with or without its hyphen, its words marked', async ({
        request,
      }) => {
        const code = await newArrivalModelCode(request, device);
        for (const lang of ['ar', 'en']) {
          const { response, document } = await load(
            request,
            `/search/product?keyword=${encodeURIComponent(code)}&lang=${lang}`,
            { device },
          );
          expect(response.status()).toBe(200);
          // both words of the code are marked ("NL" and "677")
          expect(marksInName(document, code), lang).toEqual(code.split('-'));
        }
        // typed as buyers often do, without its hyphen: the same product, its code marked whole
        const { document } = await load(request, `/search/product?keyword=${code.replace('-', '')}`, { device });
        expect(marksInName(document, code)).toEqual([code]);
      });

      test('offers did-you-mean for a typo, and its link finds products', async ({ request }) => {
        const typo = await load(request, '/search/product?keyword=minimun', { device });
        const href = hrefOf(typo.screen.getByRole('link', { name: 'minimum' }));
        expect(href).toMatch(/keyword=minimum$/);
        const { response, screen } = await load(request, href, { device });
        expect(response.status()).toBe(200);
        expect(within(resultsOf(screen)).queryAllByRole('article')).toHaveLength(24);
        // the question in each language's order and mark, the Latin keyword isolated inside Arabic
        for (const [lang, question] of [
          ['en', /Did you mean minimum\?$/],
          ['ar', /هل تقصد minimum؟$/],
          ['es', /¿Quizás quisiste decir minimum\?$/],
          ['zh', /您是不是要找minimum？$/],
        ] as const) {
          const page = await load(request, `/search/product?keyword=minimun&lang=${lang}`, { device });
          const link = page.screen.getByRole('link', { name: 'minimum' });
          expect(link.querySelector('bdi')?.textContent, lang).toBe('minimum');
          expect(textOf(link.closest('p')), lang).toMatch(question);
        }
      });

      test("counts each filter choice in the language's brackets", async ({ request }) => {
        for (const [lang, count] of [
          ['en', / \(\d+\)$/],
          ['zh', /[^ ]（\d+）$/],
        ] as const) {
          const { document } = await load(request, `/search/product?keyword=minimum&lang=${lang}`, { device });
          const options = [...document.querySelectorAll('select[name="country"] option:not([value=""])')].map(
            (option) => option.textContent ?? '',
          );
          expect(options.length).toBeGreaterThan(0);
          for (const option of options) expect(option).toMatch(count);
        }
      });

      test('pages through the results', async ({ request }) => {
        const first = await load(request, '/search/product?keyword=minimum', { device });
        const firstPage = textOf(within(firstOf(first.screen.getAllByRole('article'))).getByRole('heading'));
        const href = hrefOf(first.screen.getByRole('link', { name: named(enCatalogue.pageN.replace('{page}', '2')) }));
        expect(href).toMatch(/page=2$/);
        const { response, screen } = await load(request, href, { device });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('link', { name: named('Page 2') }).getAttribute('aria-current')).toBe('page');
        expect(textOf(within(firstOf(screen.getAllByRole('article'))).getByRole('heading'))).not.toBe(firstPage);
      });

      test('shows hostile keywords as text on a clear page', async ({ request }) => {
        /** No script of the keyword's own in the page: nothing for a browser to run (e2e listened for its dialog). */
        const expectNoScriptOf = async ({ response, document }: Served, keyword: string) => {
          expect(await response.text()).not.toContain('<script>alert(1)</script>');
          const own = [...document.querySelectorAll('script')].filter(
            (s) => (s.textContent ?? '').trim() === 'alert(1)',
          );
          expect(own, keyword).toEqual([]);
        };
        const script = '<script>alert(1)</script>';
        const hostile = await load(request, `/search/product?keyword=${encodeURIComponent(script)}`, { device });
        expect(hostile.response.status()).toBe(200);
        expect(textOf(hostile.screen.getByRole('heading', { level: 1 }))).toBe(`Results for “${script}”`);
        await expectNoScriptOf(hostile, script);
        // page=0 is sent on to the first page, as a browser follows it
        const long = await load(request, `/search/product?keyword=${'x'.repeat(5_000)}&page=0`, {
          device,
          maxRedirects: 5,
        });
        expect(long.response.status()).toBe(200);
        expect(long.screen.getByText(named(enSearch.truncatedNotice.replace('{max}', '200')))).toBeTruthy();
        expect(within(long.screen.getByRole('main')).getByRole('searchbox').getAttribute('value')).toBe(
          'x'.repeat(200),
        );
        expect(long.screen.getByRole('heading', { level: 2, name: /Nothing matches/ })).toBeTruthy();
        expect(long.screen.getByRole('heading', { name: named(enSearch.popularCategories) })).toBeTruthy();
        for (const bad of ['&|!:*()', `'"\\`, 'page=99999999']) {
          const served = await load(request, `/search/product?keyword=${encodeURIComponent(bad)}&page=99999`, {
            device,
            maxRedirects: 5,
          });
          expect(served.response.status(), bad).toBe(200);
          await expectNoScriptOf(served, bad);
        }
      });
    });
  }
});

test.describe('product search without JavaScript', { tag: '@route:searchProduct' }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      // The page renders whole: the results are in the HTML, with no skeleton for JavaScript to swap.
      test('serves the results of a keyword in the HTML, with no skeleton', async ({ request }) => {
        const { response, document, screen } = await load(request, '/search/product?keyword=minimum', { device });
        expect(response.status()).toBe(200);
        expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Results for “minimum”');
        expect(within(screen.getByRole('main')).getByRole('searchbox').getAttribute('value')).toBe('minimum');
        expect(within(resultsOf(screen)).queryAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
        expect(resultCount(screen)).toBeGreaterThan(0);
        expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
        // and nothing held back for React's reveal script, which a browser without JavaScript never runs
        expect(await response.text()).not.toMatch(/<template id="B:|\$RC\(/);
      });

      test('shows supplier results without JavaScript', async ({ request }) => {
        const { response, screen } = await load(request, '/search/supplier?keyword=ltd', { device });
        expect(response.status()).toBe(200);
        expect(within(resultsOf(screen)).queryAllByRole('listitem').length).toBeGreaterThan(0);
        expect(resultCount(screen)).toBeGreaterThan(0);
      });
    });
  }
});

test.describe('supplier search', { tag: '@route:searchSupplier' }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('finds suppliers by name, with their product counts', async ({ request }) => {
        const products = await load(request, '/search/product?keyword=ltd', { device });
        const tab = within(products.screen.getByRole('navigation', { name: named(enSearch.searchIn) })).getByRole(
          'link',
          { name: named(enSearch.tabSuppliers) },
        );
        const href = hrefOf(tab);
        expect(href).toMatch(/\/search\/supplier\?keyword=ltd$/);
        const { response, screen } = await load(request, href, { device });
        expect(response.status()).toBe(200);
        const results = resultsOf(screen);
        const items = within(results).queryAllByRole('listitem');
        expect(items.length).toBeGreaterThan(0);
        expect(textOf(results.querySelector('h3 mark'))).toMatch(/ltd/i);
        expect(textOf(items[0])).toMatch(/\d+ products?/);
        expect(resultCount(screen)).toBeGreaterThan(0);
      });

      test('finds the makers of what the buyer names, though no supplier is named after it, linked to their pages', async ({
        request,
      }) => {
        // no demo supplier has "steel" in its name; many sell steel products
        const { screen } = await load(request, '/search/supplier?keyword=steel&lang=en', { device });
        const results = resultsOf(screen);
        const items = within(results).queryAllByRole('listitem');
        expect(items.length).toBeGreaterThan(0);
        const names = [...results.querySelectorAll('h3')].map((h3) => h3.textContent ?? '');
        expect(names.length).toBeGreaterThan(0);
        expect(names.filter((name) => /steel/i.test(name))).toEqual([]);
        // each links to the maker's page (whose products, steel among them, stream in: tests/e2e/search.spec.ts)
        const href = hrefOf(firstOf(within(firstOf(items)).getAllByRole('link')));
        expect(href).toMatch(/\/supplier\//);
        expect((await request.get(href, { maxRedirects: 0 })).status()).toBe(200);
      });

      test("shows each maker's products, those named after the keyword first, linked to their pages", async ({
        request,
      }) => {
        const { screen } = await load(request, '/search/supplier?keyword=steel&lang=en', { device });
        const results = resultsOf(screen);
        const name = results.querySelector('h3')?.textContent ?? '';
        const products = within(results).getByRole('list', {
          name: named(enSearch.supplierProducts.replace('{name}', name)),
        });
        const items = within(products).queryAllByRole('listitem');
        expect(items.length).toBeGreaterThan(0);
        expect(items.length).toBeLessThanOrEqual(3);
        const item = firstOf(items);
        expect(textOf(item.querySelector('mark'))).toMatch(/steel/i);
        expect(textOf(item)).toMatch(/US\$\d/);
        expect(item.querySelectorAll('img')).toHaveLength(1);
        const link = within(item).getByRole('link');
        const productName = textOf(link);
        const href = hrefOf(link);
        expect(href).toMatch(/\.html/);
        const product = await load(request, href, { device });
        expect(product.response.status()).toBe(200);
        expect(textOf(product.screen.getByRole('heading', { level: 1 }))).toBe(productName);
      });

      test('names where a supplier is with the comma of the language', async ({ request }) => {
        for (const [lang, comma] of [
          ['ar', '، '],
          ['zh', '，'],
          ['en', ', '],
        ] as const) {
          const { document } = await load(request, `/search/supplier?keyword=steel&lang=${lang}`, { device });
          const supplier = [...document.querySelectorAll('main li')].find((li) => li.querySelector('h3'));
          const place = supplier?.querySelector('p');
          expect(place, `${lang}: the place of a supplier`).toBeTruthy();
          expect(textOf(place)).toContain(comma);
          // no Latin comma at all: Playwright's toContainText trimmed ', ' to ','
          if (lang !== 'en') expect(textOf(place)).not.toContain(',');
        }
      });
    });
  }
});

test.describe('hot searches', { tag: '@route:hot' }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('shows a search page on mobile and redirects to the search page on desktop', async ({ request }) => {
        const hot = await load(request, '/hot/minimum', { device });
        if (device === 'mobile') {
          expect(hot.response.status()).toBe(200); // at /hot/minimum itself
          expect(textOf(hot.screen.getByRole('heading', { level: 1 }))).toBe('Results for “minimum”');
          expect(within(resultsOf(hot.screen)).queryAllByRole('article').length).toBeGreaterThan(0);
        } else {
          const location = hot.response.headers()['location'] ?? '';
          expect(location).toMatch(/\/search\/product\?keyword=minimum$/);
          const { screen } = await load(request, location, { device });
          expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('Results for “minimum”');
        }
      });
    });
  }
});
