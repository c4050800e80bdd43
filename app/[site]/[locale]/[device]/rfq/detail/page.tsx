import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PostAgainButton } from '@/components/rfq/post-again-button';
import { RfqFacts } from '@/components/rfq/rfq-facts';
import { RfqPage } from '@/components/rfq/rfq-page';
import { getBuyerRfq } from '@/lib/rfq/buyer';
import { codeNames } from '@/lib/rfq/names';
import { requirePageBuyer } from '@/components/rfq/pages';
import { rfqMetadata } from '@/lib/rfq/pages';
import { href } from '@/lib/routes/href';
import { readId } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import styles from '@/components/rfq/rfq.module.css';
import { PageMessages } from '@/components/app/page-messages';
import { countValues } from '@/lib/format/number';

type Props = { params: Promise<ShellParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rfqMetadata(await readShell(params), 'detailTitle');
}

/** spec §2 /rfq/detail?rfqId=: one of the buyer's own RFQs (anyone else's: 404) with its quotations' count. */
async function RfqDetailPageContent({ params, searchParams }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const rfqId = readId((await searchParams).rfqId);
  const caller = await requirePageBuyer(site, rfqId ? href('rfqDetail', {}, { query: { rfqId } }) : href('rfqManage'));
  const rfq = rfqId ? await getBuyerRfq(caller.accountId, rfqId, locale) : undefined;
  if (!rfq) notFound();
  const [t, names] = await Promise.all([getTranslations({ locale, namespace: 'rfq' }), codeNames(locale)]);
  return (
    <RfqPage title={rfq.productName} lead={t('detailLead', { id: rfq.rfqId })}>
      <p className={styles.actions}>
        {rfq.quotationCount > 0 ? (
          <a className={styles.button} href={href('rfqQuotation', {}, { site, query: { rfqId: rfq.rfqId } })}>
            {t('compareCount', countValues({ count: rfq.quotationCount }))}
          </a>
        ) : (
          <span>{t('waitingForQuotations', countValues({ count: rfq.matchedSuppliers }))}</span>
        )}
        {rfq.editable && (
          <a className={`${styles.button} ${styles.secondary}`} href={href('rfqEdit', { rfqId: rfq.rfqId }, { site })}>
            {t('edit')}
          </a>
        )}
        <PostAgainButton rfqId={rfq.rfqId} />
      </p>
      <RfqFacts
        rfq={rfq}
        names={{
          paymentTerm: names.paymentTerm(rfq.paymentTerm),
          shipmentTerm: names.shipmentTerm(rfq.shipmentTerm),
          country: names.country(rfq.destinationCountry),
        }}
      />
      <p>
        <a href={href('rfqManage', {}, { site })}>{t('backToList')}</a>
      </p>
    </RfqPage>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function RfqDetailPage(props: Props) {
  return (
    <PageMessages namespaces={['rfq']}>
      <RfqDetailPageContent {...props} />
    </PageMessages>
  );
}
