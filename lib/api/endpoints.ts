import 'server-only';
import type { Contract } from './contract';
import { CONTRACTS, type ContractId } from './contracts';
import type { Handler } from './handler';
import { accountHandlers } from './handlers/accounts';
import { authHandlers } from './handlers/auth';
import { favouriteHandlers } from './handlers/favourites';
import { cartHandlers } from './handlers/cart';
import { meetingHandlers } from './handlers/meetings';
import { orderHandlers } from './handlers/orders';
import { enquiryHandlers } from './handlers/enquiries';
import { publicHandlers } from './handlers/public';
import { rfqHandlers } from './handlers/rfq';
import { searchHandlers } from './handlers/search';

/** The route handler behind each contract: thin adapters over the domain services (lib/api/handlers/*). */
export const HANDLERS: { [K in ContractId]: Handler<(typeof CONTRACTS)[K]> } = {
  ...publicHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...favouriteHandlers,
  ...cartHandlers,
  ...meetingHandlers,
  ...orderHandlers,
  ...rfqHandlers,
  ...enquiryHandlers,
  ...searchHandlers,
};

export type Mount = { id: ContractId; contract: Contract; handler: Handler<Contract> };

/** gateway → path → the contract mounted there. */
export function buildMounts(): Map<string, Map<string, Mount>> {
  const mounts = new Map<string, Map<string, Mount>>();
  for (const id of Object.keys(CONTRACTS) as ContractId[]) {
    const contract: Contract = CONTRACTS[id];
    for (const gateway of contract.gateways) {
      const paths = mounts.get(gateway) ?? new Map<string, Mount>();
      if (paths.has(contract.path)) throw new Error(`Two contracts at ${gateway}/${contract.path}`);
      paths.set(contract.path, { id, contract, handler: HANDLERS[id] as Handler<Contract> });
      mounts.set(gateway, paths);
    }
  }
  return mounts;
}
