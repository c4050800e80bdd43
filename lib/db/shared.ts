import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { currentTransaction, type Database } from './ambient';
import { closePoolsShared, getPoolShared } from './pool-shared';
import * as schema from './schema';

export type { Database };

// The Drizzle database on the process's one pool (./pool-shared), kept on globalThis like the pool.
// Pages import it through client.ts (server-only).
const globalForDb = globalThis as typeof globalThis & { __sourcefairDb?: { pool: pg.Pool; db: Database } };

function getHolder(): { pool: pg.Pool; db: Database } {
  const pool = getPoolShared();
  let holder = globalForDb.__sourcefairDb;
  if (holder?.pool !== pool) {
    holder = { pool, db: drizzle(pool, { schema }) };
    globalForDb.__sourcefairDb = holder;
  }
  return holder;
}

/** The pool's database (never an ambient transaction): the one that starts transactions. */
export function getRootDbShared(): Database {
  return getHolder().db;
}

/** The pool's database, or the open transaction of lib/db/ambient the caller runs in. */
export function getDbShared(): Database {
  return currentTransaction() ?? getHolder().db;
}

export async function closeDbShared(): Promise<void> {
  globalForDb.__sourcefairDb = undefined;
  await closePoolsShared();
}
