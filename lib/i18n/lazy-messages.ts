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

/** An arrived file as a promise marked as React's `use()` reads at once (the fields React itself sets). */
type Arrived = Promise<MessageTree> & { status: 'fulfilled'; value: MessageTree };
const cache = new Map<string, Promise<MessageTree> | Arrived>();

/**
 * A namespace's messages in a language, fetched once per page; a failed fetch is tried again next time.
 * Once arrived, the promise handed out is one marked fulfilled, so a second dialog renders without
 * suspending.
 */
export function loadLazyNamespace(locale: Locale, namespace: LazyNamespace): Promise<MessageTree> | Arrived {
  const key = `${locale}/${namespace}`;
  const known = cache.get(key);
  if (known) return known;
  const loading = LOADERS[namespace](locale).then((module) => module.default);
  cache.set(key, loading);
  loading.then(
    (value) => cache.set(key, Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value })),
    () => cache.delete(key),
  );
  return loading;
}
