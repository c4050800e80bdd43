import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BuyerRfqList } from '@/components/rfq/buyer-rfq-list';
import { RfqPage } from '@/components/rfq/rfq-page';
import { listBuyerRfqs } from '@/lib/rfq/buyer';
import { requirePageBuyer } from '@/components/rfq/pages';
import { rfqMetadata } from '@/lib/rfq/pages';
import { RFQ_STATUSES } from '@/lib/rfq/rules';
import { href } from '@/lib/routes/href';
import { readChoice, readPage, withoutPage } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { movedTo } from '@/components/app/redirect';
import { sitePath } from '@/lib/sites/resolve';

/** The deepest page of the list served; a number past it shows that page. */
const MAX_PAGE = 1000;

type Props = { params: Promise<ShellParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rfqMetadata(await readShell(params), 'manageTitle');
}

/** spec §2 /rfq/manage: the signed-in buyer's RFQs (`?status=`, `?page=`); signed out: the login page first. */
export default async function RfqManagePage({ params, searchParams }: Props) {
  const shell = await readShell(params);
  const { site, locale } = shell;
  setRequestLocale(locale);
  const query = await searchParams;
  // every status when none (or an unknown one) is asked for
  const status = readChoice(query.status, ['', ...RFQ_STATUSES], '') || undefined;
  const request = readPage(query.page, MAX_PAGE);
  // an unreadable page number: the list's own URL, before the sign-in check (it is the same for everyone)
  if (request.kind === 'canonical') return movedTo(shell, href('rfqManage', {}, { query: withoutPage(query) }));
  const page = request.kind === 'page' ? request.page : MAX_PAGE;
  const caller = await requirePageBuyer(site, href('rfqManage'));
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'rfq' }),
    listBuyerRfqs(caller.accountId, locale, { page, status }),
  ]);
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <RfqPage title={t('manageTitle')}>
      <p>
        <a href={href('rfq', {}, { site })}>{t('postNew')}</a>
      </p>
      <BuyerRfqList
        items={list.items}
        total={list.total}
        page={list.page}
        pageCount={pageCount}
        status={status}
        href={(path) => sitePath(site, path)}
      />
    </RfqPage>
  );
}
