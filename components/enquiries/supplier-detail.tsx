import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { regionName } from '@/lib/catalogue/region';
import { SUPPLIER_ENQUIRIES_PATH } from '@/lib/enquiries/paths';
import { openSupplierEnquiry } from '@/lib/enquiries/read';
import { quantityText } from '@/lib/enquiries/format';
import { buildProductPath } from '@/lib/links/build';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { readId } from '@/lib/routes/query';
import { sitePath } from '@/lib/sites/resolve';
import { buyerLabel } from './enquiry-entries';
import { requireSupplier } from './list-pages';
import { SentDate } from './success-page';
import styles from './enquiry.module.css';

export type SupplierDetailProps = { params: Promise<ShellParams & { id: string }> };

export async function supplierDetailMetadata({ params }: SupplierDetailProps): Promise<Metadata> {
  const { locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'enquiry' });
  return { title: t('workspaceTitle'), robots: { index: false, follow: false } };
}

/**
 * Not in the spec: one received enquiry with the buyer's contact; opening it marks it read for the whole
 * company. Another company's enquiry, or an unknown id, is a 404 and changes nothing.
 */
export async function SupplierEnquiryPage({ params }: SupplierDetailProps) {
  const shell = await readShell(params);
  const { site, locale, device } = shell;
  setRequestLocale(locale);
  const supplierId = await requireSupplier(shell);
  const id = readId((await params).id);
  if (id === undefined) notFound();
  const enquiry = await openSupplierEnquiry(locale, supplierId, id);
  if (!enquiry) notFound();
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'enquiry' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const buyer = buyerLabel(enquiry, locale, {
    fallback: t('someBuyer'),
    aside: (text) => tc('inParentheses', { text }),
  });
  const { name, company, countryCode, email, emailVerified } = enquiry.buyer;
  const reply = `mailto:${email}?subject=${encodeURIComponent(
    `${t('replySubject')}${enquiry.product ? `: ${enquiry.product.name}` : ''}`,
  )}`;
  return (
    <article className={`${styles.page} ${device === 'mobile' ? styles.mobile : ''}`} aria-labelledby="detail-title">
      <p>
        <a href={sitePath(site, SUPPLIER_ENQUIRIES_PATH)}>{t('backToList')}</a>
      </p>
      <h1 id="detail-title" className={styles.title}>
        {t('detailTitle', { buyer })}
      </h1>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="detail-buyer">
          <h2 id="detail-buyer" className={styles.summaryName}>
            {t('buyerHeading')}
          </h2>
          <dl className={styles.facts}>
            {name && (
              <>
                <dt>{t('nameLabel')}</dt>
                <dd>{name}</dd>
              </>
            )}
            {company && (
              <>
                <dt>{t('companyLabel')}</dt>
                <dd>{company}</dd>
              </>
            )}
            {countryCode && (
              <>
                <dt>{t('countryLabel')}</dt>
                <dd>{regionName(countryCode, locale)}</dd>
              </>
            )}
            <dt>{t('emailAddressLabel')}</dt>
            <dd>
              {email}
              {!emailVerified && tc('inParentheses', { text: t('emailUnconfirmed') })}
            </dd>
          </dl>
        </section>
        <section className={`${styles.card} ${styles.form}`} aria-labelledby="detail-message">
          <p className={styles.muted}>
            {enquiry.product ? (
              <a href={buildProductPath(enquiry.product, { deployPath: site.deployPath })}>
                {t('aboutProduct', { product: enquiry.product.name })}
              </a>
            ) : (
              t('aboutCompany')
            )}{' '}
            · <SentDate iso={enquiry.createdAt} label="receivedOn" />
          </p>
          {enquiry.quantity !== null && (
            <p>
              {t('quantityLabel')}: {quantityText(enquiry)}
            </p>
          )}
          <h2 id="detail-message" className={styles.summaryName}>
            {t('messageHeading')}
          </h2>
          <p className={styles.message} dir="auto">
            {enquiry.message}
          </p>
          <p className={styles.actions}>
            <a className={styles.button} href={reply}>
              {t('replyByEmail')}
            </a>
          </p>
        </section>
      </div>
    </article>
  );
}
