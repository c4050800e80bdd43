import 'server-only';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/auth/account-page';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';
import { safeRedirectTarget } from '@/lib/links/redirect-target';
import { href } from '@/lib/routes/href';
import { readSignedInBuyer } from '@/lib/auth/session';

export type AccountPageProps = {
  params: Promise<ShellParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type Tab = 'login' | 'register';

export async function accountMetadata(tab: Tab, params: Promise<ShellParams>): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'account' });
  return {
    title: tab === 'login' ? t('loginMetaTitle') : t('registerMetaTitle'),
    description: tab === 'login' ? t('loginMetaDescription') : t('registerMetaDescription'),
    robots: { index: false, follow: true },
    alternates: await headLinks(site, href(tab), locale),
  };
}

/** spec §6: a signed-in buyer is sent home; `?redirect=` (a path of this site only) is where success goes. */
export async function renderAccountPage(tab: Tab, { params, searchParams }: AccountPageProps) {
  const { site, device } = await readShell(params);
  const home = href('home', {}, { site });
  if (await readSignedInBuyer()) redirect(home);
  const raw = (await searchParams).redirect;
  const target = safeRedirectTarget(typeof raw === 'string' ? raw : null) ?? home;
  return <AccountPage device={device} tab={tab} redirectTo={target} />;
}
