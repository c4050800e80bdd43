import fa from './fa.json';
import km from './km.json';
import ms from './ms.json';
import my from './my.json';
import pl from './pl.json';
import th from './th.json';
import tl from './tl.json';

/**
 * The seven site languages the product vocabulary does not carry (its nouns and qualifiers are composed
 * per language, `composeName`): their products are named in English, but the tree a buyer browses by
 * (industries, categories, tags) is named in all 19 languages.
 */
export const TREE_ONLY_LANGUAGES = ['pl', 'fa', 'ms', 'th', 'tl', 'my', 'km'] as const;
export type TreeOnlyLanguage = (typeof TREE_ONLY_LANGUAGES)[number];

/** Each tree name of `vocabulary.ts` by its English name, per language (one JSON file each, for translators). */
export const TREE_NAMES: Record<TreeOnlyLanguage, Readonly<Record<string, string>>> = { pl, fa, ms, th, tl, my, km };
