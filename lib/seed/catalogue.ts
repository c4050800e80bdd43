/**
 * Pure generators for the demo catalogue: given a seeded generator they return plain rows, the same
 * rows for the same seed. lib/seed/run.ts writes them to the database.
 */
import { slugify } from '@/lib/links/slug';
import type { Rng } from './prng';
import { FOREIGN_SUPPLIERS, MAIN_MARKETS, SUPPLIER_CITIES, SUPPLIER_ROOTS, SUPPLIER_SUFFIXES } from './reference';
import {
  SEED_ADDED_LANGUAGES,
  SEED_LOCAL_LANGUAGES,
  type CategorySeed,
  type IndustrySeed,
  type SeedAddedLanguage,
  type Words,
} from './types';
import { TREE_NAMES } from './tree-names';
import { composeLocalName } from './product-words';

const DAY_MS = 86_400_000;

export type CategoryRow = {
  id: number;
  parentId: number | null;
  level: 1 | 2;
  nameEn: string;
  nameCn: string;
  names: Record<string, string>;
  slug: string;
  sort: number;
  featured: boolean;
};
export type TagRow = {
  code: string;
  categoryId: number;
  nameEn: string;
  nameCn: string;
  names: Record<string, string>;
};
export type LeafCategory = { id: number; industryIndex: number; seed: CategorySeed };

/** A tree node's names besides English and Chinese: the vocabulary's languages and the seven added ones. */
export function localNames(words: Words): Record<string, string> {
  const names: Record<string, string> = {};
  for (const lang of SEED_LOCAL_LANGUAGES) names[lang] = words[lang];
  for (const lang of SEED_ADDED_LANGUAGES) {
    const name = TREE_NAMES[lang][words.en];
    if (name) names[lang] = name;
  }
  return names;
}

/** spec §3 tree: industries get ids 1..n, their level-2 categories follow, tags are TG + 5 digits. */
export function buildCategoryTree(industries: IndustrySeed[]): {
  categories: CategoryRow[];
  tags: TagRow[];
  leaves: LeafCategory[];
} {
  const categories: CategoryRow[] = [];
  const tags: TagRow[] = [];
  const leaves: LeafCategory[] = [];
  industries.forEach((industry, i) => {
    categories.push({
      id: i + 1,
      parentId: null,
      level: 1,
      nameEn: industry.name.en,
      nameCn: industry.name.zh,
      names: localNames(industry.name),
      slug: slugify(industry.name.en),
      sort: i,
      featured: i < 6,
    });
  });
  let nextId = industries.length + 1;
  let tagNo = 10001;
  industries.forEach((industry, i) => {
    industry.categories.forEach((category, j) => {
      const id = nextId++;
      categories.push({
        id,
        parentId: i + 1,
        level: 2,
        nameEn: category.name.en,
        nameCn: category.name.zh,
        names: localNames(category.name),
        slug: slugify(category.name.en),
        sort: j,
        featured: j === 0,
      });
      leaves.push({ id, industryIndex: i, seed: category });
      for (const tag of category.tags) {
        tags.push({ code: `TG${tagNo++}`, categoryId: id, nameEn: tag.en, nameCn: tag.zh, names: localNames(tag) });
      }
    });
  });
  return { categories, tags, leaves };
}

export type SupplierRow = {
  id: number;
  slug: string;
  nameEn: string;
  nameCn: string;
  names: Record<string, string>;
  countryCode: string;
  province: string | null;
  city: string;
  verified: boolean;
  yearEstablished: number;
  employees: number;
  businessType: number;
  mainMarkets: string[];
  descriptionEn: string;
  descriptionCn: string;
  logoUrl: string;
  responseRate: number;
  rating: string;
  createdAt: string;
  /** The level-2 categories this supplier makes products in. */
  categoryIds: number[];
};

