import { resetEnvForTests } from '@/lib/env';
import { seedDatabase } from '@/lib/seed/run';
import { createTestDatabase, type TestDatabase } from './database';

/**
 * A seeded database of this test file's own (a copy of the migrated template), with the application's
 * pool (lib/db/client reads DATABASE_URL) pointed at it for the file's tests.
 */
export function withSeededDatabase(
  seed: string,
  size: { suppliers: number; products: number } = { suppliers: 10, products: 40 },
): () => TestDatabase {
  let t: TestDatabase | undefined;
  const savedUrl = process.env.DATABASE_URL;
  beforeAll(async () => {
    t = await createTestDatabase();
    const client = await t.pool.connect();
    try {
      await seedDatabase(client, { seed, ...size, anchor: new Date('2026-06-01T00:00:00Z') });
    } finally {
      client.release();
    }
    process.env.DATABASE_URL = t.url;
    resetEnvForTests();
  }, 120_000); // a seed and a database copy on a busy 2-core machine
  afterAll(async () => {
    const { closeDb } = await import('@/lib/db/client');
    await closeDb();
    process.env.DATABASE_URL = savedUrl;
    resetEnvForTests();
    await t?.drop();
  });
  return () => {
    if (!t) throw new Error('the database is not ready');
    return t;
  };
}

/** Rows that any API call could write; a refused call must leave this unchanged. */
export async function countWritableRows(t: TestDatabase): Promise<number> {
  const { rows } = await t.pool.query<{ n: string }>(
    `SELECT (SELECT count(*) FROM tracking_events) + (SELECT count(*) FROM sessions) + (SELECT count(*) FROM accounts)
       + (SELECT count(*) FROM cart_items) + (SELECT count(*) FROM cookie_consents)
       + (SELECT count(*) FROM support_messages) + (SELECT count(*) FROM traffic_reports)
       + (SELECT count(*) FROM sample_orders) AS n`,
  );
  return Number(rows[0]?.n);
}

/** The first published product whose English name ends in a model code ("... NL-677"): its id and the code. */
export async function productWithModelCode(t: TestDatabase): Promise<{ id: number; code: string }> {
  const { rows } = await t.pool.query<{ id: string; code: string }>(
    `SELECT id, substring(name_en from ' ([A-Z]{2}-[0-9]+)$') AS code FROM products
      WHERE status = 'published' AND name_en ~ ' [A-Z]{2}-[0-9]+$' ORDER BY id LIMIT 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('no published product has a model code');
  return { id: Number(row.id), code: row.code };
}
