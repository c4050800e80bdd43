import { CONTRACTS, type ContractId } from '@/lib/api/contracts';
import { CONTRACT_IDS } from '@/lib/gateway/contract-ids';
import { gateway } from '@/lib/gateway/endpoints';
import { loadContract } from '@/lib/gateway/load-contract';

describe('the typed gateway client against the contract table', () => {
  it('lists every contract id once, in the order of CONTRACTS', () => {
    expect(CONTRACT_IDS).toEqual(Object.keys(CONTRACTS));
  });

  it('loads each contract from its own domain module, the very object CONTRACTS holds', async () => {
    for (const id of Object.keys(CONTRACTS) as ContractId[]) {
      expect(await loadContract(id), id).toBe(CONTRACTS[id]);
    }
  });

  it('has one endpoint function per contract', () => {
    expect(Object.keys(gateway).sort()).toEqual(Object.keys(CONTRACTS).sort());
    for (const call of Object.values(gateway)) expect(call).toBeTypeOf('function');
  });
});
