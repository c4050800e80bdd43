import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, avg, count, desc, eq, sql, type Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, type Database } from '@/lib/db/client';
import { prepared } from '@/lib/db/prepared';
import {
  categories,
  productImages,
  productPriceTiers,
  productScores,
  products,
  suppliers,
  units,
} from '@/lib/db/schema';
import { CACHE_TAGS, productTag } from '@/lib/cache/tags';
import { CACHE_SECONDS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { readId } from '@/lib/routes/query';
import { firstProductCards } from './cards';
import type { ProductCard } from './home';
import { pickLocalised } from './localise';
import { SUPPLIER_SUMMARY_COLUMNS, toSupplierSummary, type SupplierSummary } from './supplier';

export type ProductImage = { url: string; width: number; height: number; alt: string };
/** A price tier: from `minQuantity` up to the next tier's quantity minus one (`maxQuantity` null: and more). */
export type PriceTier = { minQuantity: number; maxQuantity: number | null; priceMinor: number };
export type CategoryCrumb = { id: number; slug: string; name: string; level: number };
export type ScoreSummary = { count: number; average: number | null };

export type ProductDetail = {
  id: number;
  slug: string;
  name: string;
  description: string;
  attributes: { name: string; value: string }[];
  images: ProductImage[];
  currency: string;
  moq: number;
  unit: string;
  priceMinMinor: number | null;
  priceMaxMinor: number | null;
  tiers: PriceTier[];
  categoryId: number;
  /** Industry first, the product's own category last (breadcrumbs). */
  categoryPath: CategoryCrumb[];
  supplier: SupplierSummary;
  scores: ScoreSummary;
};

/** Related products shown under a product: the newest of its category. */
export const RELATED_COUNT = 12;

/** A route id as a database id, or undefined: anything but a safe run of digits never reaches the database. */
export function parseId(value: string | undefined | null): number | undefined {
  return readId(value ?? undefined);
}

// The category of a product and its ancestors: levels run 1 to 3 (spec §3; the categories_level check).
const parentCategory = alias(categories, 'parent_category');
const topCategory = alias(categories, 'top_category');

/** A category's columns for a crumb, or null (a left join that found no ancestor). */
function crumbColumns(table: Record<'id' | 'slug' | 'level' | 'nameEn' | 'nameCn' | 'names', Column>) {
  return sql<CrumbRow | null>`case when ${table.id} is null then null else json_build_object('id', ${table.id}, 'slug', ${table.slug}, 'level', ${table.level}, 'en', ${table.nameEn}, 'cn', ${table.nameCn}, 'names', ${table.names}) end`;
}
type CrumbRow = {
  id: number;
  slug: string;
  level: number;
  en: string;
  cn: string;
  names: Partial<Record<string, string>>;
};

/**
 * A published product with everything its page shows, read in one statement: its images and price tiers
 * as JSON arrays, its category path through two self-joins, its review count and average as subqueries.
 * One round trip instead of six (three of them one after the other for the path): bench/README.md
 * "The product page in one statement".
 */
function productRowStatement(db: Database, name: string) {
  return db
    .select({
      id: products.id,
      slug: products.slug,
      nameEn: products.nameEn,
      nameCn: products.nameCn,
      names: products.names,
      descriptionEn: products.descriptionEn,
      descriptionCn: products.descriptionCn,
      descriptions: products.descriptions,
      attributes: products.attributes,
      currency: products.currency,
      moq: products.moq,
      priceMinMinor: products.priceMinMinor,
      priceMaxMinor: products.priceMaxMinor,
      categoryId: products.categoryId,
      unitEn: units.nameEnPlural,
      unitCn: units.nameCn,
      unitNames: units.names,
      supplier: SUPPLIER_SUMMARY_COLUMNS,
      category: crumbColumns(categories),
      parent: crumbColumns(parentCategory),
      top: crumbColumns(topCategory),
      images: sql<
        ProductImage[]
      >`coalesce((select json_agg(json_build_object('url', i.url, 'width', i.width, 'height', i.height, 'alt', i.alt) order by i.position) from ${productImages} i where i.product_id = ${products.id}), '[]'::json)`,
      tiers: sql<
        { minQuantity: number; priceMinor: number }[]
      >`coalesce((select json_agg(json_build_object('minQuantity', t.min_quantity, 'priceMinor', t.price_minor) order by t.min_quantity) from ${productPriceTiers} t where t.product_id = ${products.id}), '[]'::json)`,
      scoreCount: sql<number>`(select count(*)::int from ${productScores} s where s.product_id = ${products.id})`,
      scoreAverage: sql<
        string | null
      >`(select avg(s.score) from ${productScores} s where s.product_id = ${products.id})`,
    })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(units, eq(units.code, products.unitCode))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId))
    .leftJoin(topCategory, eq(topCategory.id, parentCategory.parentId))
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.status, 'published')))
    .prepare(name);
}

