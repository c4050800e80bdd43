import 'server-only';
import { unstable_cache } from 'next/cache';
import { getPool } from '@/lib/db/client';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { CACHE_SECONDS } from '@/lib/constants';
import { buildCategoryPath, buildProductPath, buildSupplierPath } from '@/lib/links/build';
import { ROUTES } from '@/lib/routes/registry';
import { sitePath, type Site } from '@/lib/sites/resolve';
import { POLICY_WEBSITES } from '@/lib/policies/variants';
import { href } from '@/lib/routes/href';
import { sitemapFileName, type ChunkedKind, type SitemapFile } from './sitemap-files';
import type { SitemapEntry } from './xml';

/** sitemaps.org: at most 50,000 URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

// the canonical URL needs the id alone (below)
type Row = { id: number; updatedAt: string | null };

// Fixed table facts, never user input: safe to write into the SQL text.
const SOURCES: Record<ChunkedKind, { table: string; where: string }> = {
  products: { table: 'products', where: "status = 'published'" },
  suppliers: { table: 'suppliers', where: 'true' },
};

/**
 * The chunks of a kind that hold at least one row. Chunk n is the id range ((n-1)·size, n·size], so a
 * file never exceeds `size` URLs and a row stays in the same file for life. Listing them costs one
 * primary-key probe per chunk (20 for a million ids), never a scan or an OFFSET (bench/README.md).
 */
export async function loadChunks(kind: ChunkedKind, size: number = SITEMAP_MAX_URLS): Promise<number[]> {
  const { table, where } = SOURCES[kind];
  const { rows } = await getPool().query<{ n: number }>(
    `SELECT b + 1 AS n
       FROM generate_series(0, (SELECT (max(id) - 1) / $1 FROM ${table})) AS b
      WHERE EXISTS (SELECT 1 FROM ${table} WHERE id BETWEEN b * $1 + 1 AND (b + 1) * $1 AND ${where})
      ORDER BY b`,
    [size],
  );
  return rows.map((r) => Number(r.n));
}

/** The rows of chunk n in id order: one range read on the primary key. */
export async function loadChunkRows(kind: ChunkedKind, chunk: number, size: number = SITEMAP_MAX_URLS): Promise<Row[]> {
  const { table, where } = SOURCES[kind];
  const { rows } = await getPool().query<{ id: string; updated_at: Date | null }>(
    `SELECT id, updated_at FROM ${table} WHERE id BETWEEN $1 AND $2 AND ${where} ORDER BY id`,
    [(chunk - 1) * size + 1, chunk * size],
  );
  return rows.map((r) => ({ id: Number(r.id), updatedAt: r.updated_at?.toISOString() ?? null }));
}

export async function loadCategoryRows(): Promise<{ id: number }[]> {
  const { rows } = await getPool().query<{ id: string }>('SELECT id FROM categories ORDER BY level, sort, id');
  return rows.map((r) => ({ id: Number(r.id) }));
}

// Sitemaps are read by crawlers, not people: an hour's staleness costs nothing (no spec §9 window).
const cacheOptions = { revalidate: CACHE_SECONDS.hourly, tags: [CACHE_TAGS.sitemaps, CACHE_TAGS.catalogue] };

/**
 * Live pages without parameters that the site's audience is offered (spec §2 route filtering), and the
 * privacy policy's country variants (spec §2 /privacy-policy-{website}.html).
 */
export function staticPaths(site: Pick<Site, 'audience'>): string[] {
  const fixed = ROUTES.filter(
    (r) =>
      r.status === 'live' &&
      !r.pattern.includes('{') &&
      r.audiences.includes(site.audience) &&
      !r.buyerOnly &&
      !r.hiddenInProduction &&
      !r.noindex,
  ).map((r) => r.pattern);
  return [...fixed, ...POLICY_WEBSITES.map((website) => href('privacyPolicySite', { website }))];
}

export type SitemapSource = {
  chunks: (kind: ChunkedKind, size: number) => Promise<number[]>;
  chunkRows: (kind: ChunkedKind, chunk: number, size: number) => Promise<Row[]>;
  categories: () => Promise<{ id: number }[]>;
};
// A chunk's rows (up to 50,000) are too large for the data cache; the response's Cache-Control keeps them.
export const cachedSource: SitemapSource = {
  chunks: unstable_cache(loadChunks, ['sitemap-chunks'], cacheOptions),
  chunkRows: loadChunkRows,
  categories: unstable_cache(loadCategoryRows, ['sitemap-categories'], cacheOptions),
};
export const uncachedSource: SitemapSource = {
  chunks: loadChunks,
  chunkRows: loadChunkRows,
  categories: loadCategoryRows,
};

type Options = { origin: string; size?: number; source?: SitemapSource };

/**
 * The site's sitemap index: static pages, categories, then one file per chunk of suppliers and products.
 * Index entries carry no lastmod (optional in the protocol): it would cost a scan of every row.
 */
export async function sitemapIndexEntries(site: Site, options: Options): Promise<SitemapEntry[]> {
  const { size = SITEMAP_MAX_URLS, source = cachedSource } = options;
  const [supplierChunks, productChunks] = await Promise.all([
    source.chunks('suppliers', size),
    source.chunks('products', size),
  ]);
  const url = (file: SitemapFile) => ({ loc: `${options.origin}/sitemaps/${sitemapFileName(file)}` });
  return [
    url({ site: site.code, kind: 'static' }),
    url({ site: site.code, kind: 'categories' }),
    ...supplierChunks.map((chunk) => url({ site: site.code, kind: 'suppliers', chunk })),
    ...productChunks.map((chunk) => url({ site: site.code, kind: 'products', chunk })),
  ];
}

/** The URLs of one child sitemap, or undefined when the file does not exist (a 404). */
export async function sitemapFileEntries(
  site: Site,
  file: SitemapFile,
  options: Options,
): Promise<SitemapEntry[] | undefined> {
  const { size = SITEMAP_MAX_URLS, source = cachedSource, origin } = options;
  // spec §2 link shapes: every URL carries the site's deploy path. A sitemap lists canonical URLs, and
  // spec §2's canonical of a product, supplier or category is its link with the slug stripped to the id
  // (lib/links/canonical.ts), which answers 200 itself.
  const links = { deployPath: site.deployPath };
  const canonical = (row: { id: number }) => ({ id: row.id, slug: '' });
  const abs = (path: string) => `${origin}${path}`;
  if (file.kind === 'static') return staticPaths(site).map((p) => ({ loc: abs(sitePath(site, p)) }));
  if (file.kind === 'categories') {
    return (await source.categories()).map((c) => ({ loc: abs(buildCategoryPath(canonical(c), links)) }));
  }
  const rows = await source.chunkRows(file.kind, file.chunk, size);
  if (rows.length === 0) return undefined; // past the last chunk, or a chunk with nothing to list
  const build = file.kind === 'products' ? buildProductPath : buildSupplierPath;
  return rows.map((r) => ({ loc: abs(build(canonical(r), links)), lastmod: r.updatedAt }));
}
