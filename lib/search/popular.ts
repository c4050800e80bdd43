import 'server-only';
import { unstable_cache } from 'next/cache';
import { pickLocalised } from '@/lib/catalogue/localise';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { CACHE_SECONDS } from '@/lib/constants';
import { getPool } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';

export type PopularCategory = { id: number; name: string; productCount: number };

/** The categories with the most products, offered when a search finds nothing. */
export async function loadPopularCategories(locale: Locale, limit = 8): Promise<PopularCategory[]> {
  const { rows } = await getPool().query<{
    id: string;
    name_en: string;
    name_cn: string;
    names: Record<string, string>;
    product_count: number;
  }>(
    `SELECT id, name_en, name_cn, names, product_count FROM categories
      WHERE level = 2 AND product_count > 0 ORDER BY product_count DESC, id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: pickLocalised(locale, { en: r.name_en, cn: r.name_cn, local: r.names }),
    productCount: r.product_count,
  }));
}

/** spec §9 cached industries window: the category counts change with the catalogue, not per search. */
export const getPopularCategories = unstable_cache(loadPopularCategories, ['search-popular-categories'], {
  revalidate: CACHE_SECONDS.industries,
  tags: [CACHE_TAGS.catalogue],
});
