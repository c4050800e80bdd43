import { keep, type Kept } from './kept';

/**
 * An in-process cache of shared data keyed by visitor input (search words), so it is bounded: at most
 * `max` keys, each kept for `ttlMs`, the least recently used dropped first. Concurrent readers of a key
 * share one load; a failed load is not kept. Never for per-person data.
 */
export type BoundedCache<T> = {
  get: (key: string, load: () => Promise<T>) => Promise<T>;
  size: () => number;
  clear: () => void;
};

export function createBoundedCache<T>(max: number, ttlMs: number): BoundedCache<T> {
  // values only, never a request's promise once loaded (lib/cache/kept.ts)
  const entries = new Map<string, Kept<T>>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      entries.delete(key); // re-inserted below: a Map keeps insertion order, so the first key is the oldest use
      if (hit && Date.now() - hit.at < ttlMs) {
        entries.set(key, hit);
        return hit.read();
      }
      const entry: Kept<T> = keep(load, () => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      entries.set(key, entry);
      while (entries.size > max) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return entry.read();
    },
    size: () => entries.size,
    clear: () => entries.clear(),
  };
}
