import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readPageCaller } from '@/lib/accounts/page-caller';
import type { Caller } from '@/lib/accounts/session';
import { href } from '@/lib/routes/href';
import { pageOf, redirectTo, type PageOutcome } from '@/lib/routes/page-outcome';
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

/**
 * A signed-in buyer for a buyer's own page; anyone else goes to the login page and back (spec §6), a
 * supplier to the workspace. The page acts on it (requirePageBuyer, components/rfq/pages.ts).
 */
export async function decidePageBuyer(site: Site, backTo: string): Promise<PageOutcome<Caller>> {
  const caller = await readPageCaller();
  if (caller?.memberType === 3) return redirectTo(href('supplierWorkspace', {}, { site }), false);
  if (!caller) return redirectTo(href('login', {}, { site, query: { redirect: sitePath(site, backTo) } }), false);
  return pageOf(caller);
}

/** A signed-in supplier for the workspace; anyone else goes to the supplier sign-in (requirePageSupplier). */
export async function decidePageSupplier(site: Site): Promise<PageOutcome<Caller & { supplierId: number }>> {
  const caller = await readPageCaller();
  if (caller?.memberType !== 3 || caller.supplierId === null) {
    return redirectTo(href('supplierLogin', {}, { site }), false);
  }
  return pageOf({ ...caller, supplierId: caller.supplierId });
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
