import { useLocale, useTranslations } from 'next-intl';
import type { OwnQuotation } from '@/lib/rfq/schemas';
import { formatDay, formatPrice, formatQuantity } from '@/lib/rfq/format';
import { StatusBadge } from './status-badge';
import styles from './rfq.module.css';
import { countValues } from '@/lib/format/number';

type Props = {
  quotation: OwnQuotation;
  replies: { body: string; createdAt: string }[];
  unitName: string;
  incotermName: string | null;
  paymentTermName: string | null;
};

/** The supplier's own quotation as sent, with the buyer's decision and messages. */
export function SupplierQuotationSummary({ quotation, replies, unitName, incotermName, paymentTermName }: Props) {
  const t = useTranslations('rfq');
  const tc = useTranslations('common');
  const locale = useLocale();
  return (
    <section className={styles.card} aria-labelledby="own-quotation">
      <h2 id="own-quotation">{t('yourQuotation')}</h2>
      <dl className={styles.facts}>
        <dt>{t('statusLabel')}</dt>
        <dd>
          <StatusBadge status={quotation.status} />
        </dd>
        <dt>{t('tiersLegend', { unit: unitName })}</dt>
        <dd>
          <ul className={styles.replies}>
            {quotation.tiers.map((tier) => (
              <li key={tier.minQuantity}>
                {t('tierLine', {
                  quantity: formatQuantity(tier.minQuantity),
                  price: formatPrice(tier.price, quotation.currency),
                })}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('moq')}</dt>
        <dd>{formatQuantity(quotation.moq)}</dd>
        <dt>{t('leadTime')}</dt>
        <dd>{t('days', countValues({ count: quotation.leadTimeDays }))}</dd>
        <dt>{t('incoterm')}</dt>
        <dd>{incotermName ?? quotation.incoterm}</dd>
        <dt>{t('paymentTerm')}</dt>
        <dd>{paymentTermName ?? t('notGiven')}</dd>
        <dt>{t('validUntil')}</dt>
        <dd>{formatDay(quotation.validUntil, locale)}</dd>
      </dl>
      <h3>{t('buyerReplies')}</h3>
      {replies.length === 0 ? (
        <p>{quotation.status === 'submitted' ? t('noReplyYet') : t('decidedWithoutMessage')}</p>
      ) : (
        <ul className={styles.replies}>
          {replies.map((reply) => (
            <li key={reply.createdAt} className={styles.description}>
              <bdi>{reply.body}</bdi>
              <span className={styles.hint}>{tc('inParentheses', { text: formatDay(reply.createdAt, locale) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
