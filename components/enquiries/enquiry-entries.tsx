import { useTranslations } from 'next-intl';
import { WithModelCodes } from '@/components/ui/model-codes';
import type { BuyerEnquiry, SupplierEnquiry } from '@/lib/enquiries/schemas';
import { regionName } from '@/lib/catalogue/region';
import type { EnquiryStatus } from '@/lib/enquiries/rules';
import { supplierEnquiryPath } from '@/lib/enquiries/paths';
import { quantityText } from '@/lib/enquiries/format';
import { joinWithComma } from '@/lib/i18n/join';
import type { Locale } from '@/lib/i18n/locales';
import { buildProductPath, buildSupplierPath } from '@/lib/links/build';
import { sitePath } from '@/lib/sites/resolve';
import { SentDate } from './success-page';
import styles from './enquiry.module.css';

const STATUS_KEYS: Record<EnquiryStatus, 'statusSent' | 'statusRead' | 'statusReplied' | 'statusClosed'> = {
  sent: 'statusSent',
  read: 'statusRead',
  replied: 'statusReplied',
  closed: 'statusClosed',
};

function Quantity({ enquiry }: { enquiry: BuyerEnquiry }) {
  const t = useTranslations('enquiry');
  if (enquiry.quantity === null) return null;
  return (
    <p className={styles.muted}>
      {t('quantityLabel')}: {quantityText(enquiry)}
    </p>
  );
}

/** One of the buyer's sent enquiries: what about, to whom, when, its state, and the message. */
export function BuyerEnquiryEntry({ enquiry, deployPath }: { enquiry: BuyerEnquiry; deployPath: string }) {
  const t = useTranslations('enquiry');
  const links = { deployPath };
  return (
    <li className={styles.entry} data-testid="buyer-enquiry">
      <div className={styles.entryHead}>
        <h2 className={styles.entryTitle}>
          {enquiry.product ? (
            <a href={buildProductPath(enquiry.product, links)}>
              <WithModelCodes text={enquiry.product.name} />
            </a>
          ) : (
            <a href={buildSupplierPath(enquiry.supplier, links)}>
              <bdi>{enquiry.supplier.name}</bdi>
            </a>
          )}
        </h2>
        <span className={styles.status}>{t(STATUS_KEYS[enquiry.status])}</span>
      </div>
      {enquiry.product && <p className={styles.muted}>{t('toSupplier', { supplier: enquiry.supplier.name })}</p>}
      <p className={styles.muted}>
        <SentDate iso={enquiry.createdAt} label="sentOn" />
        {enquiry.batchId && ` · ${t('cartBatch')}`}
      </p>
      <Quantity enquiry={enquiry} />
      <details>
        <summary>{t('showMessage')}</summary>
        <p className={styles.message} dir="auto">
          {enquiry.message}
        </p>
      </details>
    </li>
  );
}

/** A received enquiry in the supplier's list: unread ones marked, the link opens (and reads) it. */
export function SupplierEnquiryEntry(props: { enquiry: SupplierEnquiry; deployPath: string; locale: Locale }) {
  const { enquiry, deployPath, locale } = props;
  const t = useTranslations('enquiry');
  const tc = useTranslations('common');
  const buyer = buyerLabel(enquiry, locale, {
    fallback: t('someBuyer'),
    aside: (text) => tc('inParentheses', { text }),
  });
  const excerpt = enquiry.message.length > 160 ? `${enquiry.message.slice(0, 157).trimEnd()}…` : enquiry.message;
  return (
    <li className={`${styles.entry} ${enquiry.read ? '' : styles.entryUnread}`} data-testid="supplier-enquiry">
      <div className={styles.entryHead}>
        <h2 className={styles.entryTitle}>
          <a href={sitePath({ deployPath }, supplierEnquiryPath(enquiry.id))}>{t('fromBuyer', { buyer })}</a>
        </h2>
        {!enquiry.read && <span className={styles.badge}>{t('unread')}</span>}
      </div>
      <p className={styles.muted}>
        {enquiry.product ? t('aboutProduct', { product: enquiry.product.name }) : t('aboutCompany')} ·{' '}
        <SentDate iso={enquiry.createdAt} label="receivedOn" />
      </p>
      <Quantity enquiry={enquiry} />
      <p className={styles.message} dir="auto">
        {excerpt}
      </p>
    </li>
  );
}

/**
 * How a supplier names the buyer: name and company, else the company, else "a buyer"; with the country as
 * an aside in the language's brackets (`aside`: common.inParentheses, " (…)" or "（…）").
 */
export function buyerLabel(
  enquiry: SupplierEnquiry,
  locale: Locale,
  words: { fallback: string; aside: (text: string) => string },
): string {
  const { name, company, countryCode } = enquiry.buyer;
  const who = joinWithComma([name, company], locale) || words.fallback;
  return countryCode ? `${who}${words.aside(regionName(countryCode, locale))}` : who;
}
