import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, arrayOverlaps, asc, count, desc, eq, gt, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import {
  catalogueCounts,
  categories,
  enquiries,
  exhibitions,
  preRegistrations,
  products,
  rfqs,
  suppliers,
} from '@/lib/db/schema';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { CACHE_SECONDS } from '@/lib/constants';
import type { Locale } from '@/lib/i18n/locales';
import { marketsOfCountry } from '@/lib/reference/market-regions';
import type { Audience } from '@/lib/routes/registry';
import { firstProductCards } from './cards';
import type { ProductCard } from './card-schema';
import { pickLocalised } from './localise';

export type { ProductCard };

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
export type IndustryCard = { id: number; slug: string; name: string; productCount: number };
export type CategoryCard = { id: number; slug: string; name: string; productCount: number };
export type ExhibitionCard = {
  id: number;
  name: string;
  city: string;
  venue: string;
  countryCode: string;
  startsOn: string;
  endsOn: string;
  lifecycle: number;
  coverUrl: string | null;
  /** Booths still open to book (what a supplier looking for a stand needs). */
  availableBooths: number;
};
/** spec §2 supplier home (China): what buyers are asking for right now. */
export type BuyerDemand = { openRfqs: number; enquiries30d: number; preRegisteredBuyers: number };

/** The parts of a site a home variant depends on (spec §2: by audience mode). */
export type HomeSite = { id: number; name: string; audience: Audience; countryCode: string | null };

export type HomeData = {
  siteName: string;
  audience: Audience;
  totals: { products: number; suppliers: number };
  industries: IndustryCard[];
  featuredCategories: CategoryCard[];
  newArrivals: ProductCard[];
  hotProducts: ProductCard[];
  suppliers: SupplierCard[];
  exhibitions: ExhibitionCard[];
  demand: BuyerDemand | null;
};

const HOME_LIST_SIZE = 12;
const DAY_MS = 86_400_000;

/** Level-1 categories (industries), in their sort order. */
export async function loadIndustries(locale: Locale): Promise<IndustryCard[]> {
  const rows = await getDb()
    .select({
      id: categories.id,
      slug: categories.slug,
      en: categories.nameEn,
      cn: categories.nameCn,
      names: categories.names,
      productCount: categories.productCount,
    })
    .from(categories)
    .where(isNull(categories.parentId))
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((r) => ({ ...pick(locale, r), productCount: r.productCount }));
}

/** Categories flagged `featured` below the industry level, largest first. */
export async function loadFeaturedCategories(locale: Locale): Promise<CategoryCard[]> {
  const rows = await getDb()
    .select({
      id: categories.id,
      slug: categories.slug,
      en: categories.nameEn,
      cn: categories.nameCn,
      names: categories.names,
      productCount: categories.productCount,
    })
    .from(categories)
    .where(and(eq(categories.featured, true), gt(categories.level, 1)))
    .orderBy(desc(categories.productCount), asc(categories.id))
    .limit(HOME_LIST_SIZE);
  return rows.map((r) => ({ ...pick(locale, r), productCount: r.productCount }));
}

/** The newest published products (spec §9 caches this list for a day). */
export async function loadNewArrivals(locale: Locale): Promise<ProductCard[]> {
  return firstProductCards(locale, {}, { sort: 'newest', count: HOME_LIST_SIZE });
}

/** Published products flagged hot, newest first. */
export async function loadHotProducts(locale: Locale): Promise<ProductCard[]> {
  return firstProductCards(locale, { hotOnly: true }, { sort: 'newest', count: HOME_LIST_SIZE });
}

/**
 * Suppliers for the home page: verified and best rated first. A country site shows suppliers based in
 * its country or selling to it: a main market names the country or a region that takes it in.
 */
export async function loadHomeSuppliers(locale: Locale, countryCode: string | null): Promise<SupplierCard[]> {
  const where = countryCode
    ? or(
        eq(suppliers.countryCode, countryCode),
        arrayOverlaps(suppliers.mainMarkets, [countryCode, ...marketsOfCountry(countryCode)]),
      )
    : undefined;
  const rows = await getDb()
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
    .where(where)
    .orderBy(desc(suppliers.verified), sql`${suppliers.rating} DESC NULLS LAST`, asc(suppliers.id))
    .limit(8);
  return rows.map(({ en, cn, names, ...r }) => ({ ...r, name: pickLocalised(locale, { en, cn, local: names }) }));
}

