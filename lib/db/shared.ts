import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { getEnv } from '@/lib/env';
import { currentTransaction, type Database } from './ambient';
import { createPool } from './pool';
import * as schema from './schema';

export type { Database };
type Holder = { pool: pg.Pool; db: Database; tuned: Map<string, pg.Pool> };

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
    globalForDb.__sourcefairDb = { pool, db: drizzle(pool, { schema }), tuned: new Map() };
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

/**
 * A second, small pool whose connections start with the given session settings, for statements
 * that need them on every run (search): no `BEGIN; SET LOCAL …; COMMIT` round trips per statement.
 */
export function getTunedPoolShared(name: string, settings: Record<string, string>): pg.Pool {
  const holder = getHolder();
  let pool = holder.tuned.get(name);
  if (!pool) {
    const env = getEnv();
    pool = createPool({
      connectionString: env.DATABASE_URL,
      max: Math.max(2, Math.ceil(env.DATABASE_POOL_MAX / 2)),
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      applicationName: `sourcefair-${name}`,
      settings,
    });
    holder.tuned.set(name, pool);
  }
  return pool;
}

export async function closeDbShared(): Promise<void> {
  const holder = globalForDb.__sourcefairDb;
  globalForDb.__sourcefairDb = undefined;
  await Promise.all([holder?.pool.end(), ...[...(holder?.tuned.values() ?? [])].map((p) => p.end())]);
}
