import 'server-only';
import { createHash } from 'node:crypto';
import { createBoundedCache } from '@/lib/cache/bounded';
import { CARD_JOINS_SQL, cardJsonSql, cardOfRow, type CardRowWithImage } from '@/lib/catalogue/cards';
import type { ProductCard } from '@/lib/catalogue/home';
import { pickLocalised } from '@/lib/catalogue/localise';
import { regionNamesOf } from '@/lib/catalogue/region';
import type { Pool } from 'pg';
import { getPool, getTunedPool } from '@/lib/db/client';
import { SEARCH_BUCKETS } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { highlightSegments, type Segment } from './highlight';
import { buildTsQuery, parseKeyword, type ParsedKeyword } from './keyword';
import { CANDIDATE_CAP, PAGE_SIZE, type SearchQuery } from './params';

export { CANDIDATE_CAP };
import { suggestKeyword, termsContaining, wordStats } from './vocabulary';

const SEARCH_WORK_MEM = '16MB';
/**
 * Above this many expected matches a keyword is common: its candidates are read bucket by bucket
 * (each bucket's GIN bitmap is an eighth of the full one) until the cap is reached. At or below it,
 * one bitmap of the whole index is cheap.
 */
export const COMMON_MATCHES = 4 * CANDIDATE_CAP;
/** Above this share of the catalogue a keyword matches nearly everything: the planner walks the rows. */
const VERY_COMMON_SHARE = 0.25;

export type FacetCount = { value: string; label: string; count: number };
export type SearchHit = ProductCard & { nameSegments: Segment[] };
export type ProductSearchResult = {
  items: SearchHit[];
  /** Matches among the candidates; `capped` says there may be more. */
  total: number;
  capped: boolean;
  page: number;
  pageCount: number;
  facets: { categories: FacetCount[]; countries: FacetCount[]; verified: number };
  /** The keyword whose results are shown when the typed one found nothing (typo tolerance). */
  correctedFrom?: string;
  shownKeyword: string;
  didYouMean?: string;
};

/**
 * How the candidates are read: one bitmap of the whole index, bucket by bucket, a walk by the planner, or
 * from the filters' own index with the text checked on each row (`filters`: a rare country's products).
 */
export type CandidatePlan = 'index' | 'buckets' | 'scan' | 'filters';

type Compiled = {
  tsquery: string | null;
  parsed: ParsedKeyword;
  impossible: boolean;
  plan: CandidatePlan;
};

/**
 * The candidate statements' connections, with their settings from the start (one round trip each):
 * - plan_cache_mode force_generic_plan: every statement on them is planned once per connection, whatever
 *   its values (`keptPlan` says which those are). In the default mode PostgreSQL planned a no-keyword
 *   country search afresh at every run (its estimate for any country is about a tenth of the catalogue,
 *   for Poland 57 rows), 1.1-1.5 ms of planning against 1 ms of running it at a million products.
 * - work_mem 16 MB: a common word's bitmap outgrows the default 4 MB and turns lossy, so every row of
 *   a lossy page is re-checked against the query; 16 MB keeps it exact at a million products.
 * - enable_seqscan off: the GIN index is always the way in. A prefix or an OR of CJK terms is estimated
 *   at a tenth of the table, so the planner hopes a sequential scan meets 2,000 matches early (measured
 *   2.4 s instead of 90 ms for CJK; a rare prefix read 42 ms median without it).
 * - no parallel workers: they would take the first matches in any order, and the pages must agree.
 * - no JIT: compiling costs tens of milliseconds, more than these statements run.
 */
const SEARCH_SETTINGS = {
  work_mem: SEARCH_WORK_MEM,
  enable_seqscan: 'off',
  jit: 'off',
  max_parallel_workers_per_gather: '0',
};
const searchPool = () => getTunedPool('search', { ...SEARCH_SETTINGS, plan_cache_mode: 'force_generic_plan' });
/**
 * The statements whose plan depends on the values (the walk of a very common word; no keyword, with a
 * category, an exhibition, a MOQ or a price range: `keptPlan`) are prepared too, on connections that plan
 * them afresh for each run's values: parsing the statement with its cards cost more than planning it
 * (3.0 -> 1.2 ms).
 */
