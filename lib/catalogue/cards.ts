import 'server-only';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { productImages, products, suppliers, units } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { ProductCard } from './home';
import { pickLocalised } from './localise';

/** spec §2 product lists: newest first by default. */
export type ProductSort = 'newest' | 'popular' | 'priceAsc' | 'priceDesc';

export type ProductListFilter = {
  categoryIds?: readonly number[];
  supplierId?: number;
  hotOnly?: boolean;
  excludeIds?: readonly number[];
};

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

const cardColumns = {
  id: products.id,
  slug: products.slug,
  en: products.nameEn,
  cn: products.nameCn,
  names: products.names,
  priceMinMinor: products.priceMinMinor,
  priceMaxMinor: products.priceMaxMinor,
  currency: products.currency,
  moq: products.moq,
  unitEn: units.nameEnPlural,
  unitCn: units.nameCn,
  unitNames: units.names,
  supplierEn: suppliers.nameEn,
  supplierCn: suppliers.nameCn,
  supplierNames: suppliers.names,
};

type CardRow = {
  id: number;
  slug: string;
  en: string;
  cn: string;
  names: Partial<Record<string, string>>;
  priceMinMinor: number | null;
  priceMaxMinor: number | null;
  currency: string;
  moq: number;
  unitEn: string;
  unitCn: string;
  unitNames: Partial<Record<string, string>>;
  supplierEn: string;
  supplierCn: string;
  supplierNames: Partial<Record<string, string>>;
};

type CardImage = { url: string; width: number; height: number };

/** A row to a card: names in the reader's language (spec §3 Cn/En/Local), its first image attached. */
function cardOf(locale: Locale, r: CardRow, image: CardImage | undefined): ProductCard {
  return {
    id: r.id,
    slug: r.slug,
    name: pickLocalised(locale, { en: r.en, cn: r.cn, local: r.names }),
    imageUrl: image?.url ?? null,
    imageWidth: image?.width ?? 800,
    imageHeight: image?.height ?? 800,
    priceMinMinor: r.priceMinMinor,
    priceMaxMinor: r.priceMaxMinor,
    currency: r.currency,
    moq: r.moq,
    unit: locale === 'en' ? r.unitEn : pickLocalised(locale, { en: r.unitEn, cn: r.unitCn, local: r.unitNames }),
    supplierName: pickLocalised(locale, { en: r.supplierEn, cn: r.supplierCn, local: r.supplierNames }),
  };
}

/** Rows to cards, with the first image of each product read in one more query. */
async function toCards(locale: Locale, rows: CardRow[]): Promise<ProductCard[]> {
  const ids = rows.map((r) => r.id);
  const images = ids.length
    ? await getDb()
        .select({
          productId: productImages.productId,
          url: productImages.url,
          width: productImages.width,
          height: productImages.height,
        })
        .from(productImages)
        .where(and(inArray(productImages.productId, ids), eq(productImages.position, 0)))
    : [];
  const imageByProduct = new Map(images.map((i) => [i.productId, i]));
  return rows.map((r) => cardOf(locale, r, imageByProduct.get(r.id)));
}

function whereOf(filter: ProductListFilter): SQL | undefined {
  const parts: SQL[] = [eq(products.status, 'published')];
  if (filter.categoryIds?.length) parts.push(inArray(products.categoryId, [...filter.categoryIds]));
  if (filter.supplierId !== undefined) parts.push(eq(products.supplierId, filter.supplierId));
  if (filter.hotOnly) parts.push(eq(products.isHot, true));
  if (filter.excludeIds?.length) parts.push(sql`${products.id} <> ALL(${sql.param([...filter.excludeIds])}::bigint[])`);
  return and(...parts);
}

function orderOf(sort: ProductSort) {
  switch (sort) {
    case 'priceAsc':
      return [sql`${products.priceMinMinor} ASC NULLS LAST`, desc(products.id)];
    case 'priceDesc':
      return [sql`${products.priceMaxMinor} DESC NULLS LAST`, desc(products.id)];
    case 'popular':
      return [desc(products.isHot), desc(products.publishedAt), desc(products.id)];
    default:
      return [desc(products.publishedAt), desc(products.id)];
  }
}

/** The largest page number a list serves; deeper pages of a million-product list are for search. */
export const MAX_PAGE = 500;

/**
 * One page of published product cards matching a filter. `page` is 1-based; a page beyond the last
 * returns no items (the caller decides between a redirect and an empty state).
 */
export async function listProductCards(
  locale: Locale,
  filter: ProductListFilter,
  options: { sort?: ProductSort; page?: number; pageSize?: number } = {},
): Promise<Page<ProductCard>> {
  const pageSize = Math.min(Math.max(options.pageSize ?? 24, 1), 60);
  const page = Math.min(Math.max(Math.trunc(options.page ?? 1), 1), MAX_PAGE);
  const where = whereOf(filter);
  const db = getDb();
  const [rows, totals] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .innerJoin(units, eq(units.code, products.unitCode))
      .where(where)
      .orderBy(...orderOf(options.sort ?? 'newest'))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    items: await toCards(locale, rows),
    total,
    page,
    pageSize,
    pageCount: Math.min(Math.ceil(total / pageSize), MAX_PAGE),
  };
}

/** Cards of the given products, in the order given; unpublished or unknown ids are left out. */
export async function productCardsByIds(locale: Locale, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  // one round trip: the first image joins by its unique (product, position) key
  const rows = await getDb()
    .select({
      ...cardColumns,
      imageUrl: productImages.url,
      imageWidth: productImages.width,
      imageHeight: productImages.height,
    })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(units, eq(units.code, products.unitCode))
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.position, 0)))
    .where(and(inArray(products.id, [...ids]), eq(products.status, 'published')))
    .orderBy(asc(products.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const image =
      r.imageUrl === null ? undefined : { url: r.imageUrl, width: r.imageWidth ?? 800, height: r.imageHeight ?? 800 };
    return [cardOf(locale, r, image)];
  });
}
