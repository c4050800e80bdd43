import 'server-only';
import { productCardsByIds } from '@/lib/catalogue/cards';
import type { ProductCard } from '@/lib/catalogue/home';
import { pickLocalised } from '@/lib/catalogue/localise';
import { getPool } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { highlightSegments, type Segment } from './highlight';
import { buildTsQuery, parseKeyword, type ParsedKeyword } from './keyword';
import { CANDIDATE_CAP, PAGE_SIZE, type SearchQuery } from './params';

export { CANDIDATE_CAP };
import { suggestKeyword, termsContaining } from './vocabulary';

const SEARCH_WORK_MEM = '16MB';

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

type Compiled = { tsquery: string | null; parsed: ParsedKeyword; impossible: boolean };

/** Keyword to tsquery; CJK runs become "any vocabulary term containing the run". */
async function compileKeyword(keyword: string): Promise<Compiled> {
  const parsed = parseKeyword(keyword);
  const runTerms = await Promise.all(parsed.runs.map((run) => termsContaining(run)));
  const tsquery = buildTsQuery(parsed.words, runTerms);
  // a keyword of only punctuation, or a CJK run no term contains, matches nothing (never everything)
  return { tsquery, parsed, impossible: keyword !== '' && tsquery === null };
}

/** WHERE clauses and parameters of the filters, shared by the candidate query of both modes. */
function filterSql(query: SearchQuery, values: unknown[]): string[] {
  const where = [`p.status = 'published'`];
  const param = (value: unknown) => `$${values.push(value)}`;
  if (query.categoryId !== undefined) {
    // spec §3 tree: a category filter takes its descendants (levels 2 and 3) too
    const c = param(query.categoryId);
    where.push(`p.category_id IN (SELECT id FROM categories WHERE id = ${c} OR parent_id = ${c}
      OR parent_id IN (SELECT id FROM categories WHERE parent_id = ${c}))`);
  }
  if (query.exhibitionId !== undefined) {
    where.push(
      `p.supplier_id IN (SELECT supplier_id FROM exhibitors WHERE exhibition_id = ${param(query.exhibitionId)})`,
    );
  }
  if (query.country) where.push(`s.country_code = ${param(query.country)}`);
  if (query.verified) where.push('s.verified');
  if (query.moqMax !== undefined) where.push(`p.moq <= ${param(query.moqMax)}`);
  // Prices are whole units in the form, minor units in the table; a product matches when its range
  // overlaps. `+ 0` keeps the planner off the price index: ANDing its bitmap of most of the table with
  // the text match costs more than checking the price on the candidates (EXPLAIN at 1M: 990 -> 680 ms).
  if (query.priceMin !== undefined) where.push(`p.price_max_minor + 0 >= ${param(Math.round(query.priceMin * 100))}`);
  if (query.priceMax !== undefined) where.push(`p.price_min_minor + 0 <= ${param(Math.round(query.priceMax * 100))}`);
  return where;
}

const ORDER: Record<SearchQuery['sort'], string> = {
  relevance: 'rank DESC, published_at DESC NULLS LAST, id DESC',
  newest: 'published_at DESC NULLS LAST, id DESC',
  priceAsc: 'price_min_minor ASC NULLS LAST, id DESC',
  priceDesc: 'price_max_minor DESC NULLS LAST, id DESC',
};

type Aggregate = {
  total: number;
  ids: number[] | null;
  categories: [number, number][] | null;
  countries: [string, number][] | null;
  verified: number;
};

/**
 * One round trip: the capped candidates (materialised once), then their count, the page's ids in the
 * asked order, and the facet counts over the same candidates.
 */
