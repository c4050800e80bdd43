import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The process's own async context, outside every request. Node keeps the request's AsyncLocalStorage
 * state (Next's request store, with the request, the response and their streams) on every timer and
 * promise made while the request runs, for as long as they live: a rate limiter's per-key timer made
 * inside a request kept about 42 KB per key until its window ended (a minute for the API, an hour for
 * reset mails; issue 48). Work that outlives the request it starts in runs here instead.
 *
 * The production server (server/serve.mjs) and instrumentation.ts capture it at start, before any
 * request; where neither ran (a test importing a module), work runs in the caller's context.
 */
const KEY = Symbol.for('sourcefair.processContext');
type Runner = <R>(fn: () => R) => R;
const holder = globalThis as typeof globalThis & { [KEY]?: Runner };

/** Captures the current context as the process's own; a later call keeps the first. */
export function captureProcessContext(): void {
  holder[KEY] ??= AsyncLocalStorage.snapshot();
}

/** Runs `fn` in the process's own context: timers and promises it makes carry no request. */
export function outsideRequest<R>(fn: () => R): R {
  const run = holder[KEY];
  return run ? run(fn) : fn();
}
