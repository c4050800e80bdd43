import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import styles from '@/components/account/account.module.css';
import { LogoutButton } from '@/components/account/logout-button';
import { WorkspaceMeetings } from '@/components/meetings/workspace-meetings';
import { getSupplierAccountInfo } from '@/lib/accounts/info';
import { readPageCaller } from '@/lib/accounts/page-caller';
import { listSupplierMeetings } from '@/lib/meetings/service';
import { getMeetingSupplier } from '@/lib/meetings/supplier';
import { toSupplierViews } from '@/lib/meetings/views';
import { SupplierRfqList } from '@/components/rfq/supplier-rfq-list';
import { codeNames } from '@/lib/rfq/names';
import { readId } from '@/lib/rfq/pages';
import { listSupplierRfqs } from '@/lib/rfq/supplier';
import { SUPPLIER_ENQUIRIES_PATH } from '@/lib/enquiries/paths';
import { countUnread } from '@/lib/enquiries/read';
import { readShell, type ShellParams } from '@/lib/shell/context';
import { sitePath } from '@/lib/sites/resolve';
import { PageMessages } from '@/components/app/page-messages';
import { fullStopOnce } from '@/lib/i18n/full-stop';
import { countValues } from '@/lib/format/number';

type Props = { params: Promise<ShellParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  return { title: t('workspaceTitle'), robots: { index: false, follow: false } };
}

/**
 * The supplier workspace's home: who is signed in for which company, the RFQs matched to it (`?page=`)
 * and the company's meeting requests.
 */
async function WorkspacePageContent({ params, searchParams }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const caller = await readPageCaller();
  const info = caller?.memberType === 3 ? await getSupplierAccountInfo(caller.accountId) : undefined;
  if (!info) redirect(sitePath(site, '/supplier-login'));
  const page = Math.min(readId((await searchParams).page) ?? 1, 1000);
  const [t, te, tc, unread, groups, company, rfqs, names] = await Promise.all([
    getTranslations({ locale, namespace: 'accountPages' }),
    getTranslations({ locale, namespace: 'enquiry' }),
    getTranslations({ locale, namespace: 'common' }),
    countUnread(info.supplierId),
    listSupplierMeetings(locale, info.supplierId),
    getMeetingSupplier(locale, info.supplierId, undefined),
    listSupplierRfqs(info.supplierId, locale, { page }),
    codeNames(locale),
  ]);
  return (
    <div className={styles.workspaceHome}>
      <AccountPage title={t('workspaceTitle')}>
        <p>{fullStopOnce(t('workspaceWelcome', { name: info.nickname ?? info.email }), info.nickname)}</p>
        <p>{fullStopOnce(t('workspaceCompany', { company: info.supplierName }), info.supplierName)}</p>
        <p>
          <a href={sitePath(site, SUPPLIER_ENQUIRIES_PATH)}>{te('workspaceTitle')}</a>
          <span data-testid="workspace-unread">
            {tc('inParentheses', { text: te('workspaceUnread', countValues({ count: unread })) })}
          </span>
        </p>
        <p>{t('workspaceComing')}</p>
        <LogoutButton />
      </AccountPage>
      <SupplierRfqList
        items={rfqs.items}
        total={rfqs.total}
        unseen={rfqs.unseen}
        page={rfqs.page}
        pageCount={Math.max(1, Math.ceil(rfqs.total / rfqs.pageSize))}
        countryName={names.country}
        href={(path) => sitePath(site, path)}
      />
      <WorkspaceMeetings views={toSupplierViews(groups, locale, company?.timeZone ?? null)} />
    </div>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function WorkspacePage(props: Props) {
  return (
    <PageMessages namespaces={['accountPages', 'meetings']}>
      <WorkspacePageContent {...props} />
    </PageMessages>
  );
}
