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

/** The client namespaces of a locale's messages. */
export function pickClientMessages<M extends Partial<Record<string, unknown>>>(messages: M): Partial<M> {
  return Object.fromEntries(
    CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]),
  ) as Partial<M>;
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
