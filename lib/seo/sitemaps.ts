import 'server-only';
import { unstable_cache } from 'next/cache';
import { getPool } from '@/lib/db/client';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { CACHE_SECONDS } from '@/lib/constants';
import { buildCategoryPath, buildProductPath, buildSupplierPath } from '@/lib/links/build';
import { ROUTES } from '@/lib/routes/registry';
import { sitePath, type Site } from '@/lib/sites/resolve';
import { sitemapFileName, type ChunkedKind, type SitemapFile } from './sitemap-files';
import { latest, type SitemapEntry } from './xml';

/** sitemaps.org: at most 50,000 URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** One file's worth of rows: ids from startId on, `count` rows, the newest change among them. */
export type Chunk = { startId: number; count: number; lastmod: string | null };
type Row = { id: number; slug: string; updatedAt: string | null };

// Fixed table facts, never user input: safe to write into the SQL text.
const SOURCES: Record<ChunkedKind, { table: string; where: string }> = {
  products: { table: 'products', where: "status = 'published'" },
  suppliers: { table: 'suppliers', where: 'true' },
};

/**
 * The chunks of a kind: rows numbered in id order and cut every `size` rows, in one pass over the
 * index (no OFFSET); each chunk is then read by its first id (keyset), so no query skips rows.
 */
export async function loadChunks(kind: ChunkedKind, size: number = SITEMAP_MAX_URLS): Promise<Chunk[]> {
  const { table, where } = SOURCES[kind];
  const { rows } = await getPool().query<{ start_id: string; n: number; lastmod: Date | null }>(
    `SELECT min(id) AS start_id, count(*)::int AS n, max(updated_at) AS lastmod
       FROM (SELECT id, updated_at, (row_number() OVER (ORDER BY id) - 1) / $1 AS chunk
               FROM ${table} WHERE ${where}) numbered
      GROUP BY chunk ORDER BY chunk`,
    [size],
  );
  return rows.map((r) => ({ startId: Number(r.start_id), count: r.n, lastmod: r.lastmod?.toISOString() ?? null }));
}

/** The rows of one chunk: ids from startId on, in id order, at most `size` (keyset read). */
export async function loadChunkRows(
  kind: ChunkedKind,
  startId: number,
  size: number = SITEMAP_MAX_URLS,
): Promise<Row[]> {
  const { table, where } = SOURCES[kind];
  const { rows } = await getPool().query<{ id: string; slug: string; updated_at: Date | null }>(
    `SELECT id, slug, updated_at FROM ${table} WHERE ${where} AND id >= $1 ORDER BY id LIMIT $2`,
    [startId, size],
  );
  return rows.map((r) => ({ id: Number(r.id), slug: r.slug, updatedAt: r.updated_at?.toISOString() ?? null }));
}

export async function loadCategoryRows(): Promise<{ id: number; slug: string }[]> {
  const { rows } = await getPool().query<{ id: string; slug: string }>(
    'SELECT id, slug FROM categories ORDER BY level, sort, id',
  );
  return rows.map((r) => ({ id: Number(r.id), slug: r.slug }));
}

// Sitemaps are read by crawlers, not people: an hour's staleness costs nothing (no spec §9 window).
const cacheOptions = { revalidate: CACHE_SECONDS.hourly, tags: [CACHE_TAGS.sitemaps, CACHE_TAGS.catalogue] };
const getChunks = unstable_cache(loadChunks, ['sitemap-chunks'], cacheOptions);
const getCategoryRows = unstable_cache(loadCategoryRows, ['sitemap-categories'], cacheOptions);

/** Live pages without parameters that the site's audience is offered (spec §2 route filtering). */
export function staticPaths(site: Pick<Site, 'audience'>): string[] {
  return ROUTES.filter(
    (r) =>
      r.status === 'live' &&
      !r.pattern.includes('{') &&
      r.audiences.includes(site.audience) &&
      !r.buyerOnly &&
      !r.hiddenInProduction,
  ).map((r) => r.pattern);
}

export type SitemapSource = {
  chunks: (kind: ChunkedKind, size: number) => Promise<Chunk[]>;
  chunkRows: (kind: ChunkedKind, startId: number, size: number) => Promise<Row[]>;
  categories: () => Promise<{ id: number; slug: string }[]>;
};
// A chunk's rows (up to 50,000) are too large for the data cache; the response's Cache-Control keeps them.
export const cachedSource: SitemapSource = { chunks: getChunks, chunkRows: loadChunkRows, categories: getCategoryRows };
export const uncachedSource: SitemapSource = {
  chunks: loadChunks,
  chunkRows: loadChunkRows,
  categories: loadCategoryRows,
};

type Options = { origin: string; size?: number; source?: SitemapSource };

/** The site's sitemap index: static pages, categories, then one file per chunk of suppliers and products. */
export async function sitemapIndexEntries(site: Site, options: Options): Promise<SitemapEntry[]> {
  const { size = SITEMAP_MAX_URLS, source = cachedSource } = options;
  const [supplierChunks, productChunks] = await Promise.all([
    source.chunks('suppliers', size),
    source.chunks('products', size),
  ]);
  const url = (file: SitemapFile) => `${options.origin}/sitemaps/${sitemapFileName(file)}`;
  return [
    { loc: url({ site: site.code, kind: 'static' }) },
    { loc: url({ site: site.code, kind: 'categories' }) },
    ...supplierChunks.map((c) => ({
      loc: url({ site: site.code, kind: 'suppliers', startId: c.startId }),
      lastmod: c.lastmod,
    })),
    ...productChunks.map((c) => ({
      loc: url({ site: site.code, kind: 'products', startId: c.startId }),
      lastmod: c.lastmod,
    })),
  ];
}

/** The URLs of one child sitemap, or undefined when the file does not exist (a 404). */
export async function sitemapFileEntries(
  site: Site,
  file: SitemapFile,
  options: Options,
): Promise<SitemapEntry[] | undefined> {
  const { size = SITEMAP_MAX_URLS, source = cachedSource, origin } = options;
  // spec §2 link shapes: every URL carries the site's deploy path
  const links = { deployPath: site.deployPath };
  const abs = (path: string) => `${origin}${path}`;
  if (file.kind === 'static') return staticPaths(site).map((p) => ({ loc: abs(sitePath(site, p)) }));
  if (file.kind === 'categories') {
    return (await source.categories()).map((c) => ({ loc: abs(buildCategoryPath(c, links)) }));
  }
  // only the first id of an existing chunk names a file, so the same URL never appears in two files
  const chunks = await source.chunks(file.kind, size);
  if (!chunks.some((c) => c.startId === file.startId)) return undefined;
  const rows = await source.chunkRows(file.kind, file.startId, size);
  const build = file.kind === 'products' ? buildProductPath : buildSupplierPath;
  return rows.map((r) => ({ loc: abs(build(r, links)), lastmod: r.updatedAt }));
}

/** The newest change of an index's entries (for the index response's Last-Modified). */
export function indexLastmod(entries: readonly SitemapEntry[]): Date | undefined {
  return latest(entries.map((e) => e.lastmod));
}
