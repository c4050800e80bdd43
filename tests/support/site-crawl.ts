import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

// The site as a crawler sees it, shared by the e2e link, canonical and accessibility checks: start at the
// home page and follow the links of every page. The site has thousands of pages, so each kind of link is
// followed once from each kind of page (a product page, a category page in another language, a supplier's
// enquiry form...), which reaches every kind of page the catalogue links to, and every kind of link on
// it, in a few hundred requests.

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

/**
 * A link's shape: ids and slugs made alike, query values kept except ids and the language; a market
 * (`country`) or a form's preset topic does not make another kind of page.
 */
export function shapeOf(path: string): string {
  const url = new URL(path, 'http://site');
  const pathname = url.pathname.replace(/[^/]*\d+(\.html)?$/, 'ID$1').replace(/\d+/g, 'N');
  const query = [...url.searchParams]
    .filter(([key]) => key !== 'country' && key !== 'topic')
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

export async function crawl(request: APIRequestContext, origin: string) {
  const queue = ['/?lang=en'];
  // each kind of link on each kind of page: a link's target can depend on the page it is on (a language
  // link keeps the page's query)
  const followed = new Set<string>();
  const shapes = new Set([shapeOf('/?lang=en')]);
  const broken: string[] = [];
  // the first page of each kind that answered with HTML, and its canonical URL
  const pages = new Map<string, string>();
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
        if (!pages.has(on)) pages.set(on, path);
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
  return {
    broken,
    shapes: [...shapes],
    left: queue.length,
    pages: [...pages.values()],
    canonicals: [...canonicals.values()],
  };
}

/** A page's `<link rel="canonical">`, as written (`&amp;` read back). */
export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
}

export type Crawl = Awaited<ReturnType<typeof crawl>>;

/**
 * The crawl of one device class, made once per test run: the HTTP layer's link check and the e2e layer's
 * page scan read the same pages of the same server. The first test that asks crawls and leaves the result
 * in the run's own directory (`SF_CRAWL_DIR`, made by tests/support/global-setup.ts); a later one reads it.
 * Two asking at once both crawl, with the same result. Outside a Playwright run each call crawls.
 */
export async function sharedCrawl(request: APIRequestContext, origin: string, device: string): Promise<Crawl> {
  const dir = process.env.SF_CRAWL_DIR;
  const file = dir ? path.join(dir, `${device}.json`) : undefined;
  if (file) {
    const kept = await readFile(file, 'utf8').catch(() => undefined);
    if (kept) return JSON.parse(kept) as Crawl;
  }
  const result = await crawl(request, origin);
  if (file) {
    // written whole, then renamed: a reader never sees half a file
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(result));
    await rename(partial, file);
  }
  return result;
}
