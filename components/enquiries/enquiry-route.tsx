import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { EnquiryPageKind, EnquiryRouteProps } from '@/lib/enquiries/page-target';
import { resolveEnquiryPage } from './page-target';
import { readEnquiryViewer } from '@/lib/enquiries/viewer';
import { getUnits } from '@/lib/reference/service';
import { EnquiryForm } from './enquiry-form';
import { TargetSummary } from './target-summary';
import styles from './enquiry.module.css';
import { fullStopOnce } from '@/lib/i18n/full-stop';

export async function enquiryMetadata(props: EnquiryRouteProps, page: EnquiryPageKind): Promise<Metadata> {
  const { shell, target } = await resolveEnquiryPage(props, page);
  const t = await getTranslations({ locale: shell.locale, namespace: 'enquiry' });
  const name = target.kind === 'product' ? target.product.name : target.supplier.name;
  const title = page === 'success' ? t('successTitle') : t('title');
  return {
    title: `${title}: ${name} | ${shell.site.name}`,
    description: t('metaDescription'),
    robots: { index: false, follow: false },
  };
}

/**
 * spec §2 /enquiry/{name}{id} and the auto-login landing /ac/enquiry/{name}{id} (the proxy's silent
 * login has signed the buyer in before this renders): what the enquiry is about and the form. A
 * supplier is told that enquiries come from buyer accounts.
 */
export async function EnquiryRoute({ props, page }: { props: EnquiryRouteProps; page: 'form' | 'autoLogin' }) {
  const { shell, target } = await resolveEnquiryPage(props, page);
  const { site, locale, device } = shell;
  setRequestLocale(locale);
  const [t, viewer, units] = await Promise.all([
    getTranslations({ locale, namespace: 'enquiry' }),
    readEnquiryViewer(),
    getUnits(locale),
  ]);
  const defaults =
    target.kind === 'product'
      ? {
          message: fullStopOnce(t('templateProduct', { product: target.product.name }), target.product.name),
          quantity: String(target.product.moq),
          unitCode: target.product.unitCode,
        }
      : { message: t('templateSupplier'), quantity: '', unitCode: '' };
  return (
    <section className={`${styles.page} ${device === 'mobile' ? styles.mobile : ''}`} aria-labelledby="enquiry-title">
      <h1 id="enquiry-title" className={styles.title}>
        {t('title')}
      </h1>
      <div className={styles.columns}>
        <TargetSummary target={target} deployPath={site.deployPath} />
        {viewer.kind === 'supplier' ? (
          <p className={styles.notice}>{t('supplierViewer')}</p>
        ) : (
          <EnquiryForm
            target={target.ref}
            units={units}
            defaults={defaults}
            buyerEmail={viewer.kind === 'buyer' ? viewer.email : null}
          />
        )}
      </div>
    </section>
  );
}
