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
import { listSupplierRfqs } from '@/lib/rfq/supplier';
import { countUnread } from '@/lib/enquiries/read';
import { href } from '@/lib/routes/href';
import { readPage, withoutPage } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { movedTo } from '@/components/app/redirect';
import { sitePath } from '@/lib/sites/resolve';
import { PageMessages } from '@/components/app/page-messages';
import { fullStopOnce } from '@/lib/i18n/full-stop';
import { countValues } from '@/lib/format/number';

/** The deepest page of the matched RFQs served; a number past it shows that page. */
const MAX_PAGE = 1000;

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
  const shell = await readShell(params);
  const { site, locale } = shell;
  setRequestLocale(locale);
  const query = await searchParams;
  const request = readPage(query.page, MAX_PAGE);
  // an unreadable page number: the workspace's own URL, before the sign-in check (it is the same for everyone)
  if (request.kind === 'canonical') return movedTo(shell, href('supplierWorkspace', {}, { query: withoutPage(query) }));
  const page = request.kind === 'page' ? request.page : MAX_PAGE;
  const caller = await readPageCaller();
  const info = caller?.memberType === 3 ? await getSupplierAccountInfo(caller.accountId) : undefined;
  if (!info) redirect(href('supplierLogin', {}, { site }));
  const [t, to, te, tc, unread, groups, company, rfqs, names] = await Promise.all([
    getTranslations({ locale, namespace: 'accountPages' }),
    getTranslations({ locale, namespace: 'orders' }),
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
          <a href={href('supplierEnquiries', {}, { site })}>{te('workspaceTitle')}</a>
          <span data-testid="workspace-unread">
            {tc('inParentheses', { text: te('workspaceUnread', countValues({ count: unread })) })}
          </span>
        </p>
        <p>
          <a href={href('supplierOrders', {}, { site })}>{to('workspaceLink')}</a>
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