async function loadProductRow(id: number) {
  const [row] = await prepared(getDb(), 'product_row', productRowStatement).execute({ id });
  return row;
}

function toCrumb(locale: Locale, row: CrumbRow): CategoryCrumb {
  return {
    id: row.id,
    slug: row.slug,
    level: row.level,
    name: pickLocalised(locale, { en: row.en, cn: row.cn, local: row.names }),
  };
}

/** A review count and average as the page shows them: the average to one decimal, none without reviews. */
function toScoreSummary(n: number, average: string | null): ScoreSummary {
  return { count: n, average: n > 0 && average ? Math.round(Number(average) * 10) / 10 : null };
}

export async function loadScoreSummary(productId: number): Promise<ScoreSummary> {
  const [row] = await getDb()
    .select({ n: count(), average: avg(productScores.score) })
    .from(productScores)
    .where(eq(productScores.productId, productId));
  return toScoreSummary(row?.n ?? 0, row?.average ?? null);
}

function toTiers(rows: { minQuantity: number; priceMinor: number }[]): PriceTier[] {
  return rows.map((r, i) => {
    const following = rows[i + 1];
    return { ...r, maxQuantity: following ? following.minQuantity - 1 : null };
  });
}

/** A published product with everything its page shows, names in the reader's language; undefined if none. */
export async function loadProductDetail(locale: Locale, id: number): Promise<ProductDetail | undefined> {
  const row = await loadProductRow(id);
  if (!row) return undefined;
  const name = pickLocalised(locale, { en: row.nameEn, cn: row.nameCn, local: row.names });
  // industry first, the product's own category last (breadcrumbs)
  const categoryPath = [row.top, row.parent, row.category]
    .filter((c): c is CrumbRow => c !== null)
    .map((c) => toCrumb(locale, c));
  return {
    id: row.id,
    slug: row.slug,
    name,
    description: pickLocalised(locale, { en: row.descriptionEn, cn: row.descriptionCn, local: row.descriptions }),
    attributes: row.attributes,
    images: row.images.map((i) => ({ ...i, alt: i.alt || name })),
    currency: row.currency,
    moq: row.moq,
    unit:
      locale === 'en' ? row.unitEn : pickLocalised(locale, { en: row.unitEn, cn: row.unitCn, local: row.unitNames }),
    priceMinMinor: row.priceMinMinor,
    priceMaxMinor: row.priceMaxMinor,
    tiers: toTiers(row.tiers),
    categoryId: row.categoryId,
    categoryPath,
    supplier: toSupplierSummary(locale, row.supplier),
    scores: toScoreSummary(row.scoreCount, row.scoreAverage),
  };
}

/** loadProductDetail cached per product and language for a minute, tagged with the product and the catalogue. */
export function getProductDetail(locale: Locale, id: number): Promise<ProductDetail | undefined> {
  return unstable_cache(() => loadProductDetail(locale, id), ['product-detail', String(id), locale], {
    revalidate: CACHE_SECONDS.productDetail,
    tags: [CACHE_TAGS.catalogue, productTag(id)],
  })();
}

