import { useLocale, useTranslations } from 'next-intl';
import { Pagination } from '@/components/ui/pagination';
import type { SupplierRfqItem } from '@/lib/rfq/schemas';
import { formatDay, formatQuantityOf } from '@/lib/rfq/format';
import { href } from '@/lib/routes/href';
import { StatusBadge } from './status-badge';
import styles from './rfq.module.css';
import { countValues } from '@/lib/format/number';

type Props = {
  items: SupplierRfqItem[];
  total: number;
  unseen: number;
  page: number;
  pageCount: number;
  countryName: (code: string | null) => string | null;
  /** A path of this site (deploy path included). */
  href: (path: string) => string;
};

/** What the supplier has done about an RFQ, in words. */
function QuotationState({ item }: { item: SupplierRfqItem }) {
  const t = useTranslations('rfq');
  if (item.quotationStatus === 'accepted' || item.quotationStatus === 'declined') {
    return <StatusBadge status={item.quotationStatus} />;
  }
  if (item.buyerReplied) return <span className={`${styles.badge} ${styles.badgeNew}`}>{t('buyerReplied')}</span>;
  if (item.quotationStatus) return <span className={styles.badge}>{t('quoted')}</span>;
  return <span className={styles.badge}>{t('notQuoted')}</span>;
}

/** The workspace's RFQs: those matched to the supplier, newest first, new ones marked. */
export function SupplierRfqList({ items, total, unseen, page, pageCount, countryName, href: onSite }: Props) {
  const t = useTranslations('rfq');
  const locale = useLocale();
  return (
    <section className={styles.page} aria-labelledby="workspace-rfqs">
      <h2 id="workspace-rfqs">{t('workspaceRfqs')}</h2>
      <p className={styles.meta} role="status">
        {t('workspaceCount', countValues({ count: total, unseen }))}
      </p>
      {items.length === 0 ? (
        <p className={styles.card}>{t('workspaceEmpty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.rfqId} className={styles.item}>
              <h3>
                <a href={onSite(href('supplierWorkspaceRfq', { rfqId: item.rfqId }))}>{item.productName}</a>{' '}
                {!item.seen && <StatusBadge status="new" />}
              </h3>
              <p className={styles.meta}>
                <span>{formatQuantityOf(item.quantity, item.unit.name, locale)}</span>
                <span>{item.categoryName}</span>
                {item.destinationCountry && (
                  <span>
                    {t('shipTo', { country: countryName(item.destinationCountry) ?? item.destinationCountry })}
                  </span>
                )}
                <span>{t('receivedOn', { date: formatDay(item.matchedAt, locale) })}</span>
              </p>
              <p className={styles.meta}>
                <StatusBadge status={item.status} />
                <QuotationState item={item} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => onSite(href('supplierWorkspace', {}, { query: { page: p > 1 ? p : undefined } }))}
      />
    </section>
  );
}
