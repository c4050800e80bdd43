import type { Locale } from './locales';

/** The message namespaces: one JSON file each under messages/{locale}/. */
export const NAMESPACES = [
  'common',
  'home',
  'api',
  'reference',
  'catalogue',
  'product',
  'supplier',
  'category',
  'search',
  'seo',
  'mail',
  'accountPages',
  'account',
  'uploads',
  'favourites',
  'cart',
  'meetings',
  'rfq',
  'enquiry',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces client components read (`useTranslations` in a 'use client' module): the layout hands
 * only these to the browser, since every message given to NextIntlClientProvider travels inline in every
 * page's HTML. Server-only text (mail, SEO, home, lists, supplier pages, reference names) stays on the
 * server. tests/contracts/client-messages.test.ts holds the list complete.
 */
export const CLIENT_NAMESPACES = [
  'common',
  'api',
  'catalogue',
  'product',
  'search',
  'accountPages',
  'account',
  'uploads',
  'favourites',
  'cart',
  'meetings',
  'rfq',
  'enquiry',
] as const satisfies readonly Namespace[];

/**
 * Client namespaces only some pages' client components read (forms of RFQs, enquiries, meetings, uploads
 * and account pages: 28 of the 42 KB in English). The layout leaves them out; a page that renders such a
 * component wraps it in `<PageMessages namespaces={[…]}>` (components/app/page-messages.tsx), and
 * tests/contracts/client-messages.test.ts holds every page's list complete.
 */
export const PAGE_NAMESPACES = [
  'accountPages',
  'enquiry',
  'meetings',
  'rfq',
  'uploads',
] as const satisfies readonly (typeof CLIENT_NAMESPACES)[number][];
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/** The keys of page namespaces the shell itself shows on every page: the account menu's links. */
export const SHELL_KEYS: Partial<Record<PageNamespace, readonly string[]>> = {
  enquiry: ['headerLink'],
  meetings: ['myMeetingsLink'],
};

type MessageTree = Partial<Record<string, unknown>>;

/** Whether a namespace is one the layout leaves to the pages that read it. */
export function isPageNamespace(ns: string): ns is PageNamespace {
  return (PAGE_NAMESPACES as readonly string[]).includes(ns);
}

/** What every page's client components need: the client namespaces but the page ones, and the shell's keys of those. */
export function pickShellMessages<M extends MessageTree>(messages: M): Partial<M> {
  const picked: MessageTree = {};
  for (const ns of CLIENT_NAMESPACES) {
    if (!(ns in messages)) continue;
    if (!isPageNamespace(ns)) {
      picked[ns] = messages[ns];
      continue;
    }
    const keys = SHELL_KEYS[ns];
    if (!keys) continue;
    const all = (messages[ns] ?? {}) as Record<string, unknown>;
    picked[ns] = Object.fromEntries(keys.filter((k) => k in all).map((k) => [k, all[k]]));
  }
  return picked as Partial<M>;
}

/** The shell's messages and the whole of the page namespaces a page names. */
export function pickPageMessages<M extends MessageTree>(messages: M, namespaces: readonly PageNamespace[]): Partial<M> {
  const picked: MessageTree = pickShellMessages(messages);
  for (const ns of namespaces) if (ns in messages) picked[ns] = messages[ns];
  return picked as Partial<M>;
}

type Messages = Record<Namespace, Record<string, unknown>>;

/** Loaded once per language and process: the catalogues never change while the server runs. */
const loaded = new Map<Locale, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = Promise.all(
      NAMESPACES.map(async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const),
    ).then((entries) => Object.fromEntries(entries) as Messages);
    // a failed load is tried again by the next request
    messages.catch(() => loaded.delete(locale));
    loaded.set(locale, messages);
  }
  return messages;
}
