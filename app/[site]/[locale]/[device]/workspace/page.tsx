import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { LogoutButton } from '@/components/account/logout-button';
import { WorkspaceMeetings } from '@/components/meetings/workspace-meetings';
import { getSupplierAccountInfo } from '@/lib/accounts/info';
import { readPageCaller } from '@/lib/accounts/page-caller';
import { listSupplierMeetings } from '@/lib/meetings/service';
import { getMeetingSupplier } from '@/lib/meetings/supplier';
import { toSupplierViews } from '@/lib/meetings/views';
import { readShell, type ShellParams } from '@/lib/shell/context';
import { sitePath } from '@/lib/sites/resolve';

type Props = { params: Promise<ShellParams> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  return { title: t('workspaceTitle'), robots: { index: false, follow: false } };
}

/** The supplier workspace: who is signed in for which company, and the company's meeting requests. */
export default async function WorkspacePage({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const caller = await readPageCaller();
  const info = caller?.memberType === 3 ? await getSupplierAccountInfo(caller.accountId) : undefined;
  if (!info) redirect(sitePath(site, '/supplier-login'));
  const [t, groups, company] = await Promise.all([
    getTranslations({ locale, namespace: 'accountPages' }),
    listSupplierMeetings(locale, info.supplierId),
    getMeetingSupplier(locale, info.supplierId, undefined),
  ]);
  return (
    <>
      <AccountPage title={t('workspaceTitle')}>
        <p>{t('workspaceWelcome', { name: info.nickname ?? info.email })}</p>
        <p>{t('workspaceCompany', { company: info.supplierName })}</p>
        <p>{t('workspaceComing')}</p>
        <LogoutButton />
      </AccountPage>
      <WorkspaceMeetings views={toSupplierViews(groups, locale, company?.timeZone ?? null)} />
    </>
  );
}