async function runCandidates(query: SearchQuery, tsquery: string | null, page: number): Promise<Aggregate> {
  const values: unknown[] = [];
  const where = filterSql(query, values);
  let rank = '0::real';
  let order = 'ORDER BY p.published_at DESC NULLS LAST, p.id DESC'; // no keyword: newest matches first
  if (tsquery) {
    const q = `to_tsquery('simple', $${values.push(tsquery)})`;
    where.push(`p.search_vector @@ ${q}`);
    rank = `ts_rank(p.search_vector, ${q})`;
    order = ''; // the first index matches, ranked below; an ORDER BY here would rank every match
  }
  const sql = `WITH cand AS MATERIALIZED (
      SELECT p.id, p.category_id, p.published_at, p.price_min_minor, p.price_max_minor, s.country_code, s.verified,
        ${rank} AS rank
      FROM products p JOIN suppliers s ON s.id = p.supplier_id
      WHERE ${where.join(' AND ')} ${order} LIMIT ${CANDIDATE_CAP})
    SELECT (SELECT count(*)::int FROM cand) AS total,
      (SELECT json_agg(id) FROM (SELECT id FROM cand ORDER BY ${ORDER[query.sort]}
        LIMIT ${PAGE_SIZE} OFFSET $${values.push((page - 1) * PAGE_SIZE)}) x) AS ids,
      (SELECT json_agg(json_build_array(category_id, n)) FROM (SELECT category_id, count(*)::int AS n FROM cand
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 12) c) AS categories,
      (SELECT json_agg(json_build_array(country_code, n)) FROM (SELECT country_code, count(*)::int AS n FROM cand
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 12) c) AS countries,
      (SELECT count(*)::int FROM cand WHERE verified) AS verified`;
  const client = await getPool().connect();
  try {
    // A common word's bitmap outgrows the default 4 MB work_mem and turns lossy, so every row of a
    // lossy page is re-checked against the query; 16 MB keeps it exact at a million products. With a
    // keyword, the GIN index is always the way in: an OR of CJK terms is estimated at 10% of the table,
    // so the planner hopes a sequential scan meets 2,000 matches early (measured 2.4 s instead of 90 ms).
    await client.query(
      `BEGIN READ ONLY; SET LOCAL work_mem = '${SEARCH_WORK_MEM}'${tsquery ? '; SET LOCAL enable_seqscan = off' : ''}`,
    );
    const { rows } = await client.query<Aggregate>(sql, values);
    await client.query('COMMIT');
    return rows[0] ?? { total: 0, ids: [], categories: [], countries: [], verified: 0 };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function categoryLabels(locale: Locale, counts: [number, number][]): Promise<FacetCount[]> {
  if (counts.length === 0) return [];
  const { rows } = await getPool().query<{
    id: string;
    name_en: string;
    name_cn: string;
    names: Record<string, string>;
  }>('SELECT id, name_en, name_cn, names FROM categories WHERE id = ANY($1::bigint[])', [counts.map(([id]) => id)]);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return counts.flatMap(([id, count]) => {
    const r = byId.get(Number(id));
    return r
      ? [{ value: String(id), label: pickLocalised(locale, { en: r.name_en, cn: r.name_cn, local: r.names }), count }]
      : [];
  });
}

function countryLabels(locale: Locale, counts: [string, number][]): FacetCount[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  return counts.map(([code, count]) => ({ value: code, label: names?.of(code) ?? code, count }));
}

/** One page of the search, without typo fallback. */
async function searchOnce(locale: Locale, query: SearchQuery, keyword: string) {
  const compiled = await compileKeyword(keyword);
  const empty = { total: 0, ids: [], categories: [], countries: [], verified: 0 };
  const first = compiled.impossible ? empty : await runCandidates(query, compiled.tsquery, query.page);
  const pageCount = Math.max(1, Math.ceil(first.total / PAGE_SIZE));
  // a page beyond the last shows the last page rather than nothing
  const page = Math.min(query.page, pageCount);
  const agg = page === query.page ? first : await runCandidates(query, compiled.tsquery, page);
  const [cards, categories] = await Promise.all([
    productCardsByIds(locale, (agg.ids ?? []).map(Number)),
    categoryLabels(locale, agg.categories ?? []),
  ]);
  return {
    parsed: compiled.parsed,
    result: {
      items: cards.map((card) => ({ ...card, nameSegments: highlightSegments(card.name, compiled.parsed) })),
      total: agg.total,
      capped: agg.total >= CANDIDATE_CAP,
      page,
      pageCount,
      facets: { categories, countries: countryLabels(locale, agg.countries ?? []), verified: agg.verified },
      shownKeyword: keyword,
    } satisfies ProductSearchResult,
  };
}

/**
 * Product search (spec §2 /search/product): keyword over every language's names and the English
 * description, filters, sorts, facets and pages. When the keyword finds nothing, the vocabulary's
 * nearest words are offered (did you mean) and their results shown.
 */
export async function searchProducts(locale: Locale, query: SearchQuery): Promise<ProductSearchResult> {
  const { parsed, result } = await searchOnce(locale, query, query.keyword);
  if (result.total > 0 || parsed.words.length === 0) return result;
  const suggestion = await suggestKeyword(parsed);
  if (!suggestion || suggestion === query.keyword.toLowerCase()) return result;
  const corrected = await searchOnce(locale, query, suggestion);
  if (corrected.result.total === 0) return { ...result, didYouMean: suggestion };
  return { ...corrected.result, correctedFrom: query.keyword, didYouMean: suggestion };
}
