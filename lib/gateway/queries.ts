import { queryOptions } from '@tanstack/react-query';
import type { Contract, ContractData } from '@/lib/api/contract';
import { CONTRACTS } from '@/lib/api/contracts';
import { CACHE_SECONDS } from '@/lib/constants';
import { callContract } from './request';

/** The first element of every gateway query key, so all of them can be invalidated at once. */
export const GATEWAY_QUERY_KEY = 'gateway';

/** spec §9: industries are cached 900,000 ms. */
const INDUSTRY_STALE_MS = CACHE_SECONDS.industries * 1000;

/**
 * A read contract as a query. The call itself shows no toast: the query client shows one when the query
 * has finally failed (after its retry), so a retried call never toasts twice.
 */
function contractQuery<C extends Contract>(contract: C, data: ContractData<C>, staleTime?: number) {
  return queryOptions({
    queryKey: [GATEWAY_QUERY_KEY, contract.id, data ?? null] as const,
    queryFn: ({ signal }) => callContract(contract, data, { signal, toast: false }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

type DataOf<K extends keyof typeof CONTRACTS> = ContractData<(typeof CONTRACTS)[K]>;

/** Query options of the read contracts: `useQuery(gatewayQueries.countries())`. */
export const gatewayQueries = {
  countries: () => contractQuery(CONTRACTS.countries, undefined),
  websites: () => contractQuery(CONTRACTS.websites, undefined),
  websiteInfo: (data?: DataOf<'websiteInfo'>) => contractQuery(CONTRACTS.websiteInfo, data),
  cateAndTag: () => contractQuery(CONTRACTS.cateAndTag, undefined, INDUSTRY_STALE_MS),
  cateAndTagV2: (data: DataOf<'cateAndTagV2'>) => contractQuery(CONTRACTS.cateAndTagV2, data, INDUSTRY_STALE_MS),
  allCategory: () => contractQuery(CONTRACTS.allCategory, undefined, INDUSTRY_STALE_MS),
  nameOfUnit: () => contractQuery(CONTRACTS.nameOfUnit, undefined),
  paymentTerms: () => contractQuery(CONTRACTS.paymentTerms, undefined),
  shipmentTerm: () => contractQuery(CONTRACTS.shipmentTerm, undefined),
  rfqCategory: () => contractQuery(CONTRACTS.rfqCategory, undefined, INDUSTRY_STALE_MS),
  ipcheck: () => contractQuery(CONTRACTS.ipcheck, undefined),
  getUserInfo: () => contractQuery(CONTRACTS.getUserInfo, undefined),
  getPurchaseInfo: () => contractQuery(CONTRACTS.getPurchaseInfo, undefined),
};
