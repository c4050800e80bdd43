import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { readPageCaller } from '@/lib/accounts/page-caller';
import { BUYER_ENQUIRIES_PATH, SUPPLIER_ENQUIRIES_PATH } from '@/lib/enquiries/paths';
import { countUnread, listBuyerEnquiries, listSupplierEnquiries } from '@/lib/enquiries/read';
import { ENQUIRY_LIMITS } from '@/lib/enquiries/rules';
import { href, queryString } from '@/lib/routes/href';
import { readPage, type PageRequest } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { Shell, ShellParams } from '@/lib/shell/context';
import { movedTo } from '@/components/app/redirect';
import { sitePath } from '@/lib/sites/resolve';
import { BuyerEnquiryEntry, SupplierEnquiryEntry } from './enquiry-entries';
import styles from './enquiry.module.css';
import { countValues } from '@/lib/format/number';

export type ListPageProps = {
  params: Promise<ShellParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function listMetadata(
  params: Promise<ShellParams>,
  title: 'myTitle' | 'workspaceTitle',
): Promise<Metadata> {
  const { locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'enquiry' });
  return { title: t(title), robots: { index: false, follow: false } };
}

const hrefs = (shell: Shell, path: string) => {
  const base = sitePath(shell.site, path);
  return (p: number) => base + queryString({ page: p > 1 ? p : undefined });
};

/** A page of a list, or one past any it can have (a number too long to read): the last page then. */
type ListRequest = Exclude<PageRequest, { kind: 'canonical' }>;

/** The page to load for a request: a request beyond every page loads the first, for the list's page count. */
const pageToLoad = (request: ListRequest) => (request.kind === 'page' ? request.page : 1);

function ListSkeleton({ label }: { label: string }) {
  return <div className={styles.skeleton} role="status" aria-label={label} />;
}

/**
 * Not in the spec: the buyer's sent enquiries, newest first, on both devices. Signed out (or a supplier):
 * the sign-in page, which comes back here. A page beyond the last goes to the last.
 */
export async function BuyerEnquiriesPage({ params, searchParams }: ListPageProps) {
  const shell = await readShell(params);
  const { site, locale, device } = shell;
  setRequestLocale(locale);
  const caller = await readPageCaller();
  if (caller?.memberType !== 2) redirect(href('login', {}, { site, query: { redirect: BUYER_ENQUIRIES_PATH } }));
  // spec §2 pageNo: `?page=1`, zero or anything unreadable is the list's own URL
  const request = readPage((await searchParams).page);
  if (request.kind === 'canonical') return movedTo(shell, BUYER_ENQUIRIES_PATH);
  const t = await getTranslations({ locale, namespace: 'enquiry' });
  return (
    <section className={`${styles.page} ${device === 'mobile' ? styles.mobile : ''}`} aria-labelledby="my-title">
      <h1 id="my-title" className={styles.title}>
        {t('myTitle')}
      </h1>
      <Suspense key={pageToLoad(request)} fallback={<ListSkeleton label={t('loadingList')} />}>
        <BuyerList shell={shell} accountId={caller.accountId} request={request} />
      </Suspense>
    </section>
  );
}

async function BuyerList({ shell, accountId, request }: { shell: Shell; accountId: number; request: ListRequest }) {
  const t = await getTranslations({ locale: shell.locale, namespace: 'enquiry' });
  const page = pageToLoad(request);
  const list = await listBuyerEnquiries(shell.locale, accountId, { page, pageSize: ENQUIRY_LIMITS.pageSize });
  const hrefFor = hrefs(shell, BUYER_ENQUIRIES_PATH);
  if (request.kind === 'beyond' || page > list.pageCount) redirect(hrefFor(list.pageCount));
  if (list.items.length === 0) {
    return (
      <div className={`${styles.card} ${styles.form}`}>
        <p>{t('myEmpty')}</p>
        <a className={styles.button} href={href('categories', {}, { site: shell.site })}>
          {t('browseCategories')}
        </a>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.items}>
        {list.items.map((enquiry) => (
          <BuyerEnquiryEntry key={enquiry.id} enquiry={enquiry} deployPath={shell.site.deployPath} />
        ))}
      </ul>
      <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
    </>
  );
}

/** The supplier signed in on this request, or the supplier sign-in page. */
export async function requireSupplier(shell: Shell): Promise<number> {
  const caller = await readPageCaller();
  if (caller?.memberType !== 3 || caller.supplierId === null) redirect(href('supplierLogin', {}, { site: shell.site }));
  return caller.supplierId;
}

/** Not in the spec: the enquiries the supplier's company received, newest first, unread ones marked. */
export async function SupplierEnquiriesPage({ params, searchParams }: ListPageProps) {
  const shell = await readShell(params);
  const { site, locale, device } = shell;
  setRequestLocale(locale);
  const supplierId = await requireSupplier(shell);
  const request = readPage((await searchParams).page);
  if (request.kind === 'canonical') return movedTo(shell, SUPPLIER_ENQUIRIES_PATH);
  const [t, unread] = await Promise.all([getTranslations({ locale, namespace: 'enquiry' }), countUnread(supplierId)]);
  return (
    <section className={`${styles.page} ${device === 'mobile' ? styles.mobile : ''}`} aria-labelledby="received-title">
      <p>
        <a href={href('supplierWorkspace', {}, { site })}>{t('backToWorkspace')}</a>
      </p>
      <h1 id="received-title" className={styles.title}>
        {t('workspaceTitle')}
      </h1>
      <p className={styles.muted} data-testid="unread-count">
        {t('workspaceUnread', countValues({ count: unread }))}
      </p>
      <Suspense key={pageToLoad(request)} fallback={<ListSkeleton label={t('loadingList')} />}>
        <SupplierList shell={shell} supplierId={supplierId} request={request} />
      </Suspense>
    </section>
  );
}

async function SupplierList(props: { shell: Shell; supplierId: number; request: ListRequest }) {
  const { shell, supplierId, request } = props;
  const t = await getTranslations({ locale: shell.locale, namespace: 'enquiry' });
  const page = pageToLoad(request);
  const list = await listSupplierEnquiries(shell.locale, supplierId, { page, pageSize: ENQUIRY_LIMITS.pageSize });
  const hrefFor = hrefs(shell, SUPPLIER_ENQUIRIES_PATH);
  if (request.kind === 'beyond' || page > list.pageCount) redirect(hrefFor(list.pageCount));
  if (list.items.length === 0) return <p className={styles.card}>{t('workspaceEmpty')}</p>;
  return (
    <>
      <ul className={styles.items}>
        {list.items.map((enquiry) => (
          <SupplierEnquiryEntry
            key={enquiry.id}
            enquiry={enquiry}
            deployPath={shell.site.deployPath}
            locale={shell.locale}
          />
        ))}
      </ul>
      <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
    </>
  );
}
