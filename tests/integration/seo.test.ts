import type { Site } from '@/lib/sites/resolve';
import { withSeededDatabase } from '../support/seeded-database';
import { testSite, TURKIYE_SITE } from '../support/sites';
import { locs, parseXml } from '../support/xml';

const db = withSeededDatabase('seo', { suppliers: 20, products: 173 });
const GLOBAL: Site = testSite();
const TURKIYE: Site = { ...TURKIYE_SITE, countryCode: 'TR' };
const ORIGIN = 'https://shop.example';

const ids = (rows: { id: unknown }[]) => rows.map((r) => Number(r.id));

describe('sitemaps', () => {
  const SIZE = 50;

  it('cuts N products into ceil(N/50) files and lists every published product URL exactly once, in well-formed XML', async () => {
    const { sitemapIndexEntries, sitemapFileEntries, uncachedSource } = await import('@/lib/seo/sitemaps');
    const { parseSitemapFileName } = await import('@/lib/seo/sitemap-files');
    const { renderSitemapIndex, renderUrlset } = await import('@/lib/seo/xml');
    const all = await db().pool.query(`SELECT count(*)::int AS n, max(id)::int AS max FROM products`);
    const n = all.rows[0].n;
    expect(all.rows[0].max).toBe(n); // the seed numbers products 1..N, so N products span ceil(N/50) id ranges
    const { rows } = await db().pool.query(`SELECT id, slug FROM products WHERE status = 'published' ORDER BY id`);
    expect(rows.length).toBeLessThan(n); // some products are drafts or hidden: they must stay out
    const options = { origin: ORIGIN, size: SIZE, source: uncachedSource };
    const index = renderSitemapIndex(await sitemapIndexEntries(GLOBAL, options));
    const productFiles = locs(index).filter((l) => l.includes('-products-'));
    expect(productFiles).toHaveLength(Math.ceil(n / SIZE));
    const urls: string[] = [];
    for (const loc of productFiles) {
      const file = parseSitemapFileName(loc.split('/').pop() ?? '');
      expect(file).toBeDefined();
      const entries = await sitemapFileEntries(GLOBAL, file!, options);
      expect(entries!.length).toBeGreaterThan(0);
      expect(entries!.length).toBeLessThanOrEqual(SIZE);
      const xml = renderUrlset(entries!);
      expect(parseXml(xml).getElementsByTagName('lastmod')).toHaveLength(entries!.length);
      urls.push(...locs(xml));
    }
    // canonical URLs: the slug stripped to the id (spec §2)
    expect(urls).toEqual(rows.map((r) => `${ORIGIN}/${r.id}.html`));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('leaves out an id range with nothing published', async () => {
    const { loadChunks } = await import('@/lib/seo/sitemaps');
    const saved = await db().pool.query(`SELECT id, status FROM products WHERE id BETWEEN 51 AND 100`);
    await db().pool.query(`UPDATE products SET status = 'hidden' WHERE id BETWEEN 51 AND 100`);
    try {
      expect(await loadChunks('products', SIZE)).toEqual([1, 3, 4]);
    } finally {
      await db().pool.query(
        `UPDATE products p SET status = s.status::product_status FROM unnest($1::bigint[], $2::text[]) AS s(id, status) WHERE p.id = s.id`,
        [saved.rows.map((r) => r.id), saved.rows.map((r) => r.status)],
      );
    }
  });

  it('pages suppliers the same way and lists categories and the live static pages', async () => {
    const { sitemapIndexEntries, sitemapFileEntries, uncachedSource } = await import('@/lib/seo/sitemaps');
    const options = { origin: ORIGIN, size: 8, source: uncachedSource };
    const index = await sitemapIndexEntries(GLOBAL, options);
    expect(index.filter((e) => e.loc.includes('-suppliers-'))).toHaveLength(Math.ceil(20 / 8));
    const categories = await sitemapFileEntries(GLOBAL, { site: 'global', kind: 'categories' }, options);
    const { rows } = await db().pool.query(`SELECT count(*)::int AS n FROM categories`);
    expect(categories).toHaveLength(rows[0].n);
    const pages = await sitemapFileEntries(GLOBAL, { site: 'global', kind: 'static' }, options);
    expect(pages?.map((p) => p.loc)).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/sitemap.html`, `${ORIGIN}/latest-products.html`]),
    );
  });

  it('puts the deploy path of a country site into every URL', async () => {
    const { sitemapIndexEntries, sitemapFileEntries, uncachedSource } = await import('@/lib/seo/sitemaps');
    const options = { origin: ORIGIN, size: SIZE, source: uncachedSource };
    const index = await sitemapIndexEntries(TURKIYE, options);
    expect(index.every((e) => e.loc.startsWith(`${ORIGIN}/sitemaps/tr-`))).toBe(true);
    const first = await sitemapFileEntries(TURKIYE, { site: 'tr', kind: 'products', chunk: 1 }, options);
    expect(first!.length).toBeGreaterThan(0);
    expect(first!.every((e) => e.loc.startsWith(`${ORIGIN}/tr/`))).toBe(true);
    const pages = await sitemapFileEntries(TURKIYE, { site: 'tr', kind: 'static' }, options);
    expect(pages?.map((p) => p.loc)).toContain(`${ORIGIN}/tr`);
  });

  it('has no file past the last id range', async () => {
    const { sitemapFileEntries, uncachedSource } = await import('@/lib/seo/sitemaps');
    const file = { site: 'global', kind: 'products', chunk: 5 } as const;
    expect(
      await sitemapFileEntries(GLOBAL, file, { origin: ORIGIN, size: SIZE, source: uncachedSource }),
    ).toBeUndefined();
  });
});

describe('site-map pages data', () => {
  it('builds the whole category tree under the industries', async () => {
    const { loadCategoryTree } = await import('@/lib/seo/category-index');
    const tree = await loadCategoryTree('en');
    const { rows } = await db().pool.query(
      `SELECT level, count(*)::int AS n FROM categories GROUP BY level ORDER BY level`,
    );
    expect(tree).toHaveLength(rows[0].n);
    const count = (nodes: typeof tree): number => nodes.reduce((n, c) => n + 1 + count(c.children), 0);
    expect(count(tree)).toBe(rows.reduce((n: number, r: { n: number }) => n + r.n, 0));
  });

  it('pages the latest products newest first, 24 to a page', async () => {
    const { loadLatestProducts } = await import('@/lib/seo/latest-products');
    const page2 = await loadLatestProducts('en', 2);
    const { rows } = await db().pool.query(
      `SELECT id FROM products WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT 24 OFFSET 24`,
    );
    expect(page2.items.map((p) => p.id)).toEqual(ids(rows));
    expect(page2.pageCount).toBe(Math.ceil(page2.total / 24));
  });
});
