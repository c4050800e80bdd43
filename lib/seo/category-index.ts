import 'server-only';
import { unstable_cache } from 'next/cache';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { categories } from '@/lib/db/schema';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { CACHE_SECONDS } from '@/lib/constants';
import { pickLocalised } from '@/lib/catalogue/localise';
import type { Locale } from '@/lib/i18n/locales';

/** A category with the ones below it (spec §3: industry > level-2 > level-3). */
export type CategoryNode = { id: number; slug: string; name: string; productCount: number; children: CategoryNode[] };

/** The whole category tree in the reader's language, industries first, each level in its sort order. */
export async function loadCategoryTree(locale: Locale): Promise<CategoryNode[]> {
  const rows = await getDb()
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      en: categories.nameEn,
      cn: categories.nameCn,
      names: categories.names,
      productCount: categories.productCount,
    })
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
  const nodes = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node: CategoryNode = {
      id: r.id,
      slug: r.slug,
      name: pickLocalised(locale, { en: r.en, cn: r.cn, local: r.names }),
      productCount: r.productCount,
      children: [],
    };
    nodes.set(r.id, node);
    // rows come level by level, so a parent is always placed before its children
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) parent.children.push(node);
    else if (r.parentId === null) roots.push(node);
  }
  return roots;
}

/** The tree cached for spec §9's industries window. */
export const getCategoryTree = unstable_cache(loadCategoryTree, ['category-tree'], {
  revalidate: CACHE_SECONDS.industries,
  tags: [CACHE_TAGS.categories, CACHE_TAGS.catalogue],
});
