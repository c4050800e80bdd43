import { keep, type Kept } from './kept';

/**
 * A small in-process cache for shared reference data (never per-person data): each key is loaded at
 * most once per window, concurrent readers share the load, and a failed load is not kept. Keys are a
 * few fixed names, never visitor input (lib/cache/bounded.ts is for that).
 */
const entries = new Map<string, Kept<unknown>>();

export function memoize<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < ttlMs) return hit.read() as Promise<T>;
  const entry: Kept<T> = keep(load, () => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  entries.set(key, entry);
  return entry.read();
}
