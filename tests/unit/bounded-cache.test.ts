import { createBoundedCache } from '@/lib/cache/bounded';

describe('bounded cache', () => {
  it('loads a key once while it is fresh, and shares a load between concurrent readers', async () => {
    const cache = createBoundedCache<number>(10, 60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 7;
    };
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    await expect(cache.get('k', load)).resolves.toBe(7);
    expect([a, b, loads]).toEqual([7, 7, 1]);
  });

  it('keeps at most its bound of keys, dropping the least recently used', async () => {
    const cache = createBoundedCache<string>(2, 60_000);
    const loaded: string[] = [];
    const load = (key: string) => async () => {
      loaded.push(key);
      return key;
    };
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a')); // a is now the most recent
    await cache.get('c', load('c')); // drops b
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    expect(cache.size()).toBe(2);
    expect(loaded).toEqual(['a', 'b', 'c', 'b']);
  });

  it('loads again after its window and after a failed load', async () => {
    vi.useFakeTimers();
    try {
      const cache = createBoundedCache<number>(10, 1_000);
      let n = 0;
      await cache.get('k', async () => ++n);
      vi.advanceTimersByTime(1_001);
      await expect(cache.get('k', async () => ++n)).resolves.toBe(2);
      await expect(cache.get('f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
      await expect(cache.get('f', async () => 5)).resolves.toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });
});
