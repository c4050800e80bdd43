import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { categories, exhibitions, productImages, products, suppliers, units, websites } from '@/lib/db/schema';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { CACHE_SECONDS, DEFAULT_WEBSITE_ID } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { pickLocalised } from './localise';

export type ProductCard = {
  id: number;
  slug: string;
  name: string;
  imageUrl: string | null;
  imageWidth: number;
  imageHeight: number;
  priceMinMinor: number | null;
  priceMaxMinor: number | null;
  currency: string;
  moq: number;
  unit: string;
  supplierName: string;
};

export type SupplierCard = {
  id: number;
  slug: string;
  name: string;
  city: string | null;
  countryCode: string;
  verified: boolean;
  yearEstablished: number | null;
  logoUrl: string | null;
};
export type IndustryCard = { id: number; name: string; productCount: number };
export type ExhibitionCard = {
  id: number;
  name: string;
  city: string;
  venue: string;
  startsOn: string;
  endsOn: string;
  lifecycle: number;
  coverUrl: string | null;
};

export type HomeData = {
  siteName: string;
  totals: { products: number; suppliers: number };
  industries: IndustryCard[];
  newArrivals: ProductCard[];
  suppliers: SupplierCard[];
  exhibitions: ExhibitionCard[];
};

/** The default site's home page content, in the visitor's language (full home variants: spec §2). */
export async function loadHomeData(locale: Locale): Promise<HomeData> {
  const db = getDb();
  const [site] = await db.select({ name: websites.name }).from(websites).where(eq(websites.id, DEFAULT_WEBSITE_ID));
  const published = eq(products.status, 'published');

  const [industryRows, arrivalRows, supplierRows, exhibitionRows, productTotal, supplierTotal] = await Promise.all([
    db
      .select({
        id: categories.id,
        en: categories.nameEn,
        cn: categories.nameCn,
        names: categories.names,
        productCount: categories.productCount,
      })
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.sort)),
    db
      .select({
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
        supplierEn: suppliers.nameEn,
        supplierCn: suppliers.nameCn,
        supplierNames: suppliers.names,
      })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .innerJoin(units, eq(units.code, products.unitCode))
      .where(published)
      .orderBy(desc(products.publishedAt), desc(products.id))
      .limit(12),
    db
      .select({
        id: suppliers.id,
        slug: suppliers.slug,
        en: suppliers.nameEn,
        cn: suppliers.nameCn,
        names: suppliers.names,
        city: suppliers.city,
        countryCode: suppliers.countryCode,
        verified: suppliers.verified,
        yearEstablished: suppliers.yearEstablished,
        logoUrl: suppliers.logoUrl,
      })
      .from(suppliers)
      .orderBy(desc(suppliers.verified), desc(suppliers.rating), asc(suppliers.id))
      .limit(8),
    db
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
        coverUrl: exhibitions.coverUrl,
      })
      .from(exhibitions)
      // spec §3: lifecycle coming 0 or opening 1; stage 0 is unpublished
      .where(
        and(
          eq(exhibitions.websiteId, DEFAULT_WEBSITE_ID),
          inArray(exhibitions.lifecycle, [0, 1]),
          gt(exhibitions.stage, 0),
        ),
      )
      .orderBy(asc(exhibitions.startsOn))
      .limit(4),
    db.select({ n: count() }).from(products).where(published),
    db.select({ n: count() }).from(suppliers),
  ]);

  const ids = arrivalRows.map((p) => p.id);
  const images = ids.length
    ? await db
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

  return {
    siteName: site?.name ?? 'Sourcefair',
    totals: { products: productTotal[0]?.n ?? 0, suppliers: supplierTotal[0]?.n ?? 0 },
    industries: industryRows.map((r) => ({
      id: r.id,
      name: pickLocalised(locale, { en: r.en, cn: r.cn, local: r.names }),
      productCount: r.productCount,
    })),
    newArrivals: arrivalRows.map((r) => {
      const image = imageByProduct.get(r.id);
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
        unit: locale === 'zh' ? r.unitCn : r.unitEn,
        supplierName: pickLocalised(locale, { en: r.supplierEn, cn: r.supplierCn, local: r.supplierNames }),
      };
    }),
    suppliers: supplierRows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: pickLocalised(locale, { en: r.en, cn: r.cn, local: r.names }),
      city: r.city,
      countryCode: r.countryCode,
      verified: r.verified,
      yearEstablished: r.yearEstablished,
      logoUrl: r.logoUrl,
    })),
    exhibitions: exhibitionRows.map((r) => ({
      id: r.id,
      name: pickLocalised(locale, { en: r.en, cn: r.cn, local: r.names }),
      city: r.city,
      venue: r.venue,
      startsOn: r.startsOn,
      endsOn: r.endsOn,
      lifecycle: r.lifecycle,
      coverUrl: r.coverUrl,
    })),
  };
}

/** loadHomeData cached per language for spec §9's home-list window; tagged for revalidation. */
export const getHomeData = unstable_cache(loadHomeData, ['home-data'], {
  revalidate: CACHE_SECONDS.homeLists,
  tags: [CACHE_TAGS.home, CACHE_TAGS.catalogue],
});
