import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { categories } from '@/lib/db/schema';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { CACHE_SECONDS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { listProductCards, type Page, type ProductSort } from './cards';
import { buildCategoryTree, type CategoryNode } from './category-tree';
import type { ProductCard } from './home';
import { LIST_PAGE_SIZE } from './list-routes';
import { pickLocalised } from './localise';

/** The whole tree with stored product counts (a parent's count includes its children), named for the reader. */
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
      productCount: categories.productCount,
    })
    .from(categories);
  return buildCategoryTree(
    rows.map(({ en, cn, names, ...row }) => ({ ...row, name: pickLocalised(locale, { en, cn, local: names }) })),
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
