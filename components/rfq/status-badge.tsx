import { useTranslations } from 'next-intl';
import type { QuotationStatus, RfqStatus } from '@/lib/rfq/rules';
import styles from './rfq.module.css';

const CLASSES: Record<string, string | undefined> = {
  open: styles.badgeOpen,
  expired: styles.badgeExpired,
  accepted: styles.badgeAccepted,
  declined: styles.badgeDeclined,
  new: styles.badgeNew,
};

/** An RFQ's or a quotation's state in words (never colour alone). */
export function StatusBadge({ status }: { status: RfqStatus | QuotationStatus | 'new' }) {
  const t = useTranslations('rfq');
  return <span className={`${styles.badge} ${CLASSES[status] ?? ''}`}>{t(`status.${status}`)}</span>;
}
