import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { ProductSort } from '@/lib/catalogue/cards';
import { getCategoryTree } from '@/lib/catalogue/categories';
import { findCategory, subtreeIds, type CategoryNode } from '@/lib/catalogue/category-tree';
import {
  countKeywordMatches,
  listShowroomTerms,
  pageCountOf,
  type CappedCount,
  type KeywordQuery,
  type ShowroomPage,
} from '@/lib/catalogue/keyword-lists';
import {
  categoryKey,
  isKeywordSlug,
  isRoomType,
  keyWords,
  pageRedirect,
  parseSort,
  sortQuery,
  type RoomType,
} from '@/lib/catalogue/list-routes';
import { href } from '@/lib/routes/href';
import type { Shell } from '@/lib/shell/context';
import { movedTo, seeInstead } from '@/components/app/redirect';

export type ShowroomRequest = { kind: 'showroom'; roomType: RoomType; letter: string; data: ShowroomPage };
export type KeywordRequest = {
  kind: 'keyword';
  roomType: RoomType;
  key: string;
  query: KeywordQuery;
  count: CappedCount;
  page: number;
  pageCount: number;
  sort: ProductSort;
  /** Set on /aggregate/{keyword}/{category}{categoryId}.html (one page, no `_{pageNo}` form in spec §2). */
  category?: { node: CategoryNode; trail: CategoryNode[] };
  /** Page n without the deploy path. */
  pathFor: (page: number) => string;
};

/**
 * spec §2 keyword lists /{roomType}/{spyKey}.html and _{pageNo}.html (the proxy sends them here as
 * keywords/{roomType}/{spyKey}/{pageNo}): 404, a redirect to the list's one URL, or the request.
 */
export const resolveKeywordList = cache(async function resolveKeywordList(
  shell: Shell,
  roomType: string,
  spyKey: string,
  pageNo: string | undefined,
  sortParam: string | undefined,
): Promise<KeywordRequest> {
  if (!isRoomType(roomType)) notFound();
  const zero = /^(.+)_(0\d*)$/.exec(spyKey); // `_0`, `_007`: spec §2 pageNo is a positive integer
  if (zero) {
    const [, base = '', n = '0'] = zero;
    if (isKeywordSlug(base) || /^showroom-[A-Z0-9]$/.test(base))
      return movedTo(shell, listPath(roomType, base, Number(n)));
    notFound();
  }
  if (!isKeywordSlug(spyKey)) notFound();
  if (pageNo === '1') return movedTo(shell, listPath(roomType, spyKey, 1) + sortQuery(parseSort(sortParam)));
  const query = { words: keyWords(spyKey), hotFirst: roomType === 'hots' };
  return keywordRequest(shell, { roomType, key: spyKey, query, page: Number(pageNo ?? 1), sortParam });
});

/**
 * spec §2 showroom index /{roomType}/showroom-{A-Z|0-9}.html and _{pageNo}.html (here as
 * showroom/{roomType}/{key}/{pageNo}; the registry's rules allow only showroom, hots and aggregate and one
 * letter or digit).
 */
export const resolveShowroomIndex = cache(async function resolveShowroomIndex(
  shell: Shell,
  roomTypeParam: string,
  letter: string,
  pageNo: string | undefined,
): Promise<ShowroomRequest> {
  if (!isRoomType(roomTypeParam)) notFound();
  const roomType = roomTypeParam;
  const pathFor = (p: number) =>
    p > 1
      ? href('showroomIndexPage', { roomType, key: letter, pageNo: p })
      : href('showroomIndex', { roomType, key: letter });
  if (pageNo === '1') return movedTo(shell, pathFor(1));
  const page = Number(pageNo ?? 1);
  const data = await listShowroomTerms(letter, page);
  const target = pageRedirect(page, data.pageCount);
  if (target !== null) return seeInstead(shell, pathFor(target));
  return { kind: 'showroom' as const, roomType, letter, data };
});

async function keywordRequest(
  shell: Shell,
  input: { roomType: RoomType; key: string; query: KeywordQuery; page: number; sortParam: string | undefined },
  category?: KeywordRequest['category'],
): Promise<KeywordRequest> {
  const sort = parseSort(input.sortParam);
  const count = await countKeywordMatches(input.query);
  const pageCount = category ? Math.min(pageCountOf(count), 1) : pageCountOf(count);
  const pathFor = category
    ? () => aggregatePath(input.key, category.node)
    : (p: number) => listPath(input.roomType, input.key, p);
  const target = pageRedirect(input.page, pageCount);
  if (target !== null) return seeInstead(shell, pathFor(target) + sortQuery(sort));
  return { kind: 'keyword', ...input, count, page: input.page, pageCount, sort, category, pathFor };
}

/**
 * spec §2 /aggregate/{keyword}/{category}{categoryId}.html (here as aggregate/{keyword}/{categoryId}/{category})
 * and /aggregate/{keyword}/{category}.html (aggregate/{keyword}/named/{category}), which redirects to the
 * first form; unknown categories are not found.
 */
export const resolveAggregateRequest = cache(async function resolveAggregate(
  shell: Shell,
  keyword: string,
  category: string,
  categoryId: string | undefined,
  sortParam: string | undefined,
): Promise<KeywordRequest> {
  if (!isKeywordSlug(keyword)) notFound();
  const tree = await getCategoryTree(shell.locale);
  const canonical = (node: CategoryNode) => aggregatePath(keyword, node);
  if (categoryId === undefined) {
    // a category named by its key alone: its one URL carries the id
    const node = findByKey(tree, category);
    return node ? movedTo(shell, canonical(node)) : notFound();
  }
  const found = /^\d{1,15}$/.test(categoryId) ? findCategory(tree, Number(categoryId)) : undefined;
  if (!found) notFound();
  if (`${category}${categoryId}` !== `${categoryKey(found.node.slug)}-${categoryId}`)
    return movedTo(shell, canonical(found.node));
  const query = { words: keyWords(keyword), categoryIds: subtreeIds(found.node) };
  return keywordRequest(shell, { roomType: 'aggregate', key: keyword, query, page: 1, sortParam }, found);
});

/** Page n of a keyword list: `_{pageNo}` from page 2 on (spec §2). */
function listPath(roomType: RoomType, spyKey: string, page: number): string {
  return page > 1 ? href('roomListPage', { roomType, spyKey, pageNo: page }) : href('roomList', { roomType, spyKey });
}

/** The one URL of a keyword list within a category: the category's key ends with a dash before its id. */
function aggregatePath(keyword: string, node: CategoryNode): string {
  return href('aggregateCategoryId', { keyword, category: `${categoryKey(node.slug)}-`, categoryId: node.id });
}

function findByKey(nodes: readonly CategoryNode[], key: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (categoryKey(node.slug) === key) return node;
    const inner = findByKey(node.children, key);
    if (inner) return inner;
  }
  return undefined;
}
