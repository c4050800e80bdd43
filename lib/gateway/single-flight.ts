/** spec §9: a single-instance call's answer is reused for 10 s. */
export const SINGLE_CALL_CACHE_MS = 10_000;

type Deferred = { promise: Promise<unknown>; resolve: (value: unknown) => void; reject: (reason: unknown) => void };
type Flight = { key: string; controller: AbortController; shared: Deferred };

function deferred(): Deferred {
  let resolve: Deferred['resolve'] = () => undefined;
  let reject: Deferred['reject'] = () => undefined;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The shared answer for one caller, who may stop waiting (its signal) without stopping the others. */
function follow<T>(promise: Promise<unknown>, signal: AbortSignal | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(value as T);
      },
      (error: unknown) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export interface SingleFlight {
  /**
   * Runs `start` for `key` within `group` (a contract on a gateway): a fresh cached answer is reused,
   * a call of the same key in flight is shared, and a call of another key aborts the one in flight,
   * whose callers then receive this call's answer (spec §7: one concurrent call, the latest winning).
   */
  run<T>(group: string, key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Forgets every cached answer (e.g. when the language changes). */
  clear(): void;
}

export function createSingleFlight(options: { ttlMs?: number; now?: () => number } = {}): SingleFlight {
  const ttlMs = options.ttlMs ?? SINGLE_CALL_CACHE_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { value: unknown; expiresAt: number }>();
  const flights = new Map<string, Flight>();

  function run<T>(group: string, key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal) {
    const cacheKey = JSON.stringify([group, key]);
    const hit = cache.get(cacheKey);
    if (hit && hit.expiresAt > now()) return follow<T>(Promise.resolve(hit.value), signal);
    if (hit) cache.delete(cacheKey);

    const inFlight = flights.get(group);
    if (inFlight?.key === key) return follow<T>(inFlight.shared.promise, signal);
    inFlight?.controller.abort();

    const current: Flight = { key, controller: new AbortController(), shared: inFlight?.shared ?? deferred() };
    flights.set(group, current);
    let request: Promise<T>;
    try {
      request = start(current.controller.signal);
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (value) => {
        if (flights.get(group) !== current) return; // superseded: the latest call answers
        flights.delete(group);
        cache.set(cacheKey, { value, expiresAt: now() + ttlMs });
        current.shared.resolve(value);
      },
      (error: unknown) => {
        if (flights.get(group) !== current) return;
        flights.delete(group);
        current.shared.reject(error);
      },
    );
    return follow<T>(current.shared.promise, signal);
  }

  return { run, clear: () => cache.clear() };
}

/** A stable text of a value: object keys sorted, so `{a, b}` and `{b, a}` share a cache entry. */
export function stableKey(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
