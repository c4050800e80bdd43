import type { Metadata } from 'next';
import { readShell } from '@/components/app/shell';
import { seeInstead } from '@/components/app/redirect';
import { first } from '@/lib/routes/query';
import { href } from '@/lib/routes/href';
import type { ShellParams } from '@/lib/shell/context';

// spec §2: the buyer area, opened in a new window at {buyerSite}/buyer/main.page?token=. When the buyer
// site is this one (no BUYER_SITE_URL), the token is a single-use code of the app token kind (never the
// session token, which would stay in the window's history and reach other sites in Referer headers): the
// page hands it on as `appToken`, which the proxy's silent login signs in and drops from the address, and
// the buyer lands on their own pages. Decision 0165.
type Props = { params: Promise<ShellParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const CODE = /^[A-Za-z0-9_-]{20,128}$/;

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function BuyerArea({ params, searchParams }: Props) {
  const shell = await readShell(params);
  const token = first((await searchParams).token) ?? '';
  // the buyer's pages start at the account centre and its hub, on both devices
  return seeInstead(shell, href('account', {}, CODE.test(token) ? { query: { appToken: token } } : {}));
}
