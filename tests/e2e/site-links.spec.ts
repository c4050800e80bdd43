import { expect, test, type APIRequestContext } from '@playwright/test';

// A search engine's view of the site: start at the home page and follow the links of every page, as a
// crawler does (bench/crawl.mjs --follow does the same at size). Every link a signed-out visitor is given
// must lead to a page: a 200, not a redirect to somewhere else nor a 404. The site has thousands of pages,
// so each kind of link is followed once from each kind of page (a product page, a category page in another
// language, a supplier's enquiry form...), which reaches every kind of page the catalogue links to, and
// every kind of link on it, in a few hundred requests.

/**
 * What is not a page: the framework's files, pictures, the API, pages that are a signed-in visitor's
 * (they send a signed-out one to sign in), and the footer's switch to the other device's layout, which a
 * crawler keeping cookies would carry into every later page (mobile-only pages then redirect, as spec §2
 * has them do on desktop).
 */
const NOT_A_PAGE =
  /^\/(?:_next|media|api|favicon|login|register|account|myAccount|workspace|supplier-login)\b|[?&]device=/;
/** A bound far above the few hundred requests the crawl takes; a crawl that reaches it fails. */
const MOST = 3000;

/** A link's shape: ids and slugs made alike, query values kept except ids and the language. */
function shapeOf(path: string): string {
  const url = new URL(path, 'http://site');
  const pathname = url.pathname.replace(/[^/]*\d+(\.html)?$/, 'ID$1').replace(/\d+/g, 'N');
  const query = [...url.searchParams]
    .map(([key, value]) => `${key}=${key === 'lang' ? 'L' : value.replace(/\d+/g, 'N')}`)
    .sort()
    .join('&');
  return `${pathname}?${query}`;
}

function linksOf(html: string, origin: string): string[] {
  const paths: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const url = new URL((match[1] ?? '').replaceAll('&amp;', '&'), origin);
    if (url.origin === origin && url.protocol.startsWith('http')) paths.push(url.pathname + url.search);
  }
  return paths;
}

async function crawl(request: APIRequestContext, origin: string) {
  const queue = ['/?lang=en'];
  // each kind of link on each kind of page: a link's target can depend on the page it is on (a language
  // link keeps the page's query)
  const followed = new Set<string>();
  const shapes = new Set([shapeOf('/?lang=en')]);
  const broken: string[] = [];
  // the canonical URL of the first page of each kind
  const canonicals = new Map<string, { path: string; canonical: string }>();
  let fetched = 0;
  while (queue.length > 0 && fetched < MOST) {
    const batch = queue.splice(0, 4);
    fetched += batch.length;
    await Promise.all(
      batch.map(async (path) => {
        const response = await request.get(path, { maxRedirects: 0 });
        if (response.status() !== 200) {
          const to = response.headers()['location'];
          broken.push(`${path}: ${response.status()}${to ? ` to ${to}` : ''}`);
          return;
        }
        if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
        const on = shapeOf(path);
        const html = await response.text();
        const canonical = canonicalOf(html);
        if (canonical && !canonicals.has(on)) canonicals.set(on, { path, canonical });
        for (const link of linksOf(html, origin)) {
          if (NOT_A_PAGE.test(link)) continue;
          const pair = `${on} ${shapeOf(link)}`;
          if (followed.has(pair)) continue;
          followed.add(pair);
          shapes.add(shapeOf(link));
          queue.push(link);
        }
      }),
    );
  }
  return { broken, shapes: [...shapes], left: queue.length, canonicals: [...canonicals.values()] };
}

/** A page's `<link rel="canonical">`, as written (`&amp;` read back). */
function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
}

test('every link a signed-out visitor follows from the home page leads to a page', async ({ request, baseURL }) => {
  test.slow(); // a few hundred pages, most rendered for the first time
  const result = await crawl(request, new URL(baseURL ?? 'http://localhost').origin);
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

test('the canonical URL of every kind of page is a page that names itself canonical', async ({ request, baseURL }) => {
  // spec §2 strips a product's, supplier's or category's slug from its canonical: that URL must answer
  // 200 itself, not redirect back to the page that names it (a loop search engines give up on), and a
  // keyword list's later page must not name another list
  test.slow();
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const result = await crawl(request, origin);
  expect(result.canonicals.length).toBeGreaterThan(20);
  const wrong: string[] = [];
  for (const { path, canonical } of result.canonicals) {
    const url = new URL(canonical);
    expect(url.protocol, canonical).toBe('https:');
    // as a crawler asks: without the crawl's cookies (its language links set the language cookie)
    const response = await fetch(new URL(url.pathname + url.search, origin), { redirect: 'manual' });
    const own = response.status === 200 ? canonicalOf(await response.text()) : undefined;
    if (own !== canonical) wrong.push(`${path} names ${canonical}: ${response.status}, which names ${own}`);
  }
  expect(wrong).toEqual([]);
  expect(result.canonicals.map((c) => new URL(c.canonical).pathname)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/\d+\.html$/), expect.stringMatching(/^\/supplier\/\d+\.html$/)]),
  );
});