/** Whose exhibitions: a site's own (and its country's), or every site's (siteId null). */
export type ExhibitionScope = { siteId: number | null; countryCode: string | null };

/**
 * Upcoming exhibitions: published (stage > 0, spec §3) and coming or open (lifecycle 0 or 1), soonest
 * first.
 */
export async function loadHomeExhibitions(locale: Locale, scope: ExhibitionScope): Promise<ExhibitionCard[]> {
  const db = getDb();
  const whereSite: SQL | undefined =
    scope.siteId === null
      ? undefined
      : scope.countryCode
        ? or(eq(exhibitions.websiteId, scope.siteId), eq(exhibitions.countryCode, scope.countryCode))
        : eq(exhibitions.websiteId, scope.siteId);
  const rows = await db
    .select({
      id: exhibitions.id,
      en: exhibitions.nameEn,
      cn: exhibitions.nameCn,
      names: exhibitions.names,
      city: exhibitions.city,
      venue: exhibitions.venue,
      countryCode: exhibitions.countryCode,
      startsOn: exhibitions.startsOn,
      endsOn: exhibitions.endsOn,
      lifecycle: exhibitions.lifecycle,
      coverUrl: exhibitions.coverUrl,
      // written out: drizzle leaves the outer column unqualified, which would bind to booths.id inside
      availableBooths: sql<number>`(SELECT count(*)::int FROM booths b WHERE b.exhibition_id = exhibitions.id AND b.status = 'available')`,
    })
    .from(exhibitions)
    .where(and(inArray(exhibitions.lifecycle, [0, 1]), gt(exhibitions.stage, 0), whereSite))
    .orderBy(asc(exhibitions.startsOn), asc(exhibitions.id))
    .limit(4);
  return rows.map(({ en, cn, names, ...r }) => ({ ...r, name: pickLocalised(locale, { en, cn, local: names }) }));
}

/** spec §2 supplier home: buyer demand figures (open RFQs, enquiries of the last 30 days, pre-registrations). */
export async function loadBuyerDemand(now: Date = new Date()): Promise<BuyerDemand> {
  const db = getDb();
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const [open, recent, registered] = await Promise.all([
    db.select({ n: count() }).from(rfqs).where(eq(rfqs.status, 'open')),
    db.select({ n: count() }).from(enquiries).where(gte(enquiries.createdAt, since)),
    db
      .select({ n: sql<number>`count(DISTINCT ${preRegistrations.email})::int` })
      .from(preRegistrations)
      .innerJoin(exhibitions, eq(exhibitions.id, preRegistrations.exhibitionId))
      .where(inArray(exhibitions.lifecycle, [0, 1])),
  ]);
  return { openRfqs: open[0]?.n ?? 0, enquiries30d: recent[0]?.n ?? 0, preRegisteredBuyers: registered[0]?.n ?? 0 };
}

/**
 * The published products, from the row the products' triggers keep (catalogueCounts, migration 0005):
 * counting them took about 0.4 s at a million. Without the row (a table emptied by hand) they are counted.
 */
export async function loadPublishedCount(): Promise<number> {
  const db = getDb();
  const kept = await db.select({ n: catalogueCounts.publishedProducts }).from(catalogueCounts);
  return (
    kept[0]?.n ?? (await db.select({ n: count() }).from(products).where(eq(products.status, 'published')))[0]?.n ?? 0
  );
}

/** The hero's figures: published products (kept) and suppliers (a few thousand, counted). */
export async function loadTotals(): Promise<HomeData['totals']> {
  const [published, supplierTotal] = await Promise.all([
    loadPublishedCount(),
    getDb().select({ n: count() }).from(suppliers),
  ]);
  return { products: published, suppliers: supplierTotal[0]?.n ?? 0 };
}

function pick(
  locale: Locale,
  r: { id: number; slug: string; en: string; cn: string; names: Partial<Record<string, string>> },
) {
  return { id: r.id, slug: r.slug, name: pickLocalised(locale, { en: r.en, cn: r.cn, local: r.names }) };
}