export function buildSuppliers(rng: Rng, count: number, leaves: LeafCategory[], anchor: Date): SupplierRow[] {
  const suppliers: SupplierRow[] = [];
  const foreign = count >= 40 ? FOREIGN_SUPPLIERS.length : 0;
  const combos = SUPPLIER_CITIES.length * SUPPLIER_ROOTS.length * SUPPLIER_SUFFIXES.length;
  const order = rng.sample([...Array(combos).keys()], combos);
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const home = rng.pick(leaves);
    const sister = leaves.filter((leaf) => leaf.industryIndex === home.industryIndex && leaf.id !== home.id);
    const categoryIds = rng.chance(0.6) && sister.length > 0 ? [home.id, rng.pick(sister).id] : [home.id];
    const year = rng.int(1992, anchor.getUTCFullYear() - 1);
    const employees = rng.pick([25, 50, 80, 120, 200, 350, 500, 800, 1200, 3000]);
    const markets = rng.sample(MAIN_MARKETS, rng.int(2, 5));
    const common = {
      id,
      verified: rng.chance(0.55),
      yearEstablished: year,
      employees,
      mainMarkets: markets,
      logoUrl: `/media/gen/logo/${id}.svg`,
      responseRate: rng.int(62, 100),
      rating: (3.6 + rng.int(0, 14) / 10).toFixed(1),
      createdAt: new Date(anchor.getTime() - rng.int(30, 2000) * DAY_MS).toISOString(),
      categoryIds,
    };
    if (i < foreign) {
      const f = FOREIGN_SUPPLIERS[i]!;
      suppliers.push({
        ...common,
        slug: slugify(f.en),
        nameEn: f.en,
        nameCn: f.en,
        names: { ...f.local },
        countryCode: f.country,
        province: null,
        city: f.city,
        businessType: rng.int(1, 10),
        descriptionEn: `${f.en} is a ${home.seed.name.en.toLowerCase()} maker in ${f.city}, established in ${year}, exporting to ${markets.join(', ')}.`,
        descriptionCn: `${f.en}成立于${year}年，位于${f.city}，主营${home.seed.name.zh}，出口至${markets.length}个市场。`,
      });
      continue;
    }
    const n = order[(i - foreign) % combos]!;
    const city = SUPPLIER_CITIES[n % SUPPLIER_CITIES.length]!;
    const root = SUPPLIER_ROOTS[Math.floor(n / SUPPLIER_CITIES.length) % SUPPLIER_ROOTS.length]!;
    const suffix = SUPPLIER_SUFFIXES[Math.floor(n / (SUPPLIER_CITIES.length * SUPPLIER_ROOTS.length))]!;
    const round = Math.floor((i - foreign) / combos);
    const branchEn = round > 0 ? ` (Branch ${round + 1})` : '';
    const branchCn = round > 0 ? `第${round + 1}分公司` : '';
    const nameEn = `${city.en} ${root.en} ${suffix.en}${branchEn}`;
    const nameCn = `${city.zh}${root.zh}${suffix.zh}${branchCn}`;
    suppliers.push({
      ...common,
      slug: slugify(nameEn),
      nameEn,
      nameCn,
      names: {},
      countryCode: 'CN',
      province: city.province,
      city: city.en,
      businessType: suffix.businessType,
      descriptionEn: `Founded in ${year} in ${city.en}, ${city.province}, we make ${home.seed.name.en.toLowerCase()} for buyers in ${markets.join(', ')}. About ${employees} staff; OEM and ODM welcome.`,
      descriptionCn: `公司成立于${year}年，位于${city.zh}，专业生产${home.seed.name.zh}，员工约${employees}人，支持OEM/ODM定制。`,
    });
  }
  return suppliers;
}

function isAddedLanguage(lang: string): lang is SeedAddedLanguage {
  return (SEED_ADDED_LANGUAGES as readonly string[]).includes(lang);
}

/**
 * German writes a noun modifier and the noun as one compound, in trade names with a hyphen
 * ("Edelstahl-Rührschüssel", never "Edelstahl Rührschüssel"), and an inflected adjective apart from it
 * ("Wasserdichte Straßenleuchte", "Individuell bedrucktes Produktetikett"). The vocabulary's adjectives
 * all end in the inflections -e, -er or -es; these nouns end so too, and still form compounds.
 */
const GERMAN_NOUNS_LIKE_ADJECTIVES = new Set([
  'Allwetter',
  'Anhänger',
  'Baumwolle',
  'Batterie',
  'Bio-Baumwolle',
  'Emaille',
  'Industrie',
  'Kinder',
  'Kraftpapier',
  'Kräuter',
  'Leder',
  'Mikrofaser',
  'Oversize',
  'Polyester',
  'PU-Leder',
  'Reise',
  'Sommer',
  'Viskose',
  'Zigbee',
]);

function isGermanAdjective(qualifier: string): boolean {
  return /(e|er|es)$/.test(qualifier) && !GERMAN_NOUNS_LIKE_ADJECTIVES.has(qualifier);
}

/** A German noun's form as the first part of a compound, where it differs ("Baumwoll-T-Shirt"). */
const GERMAN_COMPOUND_FORMS: Readonly<Record<string, string>> = {
  Baumwolle: 'Baumwoll',
  'Bio-Baumwolle': 'Bio-Baumwoll',
};

function germanName(qualifier: string, noun: string): string {
  if (isGermanAdjective(qualifier)) return `${qualifier} ${noun}`;
  return `${GERMAN_COMPOUND_FORMS[qualifier] ?? qualifier}-${noun}`;
}

/** spec §3 language-dependent names: qualifier and noun joined the way each language orders them. */
export function composeName(
  lang: 'en' | 'zh' | (typeof SEED_LOCAL_LANGUAGES)[number] | SeedAddedLanguage,
  qualifier: Words,
  noun: Words,
): string {
  if (isAddedLanguage(lang)) return composeLocalName(lang, qualifier.en, noun.en);
  const q = qualifier[lang];
  const n = noun[lang];
  if (lang === 'zh' || lang === 'ja') return `${q}${n}`;
  if (lang === 'de') return germanName(q, n);
  if (lang === 'es' || lang === 'pt' || lang === 'ar' || lang === 'ru' || lang === 'vi' || lang === 'id')
    return `${n} ${q}`;
  return `${q} ${n}`;
}

