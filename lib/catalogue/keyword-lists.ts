import 'server-only';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { parseKeyword } from '@/lib/search/keyword';
import { wordStats } from '@/lib/search/vocabulary';
import type { Locale } from '@/lib/i18n/locales';
import { MAX_PAGE, productCardsByIds, type Page, type ProductSort } from './cards';
import { loadPublishedCount, type ProductCard } from './home';
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

/** How a page of matches is read; see chooseKeywordPlan. */
export type KeywordPlan = 'walk' | 'bitmap';

/**
 * The list's order. Newest first is `published_at DESC, id DESC` (nulls first) either way; `walk` writes it
 * as the indexes hold it (products_published_idx, products_popular_idx hot first), `bitmap` as an
 * expression no index gives, so that the planner reads the matches from the GIN index and sorts them.
 */
function orderOf(sort: ProductSort, hotFirst: boolean, plan: KeywordPlan): SQL[] {
  const hot = hotFirst || sort === 'popular' ? [sql`${products.isHot} DESC`] : [];
  switch (sort) {
    case 'priceAsc':
      return [...hot, sql`${products.priceMinMinor} ASC NULLS LAST`, desc(products.id)];
    case 'priceDesc':
      return [...hot, sql`${products.priceMaxMinor} DESC NULLS LAST`, desc(products.id)];
    default:
      return plan === 'walk'
        ? [...hot, desc(products.publishedAt), desc(products.id)]
        : [...hot, sql`coalesce(${products.publishedAt}, 'infinity'::timestamptz) DESC`, desc(products.id)];
  }
}

/** Only orders an index holds (newest, hot first) can be walked, and not within categories. */
function walkable(sort: ProductSort, categories: boolean): boolean {
  return !categories && sort !== 'priceAsc' && sort !== 'priceDesc';
}

/**
 * How to read a page of a keyword list. `walk`: along the order's index, checking each product against
 * the words until the page is full; `bitmap`: every match from the GIN index, then sorted. Each is ruinous
 * where the other fits. At a million products: a word in 970,000 products 0.4 ms walked and 960 ms
 * sorted; a word in 49 products 0.5 ms sorted and 2.9 s walked. The planner cannot tell them apart (it
 * estimated 4,400 matches for that word of 49), so the choice is made here from what is known: walking
 * reads about (offset + page) × catalogue ÷ matches rows, each dearer than a match sorted (it is checked
 * against the words: about 18 µs against 5), so a walk must read at most a quarter of the matches. Only
 * orders an index holds (newest, hot first) walk, and not within categories (their share is not known).
 */
export function chooseKeywordPlan(input: {
  sort: ProductSort;
  categories: boolean;
  /** The matches, counted up to the cap. */
  count: CappedCount;
  /** The vocabulary's document count of a single word (null for several words): the matches beyond the cap. */
  documents: number | null;
  /** Published products in the catalogue. */
  catalogue: number;
  /** Rows before the page, and the page's size. */
  offset: number;
  pageSize: number;
}): KeywordPlan {
  if (!walkable(input.sort, input.categories)) return 'bitmap';
  const matches = input.count.capped ? Math.max(input.count.count, input.documents ?? 0) : input.count.count;
  if (matches <= 0 || input.catalogue <= 0) return 'bitmap';
  const walked = ((input.offset + input.pageSize) * input.catalogue) / matches;
  return walked <= matches / 4 ? 'walk' : 'bitmap';
}

/** A keyword of one word: the vocabulary's count of the products holding it (several words: null). */
async function singleWordDocuments(words: string): Promise<number | null> {
  const parsed = parseKeyword(words);
  const word = parsed.words[0];
  if (parsed.words.length !== 1 || parsed.runs.length > 0 || word === undefined) return null;
  const stats = await wordStats(word, false);
  return Number.isFinite(stats.documents) ? stats.documents : null;
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

/** chooseKeywordPlan with the vocabulary's count of a single word and the catalogue's size. */
async function planOf(
  query: KeywordQuery,
  sort: ProductSort,
  count: CappedCount,
  offset: number,
): Promise<KeywordPlan> {
  const categories = Boolean(query.categoryIds?.length);
  if (!walkable(sort, categories)) return 'bitmap'; // no look-ups for a list that always sorts
  const [documents, catalogue] = await Promise.all([
    count.capped ? singleWordDocuments(query.words) : null,
    loadPublishedCount(),
  ]);
  return chooseKeywordPlan({ sort, categories, count, documents, catalogue, offset, pageSize: LIST_PAGE_SIZE });
}

/**
 * One page of keyword matches as product cards. Pages are LIMIT/OFFSET bounded: no deeper than MAX_PAGE
 * and within the capped count, so no request scans past about 10,000 matches.
 */
export async function listKeywordProducts(
  locale: Locale,
  query: KeywordQuery,
  options: { sort: ProductSort; page: number; count?: CappedCount; plan?: KeywordPlan },
): Promise<Page<ProductCard>> {
  const count = options.count ?? (await countKeywordMatches(query));
  const pageCount = pageCountOf(count);
  const page = Math.min(Math.max(Math.trunc(options.page), 1), Math.max(pageCount, 1));
  const offset = (page - 1) * LIST_PAGE_SIZE;
  let rows: { id: number }[] = [];
  if (count.count) {
    const plan = options.plan ?? (await planOf(query, options.sort, count, offset));
    rows = await getDb()
      .select({ id: products.id })
      .from(products)
      .where(whereOf(query))
      .orderBy(...orderOf(options.sort, query.hotFirst ?? false, plan))
      .limit(LIST_PAGE_SIZE)
      .offset(offset);
  }
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
