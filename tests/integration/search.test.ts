import { Pool } from 'pg';
import { parseSearchParams, PAGE_SIZE, type RawParams } from '@/lib/search/params';
import type { CandidatePlan } from '@/lib/search/products';
import { productWithModelCode, withSeededDatabase } from '../support/seeded-database';

const originalQuery = Pool.prototype.query;

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
};
/** Every node of an EXPLAIN (FORMAT JSON) plan. */
function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}
const db = withSeededDatabase('search', { suppliers: 40, products: 400 });

async function search(raw: RawParams, locale: 'en' | 'zh' | 'de' = 'en', plan?: CandidatePlan) {
  const { searchProducts } = await import('@/lib/search/products');
  return searchProducts(locale, parseSearchParams(raw), { plan });
}

async function sqlIds(where: string, params: unknown[] = []): Promise<number[]> {
  const { rows } = await db().pool.query(
    `SELECT p.id FROM products p JOIN suppliers s ON s.id = p.supplier_id WHERE p.status = 'published' AND ${where}`,
    params,
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Every id of a search, page by page. */
async function allIds(raw: RawParams, plan?: CandidatePlan): Promise<number[]> {
  const first = await search(raw, 'en', plan);
  const ids = first.items.map((p) => p.id);
  for (let page = 2; page <= first.pageCount; page += 1)
    ids.push(...(await search({ ...raw, page: String(page) }, 'en', plan)).items.map((p) => p.id));
  return ids;
}

async function productWord(column: string): Promise<{ id: number; word: string }> {
  const { rows } = await db().pool.query(
    `SELECT id, lower(split_part(${column}, ' ', 1)) AS word FROM products
      WHERE status = 'published' AND length(split_part(${column}, ' ', 1)) >= 4 ORDER BY id LIMIT 1`,
  );
  return { id: Number(rows[0].id), word: rows[0].word };
}

type Statement = { text: string; values: unknown[] };
/** A search and the statements it sent (the prepared `search-…` ones). */
async function searchStatements(raw: RawParams) {
  const statements: Statement[] = [];
  const spy = vi.spyOn(Pool.prototype, 'query').mockImplementation(function (this: Pool, ...args: unknown[]) {
    const [config] = args;
    if (typeof config === 'object' && config !== null && 'name' in config && 'text' in config) {
      const { name, text, values } = config as { name: unknown; text: string; values?: unknown[] };
      if (typeof name === 'string' && name.startsWith('search-')) statements.push({ text, values: values ?? [] });
    }
    return originalQuery.apply(this, args as Parameters<Pool['query']>);
  } as Pool['query']);
  try {
    return { result: await search(raw), statements };
  } finally {
    spy.mockRestore();
  }
}
/**
 * A statement's kept plan, as the search connections run it (planned once, for any values), with sorting
 * priced out: a plan still sorts the products if no index gives their order.
 */
async function keptPlanOf(statement: Statement | undefined): Promise<PlanNode[]> {
  if (!statement) throw new Error('no search statement');
  const client = await db().pool.connect();
  try {
    await client.query('SET enable_seqscan = off; SET enable_sort = off; SET plan_cache_mode = force_generic_plan');
    await client.query(`PREPARE kept AS ${statement.text}`);
    // EXECUTE takes no bound parameters: the values as literals, typed by the statement's parameters
    const args = statement.values.map((v) => client.escapeLiteral(String(v))).join(', ');
    const { rows } = await client.query(`EXPLAIN (FORMAT JSON) EXECUTE kept(${args})`);
    return planNodes(rows[0]['QUERY PLAN'][0].Plan);
  } finally {
    await client.query('DEALLOCATE ALL; RESET ALL');
    client.release();
  }
}
const productSorts = (nodes: PlanNode[]) =>
  nodes.filter((n) => n['Node Type'] === 'Sort' && String(n['Sort Key']?.[0] ?? '').startsWith('p.published_at'));

describe('product search', () => {
  it.each([
    ['English', 'name_en'],
    ['German', "names->>'de'"],
    ['Russian', "names->>'ru'"],
    ['Turkish', "names->>'tr'"],
    ['Polish', "names->>'pl'"],
    ['Thai', "names->>'th'"],
    ['Persian', "names->>'fa'"],
  ])('finds a product by a word of its %s name, and the count agrees with SQL', async (_, column) => {
    const { id, word } = await productWord(column);
    const result = await search({ keyword: word });
    const expected = await sqlIds(`p.search_vector @@ to_tsquery('simple', $1)`, [`'${word}':*`]);
    expect(expected).toContain(id);
    expect(result.total).toBe(expected.length);
    expect((await allIds({ keyword: word })).sort((a, b) => a - b)).toEqual(expected);
  });

  it.each<CandidatePlan>(['index', 'buckets', 'scan', 'filters'])(
    'finds the same products, filtered and counted as SQL, whichever way it reads the candidates (%s)',
    async (plan) => {
      const { rows } = await db().pool.query(
        `SELECT term FROM search_terms WHERE term ~ '^[a-z]{4,}$' ORDER BY document_count DESC, term LIMIT 1`,
      );
      const word: string = rows[0].term;
      const expected = await sqlIds(`p.search_vector @@ to_tsquery('simple', $1)`, [`'${word}':*`]);
      expect(new Set(expected.map((id) => id % 8)).size).toBe(8); // products in every bucket
      expect((await search({ keyword: word }, 'en', plan)).total).toBe(expected.length);
      expect((await allIds({ keyword: word }, plan)).sort((a, b) => a - b)).toEqual(expected);
      const filters = { keyword: word, country: 'CN', verified: '1', moqMax: '1000', priceMin: '1' };
      const filtered = await sqlIds(
        `p.search_vector @@ to_tsquery('simple', $1) AND s.country_code = 'CN' AND s.verified AND p.moq <= 1000
          AND p.price_max_minor >= 100`,
        [`'${word}':*`],
      );
      expect(filtered.length).toBeGreaterThan(0);
      const result = await search(filters, 'en', plan);
      expect(result.total).toBe(filtered.length);
      expect(result.facets.verified).toBe(filtered.length);
      expect((await allIds(filters, plan)).sort((a, b) => a - b)).toEqual(filtered);
    },
  );

  it('finds a product by its model code, whole, by its number or without its hyphen, and marks the code', async () => {
    const { id, code } = await productWithModelCode(db());
    const [letters, digits] = code.split('-');
    for (const locale of ['en', 'de', 'zh'] as const) {
      const result = await search({ keyword: code }, locale);
      expect(result.items.map((p) => p.id)).toContain(id);
      const found = result.items.find((p) => p.id === id);
      expect(found?.nameSegments.filter((s) => s.match).map((s) => s.text)).toEqual([letters, digits]);
    }
    expect(await allIds({ keyword: digits ?? '' })).toContain(id);
    // typed without its hyphen, whole or its start ("NL677", "nl67"): the code is marked, as a prefix
    // marks the rest of its word
    for (const typed of [`${letters}${digits}`, `${letters?.toLowerCase()}${digits?.slice(0, 2)}`]) {
      const result = await search({ keyword: typed });
      const found = result.items.find((p) => p.id === id);
      expect(found, typed).toBeDefined();
      expect(result.correctedFrom, typed).toBeUndefined();
      const marked = found?.nameSegments.filter((s) => s.match).map((s) => s.text);
      expect(marked).toEqual([code]);
    }
    // the vocabulary (did-you-mean, the showroom's keyword index) holds the code's number as a word, not
    // as a negative number, and not the joined code
    const terms = await db().pool.query('SELECT term FROM search_terms WHERE term = ANY($1)', [
      [digits, `-${digits}`, `${letters}${digits}`.toLowerCase()],
    ]);
    expect(terms.rows.map((r) => r.term)).toEqual([digits]);
  });

  it('marks the matched word of each name', async () => {
    const { word } = await productWord('name_en');
    const result = await search({ keyword: word });
    for (const item of result.items) {
      expect(item.nameSegments.map((s) => s.text).join('')).toBe(item.name);
      expect(item.nameSegments.some((s) => s.match && s.text.toLowerCase().startsWith(word))).toBe(true);
    }
  });

  it('finds a Chinese name by a part of it (CJK is one token to the simple parser)', async () => {
    const { rows } = await db().pool.query(
      `SELECT id, name_cn FROM products WHERE status = 'published' ORDER BY id LIMIT 1`,
    );
    const part = Array.from(rows[0].name_cn as string)
      .slice(1, 3)
      .join('');
    const result = await search({ keyword: part }, 'zh');
    expect(result.total).toBeGreaterThan(0);
    expect(await allIds({ keyword: part })).toContain(Number(rows[0].id));
    expect(result.items[0]?.nameSegments.some((s) => s.match)).toBe(true);
  });

  it('answers a misspelt word with did-you-mean and the corrected word results', async () => {
    const { rows } = await db().pool.query(
      `SELECT term FROM search_terms WHERE term ~ '^[a-z]{7,}$' ORDER BY document_count DESC, term LIMIT 1`,
    );
    const term: string = rows[0].term;
    const typo = `${term.slice(0, 3)}${term[3] === 'e' ? 'a' : 'e'}${term.slice(4)}`; // one letter wrong
    const result = await search({ keyword: typo });
    expect(result.didYouMean).toBe(term);
    expect(result.correctedFrom).toBe(typo);
    expect(result.total).toBe((await search({ keyword: term })).total);
  });

  it('narrows by category (with its subcategories), country, verified, MOQ and price, in step with SQL', async () => {
    const { rows } = await db().pool.query(
      `SELECT id FROM categories WHERE level = 1 ORDER BY product_count DESC LIMIT 1`,
    );
    const industry = Number(rows[0].id);
    const raw = {
      category: String(industry),
      country: 'CN',
      verified: '1',
      moqMax: '1000',
      priceMin: '1',
      priceMax: '80',
    };
    const expected = await sqlIds(
      `p.category_id IN (SELECT id FROM categories WHERE parent_id = $1 OR id = $1) AND s.country_code = 'CN' AND s.verified
        AND p.moq <= 1000 AND p.price_max_minor >= 100 AND p.price_min_minor <= 8000`,
      [industry],
    );
    expect(expected.length).toBeGreaterThan(0);
    const result = await search(raw);
    expect(result.total).toBe(expected.length);
    expect((await allIds(raw)).sort((a, b) => a - b)).toEqual(expected);
  });

  it('counts facets over the results exactly as SQL groups them', async () => {
    const { word } = await productWord('name_en');
    const result = await search({ keyword: word });
    const { rows } = await db().pool.query(
      `SELECT p.category_id AS id, count(*)::int AS n FROM products p
        WHERE p.status = 'published' AND p.search_vector @@ to_tsquery('simple', $1) GROUP BY 1`,
      [`'${word}':*`],
    );
    const expected = new Map(rows.map((r) => [String(r.id), r.n]));
    for (const facet of result.facets.categories) expect(facet.count).toBe(expected.get(facet.value));
    const verified = await sqlIds(`s.verified AND p.search_vector @@ to_tsquery('simple', $1)`, [`'${word}':*`]);
    expect(result.facets.verified).toBe(verified.length);
  });

  it("follows a supplier's new country and verification, and a product moved to another supplier", async () => {
    const { pool } = db();
    // the commonest word, and the supplier of its first product
    const { rows } = await pool.query(
      `SELECT t.term, p.supplier_id, p.id, s.country_code, s.verified FROM search_terms t
         JOIN LATERAL (SELECT id, supplier_id FROM products WHERE status = 'published'
           AND search_vector @@ to_tsquery('simple', quote_literal(t.term)) ORDER BY id LIMIT 1) p ON true
         JOIN suppliers s ON s.id = p.supplier_id
        WHERE t.term ~ '^[a-z]{4,}$' ORDER BY t.document_count DESC, t.term LIMIT 1`,
    );
    const { term: word, supplier_id: supplierId, id: productId } = rows[0];
    const before = { country: rows[0].country_code as string, verified: rows[0].verified as boolean };
    const { rows: others } = await pool.query(
      `SELECT id, country_code FROM suppliers WHERE id <> $1 AND country_code <> 'TR' ORDER BY id LIMIT 1`,
      [supplierId],
    );
    const other = { id: others[0].id, country: others[0].country_code as string };
    const filtered = (verified: boolean) => ({ keyword: word, country: 'TR', ...(verified ? { verified: '1' } : {}) });
    const turkish = (verified: boolean) =>
      sqlIds(
        `s.country_code = 'TR' ${verified ? 'AND s.verified' : ''} AND p.search_vector @@ to_tsquery('simple', $1)`,
        [`'${word}':*`],
      );
    try {
      await pool.query(`UPDATE suppliers SET country_code = 'TR', verified = true WHERE id = $1`, [supplierId]);
      let expected = await turkish(true);
      expect(expected).toContain(Number(productId));
      expect((await allIds(filtered(true))).sort((a, b) => a - b)).toEqual(expected);
      const found = await search({ keyword: word });
      expect(found.facets.countries.find((c) => c.value === 'TR')?.count).toBe((await turkish(false)).length);

      // no longer verified: out of the verified search, still in the country's
      await pool.query(`UPDATE suppliers SET verified = false WHERE id = $1`, [supplierId]);
      expected = await turkish(true);
      expect(expected).not.toContain(Number(productId));
      expect((await allIds(filtered(true))).sort((a, b) => a - b)).toEqual(expected);
      expect(await allIds(filtered(false))).toContain(Number(productId));

      // the product moves to a supplier of another country: it leaves the Turkish results
      await pool.query(`UPDATE products SET supplier_id = $2 WHERE id = $1`, [productId, other.id]);
      expect(await allIds(filtered(false))).not.toContain(Number(productId));
      expect((await allIds(filtered(false))).sort((a, b) => a - b)).toEqual(await turkish(false));
      expect(await allIds({ keyword: word, country: other.country })).toContain(Number(productId));
    } finally {
      await pool.query(`UPDATE products SET supplier_id = $2 WHERE id = $1`, [productId, supplierId]);
      await pool.query(`UPDATE suppliers SET country_code = $2, verified = $3 WHERE id = $1`, [
        supplierId,
        before.country,
        before.verified,
      ]);
    }
  });
  it('limits products to the exhibitors of an exhibition', async () => {
    const { rows } = await db().pool.query(
      `SELECT exhibition_id AS id FROM exhibitors GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const exhibitionId = Number(rows[0].id);
    const expected = await sqlIds(`p.supplier_id IN (SELECT supplier_id FROM exhibitors WHERE exhibition_id = $1)`, [
      exhibitionId,
    ]);
    expect((await search({ exhibitionId: String(exhibitionId) })).total).toBe(expected.length);
  });

  it('sorts by price up and down and by newest', async () => {
    const asc = await search({ sort: 'priceAsc' });
    const prices = asc.items.map((p) => p.priceMinMinor ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search({ sort: 'priceDesc' });
    const highs = desc.items.map((p) => p.priceMaxMinor ?? -Infinity);
    expect(highs).toEqual([...highs].sort((a, b) => b - a));
    const { rows } = await db().pool.query(
      `SELECT id FROM products WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT ${PAGE_SIZE}`,
    );
    expect((await search({ sort: 'newest' })).items.map((p) => p.id)).toEqual(rows.map((r) => Number(r.id)));
  });

  it('reads the newest products without keyword in the list index order, sorting none of them', async () => {
    // The search page's default view: at a million products a sort of every published one took 900 ms.
    const { result, statements } = await searchStatements({});
    expect(result.items).toHaveLength(PAGE_SIZE);
    expect(statements).toHaveLength(1);
    const nodes = await keptPlanOf(statements[0]);
    expect(nodes.some((n) => n['Index Name'] === 'products_published_idx')).toBe(true);
    expect(productSorts(nodes)).toEqual([]);
  });

  it("reads a country's newest products without keyword from the country's own index, as SQL finds them", async () => {
    // A rare country's first page read its suppliers, then each one's products, and sorted them.
    const { rows } = await db().pool.query(
      `SELECT s.country_code FROM products p JOIN suppliers s ON s.id = p.supplier_id WHERE p.status = 'published'
        GROUP BY 1 HAVING count(*) > ${PAGE_SIZE} ORDER BY count(*), 1 LIMIT 1`,
    );
    const country: string = rows[0].country_code;
    const expected = await sqlIds(`s.country_code = $1`, [country]);
    const { result, statements } = await searchStatements({ country });
    expect(result.total).toBe(expected.length);
    expect(result.items.map((p) => p.id)).toEqual(
      (
        await db().pool.query(
          `SELECT p.id FROM products p JOIN suppliers s ON s.id = p.supplier_id
            WHERE p.status = 'published' AND s.country_code = $1 ORDER BY p.published_at DESC, p.id DESC LIMIT ${PAGE_SIZE}`,
          [country],
        )
      ).rows.map((r) => Number(r.id)),
    );
    expect((await allIds({ country })).sort((a, b) => a - b)).toEqual(expected);
    const nodes = await keptPlanOf(statements[0]);
    expect(nodes.some((n) => n['Index Name'] === 'products_country_published_idx')).toBe(true);
    expect(productSorts(nodes)).toEqual([]);
  });

  it("reads a word in a rare country's products from the country's index, checking the text on each", async () => {
    // Through the text index a word's whole bitmap was built to find a rare country's few matches
    // ('lamp' in Turkey at a million products: 22 of 138,000 matches, 265 ms).
    const { rows } = await db().pool.query(
      `WITH rare AS (SELECT supplier_country_code AS country, count(*) AS n FROM products WHERE status = 'published'
          GROUP BY 1 ORDER BY 2, 1 LIMIT 1)
        SELECT rare.country, t.term FROM rare, search_terms t
         WHERE t.term ~ '^[a-z]{4,}$' AND t.document_count >= 4 * rare.n
           AND EXISTS (SELECT 1 FROM products p WHERE p.status = 'published' AND p.supplier_country_code = rare.country
             AND p.search_vector @@ to_tsquery('simple', quote_literal(t.term)))
         ORDER BY t.document_count DESC, t.term LIMIT 1`,
    );
    const { country, term: word } = rows[0];
    const expected = await sqlIds(`s.country_code = $1 AND p.search_vector @@ to_tsquery('simple', $2)`, [
      country,
      `'${word}':*`,
    ]);
    expect(expected.length).toBeGreaterThan(0);
    const { result, statements } = await searchStatements({ keyword: word, country });
    expect(result.total).toBe(expected.length);
    expect((await allIds({ keyword: word, country })).sort((a, b) => a - b)).toEqual(expected);
    const nodes = await keptPlanOf(statements[0]);
    expect(nodes.some((n) => n['Index Name'] === 'products_country_published_idx')).toBe(true);
    expect(nodes.filter((n) => n['Index Name']?.startsWith('products_search'))).toEqual([]);
  });

  it('serves the last page for a page beyond it, and full pages before it', async () => {
    const first = await search({});
    expect(first.items).toHaveLength(PAGE_SIZE);
    const beyond = await search({ page: '5000' });
    expect(beyond.page).toBe(first.pageCount);
    expect(beyond.items.length).toBe(first.total - (first.pageCount - 1) * PAGE_SIZE);
  });

  it.each(['en', 'zh', 'de'] as const)(
    'shows the same cards as the catalogue reads for the same products (%s), with or without a keyword and image',
    async (locale) => {
      const { productCardsByIds } = await import('@/lib/catalogue/cards');
      const { word } = await productWord('name_en');
      const cardsOf = (result: Awaited<ReturnType<typeof search>>) =>
        result.items.map(({ nameSegments, ...card }) => {
          expect(nameSegments.map((s) => s.text).join('')).toBe(card.name);
          return card;
        });
      const cases = [{ keyword: word }, { sort: 'priceAsc' }, { keyword: word, sort: 'newest', page: '2' }];
      for (const raw of cases) {
        const cards = cardsOf(await search(raw, locale));
        expect(cards.length).toBeGreaterThan(0);
        expect(cards).toEqual(
          await productCardsByIds(
            locale,
            cards.map((c) => c.id),
          ),
        );
      }
      // a product without its first image: the card keeps its place with the default size
      const id = cardsOf(await search({ keyword: word }, locale))[0]?.id;
      const { rows } = await db().pool.query(
        'DELETE FROM product_images WHERE product_id = $1 AND position = 0 RETURNING row_to_json(product_images) AS row',
        [id],
      );
      try {
        const cards = cardsOf(await search({ keyword: word }, locale));
        expect(cards[0]).toMatchObject({ id, imageUrl: null, imageWidth: 800, imageHeight: 800 });
        expect(cards).toEqual(
          await productCardsByIds(
            locale,
            cards.map((c) => c.id),
          ),
        );
      } finally {
        await db().pool.query(
          'INSERT INTO product_images SELECT * FROM json_populate_record(NULL::product_images, $1)',
          [rows[0]?.row],
        );
      }
    },
  );

  it("labels category facets in the reader's language", async () => {
    const { word } = await productWord('name_en');
    const { rows } = await db().pool.query(`SELECT id, name_en, name_cn, names FROM categories`);
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    for (const [locale, label] of [
      ['en', (r: (typeof rows)[number]) => r.name_en],
      ['zh', (r: (typeof rows)[number]) => r.name_cn],
      ['de', (r: (typeof rows)[number]) => r.names.de || r.name_en],
    ] as const) {
      const facets = (await search({ keyword: word }, locale)).facets.categories;
      expect(facets.length).toBeGreaterThan(0);
      for (const facet of facets) expect(facet.label).toBe(label(byId.get(facet.value)));
    }
  });

  it('survives hostile keywords with a clear empty or matching result, never an error', async () => {
    const { searchSuppliers } = await import('@/lib/search/suppliers');
    const hostile = [
      'a'.repeat(5_000),
      `'"\\\\'`,
      '&|!:*()',
      "steel' OR 1=1 --",
      '<script>alert(1)</script>',
      '%_%',
      '\u0000\u202e',
      '灯'.repeat(300),
    ];
    for (const keyword of hostile) {
      const result = await search({ keyword });
      expect(result.total).toBeGreaterThanOrEqual(0);
      await expect(searchSuppliers('en', parseSearchParams({ keyword }))).resolves.toBeDefined();
    }
    expect((await search({ keyword: '&|!:*()' })).total).toBe(0); // punctuation finds nothing, not everything
  });
});

describe('supplier search', () => {
  it('finds suppliers by a word of their name, with their published product counts', async () => {
    const { searchSuppliers } = await import('@/lib/search/suppliers');
    const { rows } = await db().pool.query(
      `SELECT id, split_part(name_en, ' ', 1) AS word FROM suppliers ORDER BY id LIMIT 1`,
    );
    const result = await searchSuppliers('en', parseSearchParams({ keyword: rows[0].word }));
    const hit = result.items.find((s) => s.id === Number(rows[0].id));
    expect(hit).toBeDefined();
    const counted = await db().pool.query(
      `SELECT count(*)::int AS n FROM products WHERE supplier_id = $1 AND status = 'published'`,
      [rows[0].id],
    );
    expect(hit?.productCount).toBe(counted.rows[0].n);
  });

  it.each(['en', 'zh', 'de', 'ar'] as const)(
    "shows each supplier's products as the catalogue's cards in the reader's language (%s)",
    async (locale) => {
      const { searchSuppliers } = await import('@/lib/search/suppliers');
      const { productCardsByIds } = await import('@/lib/catalogue/cards');
      const result = await searchSuppliers(locale, parseSearchParams({}));
      const shown = result.items.flatMap((s) => s.products);
      expect(shown.length).toBeGreaterThan(0);
      // the highlighted name reads as the card's name
      const cards = shown.map(({ nameSegments, ...card }) => {
        expect(nameSegments.map((s) => s.text).join('')).toBe(card.name);
        return card;
      });
      expect(cards).toEqual(
        await productCardsByIds(
          locale,
          cards.map((c) => c.id),
        ),
      );
      // in Arabic the products' Arabic names, not their English ones
      if (locale === 'ar') expect(cards.every((c) => /[\u0600-\u06ff]/.test(c.name))).toBe(true);
    },
  );

  it('finds the makers of a product by what they sell, most matching products first, whatever their names', async () => {
    const { searchSuppliers } = await import('@/lib/search/suppliers');
    // a word of English product names that no supplier's name holds
    const { rows: words } = await db().pool.query<{ word: string }>(
      `SELECT w AS word FROM (SELECT DISTINCT lower(split_part(name_en, ' ', 2)) AS w FROM products) t
        WHERE length(w) >= 5 AND w ~ '^[a-z]+$'
          AND NOT EXISTS (SELECT 1 FROM suppliers s WHERE s.name_en ILIKE '%' || w || '%'
            OR EXISTS (SELECT 1 FROM jsonb_each_text(s.names) n WHERE n.value ILIKE '%' || w || '%'))
        ORDER BY w LIMIT 3`,
    );
    expect(words.length).toBe(3);
    for (const { word } of words) {
      // who sells a published product with the word at the start of a word of its English name
      const { rows: makers } = await db().pool.query<{ id: string; n: number }>(
        `SELECT supplier_id AS id, count(*)::int AS n FROM products
          WHERE status = 'published' AND name_en ~* ('\\m' || $1) GROUP BY supplier_id`,
        [word],
      );
      expect(makers.length, word).toBeGreaterThan(0);
      const result = await searchSuppliers('en', parseSearchParams({ keyword: word }));
      const found = new Set(result.items.map((s) => s.id));
      expect(result.total, word).toBeGreaterThanOrEqual(makers.length);
      if (makers.length <= PAGE_SIZE)
        for (const m of makers) expect(found.has(Number(m.id)), `${word} ${m.id}`).toBe(true);
      // every one listed sells it, and those selling more of it come first
      const { rows: sold } = await db().pool.query<{ id: string; n: number }>(
        `SELECT supplier_id AS id, count(*)::int AS n FROM products
          WHERE status = 'published' AND supplier_id = ANY($1::bigint[])
            AND search_vector @@ to_tsquery('simple', $2 || ':*') GROUP BY supplier_id`,
        [[...found], word],
      );
      const matches = new Map(sold.map((r) => [Number(r.id), r.n]));
      const counts = result.items.map((s) => matches.get(s.id) ?? 0);
      expect(
        counts.every((n) => n > 0),
        word,
      ).toBe(true);
      expect(counts, word).toEqual([...counts].sort((a, b) => b - a));
    }
  });

  it("shows up to three of each supplier's products, those named after the keyword first", async () => {
    const { searchSuppliers, SHOWN_PRODUCTS } = await import('@/lib/search/suppliers');
    const word = 'steel';
    const result = await searchSuppliers('en', parseSearchParams({ keyword: word }));
    expect(result.items.length).toBeGreaterThan(1);
    let named = 0;
    for (const s of result.items) {
      const { rows } = await db().pool.query<{ id: string; named: boolean }>(
        `SELECT id, name_en ~* ('\\m' || $2) AS named FROM products WHERE supplier_id = $1 AND status = 'published'`,
        [s.id, word],
      );
      const own = new Map(rows.map((r) => [Number(r.id), r.named]));
      const shown = s.products.map((p) => p.id);
      expect(shown.length, s.name).toBe(Math.min(SHOWN_PRODUCTS, own.size));
      expect(
        shown.every((id) => own.has(id)),
        s.name,
      ).toBe(true); // its own, published
      const namedCount = rows.filter((r) => r.named).length;
      const expected = Math.min(SHOWN_PRODUCTS, namedCount);
      expect(
        s.products.slice(0, expected).every((p) => /steel/i.test(p.name)),
        `${s.name}: ${s.products.map((p) => p.name).join(', ')}`,
      ).toBe(true);
      // the matched word is marked in the names shown
      for (const p of s.products.slice(0, expected))
        expect(p.nameSegments.some((seg) => seg.match && /steel/i.test(seg.text))).toBe(true);
      named += expected;
    }
    expect(named).toBeGreaterThan(0);
  });

  it('shows the newest products of each supplier when no keyword is asked', async () => {
    const { searchSuppliers, SHOWN_PRODUCTS } = await import('@/lib/search/suppliers');
    const result = await searchSuppliers('en', parseSearchParams({}));
    expect(result.items.length).toBeGreaterThan(0);
    for (const s of result.items) {
      const { rows } = await db().pool.query<{ id: string }>(
        `SELECT id FROM products WHERE supplier_id = $1 AND status = 'published'
          ORDER BY published_at DESC NULLS FIRST, id DESC LIMIT $2`,
        [s.id, SHOWN_PRODUCTS],
      );
      expect(
        s.products.map((p) => p.id),
        s.name,
      ).toEqual(rows.map((r) => Number(r.id)));
    }
  });

  it('lists the suppliers a name matches before those that only sell a match', async () => {
    const { searchSuppliers } = await import('@/lib/search/suppliers');
    // a word of some suppliers' names that other suppliers' product names hold ("Household", "Industrial")
    const { rows } = await db().pool.query<{ word: string }>(
      `SELECT w AS word FROM (SELECT DISTINCT lower(regexp_split_to_table(name_en, ' ')) AS w FROM suppliers) t
        WHERE length(w) >= 5 AND w ~ '^[a-z]+$' AND EXISTS (
          SELECT 1 FROM products p JOIN suppliers s ON s.id = p.supplier_id
           WHERE p.status = 'published' AND p.name_en ~* ('\\m' || w) AND s.name_en NOT ILIKE '%' || w || '%')
        ORDER BY w LIMIT 1`,
    );
    const word = rows[0]?.word ?? '';
    expect(word).not.toBe('');
    const result = await searchSuppliers('en', parseSearchParams({ keyword: word, page: '1' }));
    const named = result.items.map((s) => s.name.toLowerCase().includes(word));
    // both kinds are listed, and once the names stop matching they do not start again
    expect(named, word).toContain(true);
    expect(named, word).toContain(false);
    expect(named, word).toEqual([...named].sort((a, b) => Number(b) - Number(a)));
  });

  it("reads a word's sellers in one order every time: the product search's first matches, through its indexes", async () => {
    // A sequential scan of the products starts where another scan of the table has got to (at a million
    // products, bigger than a quarter of the buffer cache), so the "first 2,000 matches" changed from one
    // search to the next: another ranking each time, and page 2 repeated suppliers of page 1.
    const { searchSuppliers } = await import('@/lib/search/suppliers');
    // the word in most products: the planner's cheapest way to a few matches of it is a scan
    const { rows: common } = await db().pool.query<{ term: string }>(
      `SELECT term FROM search_terms WHERE term ~ '^[a-z]{4,}$' ORDER BY document_count DESC, term LIMIT 1`,
    );
    const word = common[0]?.term ?? '';
    const statements: { pool: Pool; text: string; values: unknown[] }[] = [];
    const spy = vi.spyOn(Pool.prototype, 'query').mockImplementation(function (this: Pool, ...args: unknown[]) {
      const [text, values] = args;
      if (typeof text === 'string' && text.startsWith('WITH sellers'))
        statements.push({ pool: this, text, values: Array.isArray(values) ? values : [] });
      return originalQuery.apply(this, args as Parameters<Pool['query']>);
    } as Pool['query']);
    let first: number[];
    let again: number[];
    try {
      first = (await searchSuppliers('en', parseSearchParams({ keyword: word }))).items.map((s) => s.id);
      again = (await searchSuppliers('en', parseSearchParams({ keyword: word }))).items.map((s) => s.id);
    } finally {
      spy.mockRestore();
    }
    expect(first.length, word).toBeGreaterThan(0);
    expect(again).toEqual(first);
    expect(statements).toHaveLength(2);
    const [statement] = statements;
    if (!statement) throw new Error('no sellers statement');
    // the plan on the connections the search ran on, with their settings
    const { rows } = await statement.pool.query({
      text: `EXPLAIN (FORMAT JSON) ${statement.text}`,
      values: statement.values,
    });
    const nodes = planNodes(rows[0]['QUERY PLAN'][0].Plan);
    expect(nodes.filter((n) => n['Relation Name'] === 'products').map((n) => n['Node Type'])).not.toContain('Seq Scan');
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Gather');
    expect(nodes.some((n) => n['Index Name']?.startsWith('products_search'))).toBe(true);
  });

  it('filters by country and verification, in step with SQL', async () => {
    const { searchSuppliers } = await import('@/lib/search/suppliers');
    const result = await searchSuppliers('en', parseSearchParams({ country: 'CN', verified: '1' }));
    const { rows } = await db().pool.query(
      `SELECT count(*)::int AS n FROM suppliers WHERE country_code = 'CN' AND verified`,
    );
    expect(result.total).toBe(rows[0].n);
    expect(result.items.every((s) => s.verified && s.countryCode === 'CN')).toBe(true);
  });
});
