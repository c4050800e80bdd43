import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('product', { suppliers: 20, products: 200 });

async function firstProductId(status: 'published' | 'hidden' | 'draft'): Promise<number> {
  const { rows } = await db().pool.query(`SELECT id FROM products WHERE status = $1 ORDER BY id LIMIT 1`, [status]);
  if (!rows[0]) throw new Error(`no ${status} product in the seed`);
  return Number(rows[0].id);
}

describe('product detail', () => {
  it('returns the product with its stored slug, images in position order and tiers by quantity', async () => {
    const { loadProductDetail } = await import('@/lib/catalogue/product');
    const id = await firstProductId('published');
    const detail = await loadProductDetail('en', id);
    const { rows } = await db().pool.query(`SELECT slug, name_en, moq FROM products WHERE id = $1`, [id]);
    expect(detail?.slug).toBe(rows[0].slug);
    expect(detail?.name).toBe(rows[0].name_en);
    expect(detail?.moq).toBe(rows[0].moq);
    const images = await db().pool.query(`SELECT url FROM product_images WHERE product_id = $1 ORDER BY position`, [
      id,
    ]);
    expect(detail?.images.map((i) => i.url)).toEqual(images.rows.map((r) => r.url));
    const tiers = await db().pool.query(
      `SELECT min_quantity, price_minor FROM product_price_tiers WHERE product_id = $1 ORDER BY min_quantity`,
      [id],
    );
    expect(detail?.tiers.map((x) => [x.minQuantity, x.priceMinor])).toEqual(
      tiers.rows.map((r) => [r.min_quantity, Number(r.price_minor)]),
    );
    expect(detail?.tiers.at(-1)?.maxQuantity).toBeNull();
    expect(detail?.attributes.length).toBeGreaterThan(0);
  });

  it("describes the product's pictures by its name in the reader's language", async () => {
    const { loadProductDetail } = await import('@/lib/catalogue/product');
    const id = await firstProductId('published');
    for (const locale of ['th', 'de', 'fa'] as const) {
      const detail = await loadProductDetail(locale, id);
      const { rows } = await db().pool.query(`SELECT name_en, names->>$2 AS name FROM products WHERE id = $1`, [
        id,
        locale,
      ]);
      expect(detail?.name).toBe(rows[0].name);
      expect(detail?.name).not.toBe(rows[0].name_en);
      expect(detail?.images.length).toBeGreaterThan(0);
      for (const image of detail?.images ?? []) expect(image.alt, locale).toBe(rows[0].name);
    }
  });

  it('builds the category path from the industry down to the product category', async () => {
    const { loadProductDetail } = await import('@/lib/catalogue/product');
    const detail = await loadProductDetail('en', await firstProductId('published'));
    const path = detail?.categoryPath ?? [];
    expect(path[0]?.level).toBe(1);
    expect(path.at(-1)?.id).toBe(detail?.categoryId);
    expect(path.map((c) => c.level)).toEqual([...path.map((c) => c.level)].sort());
  });

  it('gives a product filed under an industry or a second-level category the shorter path', async () => {
    const { loadProductDetail } = await import('@/lib/catalogue/product');
    const id = await firstProductId('published');
    const { rows } = await db().pool.query(
      `SELECT c.id, c.parent_id FROM categories c WHERE c.level = 2 ORDER BY c.id LIMIT 1`,
    );
    const second = { id: Number(rows[0].id), parent: Number(rows[0].parent_id) };
    const before = (await db().pool.query(`SELECT category_id FROM products WHERE id = $1`, [id])).rows[0].category_id;
    try {
      await db().pool.query(`UPDATE products SET category_id = $2 WHERE id = $1`, [id, second.id]);
      expect((await loadProductDetail('en', id))?.categoryPath.map((c) => [c.id, c.level])).toEqual([
        [second.parent, 1],
        [second.id, 2],
      ]);
      await db().pool.query(`UPDATE products SET category_id = $2 WHERE id = $1`, [id, second.parent]);
      expect((await loadProductDetail('en', id))?.categoryPath.map((c) => [c.id, c.level])).toEqual([
        [second.parent, 1],
      ]);
    } finally {
      await db().pool.query(`UPDATE products SET category_id = $2 WHERE id = $1`, [id, before]);
    }
  });

  it("carries the product's review count and average, and none for a product without reviews", async () => {
    const { loadProductDetail } = await import('@/lib/catalogue/product');
    const { rows } = await db().pool.query(
      `SELECT s.product_id, count(*)::int AS n, avg(score)::float AS a FROM product_scores s JOIN products p ON p.id = s.product_id
       WHERE p.status = 'published' GROUP BY s.product_id ORDER BY n DESC LIMIT 1`,
    );
    const reviewed = await loadProductDetail('en', Number(rows[0].product_id));
    expect(reviewed?.scores).toEqual({ count: rows[0].n, average: Math.round(rows[0].a * 10) / 10 });
    const { rows: quiet } = await db().pool.query(
      `SELECT p.id FROM products p WHERE p.status = 'published'
       AND NOT EXISTS (SELECT 1 FROM product_scores s WHERE s.product_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    expect((await loadProductDetail('en', Number(quiet[0].id)))?.scores).toEqual({ count: 0, average: null });
  });

  it('names the product and its supplier in the reader language', async () => {
    const { loadProductDetail } = await import('@/lib/catalogue/product');
    const id = await firstProductId('published');
    const [zh, es] = await Promise.all([loadProductDetail('zh', id), loadProductDetail('es', id)]);
    const { rows } = await db().pool.query(
      `SELECT p.name_cn, p.names->>'es' AS es, s.name_cn AS supplier_cn FROM products p JOIN suppliers s ON s.id = p.supplier_id WHERE p.id = $1`,
      [id],
    );
    expect(zh?.name).toBe(rows[0].name_cn);
    expect(zh?.supplier.name).toBe(rows[0].supplier_cn);
    expect(es?.name).toBe(rows[0].es);
  });

  it('hides hidden and draft products', async () => {
    const { loadProductDetail, loadProductScores } = await import('@/lib/catalogue/product');
    for (const status of ['hidden', 'draft'] as const) {
      const id = await firstProductId(status);
      expect(await loadProductDetail('en', id)).toBeUndefined();
      expect(await loadProductScores('en', id)).toBeUndefined();
    }
    expect(await loadProductDetail('en', 987_654_321)).toBeUndefined();
  });

  // The detail is read by one prepared statement kept per database (lib/db/prepared.ts): each call must
  // still answer its own product, and a transaction's reads must see that transaction's writes.
  it('answers each product with its own row, one call after another', async () => {
    const { loadProductDetail } = await import('@/lib/catalogue/product');
    const { rows } = await db().pool.query(
      `SELECT id, name_en FROM products WHERE status = 'published' ORDER BY id LIMIT 3`,
    );
    for (const row of [...rows, ...rows.slice().reverse()]) {
      expect((await loadProductDetail('en', Number(row.id)))?.name).toBe(row.name_en);
    }
  });

  it('reads inside a transaction what that transaction wrote, and the committed row after its rollback', async () => {
    const { loadProductDetail } = await import('@/lib/catalogue/product');
    const { getRootDb } = await import('@/lib/db/client');
    const { runInTransaction } = await import('@/lib/db/ambient');
    const { products } = await import('@/lib/db/schema');
    const { eq } = await import('drizzle-orm');
    const id = await firstProductId('published');
    const before = (await loadProductDetail('en', id))?.name;
    const rollback = new Error('roll back');
    await expect(
      runInTransaction(getRootDb(), async (tx) => {
        await tx.update(products).set({ nameEn: 'Renamed inside the transaction' }).where(eq(products.id, id));
        expect((await loadProductDetail('en', id))?.name).toBe('Renamed inside the transaction');
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect((await loadProductDetail('en', id))?.name).toBe(before);
  });

  it('relates published products of the same category and never the product itself', async () => {
    const { loadProductDetail, loadRelatedProducts } = await import('@/lib/catalogue/product');
    const id = await firstProductId('published');
    const detail = await loadProductDetail('en', id);
    if (!detail) throw new Error('no detail');
    const related = await loadRelatedProducts('en', detail);
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((p) => p.id)).not.toContain(id);
    const { rows } = await db().pool.query(
      `SELECT DISTINCT category_id, status FROM products WHERE id = ANY($1::bigint[])`,
      [related.map((p) => p.id)],
    );
    expect(rows).toEqual([{ category_id: String(detail?.categoryId), status: 'published' }]);
  });

  it("gives a category's newest product the next newest, and its older products the newest of all", async () => {
    // related lists come from one list per category (lib/catalogue/product.ts loadCategoryNewest)
    const { loadRelatedProducts, RELATED_COUNT } = await import('@/lib/catalogue/product');
    const { rows: top } = await db().pool.query(
      `SELECT category_id FROM products WHERE status = 'published'
       GROUP BY category_id HAVING count(*) > $1 ORDER BY count(*) DESC LIMIT 1`,
      [RELATED_COUNT + 2],
    );
    if (!top[0]) throw new Error('no category with enough products in the seed');
    const categoryId = Number(top[0].category_id);
    const { rows } = await db().pool.query(
      `SELECT id FROM products WHERE category_id = $1 AND status = 'published'
       ORDER BY published_at DESC, id DESC LIMIT $2`,
      [categoryId, RELATED_COUNT + 2],
    );
    const newest = rows.map((r) => Number(r.id));
    const [first, second] = newest;
    const older = newest.at(-1);
    if (first === undefined || second === undefined || older === undefined) throw new Error('too few products');

    const ofFirst = await loadRelatedProducts('en', { id: first, categoryId });
    expect(ofFirst.map((p) => p.id)).toEqual(newest.slice(1, RELATED_COUNT + 1));
    const ofSecond = await loadRelatedProducts('en', { id: second, categoryId });
    expect(ofSecond.map((p) => p.id)).toEqual([first, ...newest.slice(2, RELATED_COUNT + 1)]);
    const ofOlder = await loadRelatedProducts('en', { id: older, categoryId });
    expect(ofOlder.map((p) => p.id)).toEqual(newest.slice(0, RELATED_COUNT));
  });

  it('shows the newest related products first, the same ones the category list starts with', async () => {
    const { loadProductDetail, loadRelatedProducts, RELATED_COUNT } = await import('@/lib/catalogue/product');
    const { listProductCards } = await import('@/lib/catalogue/cards');
    const detail = await loadProductDetail('en', await firstProductId('published'));
    if (!detail) throw new Error('no detail');
    const related = await loadRelatedProducts('en', detail);
    const list = await listProductCards(
      'en',
      { categoryIds: [detail.categoryId], excludeIds: [detail.id] },
      { pageSize: RELATED_COUNT },
    );
    expect(related).toEqual(list.items);
    const { rows } = await db().pool.query(
      `SELECT id FROM products WHERE category_id = $1 AND status = 'published' AND id <> $2
       ORDER BY published_at DESC, id DESC LIMIT $3`,
      [detail.categoryId, detail.id, RELATED_COUNT],
    );
    expect(related.map((p) => p.id)).toEqual(rows.map((r) => Number(r.id)));
  });

  it('summarises and pages the reviews, newest first', async () => {
    const { loadProductScores, SCORES_PAGE_SIZE } = await import('@/lib/catalogue/product');
    const { rows } = await db().pool.query(
      `SELECT s.product_id, count(*)::int AS n, avg(score)::float AS a FROM product_scores s JOIN products p ON p.id = s.product_id
       WHERE p.status = 'published' GROUP BY s.product_id ORDER BY n DESC LIMIT 1`,
    );
    const id = Number(rows[0].product_id);
    const list = await loadProductScores('en', id, 1);
    expect(list?.summary.count).toBe(rows[0].n);
    expect(list?.summary.average).toBeCloseTo(rows[0].a, 1);
    expect(list?.items.length).toBe(Math.min(rows[0].n, SCORES_PAGE_SIZE));
    const dates = list?.items.map((i) => i.createdAt) ?? [];
    expect([...dates].sort().reverse()).toEqual(dates);
    // a page beyond the last is the last page, never an error
    expect((await loadProductScores('en', id, 10_000))?.page).toBe(list?.pageCount);
  });
});

describe('route ids', () => {
  it('accepts only positive runs of digits', async () => {
    const { parseId } = await import('@/lib/catalogue/product');
    expect(parseId('42')).toBe(42);
    for (const bad of ['', '0', 'abc', '1e3', '-1', '12.5', '9'.repeat(40), undefined])
      expect(parseId(bad)).toBeUndefined();
  });
});

describe('supplier detail', () => {
  it('returns the profile with the published product count', async () => {
    const { loadSupplierDetail } = await import('@/lib/catalogue/supplier');
    const { rows } = await db().pool.query(
      `SELECT s.id, s.slug, s.name_en, s.verified, (SELECT count(*)::int FROM products p WHERE p.supplier_id = s.id AND p.status = 'published') AS n
       FROM suppliers s ORDER BY s.id LIMIT 1`,
    );
    const detail = await loadSupplierDetail('en', Number(rows[0].id));
    expect(detail).toMatchObject({ slug: rows[0].slug, name: rows[0].name_en, verified: rows[0].verified });
    expect(detail?.productCount).toBe(rows[0].n);
    expect(await loadSupplierDetail('en', 987_654_321)).toBeUndefined();
  });

  it('lists the published exhibitions the supplier exhibits at, with its booth', async () => {
    const { loadSupplierDetail } = await import('@/lib/catalogue/supplier');
    const { rows } = await db().pool.query(
      `SELECT x.supplier_id, array_agg(e.id ORDER BY e.id) AS ids FROM exhibitors x JOIN exhibitions e ON e.id = x.exhibition_id
       WHERE e.stage > 0 GROUP BY x.supplier_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const detail = await loadSupplierDetail('en', Number(rows[0].supplier_id));
    expect(detail?.exhibitions.map((e) => e.id).sort((a, b) => a - b)).toEqual(rows[0].ids.map(Number));
    const starts = detail?.exhibitions.map((e) => e.startsOn) ?? [];
    expect([...starts].sort()).toEqual(starts);
  });

  it('pages the supplier products, only its own and published', async () => {
    const { loadSupplierProducts } = await import('@/lib/catalogue/supplier');
    const { rows } = await db().pool.query(
      `SELECT supplier_id, count(*)::int AS n FROM products WHERE status = 'published' GROUP BY supplier_id ORDER BY n DESC LIMIT 1`,
    );
    const id = Number(rows[0].supplier_id);
    const page = await loadSupplierProducts('en', id, 1);
    expect(page.total).toBe(rows[0].n);
    const owners = await db().pool.query(
      `SELECT DISTINCT supplier_id, status FROM products WHERE id = ANY($1::bigint[])`,
      [page.items.map((p) => p.id)],
    );
    expect(owners.rows).toEqual([{ supplier_id: String(id), status: 'published' }]);
  });
});
