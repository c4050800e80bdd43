import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { createPool } from './pool';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations');

/** How many migrations the database has applied (drizzle's own table; none before the first run). */
async function appliedCount(pool: pg.Pool): Promise<number> {
  // two statements: a statement naming a table that does not exist fails before it runs
  const found = await pool.query<{ t: string | null }>(`SELECT to_regclass('drizzle.__drizzle_migrations') AS t`);
  if (!found.rows[0]?.t) return 0;
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  return rows[0]?.n ?? 0;
}

/**
 * Apply every checked-in migration not yet applied; safe to run at every start. A migration may rewrite a
 * large table (0014 remade the products' search vector: 9 minutes at a million products here), so a
 * statement may run up to 25 minutes, within the 30 the systemd unit gives a start. A rewritten table has
 * no visibility map, and autovacuum does not count a rewrite as changes, so counts that read only an
 * index would read the table (1.4 s against 0.15 s at a million products) until enough rows changed:
 * after new migrations the database is vacuumed, as the seed does (19 s at a million). `migrationsFolder`
 * lets a test stop at an earlier release's migrations.
 */
export async function runMigrations(connectionString: string, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const pool = createPool({
    connectionString,
    max: 1,
    statementTimeoutMs: 25 * 60_000,
    applicationName: 'sourcefair-migrate',
  });
  try {
    const before = await appliedCount(pool);
    await migrate(drizzle(pool), { migrationsFolder });
    if ((await appliedCount(pool)) > before) await pool.query('VACUUM (ANALYZE)');
  } finally {
    await pool.end();
  }
}
