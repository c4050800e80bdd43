import { AsyncLocalStorage } from 'node:async_hooks';
import { createBoundedCache } from '@/lib/cache/bounded';
import { memoize } from '@/lib/cache/memo';
import { collected } from '@/tests/support/gc';

// Next keeps each request's state (request, response, streams) in an AsyncLocalStorage: whatever a
// process-wide cache keeps from a load made in that context must not keep the request alive (issue 56).
const requestContext = new AsyncLocalStorage<{ response: Uint8Array }>();

/** Runs `read` as if inside a request, and returns what it read with a weak reference to the request. */
async function inRequest<T>(read: () => Promise<T>): Promise<{ value: T; request: WeakRef<object> }> {
  const request = { response: new Uint8Array(1_000_000) };
  const value = await requestContext.run(request, read);
  return { value, request: new WeakRef(request) };
}

describe('process-wide caches and the request that loaded them', () => {
  it('a search-word cache entry keeps its value, not the request', async () => {
    const cache = createBoundedCache<string[]>(10, 60_000);
    const { value, request } = await inRequest(() => cache.get('lamp', async () => ['lamp', 'lamps']));
    expect(value).toEqual(['lamp', 'lamps']);
    expect(await collected(request)).toBe(true);
    let loads = 0;
    await expect(cache.get('lamp', async () => [String(++loads)])).resolves.toEqual(['lamp', 'lamps']);
    expect(loads).toBe(0);
  });

  it('a reference-data entry keeps its value, not the request', async () => {
    const key = `reference:test-${Math.random()}`;
    const { request } = await inRequest(() => memoize(key, 60_000, async () => ({ countries: 249 })));
    expect(await collected(request)).toBe(true);
    await expect(memoize(key, 60_000, async () => ({ countries: 0 }))).resolves.toEqual({ countries: 249 });
  });

  it('readers of a pending load share it, and a failed load is loaded again', async () => {
    const cache = createBoundedCache<number>(10, 60_000);
    let release: (n: number) => void = () => {};
    const first = cache.get('k', () => new Promise<number>((resolve) => (release = resolve)));
    const second = cache.get('k', async () => 2);
    release(1);
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    await expect(cache.get('f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('f', async () => 5)).resolves.toBe(5);
  });
});
