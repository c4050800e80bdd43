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

export async function loadMessages(locale: Locale): Promise<Record<Namespace, Record<string, unknown>>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(entries) as Record<Namespace, Record<string, unknown>>;
}
