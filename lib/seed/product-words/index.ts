import { z } from 'zod';
import fa from './fa.json';
import km from './km.json';
import ms from './ms.json';
import my from './my.json';
import pl from './pl.json';
import th from './th.json';
import tl from './tl.json';
import type { SeedAddedLanguage } from '../types';

/**
 * Product nouns and qualifiers of `../vocabulary` in the seven languages it does not carry, by their
 * English text (one JSON file per language, for translators). `composeLocalName` joins a pair the way the
 * language does, so a Thai or Polish buyer reads demo products in their own language (spec §3
 * language-dependent fields: the Local name).
 */
type PlainWords = { nouns: Readonly<Record<string, string>>; qualifiers: Readonly<Record<string, string>> };

/**
 * Polish adjectives agree with the noun: an adjective qualifier gives its four forms and goes before the
 * noun ("Bambusowa miska"); a phrase with no adjective ("ze stali nierdzewnej", "dla dzieci") follows it.
 * The file is checked as it loads, so a gender outside the four stops the seed rather than naming wrongly.
 */
const polishWords = z.object({
  nouns: z.record(z.string(), z.object({ name: z.string().min(1), gender: z.enum(['m', 'f', 'n', 'pl']) })),
  qualifiers: z.record(
    z.string(),
    z.union([
      z.string().min(1),
      z.object({ m: z.string().min(1), f: z.string().min(1), n: z.string().min(1), pl: z.string().min(1) }),
    ]),
  ),
});

type PlainLanguage = Exclude<SeedAddedLanguage, 'pl'>;
const PLAIN: Record<PlainLanguage, PlainWords> = { fa, ms, th, tl, my, km };
const POLISH = polishWords.parse(pl);

/**
 * Where the qualifier goes. Each file writes its qualifiers in the form that stands there: Persian nouns
 * carry their ezafe, Tagalog qualifiers their linker ("Kawayang", "Plastik na").
 */
const QUALIFIER_FIRST: Record<PlainLanguage, boolean> = {
  fa: false,
  ms: false,
  th: false,
  km: false,
  my: true,
  tl: true,
};

function capitalise(text: string, lang: string): string {
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

function missing(lang: string, english: string): never {
  throw new Error(`lib/seed/product-words/${lang}.json has no entry for "${english}"`);
}

/** A product's name from an English qualifier and noun, in one of the seven languages. */
export function composeLocalName(lang: SeedAddedLanguage, qualifierEn: string, nounEn: string): string {
  if (lang === 'pl') {
    const noun = POLISH.nouns[nounEn] ?? missing(lang, nounEn);
    const qualifier = POLISH.qualifiers[qualifierEn] ?? missing(lang, qualifierEn);
    const name = typeof qualifier === 'string' ? `${noun.name} ${qualifier}` : `${qualifier[noun.gender]} ${noun.name}`;
    return capitalise(name, lang);
  }
  const words = PLAIN[lang];
  const noun = words.nouns[nounEn] ?? missing(lang, nounEn);
  const qualifier = words.qualifiers[qualifierEn] ?? missing(lang, qualifierEn);
  return capitalise(QUALIFIER_FIRST[lang] ? `${qualifier} ${noun}` : `${noun} ${qualifier}`, lang);
}

/** Every English key each language's file must carry: for the completeness test. */
export function productWordKeys(lang: SeedAddedLanguage): { nouns: string[]; qualifiers: string[] } {
  const words = lang === 'pl' ? POLISH : PLAIN[lang];
  return { nouns: Object.keys(words.nouns), qualifiers: Object.keys(words.qualifiers) };
}
