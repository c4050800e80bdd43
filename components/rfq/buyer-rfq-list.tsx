import { useLocale, useTranslations } from 'next-intl';
import { Pagination } from '@/components/ui/pagination';
import type { RfqListItem } from '@/lib/rfq/schemas';
import { formatDay, formatQuantityOf } from '@/lib/rfq/format';
import { RFQ_STATUSES, type RfqStatus } from '@/lib/rfq/rules';
import { href } from '@/lib/routes/href';
import { StatusBadge } from './status-badge';
import styles from './rfq.module.css';
import { countValues } from '@/lib/format/number';

type Props = {
  items: RfqListItem[];
  total: number;
  page: number;
  pageCount: number;
  status: RfqStatus | undefined;
  /** A path of this site (deploy path included). */
  href: (path: string) => string;
};

function listPath(status: RfqStatus | undefined, page: number): string {
  return href('rfqManage', {}, { query: { status, page: page > 1 ? page : undefined } });
}

/** spec §2 /rfq/manage: the buyer's RFQs with status and quotation counts, filtered by status, paged. */
export function BuyerRfqList({ items, total, page, pageCount, status, href: onSite }: Props) {
  const t = useTranslations('rfq');
  const locale = useLocale();
  return (
    <>
      <nav aria-label={t('filterLabel')}>
        <ul className={styles.tabs}>
          {[undefined, ...RFQ_STATUSES].map((option) => (
            <li key={option ?? 'all'}>
              <a href={onSite(listPath(option, 1))} aria-current={option === status ? 'page' : undefined}>
                {option ? t(`status.${option}`) : t('filterAll')}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.meta} role="status">
        {t('requestCount', countValues({ count: total }))}
      </p>
      {items.length === 0 ? (
        <div className={styles.card}>
          <p>{status ? t('emptyFiltered') : t('emptyList')}</p>
          <a className={styles.button} href={onSite(href('rfq'))}>
            {t('postFirst')}
          </a>
        </div>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.rfqId} className={styles.item}>
              <h2>
                <a href={onSite(href('rfqDetail', {}, { query: { rfqId: item.rfqId } }))}>{item.productName}</a>
              </h2>
              <p className={styles.meta}>
                <StatusBadge status={item.status} />
                <span>{formatQuantityOf(item.quantity, item.unit.name, locale)}</span>
                <span>{item.categoryName}</span>
                <span>{t('postedOn', { date: formatDay(item.createdAt, locale) })}</span>
                {item.expiresAt && item.status === 'open' && (
                  <span>{t('openUntil', { date: formatDay(item.expiresAt, locale) })}</span>
                )}
              </p>
              <p className={styles.meta}>
                {item.quotationCount > 0 ? (
                  <>
                    <a href={onSite(href('rfqQuotation', {}, { query: { rfqId: item.rfqId } }))}>
                      {t('compareCount', countValues({ count: item.quotationCount }))}
                    </a>
                    {item.newQuotationCount > 0 && (
                      <span className={`${styles.badge} ${styles.badgeNew}`}>
                        {t('newQuotationCount', countValues({ count: item.newQuotationCount }))}
                      </span>
                    )}
                  </>
                ) : (
                  <span>{t('noQuotationsYet')}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(p) => onSite(listPath(status, p))} />
    </>
  );
}
