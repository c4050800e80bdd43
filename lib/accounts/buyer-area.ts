import 'server-only';
import { getEnv } from '@/lib/env';
import { href } from '@/lib/routes/href';
import type { Site } from '@/lib/sites/resolve';

/** spec §2 {buyerSite}/buyer/main.page, without its token, when BUYER_SITE_URL names a buyer back office of its own. */
export function externalBuyerArea(): string | undefined {
  const buyerSite = getEnv().BUYER_SITE_URL;
  return buyerSite ? new URL(href('buyerArea'), buyerSite).toString() : undefined;
}

/** The buyer area: the back office of its own, else this site's page, which signs the code in (decision 0165). */
export function buyerAreaTarget(site: Site): string {
  return externalBuyerArea() ?? href('buyerArea', {}, { site });
}
