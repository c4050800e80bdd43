/**
 * One kept load of a process-wide cache. A promise made while a request runs carries that request's
 * async context (Node's AsyncLocalStorage stores it on every promise and timer made under it), and with
 * it Next's request store, the response, its streams and buffers: a cache that kept the load's promise
 * kept a whole request alive per entry, about 100 KB (issue 56: 12,000 search-word entries exhausted the
 * 160 MB heap). So a load's promise is kept only while it is pending; once it succeeds, the value alone
 * is kept and each reader gets a promise of its own. A failed load keeps its promise for the readers
 * already waiting and is reported through `onFailure`, so the owner drops it.
 */
export type Kept<T> = {
  /** When the load started (Date.now()). */
  readonly at: number;
  /** The value, shared by every reader; the load's own promise while it is pending or failed. */
  read: () => Promise<T>;
};

export function keep<T>(load: () => Promise<T>, onFailure: () => void): Kept<T> {
  let pending: Promise<T> | undefined = load();
  let done: { value: T } | undefined;
  pending.then(
    (value) => {
      done = { value };
      pending = undefined;
    },
    () => onFailure(),
  );
  return {
    at: Date.now(),
    read: () => (done ? Promise.resolve(done.value) : (pending as Promise<T>)),
  };
}
