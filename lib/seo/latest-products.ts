import 'server-only';
import { unstable_cache } from 'next/cache';
import { listProductCards, type Page } from '@/lib/catalogue/cards';
import type { ProductCard } from '@/lib/catalogue/home';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { CACHE_SECONDS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';

export const LATEST_PAGE_SIZE = 24;

/** One page of the newest published products. */
export function loadLatestProducts(locale: Locale, page: number): Promise<Page<ProductCard>> {
  return listProductCards(locale, {}, { sort: 'newest', page, pageSize: LATEST_PAGE_SIZE });
}

/** The pages cached for spec §9's new-arrivals window (the same list as the home's new arrivals). */
export const getLatestProducts = unstable_cache(loadLatestProducts, ['latest-products'], {
  revalidate: CACHE_SECONDS.newArrivals,
  tags: [CACHE_TAGS.newArrivals, CACHE_TAGS.catalogue],
});
