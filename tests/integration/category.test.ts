import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('category', { suppliers: 20, products: 300 });

const services = async () => ({
  ...(await import('@/lib/catalogue/categories')),
  ...(await import('@/lib/catalogue/category-tree')),
  ...(await import('@/lib/catalogue/keyword-lists')),
});

async function publishedIn(ids: readonly number[]): Promise<number> {
  const { rows } = await db().pool.query(
    `SELECT count(*)::int AS n FROM products WHERE status = 'published' AND category_id = ANY($1::bigint[])`,
    [ids],
  );
  return rows[0].n;
}

describe('category tree', () => {
  it('has every industry with its level-2 categories and counts of their published products', async () => {
    const { loadCategoryTree } = await services();
    const tree = await loadCategoryTree('en');
    expect(tree).toHaveLength(10);
    for (const industry of tree) {
      expect(industry.level).toBe(1);
      expect(industry.children.length).toBeGreaterThan(0);
      for (const group of industry.children) expect(group.productCount).toBe(await publishedIn([group.id]));
      expect(industry.productCount).toBe(industry.children.reduce((sum, c) => sum + c.productCount, 0));
    }
  });

  it('names categories in the reader language', async () => {
    const { loadCategoryTree } = await services();
    const [en, zh] = await Promise.all([loadCategoryTree('en'), loadCategoryTree('zh')]);
    const { rows } = await db().pool.query(`SELECT name_en, name_cn FROM categories WHERE id = $1`, [en[0]?.id]);
    expect(en[0]?.name).toBe(rows[0].name_en);
    expect(zh[0]?.name).toBe(rows[0].name_cn);
  });
});

