import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

/** The pool's database or a transaction of it: both answer the same queries. */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>;

type Ambient = { tx: Database; open: boolean; afterCommit: Array<() => void> };

const storage = new AsyncLocalStorage<Ambient>();

/**
 * The transaction the current call runs in, while it is open. Services keep calling getDb(); inside
 * runInTransaction it answers the transaction, so a handler's writes commit or roll back with the
 * caller's own (the stored idempotent answer). Work started inside that outlives it (a promise left
 * running) falls back to the pool once the transaction has ended.
 */
export function currentTransaction(): Database | undefined {
  const ambient = storage.getStore();
  return ambient?.open ? ambient.tx : undefined;
}

/**
 * Runs `work` in one transaction of `db` that every getDb() inside it shares. Callbacks queued with
 * afterCommit run once it has committed (never after a rollback), outside the transaction.
 */
export async function runInTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  if (currentTransaction()) throw new Error('runInTransaction does not nest');
  let ambient: Ambient | undefined;
  try {
    const result = await db.transaction(async (tx) => {
      ambient = { tx, open: true, afterCommit: [] };
      return storage.run(ambient, () => work(tx));
    });
    const callbacks = ambient?.afterCommit ?? [];
    if (ambient) ambient.open = false;
    storage.exit(() => {
      for (const callback of callbacks) callback();
    });
    return result;
  } finally {
    if (ambient) {
      ambient.open = false;
      ambient.afterCommit = [];
    }
  }
}

/**
 * Work that must see committed rows (mail delivery, notifications): run after the surrounding
 * transaction commits, or right away when there is none.
 */
export function afterCommit(callback: () => void): void {
  const ambient = storage.getStore();
  if (ambient?.open) ambient.afterCommit.push(callback);
  else callback();
}
