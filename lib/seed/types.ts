/** Languages the seed vocabulary carries besides English and Chinese (the product's "Local" names). */
export const SEED_LOCAL_LANGUAGES = ['es', 'pt', 'ru', 'ar', 'tr', 'de', 'ja', 'ko', 'vi', 'id'] as const;
export type SeedLocalLanguage = (typeof SEED_LOCAL_LANGUAGES)[number];

/**
 * The other seven site languages. The vocabulary does not carry them: translators keep their names in
 * JSON files by English text, the tree's in lib/seed/tree-names and the products' in lib/seed/product-words.
 */
export const SEED_ADDED_LANGUAGES = ['pl', 'fa', 'ms', 'th', 'tl', 'my', 'km'] as const;
export type SeedAddedLanguage = (typeof SEED_ADDED_LANGUAGES)[number];

/** A word or phrase in English, Chinese and every seed local language. */
export type Words = { en: string; zh: string } & Record<SeedLocalLanguage, string>;

export const UNIT_CODES = [
  'piece',
  'set',
  'pair',
  'kilogram',
  'meter',
  'ton',
  'carton',
  'roll',
  'square_meter',
  'liter',
] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

export type CategorySeed = {
  name: Words;
  /** Tags buyers pick at registration (spec §3 tree): 5 to 8 per category. */
  tags: Words[];
  /** Product nouns of this category, e.g. "Water Bottle": 5 or 6 per category. */
  nouns: Words[];
  /** Qualifiers that read well before (or, by language, after) those nouns: 5 or 6 per category. */
  qualifiers: Words[];
  unit: UnitCode;
  /** Typical unit price in US cents at the lowest tier. */
  priceCents: [min: number, max: number];
  /** Typical minimum order quantity. */
  moq: [min: number, max: number];
  /** Attribute names with value choices (English only; product attributes are shown as entered). */
  attributes: { name: string; values: string[] }[];
};

export type IndustrySeed = {
  name: Words;
  categories: CategorySeed[];
};
