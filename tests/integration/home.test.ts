import { seedDatabase } from '@/lib/seed/run';
import { resetEnvForTests } from '@/lib/env';
import { createTestDatabase, type TestDatabase } from '../support/database';

let t: TestDatabase;
const savedUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  t = await createTestDatabase();
  const client = await t.pool.connect();
  try {
    await seedDatabase(client, {
      seed: 'home',
      suppliers: 20,
      products: 150,
      anchor: new Date('2026-06-01T00:00:00Z'),
    });
  } finally {
    client.release();
  }
  // The application's own pool (lib/db/client) reads DATABASE_URL: point it at this file's database.
  process.env.DATABASE_URL = t.url;
  resetEnvForTests();
});

afterAll(async () => {
  const { closeDb } = await import('@/lib/db/client');
  await closeDb();
  process.env.DATABASE_URL = savedUrl;
  resetEnvForTests();
  await t?.drop();
});

describe('home page data', () => {
  it('lists the twelve newest published products, newest first, with their first image', async () => {
    const { loadHomeData: getHomeData } = await import('@/lib/catalogue/home');
    const data = await getHomeData('en');
    const { rows } = await t.pool.query(
      `SELECT id FROM products WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT 12`,
    );
    expect(data.newArrivals.map((p) => p.id)).toEqual(rows.map((r) => Number(r.id)));
    for (const p of data.newArrivals) expect(p.imageUrl).toBe(`/media/gen/product/${p.id}-0.svg`);
  });

  it('counts only published products', async () => {
    const { loadHomeData: getHomeData } = await import('@/lib/catalogue/home');
    const data = await getHomeData('en');
    const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM products WHERE status = 'published'`);
    expect(data.totals).toEqual({ products: rows[0].n, suppliers: 20 });
  });

  it('names products in the visitor language', async () => {
    const { loadHomeData: getHomeData } = await import('@/lib/catalogue/home');
    const [en, zh, es] = await Promise.all([getHomeData('en'), getHomeData('zh'), getHomeData('es')]);
    const id = en.newArrivals[0]?.id;
    const { rows } = await t.pool.query(`SELECT name_en, name_cn, names->>'es' AS es FROM products WHERE id = $1`, [
      id,
    ]);
    expect(en.newArrivals[0]?.name).toBe(rows[0].name_en);
    expect(zh.newArrivals[0]?.name).toBe(rows[0].name_cn);
    expect(es.newArrivals[0]?.name).toBe(rows[0].es);
  });

  it('shows only published exhibitions that are coming or open', async () => {
    const { loadHomeData: getHomeData } = await import('@/lib/catalogue/home');
    const data = await getHomeData('en');
    expect(data.exhibitions.length).toBeGreaterThan(0);
    const { rows } = await t.pool.query(`SELECT id, lifecycle, stage FROM exhibitions WHERE id = ANY($1::bigint[])`, [
      data.exhibitions.map((e) => e.id),
    ]);
    for (const row of rows) {
      expect([0, 1]).toContain(row.lifecycle);
      expect(row.stage).toBeGreaterThan(0);
    }
    const starts = data.exhibitions.map((e) => e.startsOn);
    expect([...starts].sort()).toEqual(starts);
  });
});
