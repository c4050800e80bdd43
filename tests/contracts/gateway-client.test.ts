import { CONTRACTS } from '@/lib/api/contracts';
import { CONTRACT_IDS } from '@/lib/gateway/contract-ids';
import { gateway } from '@/lib/gateway/endpoints';

describe('the typed gateway client against the contract table', () => {
  it('lists every contract id once, in the order of CONTRACTS', () => {
    expect([...CONTRACT_IDS]).toEqual(Object.keys(CONTRACTS));
  });

  it('has one endpoint function per contract', () => {
    expect(Object.keys(gateway).sort()).toEqual(Object.keys(CONTRACTS).sort());
    for (const call of Object.values(gateway)) expect(call).toBeTypeOf('function');
  });
});
