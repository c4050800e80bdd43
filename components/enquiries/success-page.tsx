import type { Metadata } from 'next';
import { useFormatter, useTranslations } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { BuyerEnquiry } from '@/lib/enquiries/schemas';
import type { EnquiryRouteProps } from '@/lib/enquiries/page-target';
import { resolveEnquiryPage } from './page-target';
import { BUYER_ENQUIRIES_PATH } from '@/lib/enquiries/paths';
import { getBuyerEnquiry, needsAccountSetup } from '@/lib/enquiries/read';
import { readEnquiryViewer } from '@/lib/enquiries/viewer';
import { quantityText } from '@/lib/enquiries/format';
import { buildProductPath, buildSupplierPath } from '@/lib/links/build';
import { href } from '@/lib/routes/href';
import { readId } from '@/lib/routes/query';
import { sitePath } from '@/lib/sites/resolve';
import { enquiryMetadata } from './enquiry-route';
import styles from './enquiry.module.css';
import { fullStopOnce } from '@/lib/i18n/full-stop';

export function enquirySuccessMetadata(props: EnquiryRouteProps): Promise<Metadata> {
  return enquiryMetadata(props, 'success');
}

/**
 * spec §2 /enquiry/{name}{id}/success. `?enquiry=` names the enquiry just sent; it is read back only for
 * its own sender (anyone else, or nobody signed in, sees the general thanks). A buyer registered by the
 * enquiry is told where the mail with the password and confirmation links went.
 */
export async function EnquirySuccessRoute(props: EnquiryRouteProps) {
  const { shell, target, query } = await resolveEnquiryPage(props, 'success');
  const { site, locale, device } = shell;
  setRequestLocale(locale);
  const [t, viewer] = await Promise.all([getTranslations({ locale, namespace: 'enquiry' }), readEnquiryViewer()]);
  const id = readId(query.get('enquiry') ?? undefined);
  const buyer = viewer.kind === 'buyer' ? viewer : null;
  const [enquiry, setup] = buyer
    ? await Promise.all([
        id === undefined ? undefined : getBuyerEnquiry(locale, buyer.accountId, id),
        needsAccountSetup(buyer.accountId),
      ])
    : [undefined, false];
  const links = { deployPath: site.deployPath };
  const back =
    target.kind === 'product'
      ? { href: buildProductPath(target.product, links), label: t('backToProduct') }
      : { href: buildSupplierPath(target.supplier, links), label: t('backToSupplier') };
  const supplierName = target.kind === 'product' ? target.product.supplierName : target.supplier.name;
  return (
    <section className={`${styles.page} ${device === 'mobile' ? styles.mobile : ''}`} aria-labelledby="success-title">
      <h1 id="success-title" className={styles.title}>
        {t('successTitle')}
      </h1>
      <div className={`${styles.card} ${styles.form}`}>
        <p role="status">
          {!enquiry
            ? t('successGeneric')
            : target.kind === 'product'
              ? fullStopOnce(
                  t('successProduct', { product: target.product.name, supplier: supplierName }),
                  target.product.name,
                  supplierName,
                )
              : fullStopOnce(t('successSupplier', { supplier: supplierName }), supplierName)}
        </p>
        {enquiry && buyer && <p>{t('successAnswer', { supplier: supplierName, email: buyer.email })}</p>}
        {setup && buyer && <p className={styles.notice}>{t('successRegistered', { email: buyer.email })}</p>}
        {enquiry && <SentSummary enquiry={enquiry} />}
        <p className={styles.actions}>
          {buyer && (
            <a className={styles.button} href={sitePath(site, BUYER_ENQUIRIES_PATH)}>
              {t('myEnquiries')}
            </a>
          )}
          <a className={styles.secondaryButton} href={back.href}>
            {back.label}
          </a>
          <a href={href('categories', {}, { site })}>{t('continueBrowsing')}</a>
        </p>
      </div>
    </section>
  );
}

/** The quantity and message as sent. */
export function SentSummary({ enquiry }: { enquiry: BuyerEnquiry }) {
  const t = useTranslations('enquiry');
  return (
    <section aria-labelledby={`sent-${enquiry.id}`}>
      <h2 id={`sent-${enquiry.id}`} className={styles.summaryName}>
        {t('summaryHeading')}
      </h2>
      <dl className={styles.facts}>
        {enquiry.quantity !== null && (
          <>
            <dt>{t('quantityLabel')}</dt>
            <dd>{quantityText(enquiry)}</dd>
          </>
        )}
        <dt>{t('messageHeading')}</dt>
        <dd>
          <p className={styles.message} dir="auto">
            {enquiry.message}
          </p>
        </dd>
      </dl>
    </section>
  );
}

const DATE_TIME = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
} as const;

/** The date an enquiry was sent, in the reader's language (the site's dates are UTC). */
export function SentDate({ iso, label }: { iso: string; label: 'sentOn' | 'receivedOn' }) {
  const t = useTranslations('enquiry');
  const format = useFormatter();
  return <time dateTime={iso}>{t(label, { date: format.dateTime(new Date(iso), DATE_TIME) })}</time>;
}
