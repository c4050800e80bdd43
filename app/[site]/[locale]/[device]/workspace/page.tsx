import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { LogoutButton } from '@/components/account/logout-button';
import { getSupplierAccountInfo } from '@/lib/accounts/info';
import { readPageCaller } from '@/lib/accounts/page-caller';
import { SUPPLIER_ENQUIRIES_PATH } from '@/lib/enquiries/paths';
import { countUnread } from '@/lib/enquiries/read';
import { readShell, type ShellParams } from '@/lib/shell/context';
import { sitePath } from '@/lib/sites/resolve';

type Props = { params: Promise<ShellParams> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  return { title: t('workspaceTitle'), robots: { index: false, follow: false } };
}

/** The supplier workspace's home: who is signed in for which company, and what comes next. */
export default async function WorkspacePage({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const caller = await readPageCaller();
  const info = caller?.memberType === 3 ? await getSupplierAccountInfo(caller.accountId) : undefined;
  if (!info) redirect(sitePath(site, '/supplier-login'));
  const [t, te, unread] = await Promise.all([
    getTranslations({ locale, namespace: 'accountPages' }),
    getTranslations({ locale, namespace: 'enquiry' }),
    countUnread(info.supplierId),
  ]);
  return (
    <AccountPage title={t('workspaceTitle')}>
      <p>{t('workspaceWelcome', { name: info.nickname ?? info.email })}</p>
      <p>{t('workspaceCompany', { company: info.supplierName })}</p>
      <p>
        <a href={sitePath(site, SUPPLIER_ENQUIRIES_PATH)}>{te('workspaceTitle')}</a>{' '}
        <span data-testid="workspace-unread">({te('workspaceUnread', { count: unread })})</span>
      </p>
      <p>{t('workspaceComing')}</p>
      <LogoutButton />
    </AccountPage>
  );
}
