// The pages the front-end benchmarks measure (issue 8): home, a category page, a product page and a
// product search. The category and product URLs are taken from the home page's own links, so the
// benchmarks follow whatever catalogue the server was seeded with. Also what the bench scripts share: their
// options, the product URLs of a server's sitemap and the percentile they report.

// Lighthouse 12's mobile user agent: the proxy serves the mobile shell to it.
export const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36';

const CATEGORY_LINK = /^\/category\/[^/?#]+\d+\.html$/;
// A product page is `/{slug}{id}.html` at the root (spec §2 link shapes).
const PRODUCT_LINK = /^\/[^/?#]+\d+\.html$/;

/** Same-origin paths of every `<a href>` in an HTML document, in document order. */
export function linkPaths(html, base) {
  const origin = new URL(base).origin;
  const paths = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const href = match[1].replaceAll('&amp;', '&');
    const url = new URL(href, base);
    if (url.origin === origin) paths.push(url.pathname + url.search);
  }
  return paths;
}

/**
 * The four measured pages of a running server: `[{ name, path }]`.
 * @param {{ base: string, keyword?: string, userAgent?: string }} options
 */
export async function discoverPages({ base, keyword = 'steel', userAgent = MOBILE_UA }) {
  const response = await fetch(new URL('/', base), { headers: { 'user-agent': userAgent } });
  if (!response.ok) throw new Error(`GET / answered ${response.status}`);
  const links = linkPaths(await response.text(), base);
  const category = links.find((p) => CATEGORY_LINK.test(p));
  const product = links.find((p) => PRODUCT_LINK.test(p));
  if (!category) throw new Error('the home page links to no category page');
  if (!product) throw new Error('the home page links to no product page');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: category },
    { name: 'product', path: product },
    { name: 'search', path: `/search/product?keyword=${encodeURIComponent(keyword)}` },
  ];
}

/** `--name value` options of a command line, with defaults. */
export function readArgs(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const key = arg.slice(2);
    const next = argv[i + 1];
    if (typeof defaults[key] === 'boolean') out[key] = true;
    else if (next !== undefined) {
      out[key] = typeof defaults[key] === 'number' ? Number(next) : next;
      i += 1;
    }
  }
  return out;
}

/** The `<loc>` addresses of a sitemap or sitemap index. */
const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/**
 * Product page paths from a running server's own sitemap: its product sitemap files in the index's order,
 * read until at least `atLeast` paths are in hand (one file unless asked for more).
 * @param {string | URL} base
 * @param {{ atLeast?: number }} [options]
 */
export async function productPathsFromSitemap(base, { atLeast = 1 } = {}) {
  const index = await (await fetch(new URL('/sitemap.xml', base))).text();
  const files = locs(index).filter((loc) => /product/.test(loc));
  if (files.length === 0) throw new Error('no product sitemap in /sitemap.xml');
  const paths = [];
  for (const file of files) {
    if (paths.length >= atLeast) break;
    // the index names the site's public address; the file is read from the server under test
    const xml = await (await fetch(new URL(new URL(file).pathname, base))).text();
    paths.push(...locs(xml).map((loc) => new URL(loc).pathname));
  }
  return paths;
}

/** Nearest rank: the p-th percentile of n values is the ceil(p/100 * n)-th smallest. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
