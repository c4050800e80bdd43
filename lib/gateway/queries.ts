import { queryOptions } from '@tanstack/react-query';
import type { ContractData } from '@/lib/api/contract';
import type { CONTRACTS, ContractId } from '@/lib/api/contracts';
import { CACHE_SECONDS } from '@/lib/constants';
import { loadContract } from './load-contract';
import { callContract } from './request';

type DataOf<K extends ContractId> = ContractData<(typeof CONTRACTS)[K]>;

/** The first element of every gateway query key, so all of them can be invalidated at once. */
export const GATEWAY_QUERY_KEY = 'gateway';

/** spec §9: industries are cached 900,000 ms. */
const INDUSTRY_STALE_MS = CACHE_SECONDS.industries * 1000;

/**
 * A read contract as a query. The call itself shows no toast: the query client shows one when the query
 * has finally failed (after its retry), so a retried call never toasts twice.
 */
function contractQuery<K extends ContractId>(id: K, data: DataOf<K>, staleTime?: number) {
  return queryOptions({
    queryKey: [GATEWAY_QUERY_KEY, id, data ?? null] as const,
    queryFn: async ({ signal }) => callContract(await loadContract(id), data, { signal, toast: false }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** Query options of the read contracts: `useQuery(gatewayQueries.countries())`. */
export const gatewayQueries = {
  countries: () => contractQuery('countries', undefined),
  websites: () => contractQuery('websites', undefined),
  websiteInfo: (data?: DataOf<'websiteInfo'>) => contractQuery('websiteInfo', data),
  cateAndTag: () => contractQuery('cateAndTag', undefined, INDUSTRY_STALE_MS),
  cateAndTagV2: (data: DataOf<'cateAndTagV2'>) => contractQuery('cateAndTagV2', data, INDUSTRY_STALE_MS),
  allCategory: () => contractQuery('allCategory', undefined, INDUSTRY_STALE_MS),
  nameOfUnit: () => contractQuery('nameOfUnit', undefined),
  paymentTerms: () => contractQuery('paymentTerms', undefined),
  shipmentTerm: () => contractQuery('shipmentTerm', undefined),
  rfqCategory: () => contractQuery('rfqCategory', undefined, INDUSTRY_STALE_MS),
  ipcheck: () => contractQuery('ipcheck', undefined),
  getUserInfo: () => contractQuery('getUserInfo', undefined),
  getPurchaseInfo: () => contractQuery('getPurchaseInfo', undefined),
};
