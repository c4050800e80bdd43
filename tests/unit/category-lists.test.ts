import { href } from '@/lib/routes/href';
import { matchRoute } from '@/lib/routes/match';
import { buildCategoryTree, findCategory, findIndustry, subtreeIds } from '@/lib/catalogue/category-tree';
import {
  categoryKey,
  keyWords,
  keywordSlug,
  isKeywordSlug,
  pageRedirect,
  parseSort,
  readZeroPage,
} from '@/lib/catalogue/list-routes';

const row = (id: number, parentId: number | null, level: number, slug: string, sort = 0) => ({
  id,
  parentId,
  level,
  slug,
  name: slug,
  productCount: id,
  sort,
});

describe('category tree', () => {
  const tree = buildCategoryTree([
    row(12, 1, 2, 'Lamps_', 1),
    row(11, 1, 2, 'Kitchenware_', 0),
    row(100, 11, 3, 'Pans_'),
    row(1, null, 1, 'Home-Garden_'),
    row(2, null, 1, 'Machinery_', 1),
  ]);

  it('nests rows under their parents in sort order', () => {
    expect(tree.map((n) => n.id)).toEqual([1, 2]);
    expect(tree[0]?.children.map((n) => n.id)).toEqual([11, 12]);
    expect(tree[0]?.children[0]?.children.map((n) => n.id)).toEqual([100]);
  });

  it('finds a level-3 category with its trail and every id below a category', () => {
    expect(findCategory(tree, 100)?.trail.map((n) => n.id)).toEqual([1, 11, 100]);
    expect(findCategory(tree, 999)).toBeUndefined();
    expect(subtreeIds(tree[0]!)).toEqual([1, 11, 100, 12]);
  });

  it('finds an industry by lowercase key or id, not by a level-2 key', () => {
    expect(findIndustry(tree, 'home-garden')?.id).toBe(1);
    expect(findIndustry(tree, '2')?.id).toBe(2);
    expect(findIndustry(tree, 'kitchenware')).toBeUndefined();
    expect(findIndustry(tree, 'Home-Garden')).toBeUndefined();
  });
});

describe('list route rules', () => {
  it('reads a sort, falling back to newest', () => {
    expect(parseSort('priceAsc')).toBe('priceAsc');
    expect(parseSort(['popular', 'x'])).toBe('popular');
    expect(parseSort('<script>')).toBe('newest');
    expect(parseSort(undefined)).toBe('newest');
  });

  it('accepts keyword slugs of spec §2 only', () => {
    expect(isKeywordSlug('led-strip')).toBe(true);
    for (const bad of ['LED', 'led--strip', '-led', 'led_2', '<script>', 'a'.repeat(81), '']) {
      expect(isKeywordSlug(bad), bad).toBe(false);
    }
    expect(keyWords('led-strip-lights')).toBe('led strip lights');
    expect(keywordSlug('Wi-Fi Router')).toBe('wi-fi-router');
    expect(keywordSlug('水杯')).toBeNull();
    expect(categoryKey('Home-Garden_')).toBe('home-garden');
    expect(categoryKey('%E5%8E%A8%E5%85%B7_')).toBe('category');
  });

  it('writes page 1 without a suffix and later pages with _{pageNo}', () => {
    expect(href('roomList', { roomType: 'hots', spyKey: 'steel' })).toBe('/hots/steel.html');
    expect(href('roomListPage', { roomType: 'hots', spyKey: 'steel', pageNo: 3 })).toBe('/hots/steel_3.html');
  });

  it('reads back the page a refused _0 or _007 meant', () => {
    expect(readZeroPage('Home-Garden_1_', '0')).toEqual({ name: 'Home-Garden_', id: '1', page: 0 });
    expect(readZeroPage('Home-Garden_1_', '007')).toEqual({ name: 'Home-Garden_', id: '1', page: 7 });
    expect(readZeroPage('Home-Garden_', '0')).toBeNull();
  });

  it('redirects page 0 to the first page and pages beyond the last to the last', () => {
    expect(pageRedirect(0, 4)).toBe(1);
    expect(pageRedirect(9, 4)).toBe(4);
    expect(pageRedirect(2, 0)).toBe(1);
    expect(pageRedirect(4, 4)).toBeNull();
  });

  it('reads two-segment list paths with the registry patterns, showroom forms before /aggregate/{spyKey}', () => {
    const route = (path: string) => {
      const match = matchRoute(path);
      return match && { id: match.route.id, params: match.params };
    };
    expect(route('/aggregate/showroom-A.html')).toEqual({
      id: 'showroomIndex',
      params: { roomType: 'aggregate', key: 'A' },
    });
    expect(route('/hots/steel_2')?.id).toBe('hotsPage');
    expect(route('/showroom/steel_2.html')).toEqual({
      id: 'roomListPage',
      params: { roomType: 'showroom', spyKey: 'steel', pageNo: '2' },
    });
    expect(route('/aggregate/steel.html')?.id).toBe('roomList');
    expect(route('/aggregate/steel')?.id).toBe('aggregateSpy');
    expect(route('/showroom/steel')).toBeUndefined();
  });
});
