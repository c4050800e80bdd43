import 'server-only';
import { unstable_cache } from 'next/cache';
import { listProductCards, MAX_PAGE, type Page } from '@/lib/catalogue/cards';
import type { ProductCard } from '@/lib/catalogue/home';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { CACHE_SECONDS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';

export const LATEST_PAGE_SIZE = 24;

/** What `?page=` asks for: a page number, or 'canonical' when the URL should be the list's own. */
export type PageRequest = { kind: 'page'; page: number } | { kind: 'canonical' } | { kind: 'beyond' };

/**
 * spec §2 "pageNo is a positive integer": absent is page 1; `1`, zero, signs, decimals, repeated or
 * non-numeric values redirect to the list's own URL; a number past the largest served page is beyond.
 */
export function readPageParam(raw: string | string[] | undefined): PageRequest {
  if (raw === undefined) return { kind: 'page', page: 1 };
  if (typeof raw !== 'string' || !/^[1-9]\d*$/.test(raw) || raw === '1') return { kind: 'canonical' };
  if (raw.length > 6 || Number(raw) > MAX_PAGE) return { kind: 'beyond' };
  return { kind: 'page', page: Number(raw) };
}

/** One page of the newest published products. */
export function loadLatestProducts(locale: Locale, page: number): Promise<Page<ProductCard>> {
  return listProductCards(locale, {}, { sort: 'newest', page, pageSize: LATEST_PAGE_SIZE });
}

/** The pages cached for spec §9's new-arrivals window (the same list as the home's new arrivals). */
export const getLatestProducts = unstable_cache(loadLatestProducts, ['latest-products'], {
  revalidate: CACHE_SECONDS.newArrivals,
  tags: [CACHE_TAGS.newArrivals, CACHE_TAGS.catalogue],
});
