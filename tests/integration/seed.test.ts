import type pg from 'pg';
import { seedDatabase, type SeedOptions } from '@/lib/seed/run';
import { createTestDatabase, type TestDatabase } from '../support/database';

const options: SeedOptions = {
  seed: 'sourcefair',
  suppliers: 30,
  products: 300,
  anchor: new Date('2026-06-01T00:00:00Z'),
};
let a: TestDatabase;
let b: TestDatabase;

/** One digest of every row of the catalogue tables, in id order. */
async function fingerprint(pool: pg.Pool): Promise<string> {
  const tables = [
    'websites',
    'countries',
    'units',
    'categories',
    'tags',
    'suppliers',
    'products',
    'product_price_tiers',
    'product_images',
    'product_scores',
    'exhibitions',
    'booths',
    'exhibitors',
    'news',
    'live_rooms',
    'promotions',
    'promotion_floors',
    'promotion_floor_products',
    'live_room_products',
    'search_terms',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await pool.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`,
    );
    parts.push(`${table}:${rows[0]?.digest}`);
  }
  return parts.join(' ');
}

async function seedWith(t: TestDatabase, seed: SeedOptions): Promise<void> {
  const client = await t.pool.connect();
  try {
    await seedDatabase(client, seed);
  } finally {
    client.release();
  }
}

beforeAll(async () => {
  [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await Promise.all([seedWith(a, options), seedWith(b, options)]);
});

afterAll(async () => {
  await Promise.all([a?.drop(), b?.drop()]);
});

describe('demo seed', () => {
  it('writes the same catalogue for the same seed', async () => {
    expect(await fingerprint(a.pool)).toBe(await fingerprint(b.pool));
  });

  it('writes another catalogue for another seed, and the same again after a reseed', async () => {
    const before = await fingerprint(b.pool);
    await seedWith(b, { ...options, seed: 'another' });
    expect(await fingerprint(b.pool)).not.toBe(before);
    await seedWith(b, options);
    expect(await fingerprint(b.pool)).toBe(before);
  });

  it('writes the same rows on the bulk path and restores every index and foreign key', async () => {
    const schemaShape = `SELECT string_agg(x, ',' ORDER BY x) AS shape FROM (
        SELECT conname || ':' || pg_get_constraintdef(oid) AS x FROM pg_constraint WHERE connamespace = 'public'::regnamespace
        UNION ALL SELECT indexdef FROM pg_indexes WHERE schemaname = 'public') s`;
    const before = (await b.pool.query(schemaShape)).rows[0].shape;
    const rows = await fingerprint(b.pool);
    await seedWith(b, { ...options, bulkThreshold: 0 });
    expect(await fingerprint(b.pool)).toBe(rows);
    expect((await b.pool.query(schemaShape)).rows[0].shape).toBe(before);
    const dangling = `INSERT INTO product_images (product_id, position, url, width, height) VALUES (999999, 0, '/x.svg', 1, 1)`;
    await expect(b.pool.query(dangling)).rejects.toMatchObject({ code: '23503' });
  });

  it('writes the requested numbers of suppliers and products', async () => {
    const { rows } = await a.pool.query(
      `SELECT (SELECT count(*) FROM suppliers)::int AS s, (SELECT count(*) FROM products)::int AS p`,
    );
    expect(rows[0]).toEqual({ s: 30, p: 300 });
  });

  it('has exhibitions in every lifecycle and stage code of spec §3', async () => {
    const { rows } = await a.pool.query(
      `SELECT array_agg(DISTINCT lifecycle ORDER BY lifecycle) AS l, array_agg(DISTINCT stage ORDER BY stage) AS s FROM exhibitions`,
    );
    expect(rows[0]).toEqual({ l: [0, 1, 2], s: [0, 1, 2, 3, 4, 5] });
  });

  it('has every industry code and exhibition type of spec §3', async () => {
    const industries = await a.pool.query(`SELECT code FROM exhibition_industries ORDER BY code`);
    expect(industries.rows.map((r) => r.code).sort()).toEqual(
      ['ABCM', 'AES', 'BDE', 'DeFuExpo', 'HOMElIFE', 'INTEX', 'JPE', 'javme', 'machinex', 'newenergy'].sort(),
    );
    const types = await a.pool.query(`SELECT code FROM exhibition_types`);
    expect(types.rows.map((r) => r.code).sort()).toEqual([
      'aff',
      'chinahomelife',
      'chinashop',
      'expo',
      'meits',
      'sports',
    ]);
  });

  it('gives products names in several languages, tiers that fall with quantity, and local images', async () => {
    const { rows } = await a.pool.query(`
      SELECT p.id, p.name_en, p.name_cn, p.names, p.moq, p.price_min_minor, p.price_max_minor,
             array_agg(t.price_minor ORDER BY t.min_quantity) AS prices, min(t.min_quantity) AS first_quantity,
             (SELECT array_agg(url) FROM product_images i WHERE i.product_id = p.id) AS images
      FROM products p JOIN product_price_tiers t ON t.product_id = p.id
      GROUP BY p.id ORDER BY p.id LIMIT 50`);
    for (const p of rows) {
      expect(p.name_cn).not.toBe(p.name_en);
      expect(Object.keys(p.names).length).toBeGreaterThanOrEqual(10);
      expect(p.names.es).not.toBe(p.name_en);
      expect(Number(p.first_quantity)).toBe(p.moq);
      const prices = p.prices.map(Number);
      expect([...prices].sort((x: number, y: number) => y - x)).toEqual(prices);
      expect(Number(p.price_max_minor)).toBe(prices[0]);
      expect(Number(p.price_min_minor)).toBe(prices[prices.length - 1]);
      for (const url of p.images) expect(url).toMatch(/^\/media\/gen\/product\/\d+-\d\.svg$/);
    }
  });

  it('builds the category tree of spec §3 with counts that add up', async () => {
    const { rows } = await a.pool.query(`
      SELECT (SELECT count(*) FROM categories WHERE level = 1)::int AS industries,
             (SELECT count(*) FROM categories WHERE level = 2)::int AS categories,
             (SELECT count(*) FROM tags)::int AS tags,
             (SELECT sum(product_count) FROM categories WHERE level = 1)::int AS counted,
             (SELECT count(*) FROM products WHERE status = 'published')::int AS published`);
    expect(rows[0].industries).toBe(10);
    expect(rows[0].categories).toBe(40);
    expect(rows[0].tags).toBeGreaterThanOrEqual(200);
    expect(rows[0].counted).toBe(rows[0].published);
  });

  it('continues identities after the seeded ids', async () => {
    const { rows } = await a.pool.query(
      `INSERT INTO suppliers (slug, name_en, name_cn, country_code) VALUES ('n_', 'New', '新', 'CN') RETURNING id`,
    );
    expect(Number(rows[0].id)).toBe(31);
  });

  it('fills the search vocabulary from the catalogue', async () => {
    const { rows } = await a.pool.query(`SELECT count(*)::int AS n FROM search_terms`);
    expect(rows[0].n).toBeGreaterThan(50);
  });
});
