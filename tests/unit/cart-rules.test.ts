import { addId, CART_LIMIT, parseStoredIds, planMerge, removeId } from '@/lib/cart/rules';
import { goodIdsParam } from '@/lib/cart/schema';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the enquiry cart limit (spec §5, §9)', () => {
  it('is 10 products', () => {
    expect(CART_LIMIT).toBe(10);
  });

  it('adds at the end, keeps a product once, and refuses the 11th', () => {
    expect(addId([1, 2], 3)).toEqual({ ok: true, ids: [1, 2, 3], changed: true });
    expect(addId([1, 2], 2)).toEqual({ ok: true, ids: [1, 2], changed: false });
    expect(addId(range(1, 10), 11)).toEqual({ ok: false, reason: 'full' });
    // a product already in a full cart is no refusal
    expect(addId(range(1, 10), 4)).toMatchObject({ ok: true, changed: false });
  });

  it('removes a product wherever it is', () => {
    expect(removeId([5, 6, 7], 6)).toEqual([5, 7]);
    expect(removeId([5, 6, 7], 8)).toEqual([5, 6, 7]);
  });
});

describe('the stored not-logged-in list (spec §3, comma separated)', () => {
  it('reads digits only, each once, at most 10', () => {
    expect(parseStoredIds(['12', 'abc', '0', '12', '7', '-3', '1e3'])).toEqual([12, 7]);
    expect(parseStoredIds(range(1, 14).map(String))).toEqual(range(1, 10));
  });
});

describe('goodIds as clients send them (spec §7)', () => {
  it('takes a list of numbers or digit strings, or the same comma separated, each once', () => {
    expect(goodIdsParam.parse([3, '4', 3])).toEqual([3, 4]);
    expect(goodIdsParam.parse('7, 8,7')).toEqual([7, 8]);
  });

  it('refuses an empty list, zero, negatives, fractions and words', () => {
    for (const bad of [[], [0], [-1], [1.5], ['x'], '', '1,,2', 'a,b', [Number.MAX_SAFE_INTEGER + 2]]) {
      expect(goodIdsParam.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('merging the not-logged-in list on sign-in (spec §4)', () => {
  it('keeps the server cart in its order and adds the local products after it', () => {
    expect(planMerge([40, 10], [7, 8])).toEqual({ add: [7, 8], merged: [40, 10, 7, 8], skipped: [] });
  });

  it('adds a product already on the server only once and does not count it as skipped', () => {
    expect(planMerge([1, 2, 3], [3, 4, 1])).toEqual({ add: [4], merged: [1, 2, 3, 4], skipped: [] });
  });

  it('fills up to 10 with the most recently added local products and reports the rest', () => {
    const server = range(101, 108); // 8 on the server
    const local = [1, 2, 3, 4, 5]; // oldest first
    expect(planMerge(server, local)).toEqual({ add: [4, 5], merged: [...server, 4, 5], skipped: [1, 2, 3] });
  });

  it('adds nothing to a full server cart and skips every new local product', () => {
    const plan = planMerge(range(1, 10), [3, 20, 21]);
    expect(plan).toEqual({ add: [], merged: range(1, 10), skipped: [20, 21] });
  });

  it('takes the whole local list into an empty server cart', () => {
    expect(planMerge([], [9, 8, 9])).toEqual({ add: [9, 8], merged: [9, 8], skipped: [] });
  });

  it('never plans more than 10, whatever the sizes', () => {
    for (let s = 0; s <= 12; s += 1) {
      for (let l = 0; l <= 12; l += 1) {
        const plan = planMerge(range(1, s), range(100, 99 + l));
        expect(plan.merged.length).toBe(Math.max(s, Math.min(10, s + l)));
        expect(new Set(plan.merged).size).toBe(plan.merged.length);
        expect(plan.add.length + plan.skipped.length).toBe(l);
      }
    }
  });
});
