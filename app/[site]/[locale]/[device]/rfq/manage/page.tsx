import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BuyerRfqList } from '@/components/rfq/buyer-rfq-list';
import { RfqPage } from '@/components/rfq/rfq-page';
import { listBuyerRfqs } from '@/lib/rfq/buyer';
import { readId, requirePageBuyer, rfqMetadata } from '@/lib/rfq/pages';
import { RFQ_STATUSES, type RfqStatus } from '@/lib/rfq/rules';
import { readShell, type ShellParams } from '@/lib/shell/context';
import { sitePath } from '@/lib/sites/resolve';

type Props = { params: Promise<ShellParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rfqMetadata(await readShell(params), 'manageTitle');
}

/** spec §2 /rfq/manage: the signed-in buyer's RFQs (`?status=`, `?page=`); signed out: the login page first. */
export default async function RfqManagePage({ params, searchParams }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const status = RFQ_STATUSES.find((s) => s === query.status) as RfqStatus | undefined;
  const page = readId(query.page) ?? 1;
  const caller = await requirePageBuyer(site, '/rfq/manage');
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'rfq' }),
    listBuyerRfqs(caller.accountId, locale, { page: Math.min(page, 1000), status }),
  ]);
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <RfqPage title={t('manageTitle')}>
      <p>
        <a href={sitePath(site, '/rfq')}>{t('postNew')}</a>
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
