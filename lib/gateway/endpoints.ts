import type { Contract, ContractData, ContractResult } from '@/lib/api/contract';
import type { CONTRACTS, ContractId } from '@/lib/api/contracts';
import { CONTRACT_IDS } from './contract-ids';
import { loadContract } from './load-contract';
import { callContract, type CallOptions } from './request';

/** A contract's arguments: its data (optional when the contract's data is) and the call options. */
export type EndpointArgs<C extends Contract> =
  undefined extends ContractData<C>
    ? [data?: ContractData<C>, options?: CallOptions]
    : [data: ContractData<C>, options?: CallOptions];

export type EndpointFunction<C extends Contract> = (...args: EndpointArgs<C>) => Promise<ContractResult<C>>;

/** One typed function per contract, derived from CONTRACTS so a new endpoint appears here by itself. */
export type GatewayEndpoints = { [K in ContractId]: EndpointFunction<(typeof CONTRACTS)[K]> };

function endpoint<K extends ContractId>(id: K): EndpointFunction<(typeof CONTRACTS)[K]> {
  type C = (typeof CONTRACTS)[K];
  return async (...args) => callContract(await loadContract(id), args[0] as ContractData<C>, args[1]);
}

/** The typed client: `gateway.countries()`, `gateway.cateAndTagV2({ industryId: 3 })`. */
export const gateway = Object.fromEntries(CONTRACT_IDS.map((id) => [id, endpoint(id)])) as GatewayEndpoints;
