/** What `?page=` asks for: a page number, the list's own URL ('canonical'), or a page past the last served. */
export type PageRequest = { kind: 'page'; page: number } | { kind: 'canonical' } | { kind: 'beyond' };

/**
 * spec §2 "pageNo is a positive integer": absent is page 1; `1`, zero, signs, decimals, repeated or
 * non-numeric values redirect to the list's own URL; a number past `maxPage` is beyond the list.
 */
export function readPageParam(raw: string | string[] | undefined, maxPage: number): PageRequest {
  if (raw === undefined) return { kind: 'page', page: 1 };
  if (typeof raw !== 'string' || !/^[1-9]\d*$/.test(raw) || raw === '1') return { kind: 'canonical' };
  if (raw.length > 15 || Number(raw) > maxPage) return { kind: 'beyond' };
  return { kind: 'page', page: Number(raw) };
}
