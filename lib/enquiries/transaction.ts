import 'server-only';
import { currentTransaction, runInTransaction } from '@/lib/db/ambient';
import { getRootDb } from '@/lib/db/client';

/**
 * Runs `work` in one transaction: the caller's when there is one (an idempotent submission already runs
 * in one), else a new one. A throw rolls back everything `work` wrote, registration included.
 */
export function atomically<T>(work: () => Promise<T>): Promise<T> {
  return currentTransaction() ? work() : runInTransaction(getRootDb(), () => work());
}
