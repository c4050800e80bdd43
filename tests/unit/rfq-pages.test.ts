import type { Caller } from '@/lib/accounts/session';
import type { Site } from '@/lib/sites/resolve';

const state = vi.hoisted(() => ({ caller: undefined as Caller | undefined }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));
vi.mock('next-intl/server', () => ({ getTranslations: vi.fn() }));
vi.mock('@/lib/shell/head', () => ({ headLinks: vi.fn() }));
vi.mock('@/lib/accounts/page-caller', () => ({ readPageCaller: async () => state.caller }));

const { readText } = await import('@/lib/rfq/pages');
const { requirePageBuyer, requirePageSupplier } = await import('@/components/rfq/pages');
const { readId } = await import('@/lib/routes/query');

const site = (deployPath: string) => ({ deployPath }) as Site;
const buyer = { accountId: 1, memberType: 2, supplierId: null } as unknown as Caller;
const supplier = { accountId: 2, memberType: 3, supplierId: 9 } as unknown as Caller;

describe("the RFQ pages' sign-in redirects (spec §6)", () => {
  it('sends someone signed out to the login page and back, under the deploy path', async () => {
    state.caller = undefined;
    await expect(requirePageBuyer(site('/tr'), '/rfq/detail?rfqId=5')).rejects.toThrow(
      'redirect /tr/login?redirect=%2Ftr%2Frfq%2Fdetail%3FrfqId%3D5',
    );
    await expect(requirePageBuyer(site('/'), '/rfq/manage')).rejects.toThrow(
      'redirect /login?redirect=%2Frfq%2Fmanage',
    );
  });

  it('sends a supplier to the workspace, and anyone but a supplier to the supplier sign-in', async () => {
    state.caller = supplier;
    await expect(requirePageBuyer(site('/tr'), '/rfq/manage')).rejects.toThrow('redirect /tr/workspace');
    await expect(requirePageSupplier(site('/tr'))).resolves.toMatchObject({ supplierId: 9 });
    state.caller = buyer;
    await expect(requirePageBuyer(site('/tr'), '/rfq/manage')).resolves.toBe(buyer);
    await expect(requirePageSupplier(site('/tr'))).rejects.toThrow('redirect /tr/supplier-login');
    await expect(requirePageSupplier(site('/'))).rejects.toThrow('redirect /supplier-login');
  });
});

describe("the RFQ pages' readers", () => {
  it('read an id as every page does, and the first of repeated values', () => {
    expect(readId('5')).toBe(5);
    expect(readId(['7', '8'])).toBe(7);
    expect(readId('0')).toBeUndefined();
    expect(readId('5a')).toBeUndefined();
    expect(readId(undefined)).toBeUndefined();
    // lib/routes/query.ts: digits with leading zeros are the id they spell; past 15 digits is no id
    expect(readId('007')).toBe(7);
    expect(readId('1234567890123456')).toBeUndefined();
    expect(readText([' pot ', 'pan'], 2)).toBe('po');
    expect(readText(undefined, 5)).toBe('');
  });
});
