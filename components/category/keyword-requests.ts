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
  matchListRoute,
  pagedFile,
  pageRedirect,
  parseSort,
  sortQuery,
  type RoomType,
} from '@/lib/catalogue/list-routes';
import { matchRoute } from '@/lib/routes/match';
import type { Shell } from '@/lib/shell/context';
import { movedTo, seeInstead } from '@/lib/shell/redirect';

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

/** What a /{roomType}/{file} path asks for (spec §2 list forms): 404, a redirect, or the request. */
export const resolveRoomRequest = cache(async function resolveRoom(
  shell: Shell,
  path: string,
  sortParam: string | undefined,
): Promise<ShowroomRequest | KeywordRequest> {
  const match = matchListRoute(path);
  if (!match) notFound();
  const { roomType = '', spyKey = '', pageNo } = match.params;
  switch (match.id) {
    case 'showroomIndex':
    case 'showroomIndexPage':
      return resolveShowroom(shell, match.params, pageNo);
    case 'hotsPage': // /hots/{key}_{n}: the same list as /hots/{key}_{n}.html, its one URL
      if (!isKeywordSlug(spyKey)) notFound();
      return movedTo(shell, `/hots/${pagedFile(spyKey, Number(pageNo))}`);
    case 'aggregateSpy': // /aggregate/{key}: the aggregate list's one URL is /aggregate/{key}.html
      if (!isKeywordSlug(spyKey)) notFound();
      return movedTo(shell, `/aggregate/${spyKey}.html`);
  }
  if (!isRoomType(roomType)) notFound();
  const zero = /^(.+)_(0\d*)$/.exec(spyKey); // `_0`, `_007`: spec §2 pageNo is a positive integer
  if (zero) {
    const [, base = '', n = '0'] = zero;
    if (isKeywordSlug(base) || /^showroom-[A-Z0-9]$/.test(base))
      return movedTo(shell, `/${roomType}/${pagedFile(base, Number(n))}`);
    notFound();
  }
  if (!isKeywordSlug(spyKey)) notFound();
  if (pageNo === '1') return movedTo(shell, `/${roomType}/${spyKey}.html${sortQuery(parseSort(sortParam))}`);
  const query = { words: keyWords(spyKey), hotFirst: roomType === 'hots' };
  return keywordRequest(shell, { roomType, key: spyKey, query, page: Number(pageNo ?? 1), sortParam });
});

async function resolveShowroom(shell: Shell, params: Record<string, string>, pageNo: string | undefined) {
  const roomType = params.roomType as RoomType; // the registry's showroomRoom rule: showroom, hots or aggregate
  const letter = params.key ?? 'A';
  const base = `/${roomType}/showroom-${letter}`;
  if (pageNo === '1') return movedTo(shell, `${base}.html`);
  const page = Number(pageNo ?? 1);
  const data = await listShowroomTerms(letter, page);
  const target = pageRedirect(page, data.pageCount);
  if (target !== null) return seeInstead(shell, pagedFile(base, target));
  return { kind: 'showroom' as const, roomType, letter, data };
}

async function keywordRequest(
  shell: Shell,
  input: { roomType: RoomType; key: string; query: KeywordQuery; page: number; sortParam: string | undefined },
  category?: KeywordRequest['category'],
): Promise<KeywordRequest> {
  const sort = parseSort(input.sortParam);
  const count = await countKeywordMatches(input.query);
  const pageCount = category ? Math.min(pageCountOf(count), 1) : pageCountOf(count);
  const pathFor = category
    ? () => `/aggregate/${input.key}/${categoryKey(category.node.slug)}-${category.node.id}.html`
    : (p: number) => `/${input.roomType}/${pagedFile(input.key, p)}`;
  const target = pageRedirect(input.page, pageCount);
  if (target !== null) return seeInstead(shell, pathFor(target) + sortQuery(sort));
  return { kind: 'keyword', ...input, count, page: input.page, pageCount, sort, category, pathFor };
}

/** /aggregate/{keyword}/{category}.html and /aggregate/{keyword}/{category}{categoryId}.html (spec §2). */
export const resolveAggregateRequest = cache(async function resolveAggregate(
  shell: Shell,
  keyword: string,
  file: string,
  sortParam: string | undefined,
): Promise<KeywordRequest> {
  const match = matchRoute(`/aggregate/${keyword}/${file}`);
  if (!match || !isKeywordSlug(keyword)) notFound();
  const tree = await getCategoryTree(shell.locale);
  const canonical = (node: CategoryNode) => `/aggregate/${keyword}/${categoryKey(node.slug)}-${node.id}.html`;
  if (match.route.id === 'aggregateCategory') {
    // a category named by its key alone: its one URL carries the id
    const node = findByKey(tree, match.params.category ?? '');
    return node ? movedTo(shell, canonical(node)) : notFound();
  }
  if (match.route.id !== 'aggregateCategoryId') notFound();
  const id = match.params.categoryId ?? '';
  const found = /^\d{1,15}$/.test(id) ? findCategory(tree, Number(id)) : undefined;
  if (!found) notFound();
  if (`${match.params.category}${id}` !== `${categoryKey(found.node.slug)}-${id}`)
    return movedTo(shell, canonical(found.node));
  const query = { words: keyWords(keyword), categoryIds: subtreeIds(found.node) };
  return keywordRequest(shell, { roomType: 'aggregate', key: keyword, query, page: 1, sortParam }, found);
});

function findByKey(nodes: readonly CategoryNode[], key: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (categoryKey(node.slug) === key) return node;
    const inner = findByKey(node.children, key);
    if (inner) return inner;
  }
  return undefined;
}
