import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { eq, sql } from 'drizzle-orm';
import { categories, categoryCounts } from '@/lib/db/schema';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { CACHE_SECONDS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { listProductCards, type Page, type ProductSort } from './cards';
import { buildCategoryTree, type CategoryNode } from './category-tree';
import type { ProductCard } from './home';
import { LIST_PAGE_SIZE } from './list-routes';
import { pickLocalised } from './localise';

/**
 * The whole tree, named for the reader, with the published products under each category (its own and its
 * descendants'), added up from the counts the database keeps per category (`category_counts`, migration
 * 0007), so the tree and the category lists' totals agree.
 */
export async function loadCategoryTree(locale: Locale): Promise<CategoryNode[]> {
  const rows = await getDb()
    .select({
      id: categories.id,
      parentId: categories.parentId,
      level: categories.level,
      slug: categories.slug,
      en: categories.nameEn,
      cn: categories.nameCn,
      names: categories.names,
      sort: categories.sort,
      own: sql<number>`coalesce(${categoryCounts.publishedProducts}, 0)::int`,
    })
    .from(categories)
    .leftJoin(categoryCounts, eq(categoryCounts.categoryId, categories.id));
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const under = new Map<number, number>();
  for (const row of rows) {
    // the category's own products count for it and for each of its ancestors (three levels at most)
    for (let id: number | null | undefined = row.id, hops = 0; id != null && hops < 4; id = parentOf.get(id), hops += 1)
      under.set(id, (under.get(id) ?? 0) + row.own);
  }
  return buildCategoryTree(
    rows.map(({ en, cn, names, own: _own, ...row }) => ({
      ...row,
      name: pickLocalised(locale, { en, cn, local: names }),
      productCount: under.get(row.id) ?? 0,
    })),
  );
}

/** loadCategoryTree cached per language for spec §9's industries window (900 s), tagged for revalidation. */
export const getCategoryTree = unstable_cache(loadCategoryTree, ['category-tree'], {
  revalidate: CACHE_SECONDS.industries,
  tags: [CACHE_TAGS.catalogue],
});

/** One page (24 cards) of the published products of the given categories (a category and its descendants). */
export function loadCategoryProducts(
  locale: Locale,
  categoryIds: readonly number[],
  options: { sort: ProductSort; page: number },
): Promise<Page<ProductCard>> {
  return listProductCards(locale, { categoryIds }, { ...options, pageSize: LIST_PAGE_SIZE });
}
