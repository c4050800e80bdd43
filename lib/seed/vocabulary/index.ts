import { z } from 'zod';
import homeAndGarden from './home-and-garden.json';
import consumerElectronics from './consumer-electronics.json';
import machinery from './machinery.json';
import apparelAndTextiles from './apparel-and-textiles.json';
import buildingMaterials from './building-materials.json';
import lighting from './lighting.json';
import packagingAndPrinting from './packaging-and-printing.json';
import sportsAndOutdoors from './sports-and-outdoors.json';
import autoParts from './auto-parts.json';
import beautyAndPersonalCare from './beauty-and-personal-care.json';
import { UNIT_CODES, type IndustrySeed, type Words } from '../types';

/**
 * The seed vocabulary: 10 industries of 4 categories, each with its buyer tags, product nouns and
 * qualifiers in English, Chinese and the ten local languages, its unit, price and order ranges and its
 * attributes. One JSON file per industry, for translators and reviewers; checked as it loads, so a missing
 * language or an empty word stops the seed instead of naming products wrongly. The other seven languages'
 * words are in ../product-words and ../tree-names, by English text.
 */
const text = z.string().trim().min(1);
const words = z.strictObject({
  en: text,
  zh: text,
  es: text,
  pt: text,
  ru: text,
  ar: text,
  tr: text,
  de: text,
  ja: text,
  ko: text,
  vi: text,
  id: text,
}) satisfies z.ZodType<Words>;
const range = z.tuple([z.number().int().positive(), z.number().int().positive()]).refine(([min, max]) => min <= max);
const category = z.strictObject({
  name: words,
  tags: z.array(words).min(5).max(8),
  nouns: z.array(words).min(5),
  qualifiers: z.array(words).min(5),
  unit: z.enum(UNIT_CODES),
  priceCents: range,
  moq: range,
  attributes: z.array(z.strictObject({ name: text, values: z.array(text).min(1) })),
});
const industry = z.strictObject({ name: words, categories: z.array(category).length(4) });

export const INDUSTRIES: IndustrySeed[] = z
  .array(industry)
  .parse([
    homeAndGarden,
    consumerElectronics,
    machinery,
    apparelAndTextiles,
    buildingMaterials,
    lighting,
    packagingAndPrinting,
    sportsAndOutdoors,
    autoParts,
    beautyAndPersonalCare,
  ]);
