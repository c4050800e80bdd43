import 'server-only';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { MAX_PAGE, productCardsByIds, type Page, type ProductSort } from './cards';
import type { ProductCard } from './home';
import { LIST_PAGE_SIZE, SHOWROOM_PAGE_SIZE } from './list-routes';

/** Matches are counted up to this many; beyond it a list says "10,000+" (one million products). */
export const COUNT_CAP = 10_000;

export type KeywordQuery = {
  /** Words of the key, space separated (`led strip`). */
  words: string;
  /** Limit to these categories (a category and its descendants). */
  categoryIds?: readonly number[];
  /** spec §2 hots lists: hot products first. */
  hotFirst?: boolean;
};

export type CappedCount = { count: number; capped: boolean };

/** Published products whose search vector matches every word (the GIN index on search_vector). */
function whereOf(query: KeywordQuery): SQL | undefined {
  const parts: SQL[] = [
    eq(products.status, 'published'),
    sql`${products.searchVector} @@ plainto_tsquery('simple', ${query.words})`,
  ];
  if (query.categoryIds?.length) parts.push(inArray(products.categoryId, [...query.categoryIds]));
  return and(...parts);
}

function orderOf(sort: ProductSort, hotFirst: boolean): SQL[] {
  const hot = hotFirst || sort === 'popular' ? [sql`${products.isHot} DESC`] : [];
  switch (sort) {
    case 'priceAsc':
      return [...hot, sql`${products.priceMinMinor} ASC NULLS LAST`, desc(products.id)];
    case 'priceDesc':
      return [...hot, sql`${products.priceMaxMinor} DESC NULLS LAST`, desc(products.id)];
    default:
      return [...hot, sql`${products.publishedAt} DESC NULLS LAST`, desc(products.id)];
  }
}

/** How many products match, counting no further than cap + 1 rows. */
export async function countKeywordMatches(query: KeywordQuery, cap = COUNT_CAP): Promise<CappedCount> {
  if (!query.words.trim()) return { count: 0, capped: false };
  const result = await getDb().execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${products} WHERE ${whereOf(query)} LIMIT ${cap + 1}) s`,
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
}

export function pageCountOf(count: CappedCount, pageSize = LIST_PAGE_SIZE): number {
  return Math.min(Math.ceil(count.count / pageSize), MAX_PAGE);
}

/**
 * One page of keyword matches as product cards. Pages are LIMIT/OFFSET bounded: no deeper than MAX_PAGE
 * and within the capped count, so no request scans past about 10,000 matches.
 */
export async function listKeywordProducts(
  locale: Locale,
  query: KeywordQuery,
  options: { sort: ProductSort; page: number; count?: CappedCount },
): Promise<Page<ProductCard>> {
  const count = options.count ?? (await countKeywordMatches(query));
  const pageCount = pageCountOf(count);
  const page = Math.min(Math.max(Math.trunc(options.page), 1), Math.max(pageCount, 1));
  const rows = count.count
    ? await getDb()
        .select({ id: products.id })
        .from(products)
        .where(whereOf(query))
        .orderBy(...orderOf(options.sort, query.hotFirst ?? false))
        .limit(LIST_PAGE_SIZE)
        .offset((page - 1) * LIST_PAGE_SIZE)
    : [];
  const items = await productCardsByIds(
    locale,
    rows.map((r) => r.id),
  );
  return { items, total: count.count, page, pageSize: LIST_PAGE_SIZE, pageCount };
}

export type ShowroomPage = { terms: string[]; total: number; page: number; pageCount: number };

/** spec §2 showroom index: catalogue keywords (search_terms) starting with a letter or digit, A to Z. */
export async function listShowroomTerms(key: string, page: number): Promise<ShowroomPage> {
  const first = key.toLowerCase();
  if (!/^[a-z0-9]$/.test(first)) return { terms: [], total: 0, page: 1, pageCount: 0 };
  // keyword slugs are lowercase alphanumerics with dashes (spec §2); the trigram index serves the prefix
  const pattern = `^${first}[a-z0-9-]*$`;
  const db = getDb();
  const counted = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM search_terms WHERE term ~ ${pattern}`,
  );
  const total = Number(counted.rows[0]?.n ?? 0);
  const pageCount = Math.ceil(total / SHOWROOM_PAGE_SIZE);
  const current = Math.min(Math.max(Math.trunc(page), 1), Math.max(pageCount, 1));
  const rows = await db.execute<{ term: string }>(
    sql`SELECT term FROM search_terms WHERE term ~ ${pattern} ORDER BY term COLLATE "C"
        LIMIT ${SHOWROOM_PAGE_SIZE} OFFSET ${(current - 1) * SHOWROOM_PAGE_SIZE}`,
  );
  return { terms: rows.rows.map((r) => r.term), total, page: current, pageCount };
}
