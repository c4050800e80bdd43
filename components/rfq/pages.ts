import 'server-only';
import { settle } from '@/components/app/page-outcome';
import type { Caller } from '@/lib/accounts/session';
import { decidePageBuyer, decidePageSupplier } from '@/lib/rfq/pages';
import type { Site } from '@/lib/sites/resolve';

/** The signed-in buyer of a buyer's own page, or the redirect to sign in (lib/rfq/pages.ts). */
export async function requirePageBuyer(site: Site, backTo: string): Promise<Caller> {
  return settle(await decidePageBuyer(site, backTo));
}

/** The signed-in supplier of the workspace, or the redirect to the supplier sign-in. */
export async function requirePageSupplier(site: Site): Promise<Caller & { supplierId: number }> {
  return settle(await decidePageSupplier(site));
}