/**
 * The newest published products of a category, one more than a related list shows: every product page of
 * the category takes its related products from this one list (the product itself left out), so a page
 * nobody has opened yet costs no query of its own for them. bench/README.md "Related products per category".
 */
export function loadCategoryNewest(locale: Locale, categoryId: number): Promise<ProductCard[]> {
  return firstProductCards(locale, { categoryIds: [categoryId] }, { count: RELATED_COUNT + 1 });
}

/** A product's related products out of its category's newest: the product itself never, at most RELATED_COUNT. */
export function relatedOf(newest: readonly ProductCard[], productId: number): ProductCard[] {
  return newest.filter((card) => card.id !== productId).slice(0, RELATED_COUNT);
}

/** The newest published products of the product's category, without the product itself. */
export async function loadRelatedProducts(
  locale: Locale,
  product: Pick<ProductDetail, 'id' | 'categoryId'>,
): Promise<ProductCard[]> {
  return relatedOf(await loadCategoryNewest(locale, product.categoryId), product.id);
}

/**
 * loadRelatedProducts from the category's newest, cached per category and language for as long as a
 * product's detail, tagged with the catalogue and the new arrivals (lib/cache/tags.ts).
 */
export async function getRelatedProducts(
  locale: Locale,
  product: Pick<ProductDetail, 'id' | 'categoryId'>,
): Promise<ProductCard[]> {
  const newest = await unstable_cache(
    () => loadCategoryNewest(locale, product.categoryId),
    ['category-newest', String(product.categoryId), locale],
    { revalidate: CACHE_SECONDS.productDetail, tags: [CACHE_TAGS.catalogue, CACHE_TAGS.newArrivals] },
  )();
  return relatedOf(newest, product.id);
}

export type ScoreItem = {
  id: number;
  reviewerName: string;
  countryCode: string | null;
  score: number;
  comment: string;
  createdAt: string;
};

export type ScoreList = {
  product: { id: number; slug: string; name: string };
  summary: ScoreSummary;
  items: ScoreItem[];
  page: number;
  pageCount: number;
};

export const SCORES_PAGE_SIZE = 20;

/** One page of a published product's reviews, newest first; undefined for an unknown or hidden product. */
export async function loadProductScores(locale: Locale, id: number, page = 1): Promise<ScoreList | undefined> {
  const [p] = await getDb()
    .select({ id: products.id, slug: products.slug, en: products.nameEn, cn: products.nameCn, names: products.names })
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'published')));
  if (!p) return undefined;
  const summary = await loadScoreSummary(id);
  const pageCount = Math.max(1, Math.ceil(summary.count / SCORES_PAGE_SIZE));
  const current = Math.min(Math.max(Math.trunc(page), 1), pageCount);
  const rows = await getDb()
    .select()
    .from(productScores)
    .where(eq(productScores.productId, id))
    .orderBy(desc(productScores.createdAt), desc(productScores.id))
    .limit(SCORES_PAGE_SIZE)
    .offset((current - 1) * SCORES_PAGE_SIZE);
  return {
    product: { id: p.id, slug: p.slug, name: pickLocalised(locale, { en: p.en, cn: p.cn, local: p.names }) },
    summary,
    items: rows.map((r) => ({
      id: r.id,
      reviewerName: r.reviewerName,
      countryCode: r.countryCode,
      score: r.score,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
    })),
    page: current,
    pageCount,
  };
}

export function getProductScores(locale: Locale, id: number, page = 1): Promise<ScoreList | undefined> {
  return unstable_cache(
    () => loadProductScores(locale, id, page),
    ['product-scores', String(id), locale, String(page)],
    {
      revalidate: CACHE_SECONDS.productDetail,
      tags: [CACHE_TAGS.catalogue, productTag(id)],
    },
  )();
}
