import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, asc, avg, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
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
import { firstProductCards } from './cards';
import type { ProductCard } from './home';
import { pickLocalised } from './localise';
import { toSupplierSummary, type SupplierSummary } from './supplier';

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
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

async function loadProductRow(id: number) {
  const [row] = await getDb()
    .select({
      product: products,
      unitEn: units.nameEnPlural,
      unitCn: units.nameCn,
      unitNames: units.names,
      supplier: suppliers,
    })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .innerJoin(units, eq(units.code, products.unitCode))
    .where(and(eq(products.id, id), eq(products.status, 'published')));
  return row;
}

/** The category and its ancestors, industry (level 1) first. The tree is at most three levels deep. */
export async function loadCategoryPath(locale: Locale, categoryId: number): Promise<CategoryCrumb[]> {
  const path: CategoryCrumb[] = [];
  let next: number | null = categoryId;
  for (let depth = 0; next !== null && depth < 3; depth += 1) {
    const [row] = await getDb().select().from(categories).where(eq(categories.id, next));
    if (!row) break;
    path.unshift({
      id: row.id,
      slug: row.slug,
      level: row.level,
      name: pickLocalised(locale, { en: row.nameEn, cn: row.nameCn, local: row.names }),
    });
    next = row.parentId;
  }
  return path;
}

export async function loadScoreSummary(productId: number): Promise<ScoreSummary> {
  const [row] = await getDb()
    .select({ n: count(), average: avg(productScores.score) })
    .from(productScores)
    .where(eq(productScores.productId, productId));
  const n = row?.n ?? 0;
  return { count: n, average: n > 0 && row?.average ? Math.round(Number(row.average) * 10) / 10 : null };
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
  const { product: p, supplier } = row;
  const db = getDb();
  const [images, tiers, categoryPath, scores] = await Promise.all([
    db
      .select({
        url: productImages.url,
        width: productImages.width,
        height: productImages.height,
        alt: productImages.alt,
      })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position)),
    db
      .select({ minQuantity: productPriceTiers.minQuantity, priceMinor: productPriceTiers.priceMinor })
      .from(productPriceTiers)
      .where(eq(productPriceTiers.productId, id))
      .orderBy(asc(productPriceTiers.minQuantity)),
    loadCategoryPath(locale, p.categoryId),
    loadScoreSummary(id),
  ]);
  const name = pickLocalised(locale, { en: p.nameEn, cn: p.nameCn, local: p.names });
  return {
    id: p.id,
    slug: p.slug,
    name,
    description: pickLocalised(locale, { en: p.descriptionEn, cn: p.descriptionCn, local: p.descriptions }),
    attributes: p.attributes,
    images: images.map((i) => ({ ...i, alt: i.alt || name })),
    currency: p.currency,
    moq: p.moq,
    unit:
      locale === 'en' ? row.unitEn : pickLocalised(locale, { en: row.unitEn, cn: row.unitCn, local: row.unitNames }),
    priceMinMinor: p.priceMinMinor,
    priceMaxMinor: p.priceMaxMinor,
    tiers: toTiers(tiers),
    categoryId: p.categoryId,
    categoryPath,
    supplier: toSupplierSummary(locale, supplier),
    scores,
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
