import { randomBytes } from 'node:crypto';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { cloneDatabase, databaseNameOf, dropDatabase } from '@/lib/db/admin';
import { createPool } from '@/lib/db/pool';
import * as schema from '@/lib/db/schema';

export type TestDatabase = { url: string; pool: pg.Pool; db: NodePgDatabase<typeof schema>; drop: () => Promise<void> };

/** A fresh, migrated, empty database of this test file's own (a copy of the migrated template). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const templateUrl = process.env.DATABASE_URL;
  if (!templateUrl) throw new Error('DATABASE_URL is not set');
  const name = `sf_t_${randomBytes(5).toString('hex')}`;
  const url = await cloneDatabase(templateUrl, databaseNameOf(templateUrl), name);
  const pool = createPool({ connectionString: url, max: 4 });
  return {
    url,
    pool,
    db: drizzle(pool, { schema }),
    drop: async () => {
      await pool.end();
      await dropDatabase(templateUrl, name);
    },
  };
}

/** The SQLSTATE of a failed query (23505 unique, 23503 foreign key, 23514 check), or undefined. */
export async function sqlStateOf(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    const cause = error as { cause?: { code?: string }; code?: string };
    return cause.code ?? cause.cause?.code;
  }
}
