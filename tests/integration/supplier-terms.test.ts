import { parseSearchParams, PAGE_SIZE } from '@/lib/search/params';
import { withSeededDatabase } from '../support/seeded-database';

// More products matching a common word than the supplier search reads one by one (CANDIDATE_CAP, 2,000),
// spread over many suppliers, so that some suppliers sell it only in later matches.
const db = withSeededDatabase('supplier-terms', { suppliers: 1500, products: 4500 });

async function search(raw: Record<string, string>) {
  const { searchSuppliers } = await import('@/lib/search/suppliers');
  return searchSuppliers('en', parseSearchParams(raw));
}

/** Suppliers with a published product the product search's tsquery matches, as SQL finds them. */
async function makers(tsquery: string, country?: string): Promise<number[]> {
  const { rows } = await db().pool.query<{ id: string }>(
    `SELECT DISTINCT p.supplier_id AS id FROM products p JOIN suppliers s ON s.id = p.supplier_id
      WHERE p.status = 'published' AND p.search_vector @@ to_tsquery('simple', $1)
        AND ($2::text IS NULL OR s.country_code = $2)`,
    [tsquery, country ?? null],
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Every supplier of a search, page by page. */
async function allIds(raw: Record<string, string>): Promise<number[]> {
  const first = await search(raw);
  const ids = first.items.map((s) => s.id);
  for (let page = 2; page <= first.pageCount; page += 1)
    ids.push(...(await search({ ...raw, page: String(page) })).items.map((s) => s.id));
  return ids.sort((a, b) => a - b);
}

async function supplierNamed(word: string): Promise<boolean> {
  const { rows } = await db().pool.query(
    `SELECT 1 FROM suppliers s WHERE s.name_en ILIKE '%' || $1 || '%' OR s.name_cn LIKE '%' || $1 || '%'
       OR EXISTS (SELECT 1 FROM jsonb_each_text(s.names) n WHERE n.value ILIKE '%' || $1 || '%') LIMIT 1`,
    [word],
  );
  return rows.length > 0;
}

describe('supplier search by what suppliers sell, at more matches than it reads', () => {
  it('finds every maker of a word thousands of products hold, alone and with a country filter', async () => {
    // a word of more than 2,000 published products that no supplier is named after
    const { rows } = await db().pool.query<{ word: string; n: number }>(
      `SELECT word, ndoc AS n FROM ts_stat('SELECT search_vector FROM products WHERE status = ''published''')
        WHERE ndoc > 2200 AND length(word) >= 4 AND word ~ '^[a-z]+$' ORDER BY ndoc DESC, word`,
    );
    let word = '';
    for (const row of rows)
      if (!(await supplierNamed(row.word))) {
        word = row.word;
        break;
      }
    expect(word).not.toBe('');
    const expected = await makers(`'${word}':*`);
    expect(expected.length).toBeGreaterThan(1000);
    const result = await search({ keyword: word });
    expect(result.total).toBe(expected.length);

    // with a filter, the makers the first matches missed are not left out either: every page of them
    const { rows: countries } = await db().pool.query<{ code: string }>(
      `SELECT country_code AS code FROM suppliers GROUP BY country_code ORDER BY count(*) DESC LIMIT 1`,
    );
    const country = countries[0]?.code ?? '';
    const inCountry = await makers(`'${word}':*`, country);
    expect((await search({ keyword: word, country })).total).toBe(inCountry.length);
    const { rows: verified } = await db().pool.query<{ id: string }>(
      `SELECT id FROM suppliers WHERE verified AND id = ANY($1::bigint[]) ORDER BY id`,
      [expected],
    );
    expect(verified.length).toBeGreaterThan(PAGE_SIZE);
    expect(await allIds({ keyword: word, verified: '1' })).toEqual(verified.map((r) => Number(r.id)));
  });
});

describe('what each supplier sells, kept as products change', () => {
  async function twoSuppliers(): Promise<[number, number, number]> {
    const { rows } = await db().pool.query<{ id: string; category: string }>(
      `SELECT s.id, (SELECT id FROM categories WHERE level = 2 ORDER BY id LIMIT 1) AS category
         FROM suppliers s ORDER BY s.id LIMIT 2`,
    );
    return [Number(rows[0]?.id), Number(rows[1]?.id), Number(rows[0]?.category)];
  }
  const ids = async (keyword: string) => (await search({ keyword })).items.map((s) => s.id);

  it('lists a supplier once its product is published, and no longer once it is hidden, moved or deleted', async () => {
    const [first, second, category] = await twoSuppliers();
    const pool = db().pool;
    expect(await ids('quokkafelt')).toEqual([]);
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO products (supplier_id, category_id, slug, name_en, name_cn, unit_code, moq, status, published_at)
       VALUES ($1, $2, 'quokkafelt-mat', 'Quokkafelt mat', '毡垫', 'piece', 10, 'draft', NULL) RETURNING id`,
      [first, category],
    );
    const product = Number(rows[0]?.id);
    expect(await ids('quokkafelt')).toEqual([]); // a draft is not sold

    await pool.query(`UPDATE products SET status = 'published', published_at = now() WHERE id = $1`, [product]);
    expect(await ids('quokkafelt')).toEqual([first]);
    expect(await ids('quokka')).toEqual([first]); // the last word is a prefix, as in product search

    await pool.query(`UPDATE products SET names = '{"de": "Wombatfilz Matte"}'::jsonb WHERE id = $1`, [product]);
    expect(await ids('wombatfilz')).toEqual([first]); // a name in another language

    await pool.query(`UPDATE products SET supplier_id = $2 WHERE id = $1`, [product, second]);
    expect(await ids('quokkafelt')).toEqual([second]);

    await pool.query(`UPDATE products SET status = 'hidden' WHERE id = $1`, [product]);
    expect(await ids('quokkafelt')).toEqual([]);

    await pool.query(`UPDATE products SET status = 'published' WHERE id = $1`, [product]);
    expect(await ids('quokkafelt')).toEqual([second]);
    await pool.query('DELETE FROM products WHERE id = $1', [product]);
    expect(await ids('quokkafelt')).toEqual([]);
  });

  it('keeps the words of a supplier’s other products when one of them goes', async () => {
    const [first, , category] = await twoSuppliers();
    const pool = db().pool;
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO products (supplier_id, category_id, slug, name_en, name_cn, unit_code, moq, status, published_at)
       VALUES ($1, $2, 'numbatwool-a', 'Numbatwool quollscarf', '围巾', 'piece', 10, 'published', now()),
              ($1, $2, 'numbatwool-b', 'Numbatwool quollglove', '手套', 'piece', 10, 'published', now())
       RETURNING id`,
      [first, category],
    );
    expect(await ids('numbatwool')).toEqual([first]);
    await pool.query('DELETE FROM products WHERE id = $1', [rows[0]?.id]);
    expect(await ids('numbatwool')).toEqual([first]);
    expect(await ids('quollscarf numbatwool')).toEqual([]);
    expect(await ids('quollglove numbatwool')).toEqual([first]);
  });
});

describe('supplier search by the names of every language', () => {
  const ids = async (keyword: string) => (await search({ keyword })).items.map((s) => s.id);

  it('finds a supplier without products by a word of any of its names, and follows a renamed one', async () => {
    const pool = db().pool;
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO suppliers (slug, name_en, name_cn, names, country_code)
       VALUES ('quellmann', 'Quellmann Fasteners', '泉曼紧固件',
         '{"de": "Quellmann Verbindungstechnik", "ar": "كويلمان للمثبتات", "ja": "クエルマン締結"}'::jsonb, 'DE')
       RETURNING id`,
    );
    const id = Number(rows[0]?.id);
    expect(await ids('verbindungstechnik')).toEqual([id]); // the German name only
    expect(await ids('VERBINDUNGSTECHNIK')).toEqual([id]);
    expect(await ids('كويلمان')).toEqual([id]); // Arabic
    expect(await ids('クエルマン')).toEqual([id]); // a Japanese run
    expect(await ids('紧固件')).toEqual([id]); // the Chinese name
    expect(await ids('fasteners verbindungstechnik')).toEqual([id]); // words from two of its names
    expect(await ids('verbindungstechnik nirgendwo')).toEqual([]); // every word must be in a name

    await pool.query(
      `UPDATE suppliers SET names = names || '{"de": "Quellmann Schraubtechnik"}'::jsonb WHERE id = $1`,
      [id],
    );
    expect(await ids('verbindungstechnik')).toEqual([]);
    expect(await ids('schraubtechnik')).toEqual([id]);
    await pool.query('DELETE FROM suppliers WHERE id = $1', [id]);
    expect(await ids('schraubtechnik')).toEqual([]);
  });
});
