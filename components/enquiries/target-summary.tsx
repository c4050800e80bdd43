import { useTranslations } from 'next-intl';
import { ProductImage } from '@/components/catalogue/product-image';
import { WithModelCodes } from '@/components/ui/model-codes';
import type { ResolvedTarget } from '@/lib/enquiries/page-target';
import { countValues, formatNumber } from '@/lib/format/number';
import { buildProductPath, buildSupplierPath } from '@/lib/links/build';
import styles from './enquiry.module.css';

/** What the enquiry is about: the product with its supplier and minimum order, or the supplier. */
export function TargetSummary({ target, deployPath }: { target: ResolvedTarget; deployPath: string }) {
  const t = useTranslations('enquiry');
  const links = { deployPath };
  if (target.kind === 'product') {
    const { product } = target;
    return (
      <section className={`${styles.card} ${styles.summary}`} aria-labelledby="enquiry-target">
        <ProductImage product={product} priority="eager" />
        <div>
          <p className="visually-hidden">{t('productHeading')}</p>
          <h2 id="enquiry-target" className={styles.summaryName}>
            <a href={buildProductPath(product, links)}>
              <WithModelCodes text={product.name} />
            </a>
          </h2>
          <p className={styles.muted}>{t('supplierOf', { name: product.supplierName })}</p>
          <p className={styles.muted}>{t('minOrder', { moq: formatNumber(product.moq), unit: product.unit })}</p>
        </div>
      </section>
    );
  }
  const { supplier } = target;
  return (
    <section className={`${styles.card} ${styles.summary}`} aria-labelledby="enquiry-target">
      {supplier.logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- generated SVG logo
        <img src={supplier.logoUrl} alt="" width={80} height={80} className={styles.summaryImage} />
      ) : (
        <span className={styles.summaryImage} aria-hidden="true" />
      )}
      <div>
        <p className="visually-hidden">{t('supplierHeading')}</p>
        <h2 id="enquiry-target" className={styles.summaryName}>
          <a href={buildSupplierPath(supplier, links)}>
            <bdi>{supplier.name}</bdi>
          </a>
        </h2>
        {supplier.verified && <p className={styles.muted}>{t('verified')}</p>}
        <p className={styles.muted}>{t('productCount', countValues({ count: supplier.productCount }))}</p>
      </div>
    </section>
  );
}
