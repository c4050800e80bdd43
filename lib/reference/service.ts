import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { memoize } from '@/lib/cache/memo';
import { pickLocalised, unitName } from '@/lib/catalogue/localise';
import { CACHE_SECONDS, DEFAULT_WEBSITE_ID } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { categories, countries, tags, units, websites } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/catalogue';
import { PAYMENT_BRANDS, PAYMENT_TERMS, SHIPMENT_TERMS } from './codes';
import type { CategoryNode, Country, IndustryTree, Website } from './schemas';

const INDUSTRIES_MS = CACHE_SECONDS.industries * 1000; // spec §9: cached industries 900,000 ms

type CategoryRow = typeof categories.$inferSelect;
type TagRow = typeof tags.$inferSelect;

function localName(
  locale: Locale,
  row: { nameEn: string; nameCn: string; names: Partial<Record<string, string>> | null },
) {
  return pickLocalised(locale, { en: row.nameEn, cn: row.nameCn, local: row.names ?? {} });
}

async function readTree(): Promise<{ categories: CategoryRow[]; tags: TagRow[] }> {
  return memoize('reference:tree', INDUSTRIES_MS, async () => {
    const db = getDb();
    const [categoryRows, tagRows] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.level), asc(categories.sort), asc(categories.id)),
      db.select().from(tags).orderBy(asc(tags.code)),
    ]);
    return { categories: categoryRows, tags: tagRows };
  });
}

function industryTree(locale: Locale, industry: CategoryRow, all: CategoryRow[], tagRows: TagRow[]): IndustryTree {
  return {
    id: industry.id,
    name: localName(locale, industry),
    enName: industry.nameEn,
    children: all
      .filter((c) => c.parentId === industry.id)
      .map((c) => ({
        id: c.id,
        name: localName(locale, c),
        enName: c.nameEn,
        tags: tagRows.filter((t) => t.categoryId === c.id).map((t) => ({ code: t.code, name: localName(locale, t) })),
      })),
  };
}

/** spec §3 category/tag tree of one industry (cateAndTagV2); undefined when it is not an industry. */
export async function getIndustryTree(locale: Locale, industryId: number): Promise<IndustryTree | undefined> {
  const tree = await readTree();
  const industry = tree.categories.find((c) => c.id === industryId && c.level === 1);
  return industry && industryTree(locale, industry, tree.categories, tree.tags);
}

/** Every industry's tree (cateAndTag). */
export async function getIndustryTrees(locale: Locale): Promise<IndustryTree[]> {
  const tree = await readTree();
  return tree.categories.filter((c) => c.level === 1).map((i) => industryTree(locale, i, tree.categories, tree.tags));
}

/** The whole category tree, every level (allCategory.json, getAllCategory). */
export async function getCategoryTree(locale: Locale): Promise<CategoryNode[]> {
  const tree = await readTree();
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const c of tree.categories) byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), c]);
  const build = (parent: number | null): CategoryNode[] =>
    (byParent.get(parent) ?? []).map((c) => ({
      id: c.id,
      name: localName(locale, c),
      enName: c.nameEn,
      children: build(c.id),
    }));
  return build(null);
}

/** Level-2 categories with their industry, for the RFQ form (rfqCategory). */
export async function getRfqCategories(locale: Locale) {
  const tree = await readTree();
  const industries = new Map(tree.categories.filter((c) => c.level === 1).map((c) => [c.id, c]));
  return tree.categories
    .filter((c) => c.level === 2 && c.parentId !== null && industries.has(c.parentId))
    .map((c) => {
      const industry = industries.get(c.parentId as number) as CategoryRow;
      return {
        id: c.id,
        name: localName(locale, c),
        enName: c.nameEn,
        industryId: industry.id,
        industryName: localName(locale, industry),
      };
    });
}

export async function getCountries(locale: Locale): Promise<Country[]> {
  const rows = await memoize('reference:countries', INDUSTRIES_MS, () =>
    getDb().select().from(countries).orderBy(asc(countries.nameEn)),
  );
  const display = new Intl.DisplayNames([locale === 'id' ? 'id' : locale], { type: 'region', fallback: 'none' });
  const list = rows.map((c) => ({
    code: c.code,
    name: locale === 'zh' ? c.nameCn : (safeRegionName(display, c.code) ?? c.nameEn),
    enName: c.nameEn,
    cnName: c.nameCn,
    dialingCode: c.dialingCode,
    consentRequired: c.consentRequired,
  }));
  // a picker lists the countries in the reader's alphabet: Ägypten before Australien, not where "Egypt" sorts
  const collator = new Intl.Collator(locale);
  return list.sort((a, b) => collator.compare(a.name, b.name));
}

function safeRegionName(display: Intl.DisplayNames, code: string): string | undefined {
  try {
    return display.of(code.trim());
  } catch {
    return undefined;
  }
}

export async function getCountry(code: string) {
  const rows = await memoize('reference:countries', INDUSTRIES_MS, () =>
    getDb().select().from(countries).orderBy(asc(countries.nameEn)),
  );
  return rows.find((c) => c.code === code);
}

function toWebsite(row: typeof websites.$inferSelect): Website {
  return {
    websiteId: row.id,
    code: row.code,
    name: row.name,
    deployPath: row.deployPath,
    areaNodeDomain: row.domain,
    audienceMode: row.audienceMode,
    languages: row.languages,
    defaultLanguage: row.defaultLanguage,
    countryCode: row.countryCode,
    themeColor: row.themeColor,
    websiteType: row.websiteType,
  };
}

export async function getWebsites(): Promise<Website[]> {
  const rows = await getDb().select().from(websites).orderBy(asc(websites.sort), asc(websites.id));
  return rows.map(toWebsite);
}

export async function getWebsite(websiteId: number = DEFAULT_WEBSITE_ID): Promise<Website | undefined> {
  const [row] = await getDb().select().from(websites).where(eq(websites.id, websiteId));
  return row && toWebsite(row);
}

export async function getUnits(locale: Locale) {
  const rows = await getDb().select().from(units).orderBy(asc(units.code));
  return rows.map((u) => {
    const { name, singular } = unitName(locale, u);
    return { code: u.code, name: singular, pluralName: name };
  });
}

type ReferenceMessages = typeof import('@/messages/en/reference.json');

async function referenceMessages(locale: Locale): Promise<ReferenceMessages> {
  return (await loadMessages(locale)).reference as ReferenceMessages;
}

/** Payment terms: translated ones from the messages, brand names as they are written everywhere. */
export async function getPaymentTerms(locale: Locale) {
  const { paymentTerms } = await referenceMessages(locale);
  return [...PAYMENT_TERMS.map((code) => ({ code, name: paymentTerms[code] })), ...PAYMENT_BRANDS];
}

export async function getShipmentTerms(locale: Locale) {
  const { shipmentTerms } = await referenceMessages(locale);
  return SHIPMENT_TERMS.map((code) => ({ code, name: shipmentTerms[code] }));
}
