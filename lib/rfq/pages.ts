import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { readPageCaller } from '@/lib/accounts/page-caller';
import type { Caller } from '@/lib/accounts/session';
import { href } from '@/lib/routes/href';
import { first, type RawValue } from '@/lib/routes/query';
import { headLinks } from '@/lib/shell/head';
import type { Shell } from '@/lib/shell/context';
import { sitePath, type Site } from '@/lib/sites/resolve';

type TitleKey =
  | 'postTitle'
  | 'successTitle'
  | 'manageTitle'
  | 'detailTitle'
  | 'compareTitle'
  | 'editTitle'
  | 'buyerServiceTitle'
  | 'crmTitle'
  | 'landingTitle'
  | 'exhibitionTitle'
  | 'workspaceRfqTitle';

/**
 * The head of an RFQ page: translated title and description; the public entry pages get their
 * canonical and language alternates, a buyer's own pages are noindex.
 */
export async function rfqMetadata(
  { site, locale }: Shell,
  key: TitleKey,
  options: { path?: string; values?: Record<string, string> } = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'rfq' });
  const title = t(key, options.values);
  if (!options.path) return { title, robots: { index: false, follow: false } };
  return { title, description: t('metaDescription'), alternates: await headLinks(site, options.path, locale) };
}

/** A signed-in buyer for a buyer's own page; anyone else goes to the login page and back (spec §6). */
export async function requirePageBuyer(site: Site, backTo: string): Promise<Caller> {
  const caller = await readPageCaller();
  if (caller?.memberType === 3) redirect(href('supplierWorkspace', {}, { site }));
  if (!caller) redirect(href('login', {}, { site, query: { redirect: sitePath(site, backTo) } }));
  return caller;
}

/** A signed-in supplier for the workspace; anyone else goes to the supplier sign-in. */
export async function requirePageSupplier(site: Site): Promise<Caller & { supplierId: number }> {
  const caller = await readPageCaller();
  if (caller?.memberType !== 3 || caller.supplierId === null) redirect(href('supplierLogin', {}, { site }));
  return { ...caller, supplierId: caller.supplierId };
}

/** Who is signed in on this browser, as the RFQ form needs to know it. */
export async function readPageAccount(): Promise<'none' | 'buyer' | 'supplier'> {
  const caller = await readPageCaller();
  if (!caller) return 'none';
  return caller.memberType === 3 ? 'supplier' : 'buyer';
}

/** One query parameter as text (the first of repeated ones), cut to `max` characters. */
export function readText(value: RawValue, max: number): string {
  return (first(value) ?? '').trim().slice(0, max);
}
