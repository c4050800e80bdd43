import type { Contract, ContractData, ContractResult } from '@/lib/api/contract';
import { CONTRACTS, type ContractId } from '@/lib/api/contracts';
import { callContract, type CallOptions } from './request';

/** A contract's arguments: its data (optional when the contract's data is) and the call options. */
export type EndpointArgs<C extends Contract> =
  undefined extends ContractData<C>
    ? [data?: ContractData<C>, options?: CallOptions]
    : [data: ContractData<C>, options?: CallOptions];

export type EndpointFunction<C extends Contract> = (...args: EndpointArgs<C>) => Promise<ContractResult<C>>;

/** One typed function per contract, derived from CONTRACTS so a new endpoint appears here by itself. */
export type GatewayEndpoints = { [K in ContractId]: EndpointFunction<(typeof CONTRACTS)[K]> };

function endpoint<C extends Contract>(contract: C): EndpointFunction<C> {
  return (...args) => callContract(contract, args[0] as ContractData<C>, args[1]);
}

/** The typed client: `gateway.countries()`, `gateway.cateAndTagV2({ industryId: 3 })`. */
export const gateway = Object.fromEntries(
  (Object.keys(CONTRACTS) as ContractId[]).map((id) => [id, endpoint(CONTRACTS[id])]),
) as GatewayEndpoints;
