import { useLocale, useTranslations } from 'next-intl';
import { FollowButton } from '@/components/favourites/follow-button';
import { joinWithComma } from '@/lib/i18n/join';
import type { SupplierSummary } from '@/lib/catalogue/supplier';
import { buildSupplierPath, type LinkContext } from '@/lib/links/build';
import styles from './product.module.css';

/** The supplier of a product, linking to its page (spec §2 supplier link shape). */
export function SupplierCard({
  supplier,
  country,
  links,
}: {
  supplier: SupplierSummary;
  country: string;
  links: LinkContext;
}) {
  const t = useTranslations('product');
  const tc = useTranslations('catalogue');
  const place = joinWithComma([supplier.city, country], useLocale());
  return (
    <section className={styles.supplierCard} aria-labelledby="product-supplier">
      <h2 id="product-supplier" className={styles.sectionHeading}>
        {t('supplierHeading')}
      </h2>
      <div className={styles.supplierHead}>
        {supplier.logoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- generated SVG logo
          <img src={supplier.logoUrl} alt="" width={56} height={56} loading="lazy" className={styles.logo} />
        )}
        <div>
          <p className={styles.supplierName}>
            <a href={buildSupplierPath(supplier, links)}>
              <bdi>{supplier.name}</bdi>
            </a>
          </p>
          {supplier.verified && <p className={styles.badge}>{tc('verifiedSupplier')}</p>}
        </div>
      </div>
      <ul className={styles.facts}>
        {place && <li>{place}</li>}
        {supplier.yearEstablished && <li>{t('establishedIn', { year: String(supplier.yearEstablished) })}</li>}
        {supplier.responseRate !== null && <li>{t('responseRate', { rate: supplier.responseRate })}</li>}
        {supplier.rating !== null && <li>{t('ratingValue', { rating: supplier.rating.toFixed(1) })}</li>}
      </ul>
      <FollowButton kind="exhibitor" id={supplier.id} name={supplier.name} />
      <a className={styles.secondaryAction} href={buildSupplierPath(supplier, links)}>
        {t('viewSupplier')}
      </a>
    </section>
  );
}