// spec §9 cache windows: industries 900 s, new arrivals 86,400 s, every other home list 60 s.
const homeTags = [CACHE_TAGS.home, CACHE_TAGS.catalogue];
const homeList = { revalidate: CACHE_SECONDS.homeLists, tags: homeTags };
export const getIndustries = unstable_cache(loadIndustries, ['home-industries'], {
  revalidate: CACHE_SECONDS.industries,
  tags: [...homeTags, CACHE_TAGS.categories],
});
export const getNewArrivals = unstable_cache(loadNewArrivals, ['home-new-arrivals'], {
  revalidate: CACHE_SECONDS.newArrivals,
  tags: [...homeTags, CACHE_TAGS.newArrivals],
});
export const getFeaturedCategories = unstable_cache(loadFeaturedCategories, ['home-featured-categories'], homeList);
export const getHotProducts = unstable_cache(loadHotProducts, ['home-hot-products'], homeList);
export const getHomeSuppliers = unstable_cache(loadHomeSuppliers, ['home-suppliers'], homeList);
export const getHomeExhibitions = unstable_cache(loadHomeExhibitions, ['home-exhibitions'], homeList);
export const getTotals = unstable_cache(loadTotals, ['home-totals'], homeList);
// Dates do not survive the cache's JSON: the cached variant always counts from now.
export const getBuyerDemand = unstable_cache(() => loadBuyerDemand(), ['home-buyer-demand'], {
  ...homeList,
  tags: [...homeTags, CACHE_TAGS.buyerDemand],
});

type Loaders = {
  industries: typeof loadIndustries;
  featuredCategories: typeof loadFeaturedCategories;
  newArrivals: typeof loadNewArrivals;
  hotProducts: typeof loadHotProducts;
  suppliers: typeof loadHomeSuppliers;
  exhibitions: typeof loadHomeExhibitions;
  totals: typeof loadTotals;
  demand: () => Promise<BuyerDemand>;
};

/** The home page of a site in its audience variant (spec §2), each list from the given loaders. */
async function composeHome(locale: Locale, site: HomeSite, load: Loaders): Promise<HomeData> {
  const supplierHome = site.audience === 'supplier_home';
  const country = site.audience === 'country_site' ? site.countryCode : null;
  const [industries, featuredCategories, newArrivals, hotProducts, supplierCards, exhibitionCards, totals, demand] =
    await Promise.all([
      load.industries(locale),
      supplierHome ? Promise.resolve([]) : load.featuredCategories(locale),
      supplierHome ? Promise.resolve([]) : load.newArrivals(locale),
      load.hotProducts(locale),
      supplierHome ? Promise.resolve([]) : load.suppliers(locale, country),
      // the supplier home lists every upcoming exhibition (places to exhibit), not only its own site's
      load.exhibitions(locale, { siteId: supplierHome ? null : site.id, countryCode: country }),
      load.totals(),
      supplierHome ? load.demand() : Promise.resolve(null),
    ]);
  return {
    siteName: site.name,
    audience: site.audience,
    totals,
    industries,
    featuredCategories,
    newArrivals,
    hotProducts,
    suppliers: supplierCards,
    exhibitions: exhibitionCards,
    demand,
  };
}

const uncached: Loaders = {
  industries: loadIndustries,
  featuredCategories: loadFeaturedCategories,
  newArrivals: loadNewArrivals,
  hotProducts: loadHotProducts,
  suppliers: loadHomeSuppliers,
  exhibitions: loadHomeExhibitions,
  totals: loadTotals,
  demand: () => loadBuyerDemand(),
};
const cached: Loaders = {
  industries: getIndustries,
  featuredCategories: getFeaturedCategories,
  newArrivals: getNewArrivals,
  hotProducts: getHotProducts,
  suppliers: getHomeSuppliers,
  exhibitions: getHomeExhibitions,
  totals: getTotals,
  demand: getBuyerDemand,
};

/** Uncached home content, for tests. */
export function loadHomeData(locale: Locale, site: HomeSite = DEFAULT_HOME_SITE): Promise<HomeData> {
  return composeHome(locale, site, uncached);
}

/** Home content from the cached lists (each for its own spec §9 window). */
export function getHomeData(locale: Locale, site: HomeSite = DEFAULT_HOME_SITE): Promise<HomeData> {
  return composeHome(locale, site, cached);
}

const DEFAULT_HOME_SITE: HomeSite = { id: 1001, name: 'Sourcefair', audience: 'global_buyer', countryCode: null };
