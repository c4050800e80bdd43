import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { booths, exhibitions, exhibitors, products, suppliers } from '@/lib/db/schema';
import { CACHE_TAGS, supplierTag } from '@/lib/cache/tags';
import { CACHE_SECONDS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { listProductCards, type Page } from './cards';
import type { ProductCard } from './home';
import { pickLocalised } from './localise';

/** The supplier as a product page shows it (its card). */
export type SupplierSummary = {
  id: number;
  slug: string;
  name: string;
  city: string | null;
  countryCode: string;
  verified: boolean;
  yearEstablished: number | null;
  logoUrl: string | null;
  responseRate: number | null;
  rating: number | null;
};

export type SupplierExhibition = {
  id: number;
  name: string;
  city: string;
  venue: string;
  startsOn: string;
  endsOn: string;
  lifecycle: number;
  boothCode: string | null;
};

export type SupplierDetail = SupplierSummary & {
  province: string | null;
  description: string;
  employees: number | null;
  mainMarkets: string[];
  productCount: number;
  exhibitions: SupplierExhibition[];
};

type SupplierRow = typeof suppliers.$inferSelect;

/** The supplier columns a summary reads (a product page selects only these). */
export const SUPPLIER_SUMMARY_COLUMNS = {
  id: suppliers.id,
  slug: suppliers.slug,
  nameEn: suppliers.nameEn,
  nameCn: suppliers.nameCn,
  names: suppliers.names,
  city: suppliers.city,
  countryCode: suppliers.countryCode,
  verified: suppliers.verified,
  yearEstablished: suppliers.yearEstablished,
  logoUrl: suppliers.logoUrl,
  responseRate: suppliers.responseRate,
  rating: suppliers.rating,
};

export function toSupplierSummary(
  locale: Locale,
  s: Pick<SupplierRow, keyof typeof SUPPLIER_SUMMARY_COLUMNS>,
): SupplierSummary {
  return {
    id: s.id,
    slug: s.slug,
    name: pickLocalised(locale, { en: s.nameEn, cn: s.nameCn, local: s.names }),
    city: s.city,
    countryCode: s.countryCode,
    verified: s.verified,
    yearEstablished: s.yearEstablished,
    logoUrl: s.logoUrl,
    responseRate: s.responseRate,
    rating: s.rating === null ? null : Number(s.rating),
  };
}

/** The exhibitions a supplier exhibits at (exhibitors → exhibitions), published ones only (stage 0: spec §3). */
export async function loadSupplierExhibitions(locale: Locale, supplierId: number): Promise<SupplierExhibition[]> {
  const rows = await getDb()
    .select({
      id: exhibitions.id,
      en: exhibitions.nameEn,
      cn: exhibitions.nameCn,
      names: exhibitions.names,
      city: exhibitions.city,
      venue: exhibitions.venue,
      startsOn: exhibitions.startsOn,
      endsOn: exhibitions.endsOn,
      lifecycle: exhibitions.lifecycle,
      boothCode: booths.code,
    })
    .from(exhibitors)
    .innerJoin(exhibitions, eq(exhibitions.id, exhibitors.exhibitionId))
    .leftJoin(booths, eq(booths.id, exhibitors.boothId))
    .where(and(eq(exhibitors.supplierId, supplierId), gt(exhibitions.stage, 0)))
    .orderBy(asc(exhibitions.startsOn), asc(exhibitions.id));
  return rows.map(({ en, cn, names, ...r }) => ({ ...r, name: pickLocalised(locale, { en, cn, local: names }) }));
}

/** A supplier's profile, its published product count and its exhibitions; undefined for an unknown id. */
export async function loadSupplierDetail(locale: Locale, id: number): Promise<SupplierDetail | undefined> {
  const db = getDb();
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, id));
  if (!row) return undefined;
  const [totals, shows] = await Promise.all([
    db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.supplierId, id), eq(products.status, 'published'))),
    loadSupplierExhibitions(locale, id),
  ]);
  return {
    ...toSupplierSummary(locale, row),
    province: row.province,
    description: pickLocalised(locale, { en: row.descriptionEn, cn: row.descriptionCn, local: row.descriptions }),
    employees: row.employees,
    mainMarkets: row.mainMarkets,
    productCount: totals[0]?.n ?? 0,
    exhibitions: shows,
  };
}

export function getSupplierDetail(locale: Locale, id: number): Promise<SupplierDetail | undefined> {
  return unstable_cache(() => loadSupplierDetail(locale, id), ['supplier-detail', String(id), locale], {
    revalidate: CACHE_SECONDS.productDetail,
    tags: [CACHE_TAGS.catalogue, supplierTag(id)],
  })();
}

export const SUPPLIER_PRODUCTS_PAGE_SIZE = 24;

/** One page of a supplier's published products, newest first. */
export function loadSupplierProducts(locale: Locale, id: number, page: number): Promise<Page<ProductCard>> {
  return listProductCards(locale, { supplierId: id }, { page, pageSize: SUPPLIER_PRODUCTS_PAGE_SIZE });
}

export function getSupplierProducts(locale: Locale, id: number, page: number): Promise<Page<ProductCard>> {
  return unstable_cache(
    () => loadSupplierProducts(locale, id, page),
    ['supplier-products', String(id), locale, String(page)],
    {
      revalidate: CACHE_SECONDS.productDetail,
      tags: [CACHE_TAGS.catalogue, supplierTag(id)],
    },
  )();
}
