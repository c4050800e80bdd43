import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { QuotationForm } from '@/components/rfq/quotation-form';
import { RfqFacts } from '@/components/rfq/rfq-facts';
import { RfqPage } from '@/components/rfq/rfq-page';
import { SupplierQuotationSummary } from '@/components/rfq/supplier-quotation-summary';
import { joinWithComma } from '@/lib/i18n/join';
import { codeNames } from '@/lib/rfq/names';
import { requirePageSupplier } from '@/components/rfq/pages';
import { rfqMetadata } from '@/lib/rfq/pages';
import { addDays, RFQ_CURRENCIES, utcDate } from '@/lib/rfq/rules';
import { getSupplierRfq } from '@/lib/rfq/supplier';
import { href } from '@/lib/routes/href';
import { readId } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import styles from '@/components/rfq/rfq.module.css';
import { PageMessages } from '@/components/app/page-messages';

type Props = { params: Promise<ShellParams & { rfqId: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rfqMetadata(await readShell(params), 'workspaceRfqTitle');
}

/**
 * Not in the spec: a matched RFQ in the supplier's workspace (marked seen), the buyer's company and
 * country, the supplier's quotation form while it may quote, and the buyer's replies. An RFQ not
 * matched to the supplier is a 404.
 */
async function WorkspaceRfqPageContent({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const rfqId = readId((await params).rfqId);
  if (!rfqId) notFound();
  const caller = await requirePageSupplier(site);
  const view = await getSupplierRfq(caller.supplierId, rfqId, locale);
  if (!view) notFound();
  const [t, names] = await Promise.all([getTranslations({ locale, namespace: 'rfq' }), codeNames(locale)]);
  const { rfq, quotation } = view;
  const currency = RFQ_CURRENCIES.find((code) => code === (quotation?.currency ?? rfq.currency)) ?? 'USD';
  const buyer = joinWithComma([view.buyer.companyName, names.country(view.buyer.countryCode)], locale);
  return (
    <RfqPage title={rfq.productName} lead={buyer ? t('fromBuyer', { buyer }) : t('fromBuyerUnnamed')}>
      <p>
        <a href={href('supplierWorkspace', {}, { site })}>{t('backToWorkspace')}</a>
      </p>
      <div className={styles.columns}>
        <div>
          {quotation && (
            <SupplierQuotationSummary
              quotation={quotation}
              replies={view.replies}
              unitName={rfq.unit.singular}
              incotermName={names.shipmentTerm(quotation.incoterm)}
              paymentTermName={names.paymentTerm(quotation.paymentTerm)}
            />
          )}
          {view.editable ? (
            <QuotationForm
              rfqId={rfq.rfqId}
              existing={quotation !== null}
              unitName={rfq.unit.singular}
              initial={{
                currency,
                tiers: quotation?.tiers.map((tier) => ({
                  minQuantity: String(tier.minQuantity),
                  price: String(tier.price),
                })) ?? [{ minQuantity: String(rfq.quantity), price: '' }],
                moq: quotation ? String(quotation.moq) : '',
                leadTimeDays: quotation ? String(quotation.leadTimeDays) : '',
                incoterm: quotation?.incoterm ?? rfq.shipmentTerm ?? '',
                paymentTerm: quotation?.paymentTerm ?? rfq.paymentTerm ?? '',
                validUntil: quotation?.validUntil ?? addDays(utcDate(), 30),
                message: quotation?.message ?? '',
              }}
            />
          ) : (
            <p className={`${styles.notice} ${styles.warning}`} role="status">
              {rfq.status !== 'open' ? t('rfqNoLongerOpen') : t('quotationLockedNote')}
            </p>
          )}
        </div>
        <RfqFacts
          rfq={rfq}
          names={{
            paymentTerm: names.paymentTerm(rfq.paymentTerm),
            shipmentTerm: names.shipmentTerm(rfq.shipmentTerm),
            country: names.country(rfq.destinationCountry),
          }}
        />
      </div>
    </RfqPage>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function WorkspaceRfqPage(props: Props) {
  return (
    <PageMessages namespaces={['rfq']}>
      <WorkspaceRfqPageContent {...props} />
    </PageMessages>
  );
}
