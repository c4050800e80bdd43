import { useLocale, useTranslations } from 'next-intl';
import type { ComparedQuotation, Comparison } from '@/lib/rfq/schemas';
import { buildSupplierPath } from '@/lib/links/build';
import { href } from '@/lib/routes/href';
import { lowestByCurrency, type CompareSort } from '@/lib/rfq/compare';
import { formatDay, formatPrice, formatQuantity } from '@/lib/rfq/format';
import { ReplyPanel } from './reply-panel';
import { StatusBadge } from './status-badge';
import styles from './rfq.module.css';
import { countValues } from '@/lib/format/number';

type Names = {
  paymentTerm: (code: string | null) => string | null;
  shipmentTerm: (code: string | null) => string | null;
};

type Props = {
  comparison: Comparison;
  /** The quotations in the chosen order (lib/rfq/compare sortQuotations). */
  quotations: ComparedQuotation[];
  sort: CompareSort;
  device: 'desktop' | 'mobile';
  names: Names;
  /** A path of this site (deploy path included). */
  href: (path: string) => string;
  deployPath: string;
};

function UnitPrice({ quotation, unit, lowest }: { quotation: ComparedQuotation; unit: string; lowest: boolean }) {
  const t = useTranslations('rfq');
  if (quotation.unitPrice === null) return <>{t('notGiven')}</>;
  return (
    <>
      <span className={styles.price}>
        {t('pricePerUnit', { price: formatPrice(quotation.unitPrice, quotation.currency), unit })}
      </span>
      {lowest && (
        <>
          {' '}
          <span className={`${styles.badge} ${styles.badgeOpen}`}>{t('lowest')}</span>
        </>
      )}
      {quotation.tierMinQuantity !== null && (
        <span className={styles.hint}>
          {' '}
          {quotation.belowFirstTier
            ? t('belowFirstTier', { quantity: formatQuantity(quotation.tierMinQuantity) })
            : t('tierFrom', { quantity: formatQuantity(quotation.tierMinQuantity) })}
        </span>
      )}
    </>
  );
}

/** A quotation the buyer sees for the first time (or changed since they last looked). */
function NewTag() {
  const t = useTranslations('rfq');
  return (
    <>
      {' '}
      <span className={`${styles.badge} ${styles.badgeNew}`}>{t('newQuotation')}</span>
    </>
  );
}

function Validity({ quotation }: { quotation: ComparedQuotation }) {
  const t = useTranslations('rfq');
  const locale = useLocale();
  return (
    <>
      <bdi className={styles.figure} data-testid="figure">{formatDay(quotation.validUntil, locale)}</bdi>
      {quotation.expired && (
        <>
          {' '}
          <StatusBadge status="expired" />
        </>
      )}
      {!quotation.expired && <span className="visually-hidden"> {t('stillValid')}</span>}
    </>
  );
}