const plannedPool = () => getTunedPool('search-planned', { ...SEARCH_SETTINGS, plan_cache_mode: 'force_custom_plan' });

/** At most this many of a country's products are counted: a country with more is never read as rare. */
const RARE_COUNTRY = COMMON_MATCHES;
/** Country codes are two letters (lib/search/params.ts): a few hundred keys at most. */
const countryCounts = createBoundedCache<number>(300, 10 * 60_000);
/**
 * A country's published products, counted up to RARE_COUNTRY + 1 on its own index (migration 0016) and
 * kept ten minutes.
 */
function countryProducts(country: string): Promise<number> {
  return countryCounts.get(country, () =>
    getPool()
      .query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM products
        WHERE status = 'published' AND supplier_country_code = $1 LIMIT ${RARE_COUNTRY + 1}) t`,
        [country],
      )
      .then((r) => Number(r.rows[0]?.n ?? 0)),
  );
}

const publishedEstimate = createBoundedCache<number>(1, 10 * 60_000);
/** The planner's row count of products (pg_class), for the share of the catalogue a word matches. */
function catalogueSize(): Promise<number> {
  return publishedEstimate.get('products', () =>
    getPool()
      .query<{ n: number }>(`SELECT greatest(reltuples, 0)::float8 AS n FROM pg_class WHERE oid = 'products'::regclass`)
      .then((r) => Number(r.rows[0]?.n ?? 0)),
  );
}

/**
 * Keyword to tsquery and plan. The vocabulary's document counts estimate the matches (an AND: the
 * rarest word's count). CJK runs become "any vocabulary term containing the run". A last word that
 * starts at most PREFIX_TERMS vocabulary terms covering more than COMMON_MATCHES products is written as
 * those terms (`'steel'` instead of `'steel':*`): GIN reads a prefix's posting lists twice (into a
 * bitmap, then through the query), about three times the work for the same rows. A product whose word
 * is newer than the vocabulary can only be missed there, among more matches than the cap shows.
 */
async function compileKeyword(keyword: string, force?: CandidatePlan, country?: string): Promise<Compiled> {
  const parsed = parseKeyword(keyword);
  const last = parsed.words.length - 1;
  const [runs, words, countrySize] = await Promise.all([
    Promise.all(parsed.runs.map((run) => termsContaining(run))),
    Promise.all(parsed.words.map((word, i) => wordStats(word, i === last && parsed.runs.length === 0))),
    country && keyword && !force ? countryProducts(country) : undefined,
  ]);
  const tsquery = buildTsQuery(
    parsed.words,
    runs.map((r) => r.terms),
  );
  // a keyword of only punctuation, or a CJK run no term contains, matches nothing (never everything)
  const impossible = keyword !== '' && tsquery === null;
  const expected = Math.min(...words.map((w) => w.documents), ...runs.map((r) => r.documents));
  // a common prefix is written as its terms, also next to a rare word ('tekstil steel': 52 -> 1 ms)
  const lastWord = last >= 0 && runs.length === 0 ? words[last] : undefined;
  const expanded =
    lastWord?.terms?.length && lastWord.documents > COMMON_MATCHES
      ? buildTsQuery(parsed.words.slice(0, -1), [[...new Set([parsed.words[last] ?? '', ...lastWord.terms])]])
      : null;
  if (force) return { tsquery: expanded ?? tsquery, parsed, impossible, plan: force };
  // A rare country (spec §2 filters) with a word in many products: its few products are read and each one
  // checked against the words. Through the text index, the word's whole bitmap was built to find them
  // ('lamp' in Turkey: 22 of 138,000 matches, 265 ms at a million products; bench/README.md).
  if (tsquery && countrySize !== undefined && countrySize <= RARE_COUNTRY && 4 * countrySize <= expected)
    return { tsquery: expanded ?? tsquery, parsed, impossible, plan: 'filters' };
  if (!tsquery || expected <= COMMON_MATCHES)
    return { tsquery: expanded ?? tsquery, parsed, impossible, plan: 'index' };
  const plan = expected > VERY_COMMON_SHARE * (await catalogueSize()) ? 'scan' : 'buckets';
  return { tsquery: expanded ?? tsquery, parsed, impossible, plan };
}

/**
 * How a category or exhibition filter is checked. `join`: as a subquery the planner may start from (no
 * keyword: a category's list index). `row`: with a keyword the matches are read only until the cap is
 * full, so no filter may become a join that reads them all first: a category's or an exhibition's ids are
 * hashed once and probed per row (`IN (…) IS TRUE` keeps the planner from turning it into a join). The
 * supplier's country and verification are read from the row's own copies either way (migration 0015).
 */
type FilterMode = 'join' | 'row';

/**
 * WHERE clauses and parameters of the filters. `countryFirst`: the country's index may be the way in (no
 * keyword, or the `filters` plan); elsewhere `(… = …) IS TRUE` keeps the planner from ANDing the
 * country's bitmap onto the text's, which builds the word's whole bitmap (a custom plan did, 365 ms).
 */
function filterSql(query: SearchQuery, values: unknown[], mode: FilterMode, countryFirst: boolean): string[] {
  const where = [`p.status = 'published'`];
  const param = (value: unknown) => `$${values.push(value)}`;
  const among = (column: string, subquery: string) =>
    mode === 'join' ? `${column} IN (${subquery})` : `(${column} IN (${subquery})) IS TRUE`;
  if (query.categoryId !== undefined) {
    // spec §3 tree: a category filter takes its descendants (levels 2 and 3) too
    const c = param(query.categoryId);
    where.push(
      among(
        'p.category_id',
        `SELECT id FROM categories WHERE id = ${c} OR parent_id = ${c}
          OR parent_id IN (SELECT id FROM categories WHERE parent_id = ${c})`,
      ),
    );
  }
  if (query.exhibitionId !== undefined) {
    where.push(
      among('p.supplier_id', `SELECT supplier_id FROM exhibitors WHERE exhibition_id = ${param(query.exhibitionId)}`),
    );
  }
  // the supplier's values in the row itself (migration 0015): no look-up per candidate; without keyword a
  // country's newest products are read from their own index (migration 0016)
  if (query.country) {
    const country = `p.supplier_country_code = ${param(query.country)}`;
    where.push(countryFirst ? country : `(${country}) IS TRUE`);
  }
  if (query.verified) where.push('p.supplier_verified');
  if (query.moqMax !== undefined) where.push(`p.moq <= ${param(query.moqMax)}`);
  // Prices are whole units in the form, minor units in the table; a product matches when its range
  // overlaps. `+ 0` keeps the planner off the price index: ANDing its bitmap of most of the table with
  // the text match costs more than checking the price on the candidates (EXPLAIN at 1M: 990 -> 680 ms).
  if (query.priceMin !== undefined) where.push(`p.price_max_minor + 0 >= ${param(Math.round(query.priceMin * 100))}`);
  if (query.priceMax !== undefined) where.push(`p.price_min_minor + 0 <= ${param(Math.round(query.priceMax * 100))}`);
  return where;
}

/**
 * Newest first is `published_at DESC, id DESC` (nulls first, PostgreSQL's default for DESC), the order of
 * the catalogue lists and of `products_published_idx` (migration 0004). Written NULLS LAST, no index
 * served it: a search without keyword sorted every published product (900 ms at a million, not 2 ms).
 */
const NEWEST = 'published_at DESC, id DESC';
const ORDER: Record<SearchQuery['sort'], string> = {
  relevance: `rank DESC, ${NEWEST}`,
  newest: NEWEST,
  priceAsc: 'price_min_minor ASC NULLS LAST, id DESC',
  priceDesc: 'price_max_minor DESC NULLS LAST, id DESC',
};

/** A category facet as the statement returns it: id, count and the names to label it with. */
type CategoryFacetRow = [number, number, string, string, Partial<Record<string, string>>];

type Aggregate = {
  total: number;
  /** The page shown: the asked one, or the last one when the asked one is beyond it. */
  page: number;
  cards: CardRowWithImage[] | null;
  categories: CategoryFacetRow[] | null;
  countries: [string, number][] | null;
  verified: number;
};

const EMPTY: Aggregate = { total: 0, page: 1, cards: [], categories: [], countries: [], verified: 0 };

/**
 * Where a keyword's first matches are read from, as the plan says (`q` is the tsquery's expression):
 * every bucket's own GIN index in turn, or the products with the text match as a condition. No ORDER
 * BY: the first matches are taken as the index or the walk yields them, which is the same order every
 * time on the search pools (no sequential scan, whose start follows other scans of the table, and no
 * parallel workers), so the pages of a search agree.
 */
function matchesSql(plan: CandidatePlan, q: string): { from: string; text: string[] } {
  // no ORDER BY: the first matches are taken and ranked afterwards; ordering here would rank every match
  // `filters`: the text is checked on the rows the filters' index yields, never through the text index
  if (plan === 'filters') return { from: 'products p', text: [`(p.search_vector @@ ${q}) IS TRUE`] };
  if (plan !== 'buckets') return { from: 'products p', text: [`p.search_vector @@ ${q}`] };
  const from = `(${SEARCH_BUCKETS.map(
    (bucket) => `SELECT * FROM products
      WHERE status = 'published' AND id % ${SEARCH_BUCKETS.length} = ${bucket} AND search_vector @@ ${q}`,
  ).join(' UNION ALL ')}) p`;
  return { from, text: [] };
}

/**
 * The capped candidates. `index` and `scan`: the first CANDIDATE_CAP rows the planner yields for the
 * text match and the filters (the GIN bitmap, or for a word in most products a walk by date).
 * `buckets`: the same, one bucket of the catalogue (id % 8) after another, each through its own partial
 * GIN index; the Append under the LIMIT starts a bucket only when the ones before it fell short, so a
 * common word builds an eighth of its bitmap and a rare combination still reaches every match.
 */
function candidateSql(query: SearchQuery, compiled: Compiled, values: unknown[]): string {
  const where = filterSql(
    query,
    values,
    compiled.tsquery ? 'row' : 'join',
    !compiled.tsquery || compiled.plan === 'filters',
  );
  // the facets' country and verification are the supplier's, copied into the row (migration 0015)
  const columns = `p.id, p.supplier_id, p.category_id, p.published_at, p.price_min_minor, p.price_max_minor,
    p.supplier_country_code AS country_code, p.supplier_verified AS verified`;
  if (!compiled.tsquery) {
    // no keyword: the newest matches first
    return `SELECT ${columns}, 0::real AS rank FROM products p
      WHERE ${where.join(' AND ')} ORDER BY p.published_at DESC, p.id DESC LIMIT ${CANDIDATE_CAP}`;
  }
  // A prepared statement's kept plan cannot fold to_tsquery of a parameter into a constant, and would
  // parse it again for every ranked row (95 of 105 ms for a CJK run of 24 terms): a sub-select is
  // computed once per run. The walk of a very common word is planned each time with the constant.
  const tsquery = `to_tsquery('simple', $${values.push(compiled.tsquery)})`;
  const q = compiled.plan === 'scan' ? tsquery : `(SELECT ${tsquery})`;
  // only relevance reads the rank: it reads each candidate's vector, kept in the row (migration 0011)
  const rank = query.sort === 'relevance' ? `ts_rank(p.search_vector, ${q}) AS rank` : '0::real AS rank';
  const { from, text } = matchesSql(compiled.plan, q);
  return `SELECT ${columns}, ${rank} FROM ${from} WHERE ${[...where, ...text].join(' AND ')} LIMIT ${CANDIDATE_CAP}`;
}

/**
 * One statement, one round trip: the capped candidates (materialised once), then their count, the
 * page's cards in the asked order (a page beyond the last shows the last one), and the facet counts
 * over the same candidates with the categories' names. The cards used to be a second round trip
 * (productCardsByIds), the wait that kept a rare word above 5 ms at a million products.
 */
async function runCandidates(locale: Locale, query: SearchQuery, compiled: Compiled): Promise<Aggregate> {
  const values: unknown[] = [];
  const candidates = candidateSql(query, compiled, values);
  const asked = `$${values.push(query.page)}::int`;
  const language = `$${values.push(locale)}`;
  const sql = `WITH cand AS MATERIALIZED (${candidates}),
    shown AS (SELECT least(${asked}, greatest(1, ceil((SELECT count(*) FROM cand) / ${PAGE_SIZE}.0)::int)) AS page)
    SELECT (SELECT count(*)::int FROM cand) AS total, (SELECT page FROM shown) AS page,
      (SELECT json_agg(${cardJsonSql(language)} ORDER BY o.n)
        FROM (SELECT id, row_number() OVER (ORDER BY ${ORDER[query.sort]}) AS n
          FROM (SELECT * FROM cand ORDER BY ${ORDER[query.sort]}
            LIMIT ${PAGE_SIZE} OFFSET ((SELECT page FROM shown) - 1) * ${PAGE_SIZE}) t) o
        JOIN products p ON p.id = o.id ${CARD_JOINS_SQL}) AS cards,
      (SELECT json_agg(json_build_array(c.category_id, c.n, k.name_en, k.name_cn, k.names) ORDER BY c.n DESC, c.category_id)
        FROM (SELECT category_id, count(*)::int AS n FROM cand GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 12) c
        JOIN categories k ON k.id = c.category_id) AS categories,
      (SELECT json_agg(json_build_array(country_code, n)) FROM (SELECT country_code, count(*)::int AS n FROM cand
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 12) c) AS countries,
      (SELECT count(*)::int FROM cand WHERE verified) AS verified`;
  // Every statement is prepared once per connection (its text has no values; a few hundred shapes at most).
  // A keyword's plan is kept: planning it (nine GIN indexes to weigh) cost 6-7 ms against 1.5 ms of
  // running it for a rare word, and it does not depend on the values (the GIN index is forced); the
  // statements whose plan does are planned for each run (`keptPlan`).
  const name = `search-${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
  const pool = keptPlan(query, compiled) ? searchPool() : plannedPool();
  return (await pool.query<Aggregate>({ name, text: sql, values })).rows[0] ?? EMPTY;
}

/**
 * Whether the statement's plan may be kept for any values. A keyword's is (the GIN index is forced, or
 * for `filters` the country's index, the words being no index's condition), but not the walk of a very
 * common word. Without keyword, only the newest products, of a country or not, verified or not: they are
 * read in the order of an index (`products_published_idx`, or a country's `products_country_published_idx`)
 * whatever the values, while a category, an exhibition, a MOQ or a price range is as wide or as narrow as
 * its value, and planned for it. Planning took longer than running a rare country's search (1.5 against
 * 0.7 ms at a million products).
 */
function keptPlan(query: SearchQuery, compiled: Compiled): boolean {
  if (compiled.tsquery) return compiled.plan !== 'scan';
  return (
    query.categoryId === undefined &&
    query.exhibitionId === undefined &&
    query.moqMax === undefined &&
    query.priceMin === undefined &&
    query.priceMax === undefined
  );
}

function categoryLabels(locale: Locale, rows: CategoryFacetRow[]): FacetCount[] {
  return rows.map(([id, count, en, cn, local]) => ({
    value: String(id),
    label: pickLocalised(locale, { en, cn, local }),
    count,
  }));
}

function countryLabels(locale: Locale, counts: [string, number][]): FacetCount[] {
  const names = regionNamesOf(locale);
  return counts.map(([code, count]) => ({ value: code, label: names?.of(code) ?? code, count }));
}

/** One page of the search, without typo fallback. */
async function searchOnce(locale: Locale, query: SearchQuery, keyword: string, plan?: CandidatePlan) {
  const compiled = await compileKeyword(keyword, plan, query.country);
  const agg = compiled.impossible ? EMPTY : await runCandidates(locale, query, compiled);
  const items = (agg.cards ?? []).map((row) => {
    const card = cardOfRow(locale, row);
    return { ...card, nameSegments: highlightSegments(card.name, compiled.parsed) };
  });
  return {
    parsed: compiled.parsed,
    result: {
      items,
      total: agg.total,
      capped: agg.total >= CANDIDATE_CAP,
      page: agg.page,
      pageCount: Math.max(1, Math.ceil(agg.total / PAGE_SIZE)),
      facets: {
        categories: categoryLabels(locale, agg.categories ?? []),
        countries: countryLabels(locale, agg.countries ?? []),
        verified: agg.verified,
      },
      shownKeyword: keyword,
    } satisfies ProductSearchResult,
  };
}

/** A keyword's match of published products, for another statement (the supplier search's "sells it"). */
export type ProductMatch = {
  /** The tsquery (the same vocabulary expansion as the product search). */
  tsquery: string;
  /**
   * `SELECT columns` (of `p`) of its first `limit` matches, read as the product search reads its
   * candidates; `tsqueryParam` is the placeholder the caller binds `tsquery` to.
   */
  firstMatches: (tsqueryParam: string, columns: string, limit: number) => string;
  /** The connections that read them so (the search pools' settings). */
  pool: () => Pool;
};

/** The keyword as a match of products; null when it has no word to match or no product can match it. */
export async function productMatch(keyword: string): Promise<ProductMatch | null> {
  const compiled = await compileKeyword(keyword);
  const { tsquery, plan } = compiled;
  if (compiled.impossible || !tsquery) return null;
  return {
    tsquery,
    firstMatches: (tsqueryParam, columns, limit) => {
      const expr = `to_tsquery('simple', ${tsqueryParam})`;
      const { from, text } = matchesSql(plan, plan === 'scan' ? expr : `(SELECT ${expr})`);
      return `SELECT ${columns} FROM ${from} WHERE ${["p.status = 'published'", ...text].join(' AND ')} LIMIT ${limit}`;
    },
    pool: plan === 'scan' ? plannedPool : searchPool,
  };
}

/** `plan` fixes how candidates are read (the tests check every plan finds the same products). */
export type SearchOptions = { plan?: CandidatePlan };

/**
 * Product search (spec §2 /search/product): keyword over every language's names and the English
 * description, filters, sorts, facets and pages. When the keyword finds nothing, the vocabulary's
 * nearest words are offered (did you mean) and their results shown.
 */
export async function searchProducts(
  locale: Locale,
  query: SearchQuery,
  options: SearchOptions = {},
): Promise<ProductSearchResult> {
  const { parsed, result } = await searchOnce(locale, query, query.keyword, options.plan);
  if (result.total > 0 || parsed.words.length === 0) return result;
  const suggestion = await suggestKeyword(parsed);
  if (!suggestion || suggestion === query.keyword.toLowerCase()) return result;
  const corrected = await searchOnce(locale, query, suggestion, options.plan);
  if (corrected.result.total === 0) return { ...result, didYouMean: suggestion };
  return { ...corrected.result, correctedFrom: query.keyword, didYouMean: suggestion };
}
