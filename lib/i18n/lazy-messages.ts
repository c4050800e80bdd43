import type { Locale } from './locales';

/**
 * The page namespaces a component loaded on demand fetches with its own code instead of every page
 * carrying them inline (components/app/lazy-messages.tsx): the sign-in and register dialog the header
 * opens on any page reads the whole of `account`, which the shell carries only a few keys of
 * (lib/i18n/messages.ts SHELL_KEYS). Each language's file is a small script of its own in the build.
 */
export type LazyNamespace = 'account';

type MessageTree = Record<string, unknown>;

const LOADERS: Record<LazyNamespace, (locale: Locale) => Promise<{ default: MessageTree }>> = {
  account: (locale) => import(`../../messages/${locale}/account.json`),
};

/** A settled file as a promise marked as React's `use()` reads at once (the fields React itself sets). */
type Arrived = Promise<MessageTree> & { status: 'fulfilled'; value: MessageTree };
type Failed = Promise<MessageTree> & { status: 'rejected'; reason: unknown };
const cache = new Map<string, Promise<MessageTree> | Arrived | Failed>();

/**
 * A namespace's messages in a language, fetched once per page. Once settled, the promise handed out is
 * one marked as settled, so a second dialog renders without suspending, and a failed fetch fails the
 * render that reads it at once: a new fetch at each render would suspend it again and again (the
 * render never saw the failure, and fetched every few hundred milliseconds). A failed fetch is tried
 * again after `forgetFailedLoads`.
 */
export function loadLazyNamespace(locale: Locale, namespace: LazyNamespace): Promise<MessageTree> | Arrived | Failed {
  const key = `${locale}/${namespace}`;
  const known = cache.get(key);
  if (known) return known;
  const loading = LOADERS[namespace](locale).then((module) => module.default);
  cache.set(key, loading);
  loading.then(
    (value) => cache.set(key, Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value })),
    (reason: unknown) => {
      const failed = Object.assign(Promise.reject(reason), { status: 'rejected' as const, reason });
      failed.catch(() => {}); // read by the render, never left unhandled
      cache.set(key, failed);
    },
  );
  return loading;
}

/** Lets the failed fetches be tried again (a dialog asked for after one that could not open). */
export function forgetFailedLoads(): void {
  for (const [key, promise] of cache) if ('status' in promise && promise.status === 'rejected') cache.delete(key);
}
