import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { QuotationCompare } from '@/components/rfq/quotation-compare';
import { RfqPage } from '@/components/rfq/rfq-page';
import { compareQuotations } from '@/lib/rfq/buyer';
import { COMPARE_SORTS, sortQuotations } from '@/lib/rfq/compare';
import { formatPrice, formatQuantity } from '@/lib/rfq/format';
import { codeNames } from '@/lib/rfq/names';
import { requirePageBuyer } from '@/components/rfq/pages';
import { rfqMetadata } from '@/lib/rfq/pages';
import { href } from '@/lib/routes/href';
import { readChoice, readId } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { sitePath } from '@/lib/sites/resolve';
import { PageMessages } from '@/components/app/page-messages';
import { fullStopOnce } from '@/lib/i18n/full-stop';

type Props = { params: Promise<ShellParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rfqMetadata(await readShell(params), 'compareTitle');
}

/** spec §2 /rfq/quotation?rfqId=&sort=: the buyer compares the RFQ's quotations and replies to them. */
async function RfqQuotationPageContent({ params, searchParams }: Props) {
  const { site, locale, device } = await readShell(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const rfqId = readId(query.rfqId);
  const caller = await requirePageBuyer(
    site,
    rfqId ? href('rfqQuotation', {}, { query: { rfqId } }) : href('rfqManage'),
  );
  const comparison = rfqId ? await compareQuotations(caller.accountId, rfqId, locale) : undefined;
  if (!comparison) notFound();
  const sort = readChoice(query.sort, COMPARE_SORTS, 'price');
  const [t, names] = await Promise.all([getTranslations({ locale, namespace: 'rfq' }), codeNames(locale)]);
  const { rfq } = comparison;
  const target =
    rfq.targetPrice === null
      ? ''
      : ` ${fullStopOnce(t('targetIs', { price: formatPrice(rfq.targetPrice, rfq.currency), unit: rfq.unit.singular }), rfq.unit.singular)}`;
  return (
    <RfqPage
      width="wide"
      title={t('compareTitle')}
      lead={`${fullStopOnce(t('compareLead', { product: rfq.productName, quantity: formatQuantity(rfq.quantity), unit: rfq.unit.name }), rfq.productName, rfq.unit.name)}${target}`}
    >
      <p>
        <a href={href('rfqDetail', {}, { site, query: { rfqId: rfq.rfqId } })}>{t('backToRequest')}</a>
      </p>
      <QuotationCompare
        comparison={comparison}
        quotations={sortQuotations(comparison.quotations, sort, rfq.currency)}
        sort={sort}
        device={device}
        names={{ paymentTerm: names.paymentTerm, shipmentTerm: (code) => names.shipmentTerm(code) }}
        href={(path) => sitePath(site, path)}
        deployPath={site.deployPath}
      />
    </RfqPage>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function RfqQuotationPage(props: Props) {
  return (
    <PageMessages namespaces={['rfq']}>
      <RfqQuotationPageContent {...props} />
    </PageMessages>
  );
}