describe('category product list', () => {
  it('includes the products of every descendant, level 3 too, in pages of 24', async () => {
    const { loadCategoryTree, findCategory, subtreeIds, loadCategoryProducts } = await services();
    const before = await loadCategoryTree('en');
    const group = before[0]!.children[0]!;
    // a level-3 category under the first level-2 one, holding one product moved from another industry
    const { rows: moved } = await db().pool.query(
      `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.status = 'published' AND c.parent_id <> $1 ORDER BY p.id LIMIT 1`,
      [before[0]!.id],
    );
    const leafId = 900_001;
    await db().pool.query(
      `INSERT INTO categories (id, parent_id, level, name_en, name_cn, slug, sort) VALUES ($1, $2, 3, 'Leaf', '叶', 'Leaf_', 0)`,
      [leafId, group.id],
    );
    await db().pool.query(`UPDATE products SET category_id = $1 WHERE id = $2`, [leafId, moved[0].id]);
    const tree = await loadCategoryTree('en');
    const industry = findCategory(tree, before[0]!.id)!.node;
    expect(findCategory(tree, leafId)?.trail.map((c) => c.id)).toEqual([industry.id, group.id, leafId]);
    const ids = subtreeIds(industry);
    expect(ids).toContain(leafId);

    const first = await loadCategoryProducts('en', ids, { sort: 'newest', page: 1 });
    expect(first.total).toBe(await publishedIn(ids));
    expect(first.items).toHaveLength(Math.min(24, first.total));
    const all = [];
    for (let page = 1; page <= first.pageCount; page += 1) {
      all.push(...(await loadCategoryProducts('en', ids, { sort: 'newest', page })).items);
    }
    expect(new Set(all.map((p) => p.id)).size).toBe(first.total);
    expect(all.map((p) => p.id)).toContain(Number(moved[0].id));
  });

  it('sorts by lowest price when asked', async () => {
    const { loadCategoryTree, subtreeIds, loadCategoryProducts } = await services();
    const industry = (await loadCategoryTree('en'))[1]!;
    const list = await loadCategoryProducts('en', subtreeIds(industry), { sort: 'priceAsc', page: 1 });
    const prices = list.items.map((p) => p.priceMinMinor ?? Number.MAX_SAFE_INTEGER);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe('category product list by price', () => {
  it.each([
    ['priceAsc', 'price_min_minor ASC NULLS LAST'],
    ['priceDesc', 'price_max_minor DESC NULLS LAST'],
  ] as const)(
    'pages an industry of several categories in the price order (%s), as SQL orders it',
    async (sort, order) => {
      const { loadCategoryTree, subtreeIds, loadCategoryProducts } = await services();
      const industry = (await loadCategoryTree('en'))[2]!;
      const ids = subtreeIds(industry);
      expect(ids.length).toBeGreaterThan(1);
      // a product without a price sorts last either way
      await db().pool.query(
        `UPDATE products SET price_min_minor = NULL, price_max_minor = NULL
       WHERE id = (SELECT id FROM products WHERE status = 'published' AND category_id = ANY($1::bigint[]) ORDER BY id LIMIT 1)`,
        [ids],
      );
      const { rows } = await db().pool.query(
        `SELECT id FROM products WHERE status = 'published' AND category_id = ANY($1::bigint[]) ORDER BY ${order}, id DESC`,
        [ids],
      );
      const first = await loadCategoryProducts('en', ids, { sort, page: 1 });
      expect(first.total).toBe(rows.length);
      const shown = [...first.items];
      for (let page = 2; page <= first.pageCount; page += 1)
        shown.push(...(await loadCategoryProducts('en', ids, { sort, page })).items);
      expect(shown.map((p) => p.id)).toEqual(rows.map((r) => Number(r.id)));
    },
  );
});

describe('kept category counts', () => {
  /** Published products per category, counted and as kept (a category without a row keeps none). */
  async function countsBoth(): Promise<{ counted: Record<string, number>; kept: Record<string, number> }> {
    const counted = await db().pool.query(
      `SELECT category_id, count(*)::int AS n FROM products WHERE status = 'published' GROUP BY 1`,
    );
    const kept = await db().pool.query(
      `SELECT category_id, published_products AS n FROM category_counts WHERE published_products <> 0`,
    );
    const byId = (rows: { category_id: string; n: number }[]) =>
      Object.fromEntries(rows.map((r) => [String(r.category_id), Number(r.n)]));
    return { counted: byId(counted.rows), kept: byId(kept.rows) };
  }
  const expectKeptRight = async () => {
    const { counted, kept } = await countsBoth();
    expect(kept).toEqual(counted);
  };

  it('follows new, moved, unpublished, republished and deleted products, and the lists and tree show it', async () => {
    const { loadCategoryTree, subtreeIds, loadCategoryProducts } = await services();
    await expectKeptRight(); // after the seed, which truncates and loads in batches
    const [a, b] = (await db().pool.query(`SELECT id FROM categories WHERE level = 2 ORDER BY id LIMIT 2`)).rows.map(
      (r) => Number(r.id),
    );
    // one statement: four products in two categories, three of them published
    await db().pool.query(
      `INSERT INTO products (supplier_id, category_id, slug, name_en, name_cn, unit_code, moq, status, published_at)
       SELECT supplier_id, CASE WHEN n % 2 = 0 THEN $1::bigint ELSE $2::bigint END, 'Kept-Count-' || n || '_',
              name_en, name_cn, unit_code, moq, (CASE WHEN n < 3 THEN 'published' ELSE 'draft' END)::product_status, now()
       FROM (SELECT * FROM products ORDER BY id LIMIT 1) p, generate_series(0, 3) n`,
      [a, b],
    );
    await expectKeptRight();
    // a move between categories, with and without a change of status in the same statement
    await db().pool.query(`UPDATE products SET category_id = $1 WHERE slug IN ('Kept-Count-0_', 'Kept-Count-3_')`, [b]);
    await db().pool.query(`UPDATE products SET category_id = $1, status = 'published' WHERE slug = 'Kept-Count-3_'`, [
      a,
    ]);
    await expectKeptRight();
    await db().pool.query(
      `UPDATE products SET status = 'hidden' WHERE id IN (SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT 5)`,
    );
    await expectKeptRight();
    await db().pool.query(`UPDATE products SET status = 'published' WHERE status = 'hidden'`);
    await db().pool.query(`UPDATE products SET moq = moq + 1 WHERE slug LIKE 'Kept-Count-%'`); // nothing to count
    await expectKeptRight();
    await db().pool.query(`DELETE FROM products WHERE slug LIKE 'Kept-Count-%'`);
    await expectKeptRight();

    const tree = await loadCategoryTree('en');
    for (const industry of tree) {
      const ids = subtreeIds(industry);
      expect(industry.productCount).toBe(await publishedIn(ids));
      expect((await loadCategoryProducts('en', ids, { sort: 'newest', page: 1 })).total).toBe(await publishedIn(ids));
    }
  });
});

describe('keyword lists', () => {
  async function commonWord(): Promise<{ word: string; n: number }> {
    const { rows } = await db().pool.query(
      `SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM products WHERE status = ''published''')
       WHERE word ~ '^[a-z]{4,}$' ORDER BY ndoc DESC, word LIMIT 1`,
    );
    return { word: rows[0].word, n: Number(rows[0].ndoc) };
  }

  it('counts every match under the cap and stops counting at the cap', async () => {
    const { countKeywordMatches } = await services();
    const { word, n } = await commonWord();
    const { rows } = await db().pool.query(
      `SELECT count(*)::int AS n FROM products WHERE status = 'published' AND search_vector @@ plainto_tsquery('simple', $1)`,
      [word],
    );
    expect(rows[0].n).toBeGreaterThan(5);
    expect(await countKeywordMatches({ words: word })).toEqual({ count: rows[0].n, capped: false });
    expect(await countKeywordMatches({ words: word }, 5)).toEqual({ count: 5, capped: true });
    expect(n).toBeGreaterThan(0);
  });

  it('lists only matching products, hot ones first on hots lists', async () => {
    const { listKeywordProducts } = await services();
    const { word } = await commonWord();
    const list = await listKeywordProducts('en', { words: word, hotFirst: true }, { sort: 'newest', page: 1 });
    expect(list.items.length).toBeGreaterThan(0);
    const { rows } = await db().pool.query(
      `SELECT id, is_hot FROM products WHERE id = ANY($1::bigint[]) AND search_vector @@ plainto_tsquery('simple', $2)`,
      [list.items.map((p) => p.id), word],
    );
    expect(rows).toHaveLength(list.items.length);
    const hot = new Map(rows.map((r) => [Number(r.id), r.is_hot as boolean]));
    const flags = list.items.map((p) => hot.get(p.id));
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it.each([
    ['newest, no hot first', 'newest', false],
    ['hots list, newest', 'newest', true],
    ['popular', 'popular', false],
  ] as const)(
    'gives the same pages whether it walks the order or sorts the matches (%s), in the list order',
    async (_, sort, hotFirst) => {
      const { listKeywordProducts, countKeywordMatches } = await services();
      const { word } = await commonWord();
      const query = { words: word, hotFirst };
      const count = await countKeywordMatches(query);
      const hot = hotFirst || sort === 'popular' ? 'is_hot DESC,' : '';
      const { rows } = await db().pool.query(
        `SELECT id FROM products WHERE status = 'published' AND search_vector @@ plainto_tsquery('simple', $1)
         ORDER BY ${hot} published_at DESC, id DESC`,
        [word],
      );
      const expected = rows.map((r) => Number(r.id));
      for (const plan of ['walk', 'bitmap'] as const) {
        const ids: number[] = [];
        for (let page = 1; page <= Math.ceil(count.count / 24); page += 1)
          ids.push(...(await listKeywordProducts('en', query, { sort, page, count, plan })).items.map((p) => p.id));
        expect(ids).toEqual(expected);
      }
    },
  );

  it('walks the order for a word most products hold, and sorts the matches of a rare word or a deep page', async () => {
    const { chooseKeywordPlan } = await services();
    // figures of the 1,000,000-product benchmark catalogue (970,131 published)
    const at = (words: { count: number; capped: boolean; documents: number | null }, more = {}) =>
      chooseKeywordPlan({
        sort: 'newest',
        categories: false,
        count: { count: words.count, capped: words.capped },
        documents: words.documents,
        catalogue: 970_131,
        offset: 0,
        pageSize: 24,
        ...more,
      });
    const everywhere = { count: 10_000, capped: true, documents: 970_131 }; // 'order'
    const common = { count: 10_000, capped: true, documents: 89_807 }; // 'steel'
    const rare = { count: 49, capped: false, documents: 49 }; // 'tekstil'
    expect(at(everywhere)).toBe('walk');
    expect(at(everywhere, { sort: 'popular', offset: 9_976 })).toBe('walk');
    expect(at(common)).toBe('walk');
    expect(at(common, { offset: 9_976 })).toBe('bitmap'); // the last page within the cap: 108,000 rows to walk
    expect(at(rare)).toBe('bitmap');
    expect(at({ count: 5_000, capped: false, documents: null })).toBe('bitmap');
    expect(at({ count: 10_000, capped: true, documents: null })).toBe('walk'); // several words, 2,300 rows
    expect(at(everywhere, { sort: 'priceAsc' })).toBe('bitmap');
    expect(at(everywhere, { categories: true })).toBe('bitmap');
  });

  it('finds nothing for a word no product has', async () => {
    const { listKeywordProducts } = await services();
    const list = await listKeywordProducts('en', { words: 'zzqxnothing' }, { sort: 'newest', page: 1 });
    expect(list).toMatchObject({ items: [], total: 0, pageCount: 0 });
  });
});

describe('showroom index', () => {
  it('lists the keyword-shaped catalogue terms of a letter in order, and of the digits', async () => {
    const { listShowroomTerms } = await services();
    const page = await listShowroomTerms('S', 1);
    const { rows } = await db().pool.query(`SELECT count(*)::int AS n FROM search_terms WHERE term ~ '^s[a-z0-9-]*$'`);
    expect(page.total).toBe(rows[0].n);
    expect(page.terms.length).toBeGreaterThan(0);
    for (const term of page.terms) expect(term).toMatch(/^s[a-z0-9-]*$/);
    expect(page.terms).toEqual([...page.terms].sort());
    const digits = await listShowroomTerms('0', 1);
    for (const term of digits.terms) expect(term).toMatch(/^0[a-z0-9-]*$/);
  });
});
