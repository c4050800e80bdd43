/**
 * The search pages' query parameters, parsed leniently (a bad value is dropped, never an error) and
 * written back in one fixed order so every filter link of a page is the canonical form of its query.
 * spec §2 link shapes: keyword, id (a category) and exhibitionId; the others are the search pages' own.
 */
import { first, readId } from '@/lib/routes/query';
import { normaliseKeyword } from './keyword';

export const PRODUCT_SORTS = ['relevance', 'newest', 'priceAsc', 'priceDesc'] as const;
export type SearchSort = (typeof PRODUCT_SORTS)[number];

/**
 * At most this many matches are ranked, sorted and counted. A common word matches most of a million
 * products; ranking all of them costs seconds, so the first CANDIDATE_CAP index matches are taken
 * and the ranking, sorts, facets and the count work on those (bench/README.md has the figures).
 */
export const CANDIDATE_CAP = 2_000;
/** Results per page, and the deepest page there can be (the cap's last page). */
export const PAGE_SIZE = 24;
export const MAX_PAGE = Math.ceil(CANDIDATE_CAP / PAGE_SIZE);

export type SearchQuery = {
  keyword: string;
  /** The visitor's keyword was longer than spec §9's 200 characters and was cut. */
  truncated: boolean;
  categoryId?: number;
  exhibitionId?: number;
  country?: string;
  verified: boolean;
  moqMax?: number;
  /** Whole currency units, as typed in the filter form. */
  priceMin?: number;
  priceMax?: number;
  sort: SearchSort;
  page: number;
};

export type RawParams = Record<string, string | string[] | undefined>;

function amount(value: string | undefined, max: number): number | undefined {
  if (!value || !/^\d{1,12}(\.\d{0,2})?$/.test(value.trim())) return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= max ? n : undefined;
}

export function parseSearchParams(raw: RawParams, keywordOverride?: string): SearchQuery {
  const { text, truncated } = normaliseKeyword(keywordOverride ?? first(raw.keyword));
  const sort = first(raw.sort);
  const page = Number(first(raw.page));
  const country = first(raw.country)?.toUpperCase();
  let priceMin = amount(first(raw.priceMin), 1e9);
  let priceMax = amount(first(raw.priceMax), 1e9);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  return {
    keyword: text,
    truncated,
    // `category` (the filter form) wins over spec §2's `id` from outside links
    categoryId: readId(raw.category) ?? readId(raw.id),
    exhibitionId: readId(raw.exhibitionId),
    country: country && /^[A-Z]{2}$/.test(country) ? country : undefined,
    verified: ['1', 'true', 'on'].includes(first(raw.verified) ?? ''),
    moqMax: amount(first(raw.moqMax), 1e9) === undefined ? undefined : Math.floor(Number(first(raw.moqMax))),
    priceMin,
    priceMax,
    sort: PRODUCT_SORTS.includes(sort as SearchSort) ? (sort as SearchSort) : 'relevance',
    page: page >= 1 ? Math.min(Math.floor(page), MAX_PAGE) : 1, // spec §2: pageNo is a positive integer
  };
}

/** The query string of a search, parameters in a fixed order, defaults left out. */
export function searchQueryString(query: SearchQuery, change: Partial<SearchQuery> = {}): string {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.keyword) params.set('keyword', q.keyword);
  if (q.categoryId !== undefined) params.set('category', String(q.categoryId));
  if (q.exhibitionId !== undefined) params.set('exhibitionId', String(q.exhibitionId));
  if (q.country) params.set('country', q.country);
  if (q.verified) params.set('verified', '1');
  if (q.moqMax !== undefined) params.set('moqMax', String(q.moqMax));
  if (q.priceMin !== undefined) params.set('priceMin', String(q.priceMin));
  if (q.priceMax !== undefined) params.set('priceMax', String(q.priceMax));
  if (q.sort !== 'relevance') params.set('sort', q.sort);
  if (q.page > 1) params.set('page', String(q.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether any filter narrows the search (the keyword and the sort are not filters). */
export function hasFilters(query: SearchQuery): boolean {
  return (
    query.categoryId !== undefined ||
    query.country !== undefined ||
    query.verified ||
    query.moqMax !== undefined ||
    query.priceMin !== undefined ||
    query.priceMax !== undefined
  );
}
