import { createRng } from '@/lib/seed/prng';

describe('seeded generator', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRng('sourcefair');
    const b = createRng('sourcefair');
    const left = Array.from({ length: 50 }, () => a.next());
    const right = Array.from({ length: 50 }, () => b.next());
    expect(left).toEqual(right);
  });

  it('gives another sequence for another seed', () => {
    const a = createRng('sourcefair');
    const b = createRng('sourcefair-2');
    expect(Array.from({ length: 5 }, () => a.next())).not.toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('keeps integers inside their bounds and reaches both ends', () => {
    const rng = createRng('bounds');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('samples distinct items', () => {
    const rng = createRng('sample');
    const picked = rng.sample([1, 2, 3, 4, 5, 6, 7, 8], 5);
    expect(picked).toHaveLength(5);
    expect(new Set(picked).size).toBe(5);
  });
});
