import type { CONTRACTS } from '@/lib/api/contracts';

type ContractTable = typeof CONTRACTS;

let table: Promise<ContractTable> | null = null;

/**
 * A contract by id, from the contract table loaded on the first call rather than with the page: the
 * schemas (and zod) are the largest part of the client, and most page views never call an endpoint
 * before the visitor acts. A failed load (a network error) is tried again on the next call.
 */
export function loadContract<K extends keyof ContractTable>(id: K): Promise<ContractTable[K]> {
  table ??= import('@/lib/api/contracts').then(
    (module) => module.CONTRACTS,
    (error: unknown) => {
      table = null;
      throw error;
    },
  );
  return table.then((contracts) => contracts[id]);
}
