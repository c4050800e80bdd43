import { getTranslations } from 'next-intl/server';
import type { BuyerEnquiry } from '@/lib/enquiries/schemas';
import { BUYER_ENQUIRIES_PATH } from '@/lib/enquiries/paths';
import { getBuyerBatch, needsAccountSetup } from '@/lib/enquiries/read';
import type { EnquiryViewer } from '@/lib/enquiries/viewer';
import type { Shell } from '@/lib/shell/context';
import { href } from '@/lib/routes/href';
import { sitePath } from '@/lib/sites/resolve';
import { BuyerEnquiryEntry } from './enquiry-entries';
import styles from './enquiry.module.css';
import { countValues } from '@/lib/format/number';

/**
 * spec §2 /submitResult/{type}/success for type `enquiry`: the cart's batch (`?batch=`), read back for its
 * sender only; anyone else sees the general thanks.
 */
export async function BatchSuccess({
  shell,
  viewer,
  batchId,
}: {
  shell: Shell;
  viewer: EnquiryViewer;
  batchId: string;
}) {
  const { site, locale, device } = shell;
  const t = await getTranslations({ locale, namespace: 'enquiry' });
  const buyer = viewer.kind === 'buyer' ? viewer : null;
  const [batch, setup]: [BuyerEnquiry[], boolean] = buyer
    ? await Promise.all([getBuyerBatch(locale, buyer.accountId, batchId), needsAccountSetup(buyer.accountId)])
    : [[], false];
  const suppliers = new Set(batch.map((e) => e.supplier.id)).size;
  return (
    <section className={`${styles.page} ${device === 'mobile' ? styles.mobile : ''}`} aria-labelledby="batch-title">
      <h1 id="batch-title" className={styles.title}>
        {batch.length > 1 ? t('listSuccessTitle') : t('successTitle')}
      </h1>
      <div className={`${styles.card} ${styles.form}`}>
        <p role="status">
          {batch.length > 0
            ? t('listSuccessBody', countValues({ count: batch.length, suppliers }))
            : t('successGeneric')}
        </p>
        {setup && buyer && <p className={styles.notice}>{t('successRegistered', { email: buyer.email })}</p>}
        {batch.length > 0 && (
          <ul className={styles.items}>
            {batch.map((enquiry) => (
              <BuyerEnquiryEntry key={enquiry.id} enquiry={enquiry} deployPath={site.deployPath} />
            ))}
          </ul>
        )}
        <p className={styles.actions}>
          {buyer && (
            <a className={styles.button} href={sitePath(site, BUYER_ENQUIRIES_PATH)}>
              {t('myEnquiries')}
            </a>
          )}
          <a href={href('categories', {}, { site })}>{t('continueBrowsing')}</a>
        </p>
      </div>
    </section>
  );
}