export type ProductRow = {
  id: number;
  supplierId: number;
  categoryId: number;
  slug: string;
  nameEn: string;
  nameCn: string;
  names: Record<string, string>;
  descriptionEn: string;
  descriptionCn: string;
  attributes: { name: string; value: string }[];
  currency: string;
  unitCode: string;
  moq: number;
  priceMinMinor: number;
  priceMaxMinor: number;
  status: 'draft' | 'published' | 'hidden';
  isHot: boolean;
  imageCount: number;
  publishedAt: string | null;
  createdAt: string;
};
export type TierRow = { productId: number; minQuantity: number; priceMinor: number };
export type ImageRow = { productId: number; position: number; url: string; width: number; height: number; alt: string };

export type ProductBatch = { products: ProductRow[]; tiers: TierRow[]; images: ImageRow[] };

function roundMoq(value: number): number {
  if (value < 10) return Math.max(1, Math.round(value));
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = magnitude >= 100 ? magnitude / 2 : magnitude;
  return Math.max(step, Math.round(value / step) * step);
}

export function buildProducts(
  rng: Rng,
  firstId: number,
  count: number,
  suppliers: SupplierRow[],
  leavesById: Map<number, LeafCategory>,
  anchor: Date,
): ProductBatch {
  const products: ProductRow[] = [];
  const tiers: TierRow[] = [];
  const images: ImageRow[] = [];
  for (let k = 0; k < count; k++) {
    const id = firstId + k;
    const supplier = rng.pick(suppliers);
    const leaf = leavesById.get(rng.pick(supplier.categoryIds))!;
    const seed = leaf.seed;
    const qualifier = rng.pick(seed.qualifiers);
    const noun = rng.pick(seed.nouns);
    const model = rng.chance(0.45)
      ? ` ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}-${rng.int(100, 9999)}`
      : '';
    const names: Record<string, string> = {};
    for (const lang of SEED_LOCAL_LANGUAGES) names[lang] = composeName(lang, qualifier, noun) + model;
    for (const lang of SEED_ADDED_LANGUAGES) names[lang] = composeName(lang, qualifier, noun) + model;
    const nameEn = composeName('en', qualifier, noun) + model;
    const nameCn = composeName('zh', qualifier, noun) + model;
    const attributes = seed.attributes.map((a) => ({ name: a.name, value: rng.pick(a.values) }));
    const [pMin, pMax] = seed.priceCents;
    const base = Math.round(pMin * (pMax / pMin) ** rng.next());
    const moq = roundMoq(seed.moq[0] * (seed.moq[1] / seed.moq[0]) ** rng.next());
    const tierPrices = [base, Math.round(base * 0.93), Math.round(base * 0.86)];
    const tierQuantities = [moq, moq * 5, moq * 20];
    tierQuantities.forEach((q, i) => tiers.push({ productId: id, minQuantity: q, priceMinor: tierPrices[i]! }));
    const roll = rng.next();
    const status = roll < 0.97 ? 'published' : roll < 0.99 ? 'hidden' : 'draft';
    const ageDays = rng.int(0, 540);
    const createdAt = new Date(anchor.getTime() - ageDays * DAY_MS - rng.int(0, DAY_MS - 1));
    const imageCount = rng.int(1, 4);
    for (let p = 0; p < imageCount; p++) {
      images.push({
        productId: id,
        position: p,
        url: `/media/gen/product/${id}-${p}.svg`,
        width: 800,
        height: 800,
        // no text of its own: the page describes the picture by the product's name in the reader's language
        alt: '',
      });
    }
    products.push({
      id,
      supplierId: supplier.id,
      categoryId: leaf.id,
      slug: slugify(nameEn),
      nameEn,
      nameCn,
      names,
      // a name ending in "Ltd." gives its own full stop
      descriptionEn: `${nameEn} from ${supplier.nameEn.replace(/\.$/, '')}. ${attributes.map((a) => `${a.name}: ${a.value}`).join('; ')}. Minimum order ${moq}.`,
      descriptionCn: `${nameCn}，${supplier.nameCn}出品，起订量${moq}，支持定制。`,
      attributes,
      currency: 'USD',
      unitCode: seed.unit,
      moq,
      priceMinMinor: tierPrices[2]!,
      priceMaxMinor: tierPrices[0]!,
      status,
      isHot: rng.chance(0.05),
      imageCount,
      publishedAt: status === 'draft' ? null : createdAt.toISOString(),
      createdAt: createdAt.toISOString(),
    });
  }
  return { products, tiers, images };
}