function Conversation({ quotation }: { quotation: ComparedQuotation }) {
  const t = useTranslations('rfq');
  const tc = useTranslations('common');
  const locale = useLocale();
  return (
    <>
      {quotation.message && (
        <p className={styles.description}>
          <strong>{t('supplierMessage')}</strong> <bdi>{quotation.message}</bdi>
        </p>
      )}
      {quotation.replies.length > 0 && (
        <>
          <p>
            <strong>{t('yourReplies')}</strong>
          </p>
          <ul className={styles.replies}>
            {quotation.replies.map((reply) => (
              <li key={reply.createdAt} className={styles.description}>
                <bdi>{reply.body}</bdi>
                <span className={styles.hint}>{tc('inParentheses', { text: formatDay(reply.createdAt, locale) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <details>
        <summary>{t('allTiers')}</summary>
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
      </details>
    </>
  );
}

/**
 * spec §2 /rfq/quotation: the RFQ's quotations side by side, a table on desktop and stacked cards on
 * mobile, each priced at the buyer's quantity, with the terms, validity and the buyer's reply.
 */
export function QuotationCompare({ comparison, quotations, sort, device, names, href: onSite, deployPath }: Props) {
  const t = useTranslations('rfq');
  const { rfq } = comparison;
  const lowest = lowestByCurrency(quotations);
  const unit = rfq.unit.singular;
  const sortHref = (value: CompareSort) =>
    onSite(href('rfqQuotation', {}, { query: { rfqId: rfq.rfqId, sort: value === 'price' ? undefined : value } }));
  const supplierLink = (q: ComparedQuotation) => buildSupplierPath(q.supplier, { deployPath });

  if (quotations.length === 0) {
    return (
      <div className={styles.card}>
        <p>{t('noQuotations', countValues({ count: rfq.matchedSuppliers }))}</p>
      </div>
    );
  }
  return (
    <>
      {comparison.currencies.length > 1 && (
        <p className={`${styles.notice} ${styles.warning}`} role="note">
          {t('currenciesDiffer', { currencies: comparison.currencies.join(', ') })}
        </p>
      )}
      <nav aria-label={t('sortLabel')}>
        <ul className={styles.tabs}>
          {(['price', 'leadTime'] as const).map((value) => (
            <li key={value}>
              <a href={sortHref(value)} aria-current={value === sort ? 'page' : undefined}>
                {value === 'price' ? t('sortPrice') : t('sortLeadTime')}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {device === 'desktop' ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {t('compareCaption', { quantity: formatQuantity(rfq.quantity), unit: rfq.unit.name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('supplier')}</th>
                <th scope="col">{t('unitPriceAt', { quantity: formatQuantity(rfq.quantity) })}</th>
                <th scope="col">{t('total')}</th>
                <th scope="col">{t('moq')}</th>
                <th scope="col">{t('leadTime')}</th>
                <th scope="col">{t('incoterm')}</th>
                <th scope="col">{t('paymentTerm')}</th>
                <th scope="col">{t('validUntil')}</th>
                <th scope="col">{t('statusLabel')}</th>
              </tr>
            </thead>
            {quotations.map((q) => (
              <tbody key={q.quotationId}>
                <tr>
                  <th scope="row">
                    <a href={supplierLink(q)}>
                      <bdi>{q.supplier.name}</bdi>
                    </a>
                    {q.supplier.verified && <span className={styles.hint}> {t('verified')}</span>}
                    {q.isNew && <NewTag />}
                  </th>
                  <td>
                    <UnitPrice quotation={q} unit={unit} lowest={lowest.has(q.quotationId)} />
                  </td>
                  <td>
                    {q.total === null ? (
                      t('notGiven')
                    ) : (
                      <bdi className={styles.figure} data-testid="figure">{formatPrice(q.total, q.currency)}</bdi>
                    )}
                  </td>
                  <td>
                    {formatQuantity(q.moq)}
                    {q.belowMoq && <span className={styles.error}> {t('belowMoq')}</span>}
                  </td>
                  <td>{t('days', countValues({ count: q.leadTimeDays }))}</td>
                  <td>{names.shipmentTerm(q.incoterm)}</td>
                  <td>{names.paymentTerm(q.paymentTerm) ?? t('notGiven')}</td>
                  <td>
                    <Validity quotation={q} />
                  </td>
                  <td>
                    <StatusBadge status={q.status} />
                  </td>
                </tr>
                <tr>
                  <td colSpan={5}>
                    <Conversation quotation={q} />
                  </td>
                  <td colSpan={4}>
                    <ReplyPanel
                      quotationId={q.quotationId}
                      supplierName={q.supplier.name}
                      status={q.status}
                      expired={q.expired}
                    />
                  </td>
                </tr>
              </tbody>
            ))}
          </table>
        </div>
      ) : (
        <ul className={styles.list}>
          {quotations.map((q) => (
            <li key={q.quotationId} className={styles.item}>
              <article aria-labelledby={`quotation-${q.quotationId}`}>
                <h2 id={`quotation-${q.quotationId}`}>
                  <a href={supplierLink(q)}>
                    <bdi>{q.supplier.name}</bdi>
                  </a>
                  {q.isNew && <NewTag />}
                </h2>
                <p>
                  <UnitPrice quotation={q} unit={unit} lowest={lowest.has(q.quotationId)} />
                </p>
                <dl className={styles.facts}>
                  <dt>{t('total')}</dt>
                  <dd>
                    {q.total === null ? (
                      t('notGiven')
                    ) : (
                      <bdi className={styles.figure} data-testid="figure">{formatPrice(q.total, q.currency)}</bdi>
                    )}
                  </dd>
                  <dt>{t('moq')}</dt>
                  <dd>
                    {formatQuantity(q.moq)}
                    {q.belowMoq && <span className={styles.error}> {t('belowMoq')}</span>}
                  </dd>
                  <dt>{t('leadTime')}</dt>
                  <dd>{t('days', countValues({ count: q.leadTimeDays }))}</dd>
                  <dt>{t('incoterm')}</dt>
                  <dd>{names.shipmentTerm(q.incoterm)}</dd>
                  <dt>{t('paymentTerm')}</dt>
                  <dd>{names.paymentTerm(q.paymentTerm) ?? t('notGiven')}</dd>
                  <dt>{t('validUntil')}</dt>
                  <dd>
                    <Validity quotation={q} />
                  </dd>
                  <dt>{t('statusLabel')}</dt>
                  <dd>
                    <StatusBadge status={q.status} />
                  </dd>
                </dl>
                <Conversation quotation={q} />
                <ReplyPanel
                  quotationId={q.quotationId}
                  supplierName={q.supplier.name}
                  status={q.status}
                  expired={q.expired}
                />
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
