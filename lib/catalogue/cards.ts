import 'server-only';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { categoryCounts, productImages, products, suppliers, units } from '@/lib/db/schema';
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
  const sort = options.sort ?? 'newest';
  const offset = (page - 1) * pageSize;
  const [rows, total] = await Promise.all([
    byPriceAcross(filter, sort)
      ? priceOrderIds(filter.categoryIds ?? [], sort, pageSize, offset).then((ids) =>
          ids.length ? selectCardRows(and(where, inArray(products.id, ids)), sort, pageSize, 0) : [],
        )
      : selectCardRows(where, sort, pageSize, offset),
    countOf(filter, where),
  ]);
  return {
    items: await toCards(locale, rows),
    total,
    page,
    pageSize,
    pageCount: Math.min(Math.ceil(total / pageSize), MAX_PAGE),
  };
}

/** The categories of a list filtered by categories and nothing else (the category pages), or null. */
function categoriesOnly(filter: ProductListFilter): readonly number[] | null {
  const { categoryIds, ...rest } = filter;
  return categoryIds?.length && Object.values(rest).every((v) => v === undefined) ? categoryIds : null;
}

/** A list of several categories, and nothing else, in a price order: see priceOrderIds. */
function byPriceAcross(filter: ProductListFilter, sort: ProductSort): sort is 'priceAsc' | 'priceDesc' {
  return (sort === 'priceAsc' || sort === 'priceDesc') && (categoriesOnly(filter)?.length ?? 0) > 1;
}

/**
 * The ids of a page of several categories' products in a price order: each category's first
 * `offset + limit` products from its price index (products_category_price_idx, …_desc_idx), merged. No
 * single index holds a subtree's price order; the global price index walked past 59,000 cheaper products
 * of other industries for an industry's first page (188 ms at a million products; merged, about 2 ms).
 */
async function priceOrderIds(
  categoryIds: readonly number[],
  sort: 'priceAsc' | 'priceDesc',
  limit: number,
  offset: number,
): Promise<number[]> {
  const order =
    sort === 'priceAsc' ? sql.raw('price_min_minor ASC NULLS LAST') : sql.raw('price_max_minor DESC NULLS LAST');
  const price = sql.raw(sort === 'priceAsc' ? 'price_min_minor' : 'price_max_minor');
  const result = await getDb().execute<{ id: number }>(sql`
    SELECT x.id FROM unnest(${sql.param([...categoryIds])}::bigint[]) AS c(id)
    CROSS JOIN LATERAL (
      SELECT id, ${price} FROM ${products}
      WHERE category_id = c.id AND status = 'published'
      ORDER BY ${order}, id DESC LIMIT ${offset + limit}
    ) x
    ORDER BY ${order}, x.id DESC LIMIT ${limit} OFFSET ${offset}`);
  return result.rows.map((r) => Number(r.id));
}

/**
 * How many products a list holds. A list of categories only (the category pages) adds up their kept counts
 * (`category_counts`, migration 0007): counting an industry of 96,000 products took 0.3-0.4 s at a million
 * products, its kept counts 0.1 ms. Other lists (a supplier's products) are small enough to count.
 */
async function countOf(filter: ProductListFilter, where: SQL | undefined): Promise<number> {
  const categoryIds = categoriesOnly(filter);
  const rows = categoryIds
    ? await getDb()
        .select({ n: sql<number>`coalesce(sum(${categoryCounts.publishedProducts}), 0)::int` })
        .from(categoryCounts)
        .where(inArray(categoryCounts.categoryId, [...categoryIds]))
    : await getDb()
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(where);
  return rows[0]?.n ?? 0;
}

/**
 * The first cards of a list without its count, for lists that show no total or pages (a product's related
 * products, the home page's hot products): counting a category of 30,000 products took 0.35 s at a million.
 */
export async function firstProductCards(
  locale: Locale,
  filter: ProductListFilter,
  options: { sort?: ProductSort; count: number },
): Promise<ProductCard[]> {
  const limit = Math.min(Math.max(options.count, 1), 60);
  return toCards(locale, await selectCardRows(whereOf(filter), options.sort ?? 'newest', limit, 0));
}

function selectCardRows(where: SQL | undefined, sort: ProductSort, limit: number, offset: number) {
  return getDb()
    .select(cardColumns)
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(units, eq(units.code, products.unitCode))
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(limit)
    .offset(offset);
}

/** A card row with its first image's columns (null without an image), as both card queries return it. */
export type CardRowWithImage = CardRow & {
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
};

/** A card from a row of either query; a product without an image keeps the default 800 × 800 box. */
export function cardOfRow(locale: Locale, r: CardRowWithImage): ProductCard {
  const image =
    r.imageUrl === null ? undefined : { url: r.imageUrl, width: r.imageWidth ?? 800, height: r.imageHeight ?? 800 };
  return cardOf(locale, r, image);
}

/**
 * The same card columns as one JSON object, for a statement that returns its cards with everything
 * else (product search: one round trip instead of two). Reads `products p`; joins CARD_JOINS_SQL.
 * `locale` is the statement's parameter holding the reader's language: of the names in every language
 * (the product's, its unit's, its supplier's) only that one's is built into the JSON and sent, not the
 * 19 that `cardOfRow` would pick one from.
 */
export function cardJsonSql(locale: string): string {
  const only = (column: string) =>
    `jsonb_strip_nulls(jsonb_build_object(${locale}::text, ${column} -> ${locale}::text))`;
  return `json_build_object('id', p.id, 'slug', p.slug, 'en', p.name_en, 'cn', p.name_cn,
  'names', ${only('p.names')}, 'priceMinMinor', p.price_min_minor, 'priceMaxMinor', p.price_max_minor,
  'currency', p.currency, 'moq', p.moq, 'unitEn', u.name_en_plural, 'unitCn', u.name_cn,
  'unitNames', ${only('u.names')}, 'supplierEn', cs.name_en, 'supplierCn', cs.name_cn,
  'supplierNames', ${only('cs.names')}, 'imageUrl', ci.url, 'imageWidth', ci.width, 'imageHeight', ci.height)`;
}
export const CARD_JOINS_SQL = `JOIN suppliers cs ON cs.id = p.supplier_id JOIN units u ON u.code = p.unit_code
  LEFT JOIN product_images ci ON ci.product_id = p.id AND ci.position = 0`;

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
    return r ? [cardOfRow(locale, r)] : [];
  });
}
