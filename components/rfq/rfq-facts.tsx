import { useLocale, useTranslations } from 'next-intl';
import type { RfqDetail } from '@/lib/rfq/schemas';
import { formatDay, formatPrice, formatQuantityOf } from '@/lib/rfq/format';
import { StatusBadge } from './status-badge';
import styles from './rfq.module.css';

type Props = {
  rfq: Omit<RfqDetail, 'editable' | 'source' | 'matchedSuppliers' | 'quotationCount'>;
  /** Names of the payment term and Incoterm codes, and of the destination country, in the reader's language. */
  names: { paymentTerm: string | null; shipmentTerm: string | null; country: string | null };
};

/** An RFQ's request and terms as a description list, with its attachments; for the buyer and matched suppliers. */
export function RfqFacts({ rfq, names }: Props) {
  const t = useTranslations('rfq');
  const locale = useLocale();
  return (
    <div className={styles.card}>
      <dl className={styles.facts}>
        <dt>{t('statusLabel')}</dt>
        <dd>
          <StatusBadge status={rfq.status} />
        </dd>
        <dt>{t('category')}</dt>
        <dd>{rfq.category.name}</dd>
        <dt>{t('quantity')}</dt>
        <dd>{formatQuantityOf(rfq.quantity, rfq.unit.name, locale)}</dd>
        <dt>{t('targetPrice')}</dt>
        <dd>
          {rfq.targetPrice === null
            ? t('notGiven')
            : t('pricePerUnit', { price: formatPrice(rfq.targetPrice, rfq.currency), unit: rfq.unit.singular })}
        </dd>
        <dt>{t('paymentTerm')}</dt>
        <dd>{names.paymentTerm ?? t('notGiven')}</dd>
        <dt>{t('shipmentTerm')}</dt>
        <dd>{names.shipmentTerm ?? t('notGiven')}</dd>
        <dt>{t('destination')}</dt>
        <dd>{names.country ?? t('notGiven')}</dd>
        <dt>{t('postedLabel')}</dt>
        <dd>{formatDay(rfq.createdAt, locale)}</dd>
        {rfq.expiresAt && (
          <>
            <dt>{t('openUntilLabel')}</dt>
            <dd>{formatDay(rfq.expiresAt, locale)}</dd>
          </>
        )}
      </dl>
      <h2>{t('description')}</h2>
      <p className={styles.description} dir="auto">
        {rfq.description}
      </p>
      <h2>{t('attachments')}</h2>
      {rfq.attachments.length === 0 ? (
        <p>{t('noAttachments')}</p>
      ) : (
        <ul className={styles.files}>
          {rfq.attachments.map((file) => (
            <li key={file.id}>
              <a href={file.url}>{file.name ?? t('attachmentUnnamed')}</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
