import { createFollowedLoader, type StatusQuestion } from '@/lib/favourites/followed-loader';
import { favouritesPath } from '@/lib/favourites/paths';
import { matchRoute, resolvePath } from '@/lib/routes/match';

/** A loader whose flush runs when the test says so. */
function manualLoader(answer: (q: StatusQuestion) => Promise<StatusQuestion>) {
  const calls: StatusQuestion[] = [];
  let flush: (() => void) | undefined;
  const load = createFollowedLoader(
    (q) => {
      calls.push(q);
      return answer(q);
    },
    (f) => {
      flush = f;
    },
  );
  return { load, calls, flush: () => flush?.() };
}

describe('the "is followed" loader', () => {
  it("asks once for all the buttons of one render and answers each from the buyer's follows", async () => {
    const { load, calls, flush } = manualLoader(async () => ({ productIds: [2], supplierIds: [7] }));
    const answers = Promise.all([load('product', 1), load('product', 2), load('exhibitor', 7), load('product', 2)]);
    flush();
    await expect(answers).resolves.toEqual([false, true, true, true]);
    expect(calls).toEqual([{ productIds: [1, 2], supplierIds: [7] }]);
  });

  it('asks again for questions after the first call left', async () => {
    const { load, calls, flush } = manualLoader(async () => ({ productIds: [], supplierIds: [] }));
    const first = load('product', 1);
    flush();
    await first;
    const second = load('exhibitor', 3);
    flush();
    await expect(second).resolves.toBe(false);
    expect(calls).toEqual([
      { productIds: [1], supplierIds: [] },
      { productIds: [], supplierIds: [3] },
    ]);
  });

  it('splits more than 100 ids of one kind into calls the contract accepts', async () => {
    const { load, calls, flush } = manualLoader(async (q) => q);
    const answers = Promise.all(Array.from({ length: 150 }, (_, i) => load('product', i + 1)));
    flush();
    expect(await answers).toEqual(Array.from({ length: 150 }, () => true));
    expect(calls.map((c) => c.productIds.length)).toEqual([100, 50]);
  });

  it('rejects every waiting question when the call fails', async () => {
    const failure = new Error('network error');
    const { load, flush } = manualLoader(async () => Promise.reject(failure));
    const a = load('product', 1);
    const b = load('exhibitor', 2);
    flush();
    await expect(a).rejects.toBe(failure);
    await expect(b).rejects.toBe(failure);
  });
});

describe('favourites routes (spec §2 /myFavorite/:type is mobile only)', () => {
  const context = { audience: 'global_buyer', production: true } as const;

  it('puts mobile favourites at /myFavorite/{type} and desktop ones in the account area', () => {
    expect(favouritesPath('mobile', 'exhibitor')).toBe('/myFavorite/exhibitor');
    expect(favouritesPath('desktop', 'exhibitorCard')).toBe('/account/favorites/exhibitorCard');
    expect(favouritesPath('desktop')).toBe('/account/favorites/product');
    expect(matchRoute('/account/favorites/product')?.route.id).toBe('accountFavorites');
  });

  it('sends each device to its own page, keeping the type', () => {
    expect(resolvePath('/myFavorite/exhibitor', { ...context, device: 'desktop' })).toEqual({
      kind: 'redirect',
      location: '/account/favorites/exhibitor',
      permanent: false,
    });
    expect(resolvePath('/account/favorites/product', { ...context, device: 'mobile' })).toEqual({
      kind: 'redirect',
      location: '/myFavorite/product',
      permanent: false,
    });
    expect(resolvePath('/myFavorite/exhibitorCard', { ...context, device: 'mobile' })).toMatchObject({ kind: 'page' });
    expect(resolvePath('/account/favorites/shoes', { ...context, device: 'desktop' }).kind).not.toBe('page');
  });
});
