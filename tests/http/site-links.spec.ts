import { expect, test } from '@playwright/test';
import { DEVICES, deviceRequest } from '../support/http';
import { canonicalOf, sharedCrawl, type Crawl } from '../support/site-crawl';

// A search engine's view of the site (tests/support/site-crawl.ts; bench/crawl.mjs --follow does the same
// at size). Every link a signed-out visitor is given must lead to a page: a 200, not a redirect to
// somewhere else nor a 404.

for (const device of DEVICES) {
  // one crawl per device class, as a browser of that class follows the links it is given
  test.describe(`${device}: a search engine's view`, () => {
    test.describe.configure({ mode: 'serial', timeout: 180_000 });
    let crawled: Crawl;
    test.beforeAll(async ({ baseURL }) => {
      // a few hundred pages, most rendered for the first time
      const request = await deviceRequest(baseURL, device);
      try {
        crawled = await sharedCrawl(request, new URL(baseURL ?? 'http://localhost').origin, device);
      } finally {
        await request.dispose();
      }
    });

    test('every link a signed-out visitor follows from the home page leads to a page', async () => {
      const result = crawled;
      expect(result.broken).toEqual([]);
      // the crawl reached the catalogue's kinds of pages, in another language too, and all within its bound
      expect(result.shapes).toEqual(
        expect.arrayContaining([
          '/ID.html?lang=L',
          '/category/ID.html?lang=L&sort=priceAsc',
          '/supplier/ID.html?lang=L',
          '/enquiry/ID?lang=L',
          '/enquiry/ID?lang=L&type=supplier',
          '/requestMeeting?lang=L&supplierId=N',
          '/product/score/list/ID?lang=L',
        ]),
      );
      expect(result.left).toBe(0);
    });

    test('the canonical URL of every kind of page is a page that names itself canonical', async ({ baseURL }) => {
      // spec §2 strips a product's, supplier's or category's slug from its canonical: that URL must answer
      // 200 itself, not redirect back to the page that names it (a loop search engines give up on), and a
      // keyword list's later page must not name another list
      test.slow(); // a request for each kind of page's canonical URL
      const origin = new URL(baseURL ?? 'http://localhost').origin;
      const result = crawled;
      expect(result.canonicals.length).toBeGreaterThan(20);
      const wrong: string[] = [];
      for (const { path, canonical } of result.canonicals) {
        const url = new URL(canonical);
        // the origin that served it: the demo's plain http://localhost, a site's own https domain elsewhere
        expect(url.origin, canonical).toBe(origin);
        // as a crawler asks: without the crawl's cookies (its language links set the language cookie)
        const response = await fetch(new URL(url.pathname + url.search, origin), { redirect: 'manual' });
        const own = response.status === 200 ? canonicalOf(await response.text()) : undefined;
        if (own !== canonical) wrong.push(`${path} names ${canonical}: ${response.status}, which names ${own}`);
      }
      expect(wrong).toEqual([]);
      expect(result.canonicals.map((c) => new URL(c.canonical).pathname)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/\d+\.html$/),
          expect.stringMatching(/^\/supplier\/\d+\.html$/),
        ]),
      );
    });
  });
}
