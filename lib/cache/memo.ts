/**
 * A small in-process cache for shared reference data (never per-person data): each key is loaded at
 * most once per window, concurrent readers share the load, and a failed load is not kept.
 */
type Entry = { at: number; value: Promise<unknown> };
const entries = new Map<string, Entry>();

export function memoize<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { at: Date.now(), value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
