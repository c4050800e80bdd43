import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { RfqForm } from '@/components/rfq/rfq-form';
import { RfqPage } from '@/components/rfq/rfq-page';
import { getBuyerRfq } from '@/lib/rfq/buyer';
import { requirePageBuyer } from '@/components/rfq/pages';
import { rfqMetadata } from '@/lib/rfq/pages';
import { RFQ_CURRENCIES } from '@/lib/rfq/rules';
import { href } from '@/lib/routes/href';
import { readId } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import styles from '@/components/rfq/rfq.module.css';
import { PageMessages } from '@/components/app/page-messages';

type Props = { params: Promise<ShellParams & { rfqId: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rfqMetadata(await readShell(params), 'editTitle');
}

/** spec §2 /rfq/edit/{rfqId}: editRfq while the RFQ is open; someone else's RFQ is a 404. */
async function RfqEditPageContent({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const rfqId = readId((await params).rfqId);
  if (!rfqId) notFound();
  const caller = await requirePageBuyer(site, href('rfqEdit', { rfqId }));
  const rfq = await getBuyerRfq(caller.accountId, rfqId, locale);
  if (!rfq) notFound();
  const t = await getTranslations({ locale, namespace: 'rfq' });
  const currency = RFQ_CURRENCIES.find((code) => code === rfq.currency) ?? 'USD';
  return (
    <RfqPage title={t('editTitle')} lead={rfq.productName}>
      {rfq.editable ? (
        <RfqForm
          mode="edit"
          rfqId={rfq.rfqId}
          account="buyer"
          initialAttachments={rfq.attachments.map((file) => ({ id: file.id, name: file.name }))}
          initial={{
            productName: rfq.productName,
            categoryId: String(rfq.category.id),
            quantity: String(rfq.quantity),
            unitCode: rfq.unit.code,
            targetPrice: rfq.targetPrice === null ? '' : String(rfq.targetPrice),
            currency,
            paymentTerm: rfq.paymentTerm ?? '',
            shipmentTerm: rfq.shipmentTerm ?? '',
            destinationCountry: rfq.destinationCountry ?? '',
            description: rfq.description,
          }}
        />
      ) : (
        <p className={`${styles.notice} ${styles.warning}`} role="status">
          {t('notEditable')}{' '}
          <a href={href('rfqDetail', {}, { site, query: { rfqId: rfq.rfqId } })}>{t('viewRequest')}</a>
        </p>
      )}
    </RfqPage>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function RfqEditPage(props: Props) {
  return (
    <PageMessages namespaces={['rfq', 'uploads']}>
      <RfqEditPageContent {...props} />
    </PageMessages>
  );
}
