import type { Contract } from '@/lib/api/contract';
import type { CONTRACTS, ContractId } from '@/lib/api/contracts';
import { CONTRACT_DOMAINS, type ContractDomain } from './contract-ids';

type ContractTable = typeof CONTRACTS;

// One chunk per domain: a page view's tracking call loads the tracking schemas, not the RFQ forms'.
const DOMAINS: Record<ContractDomain, () => Promise<Record<string, unknown>>> = {
  accounts: () => import('@/lib/api/contracts/accounts'),
  auth: () => import('@/lib/api/contracts/auth'),
  cart: () => import('@/lib/api/contracts/cart'),
  consent: () => import('@/lib/api/contracts/consent'),
  enquiries: () => import('@/lib/api/contracts/enquiries'),
  favourites: () => import('@/lib/api/contracts/favourites'),
  geo: () => import('@/lib/api/contracts/geo'),
  meetings: () => import('@/lib/api/contracts/meetings'),
  orders: () => import('@/lib/api/contracts/orders'),
  reference: () => import('@/lib/api/contracts/reference'),
  rfq: () => import('@/lib/api/contracts/rfq'),
  search: () => import('@/lib/api/contracts/search'),
  captcha: () => import('@/lib/api/contracts/captcha'),
  support: () => import('@/lib/api/contracts/support'),
  tracking: () => import('@/lib/api/contracts/tracking'),
};

const isContract = (value: unknown, id: string): value is Contract =>
  typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id && 'path' in value;

/**
 * A contract by id, from its domain's module loaded on the first call rather than with the page: the
 * schemas (and zod) are the largest part of the client, and most page views call only tracking before
 * the visitor acts. A failed load (a network error) is tried again on the next call.
 */
export async function loadContract<K extends ContractId>(id: K): Promise<ContractTable[K]> {
  const domain = CONTRACT_DOMAINS[id];
  const definitions = await DOMAINS[domain]();
  const contract = Object.values(definitions).find((value) => isContract(value, id));
  if (!contract) throw new Error(`lib/api/contracts/${domain} defines no contract ${id}`);
  return contract as ContractTable[K];
}
