import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { CACHE_TAGS, productTag } from '@/lib/cache/tags';
import { pickLocalised } from '@/lib/catalogue/localise';
import { CACHE_SECONDS } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { categories, productImages, products, suppliers } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

export type RfqLanding = {
  productId: number;
  slug: string;
  name: string;
  image: { url: string; width: number | null; height: number | null } | null;
  /** The product's category as the RFQ form offers it: level 2 (a level-3 category's parent). */
  categoryId: number;
  unitCode: string;
  moq: number;
  supplierName: string;
};

/** What /landing/rfq/product-{id} prefills from a published product; undefined when there is none. */
export async function loadRfqLanding(locale: Locale, productId: number): Promise<RfqLanding | undefined> {
  const db = getDb();
  const [row] = await db
    .select({ product: products, category: categories, supplier: suppliers })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(and(eq(products.id, productId), eq(products.status, 'published')));
  if (!row) return undefined;
  const [image] = await db
    .select({ url: productImages.url, width: productImages.width, height: productImages.height })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position))
    .limit(1);
  const { product: p, category, supplier } = row;
  return {
    productId: p.id,
    slug: p.slug,
    name: pickLocalised(locale, { en: p.nameEn, cn: p.nameCn, local: p.names }),
    image: image ?? null,
    categoryId: category.level === 3 && category.parentId !== null ? category.parentId : category.id,
    unitCode: p.unitCode,
    moq: p.moq,
    supplierName: pickLocalised(locale, { en: supplier.nameEn, cn: supplier.nameCn, local: supplier.names }),
  };
}

/** spec §9: the landing is cached for an hour, per product and language, tagged with the product. */
export function getRfqLanding(locale: Locale, productId: number): Promise<RfqLanding | undefined> {
  return unstable_cache(() => loadRfqLanding(locale, productId), ['rfq-landing', String(productId), locale], {
    revalidate: CACHE_SECONDS.hourly,
    tags: [CACHE_TAGS.catalogue, productTag(productId)],
  })();
}
