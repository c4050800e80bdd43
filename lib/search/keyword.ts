/**
 * Keyword parsing for search, pure and client-safe: the raw text a visitor typed becomes a bounded
 * keyword, word tokens and unsegmented runs (CJK and other scripts written without spaces), and a
 * tsquery string built only from letters and digits, so no input can break the query syntax.
 */

/** spec §9: search input up to 200 characters. */
export const KEYWORD_MAX = 200;
/** At most this many words reach the query; the rest of a long keyword is ignored. */
export const MAX_TERMS = 8;

export type NormalisedKeyword = { text: string; truncated: boolean };

/** Trims, folds whitespace and control characters, and cuts to spec §9's 200 characters. */
export function normaliseKeyword(raw: string | null | undefined): NormalisedKeyword {
  const folded = (raw ?? '')
    .replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ')
    .trim()
    .normalize('NFC');
  const chars = Array.from(folded);
  if (chars.length <= KEYWORD_MAX) return { text: folded, truncated: false };
  return { text: chars.slice(0, KEYWORD_MAX).join('').trim(), truncated: true };
}

// Scripts written without spaces between words: PostgreSQL's parser keeps a whole run as one token.
const UNSEGMENTED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const UNSEGMENTED_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ー]+/gu;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export type ParsedKeyword = {
  /** Lower-case words in scripts with spaces (Latin, Cyrillic, Arabic ...). */
  words: string[];
  /** Runs of CJK (and similar) characters, matched as substrings of the vocabulary. */
  runs: string[];
};

export function hasUnsegmentedScript(text: string): boolean {
  return UNSEGMENTED.test(text);
}

/** Splits a keyword into words and unsegmented runs; punctuation and operators are dropped. */
export function parseKeyword(text: string): ParsedKeyword {
  const runs = [...new Set(Array.from(text.matchAll(UNSEGMENTED_RUN), (m) => m[0].toLowerCase()))];
  const rest = text.replace(UNSEGMENTED_RUN, ' ');
  const words = [...new Set(Array.from(rest.matchAll(WORD), (m) => m[0].toLowerCase()))].filter(
    (w) => Array.from(w).length <= 60,
  );
  return { words: words.slice(0, MAX_TERMS), runs: runs.slice(0, MAX_TERMS) };
}

/** A lexeme quoted for to_tsquery: letters, digits and marks only, so quoting is all it needs. */
export function quoteLexeme(word: string): string {
  return `'${word.replace(/'/g, "''").replace(/\\/g, '')}'`;
}

/**
 * The tsquery text of the words: every word must match, the last one as a prefix (the visitor may
 * still be typing). `runTerms` holds, per CJK run, the vocabulary terms containing it (any may match).
 */
export function buildTsQuery(words: readonly string[], runTerms: readonly (readonly string[])[] = []): string | null {
  const parts = words.map((w, i) =>
    i === words.length - 1 && runTerms.length === 0 ? `${quoteLexeme(w)}:*` : quoteLexeme(w),
  );
  for (const terms of runTerms) {
    if (terms.length === 0) return null; // a CJK run nothing contains: no product can match
    parts.push(`(${terms.map(quoteLexeme).join(' | ')})`);
  }
  return parts.length ? parts.join(' & ') : null;
}

/** Escapes LIKE's wildcards so a keyword is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A hot-search slug (spec §2 /hot/{type}: lowercase alphanumerics with dashes) as a keyword. */
export function keywordFromSlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // keep the raw text: a malformed escape is still a keyword
  }
  return decoded.replace(/[-_+]+/g, ' ').trim();
}
