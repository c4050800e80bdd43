/**
 * One reader for each kind of value a page takes from its path or query (spec §2 route building rules,
 * §5): every page reads ids, page numbers and choices through these, so the same URL means the same
 * thing on every page. A reader never throws: a value it cannot read is absent (or the page's own URL,
 * for a page number).
 */
export type RawValue = string | readonly string[] | undefined;
export type RawQuery = Readonly<Record<string, RawValue>>;

/** The first of a repeated query value (`?a=1&a=2` reads as `1`). */
export function first(value: RawValue): string | undefined {
  return typeof value === 'string' ? value : value?.[0];
}

/** spec §2: an id is digits, a positive whole number (at most 15 digits, so it stays exact). */
export function readId(value: RawValue): number | undefined {
  const text = first(value);
  if (!text || !/^\d{1,15}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

/** What `?page=` asks for: a page number, the list's own URL ('canonical'), or a page past the last served. */
export type PageRequest = { kind: 'page'; page: number } | { kind: 'canonical' } | { kind: 'beyond' };

/**
 * spec §2 "pageNo is a positive integer": absent is page 1; `1`, zero, signs, decimals, repeated or
 * non-numeric values ask for the list's own URL (the page redirects there); a number past `maxPage` is
 * beyond the list.
 */
export function readPage(value: RawValue, maxPage = Number.MAX_SAFE_INTEGER): PageRequest {
  if (value === undefined) return { kind: 'page', page: 1 };
  if (typeof value !== 'string' || !/^[1-9]\d*$/.test(value) || value === '1') return { kind: 'canonical' };
  if (value.length > 15 || Number(value) > maxPage) return { kind: 'beyond' };
  return { kind: 'page', page: Number(value) };
}

/** One of a fixed set of values, or the fallback. */
export function readChoice<const T extends string>(value: RawValue, choices: readonly T[], fallback: T): T {
  const text = first(value);
  return choices.find((c) => c === text) ?? fallback;
}

/**
 * The query of a list's own URL, where a `?page=` it cannot read is sent: every other value as asked,
 * without `page`; `lang` is left to the redirect, which keeps it when it is the language the page is served
 * in (lib/shell/redirect.ts).
 */
export function withoutPage(query: RawQuery): RawQuery {
  const { page: _page, lang: _lang, ...rest } = query;
  return rest;
}
