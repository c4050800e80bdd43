import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { getEnv } from '@/lib/env';
import { currentTransaction, type Database } from './ambient';
import { createPool } from './pool';
import * as schema from './schema';

export type { Database };
type Holder = { pool: pg.Pool; db: Database };

// One pool per server process, shared by the proxy and the pages, kept on globalThis so development
// reloads do not open a new one each time. Pages import it through client.ts (server-only).
const globalForDb = globalThis as typeof globalThis & { __sourcefairDb?: Holder };

function getHolder(): Holder {
  if (!globalForDb.__sourcefairDb) {
    const env = getEnv();
    const pool = createPool({
      connectionString: env.DATABASE_URL,
      max: env.DATABASE_POOL_MAX,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    });
    globalForDb.__sourcefairDb = { pool, db: drizzle(pool, { schema }) };
  }
  return globalForDb.__sourcefairDb;
}

/** The pool's database (never an ambient transaction): the one that starts transactions. */
export function getRootDbShared(): Database {
  return getHolder().db;
}

/** The pool's database, or the open transaction of lib/db/ambient the caller runs in. */
export function getDbShared(): Database {
  return currentTransaction() ?? getHolder().db;
}

export function getPoolShared(): pg.Pool {
  return getHolder().pool;
}

export async function closeDbShared(): Promise<void> {
  const holder = globalForDb.__sourcefairDb;
  globalForDb.__sourcefairDb = undefined;
  await holder?.pool.end();
}
