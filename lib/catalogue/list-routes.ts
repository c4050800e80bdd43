/**
 * Pure rules of the category and keyword list routes (spec §2): sort values, page-suffixed paths,
 * keyword slugs, showroom letters and the reading of a bad page number. No database: unit-tested.
 */
import { KEYWORD_SLUG } from '@/lib/routes/params';
import type { ProductSort } from './cards';

export const LIST_PAGE_SIZE = 24;
export const SHOWROOM_PAGE_SIZE = 120;
/** spec §2 showroom keyword: one letter A-Z or 0-9. */
export const SHOWROOM_KEYS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
/** spec §2: roomType of the showroom index is showroom, hots or aggregate; keyword lists use the same. */
export const ROOM_TYPES = ['showroom', 'hots', 'aggregate'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const SORTS: readonly ProductSort[] = ['newest', 'popular', 'priceAsc', 'priceDesc'];
/** Longest keyword a list accepts; anything longer is not a catalogue keyword (404). */
export const MAX_KEY_LENGTH = 80;

export function parseSort(value: string | string[] | undefined): ProductSort {
  const one = Array.isArray(value) ? value[0] : value;
  return SORTS.find((s) => s === one) ?? 'newest';
}

/** `?sort=` only when it is not the default, so the default list has one URL. */
export function sortQuery(sort: ProductSort): string {
  return sort === 'newest' ? '' : `?sort=${sort}`;
}

export function isRoomType(value: string): value is RoomType {
  return (ROOM_TYPES as readonly string[]).includes(value);
}

/** spec §2 route rule: keyword is lowercase alphanumerics with dashes. */
export function isKeywordSlug(value: string): boolean {
  return value.length <= MAX_KEY_LENGTH && new RegExp(`^${KEYWORD_SLUG}$`).test(value);
}

/** The words a dash-separated key stands for (`led-strip-lights` → `led strip lights`). */
export function keyWords(key: string): string {
  return key.split('-').filter(Boolean).join(' ');
}

/** A catalogue term as a keyword slug (lowercase, runs of other characters to one dash), or null. */
export function keywordSlug(term: string): string | null {
  const slug = term
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug && isKeywordSlug(slug) ? slug : null;
}

/** A category's slug in keyword form (for /aggregate/{keyword}/{category}{categoryId}.html). */
export function categoryKey(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // already plain
  }
  return keywordSlug(decoded.replace(/_$/, '')) ?? 'category';
}

/**
 * A `_{pageNo}` the page patterns refuse (`_0`, `_007`) lands in the unsuffixed pattern with the
 * page number as the id and `…_{id}_` as the name: read it back as the id and page it meant.
 */
export function readZeroPage(name: string, trailing: string): { name: string; id: string; page: number } | null {
  const m = /^(.*?)(\d+)_$/.exec(name);
  if (!m || !/^\d+$/.test(trailing)) return null;
  return { name: m[1] ?? '', id: m[2] ?? '', page: Number(trailing) };
}

/** Which page to send a visitor to when the asked page does not exist; null when it does. */
export function pageRedirect(page: number, pageCount: number): number | null {
  if (page < 1) return 1;
  const last = Math.max(pageCount, 1);
  return page > last ? last : null;
}
