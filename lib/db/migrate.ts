import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createPool } from './pool';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations');

/** Apply every checked-in migration not yet applied; safe to run at every start. */
export async function runMigrations(connectionString: string): Promise<void> {
  const pool = createPool({
    connectionString,
    max: 1,
    statementTimeoutMs: 600_000,
    applicationName: 'sourcefair-migrate',
  });
  try {
    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await pool.end();
  }
}
