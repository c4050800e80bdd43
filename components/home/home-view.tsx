import { useFormatter, useTranslations } from 'next-intl';
import { ProductCard } from '@/components/catalogue/product-card';
import type { ExhibitionCard, HomeData, SupplierCard } from '@/lib/catalogue/home';
import type { Audience } from '@/lib/routes/registry';
import { buildSupplierPath } from '@/lib/links/build';
import styles from './home.module.css';

type Props = { data: HomeData; audience?: Audience; country?: string };

export function HomeView({ data, audience = 'global_buyer', country }: Props) {
  const t = useTranslations('home');
  const title =
    audience === 'supplier_home'
      ? t('heroTitleSupplier')
      : audience === 'country_site' && country
        ? t('heroTitleCountry', { country })
        : t('heroTitle');
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-hero">
        <h1 id="home-hero">{title}</h1>
        <p>{t('heroStats', { products: data.totals.products, suppliers: data.totals.suppliers })}</p>
      </section>

      <section aria-labelledby="home-industries">
        <h2 id="home-industries" className={styles.heading}>
          {t('industriesHeading')}
        </h2>
        <ul className={styles.industries}>
          {data.industries.map((industry) => (
            <li key={industry.id} className={styles.industry}>
              <span className={styles.industryName}>{industry.name}</span>
              <span className={styles.muted}>{t('industryProducts', { count: industry.productCount })}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-arrivals">
        <h2 id="home-arrivals" className={styles.heading}>
          {t('newArrivalsHeading')}
        </h2>
        {data.newArrivals.length === 0 ? (
          <p className={styles.empty}>{t('emptyCatalogue')}</p>
        ) : (
          <div className={styles.productGrid}>
            {data.newArrivals.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="home-suppliers">
        <h2 id="home-suppliers" className={styles.heading}>
          {t('suppliersHeading')}
        </h2>
        <ul className={styles.supplierGrid}>
          {data.suppliers.map((supplier) => (
            <SupplierItem key={supplier.id} supplier={supplier} />
          ))}
        </ul>
      </section>

      {data.exhibitions.length > 0 && (
        <section aria-labelledby="home-exhibitions">
          <h2 id="home-exhibitions" className={styles.heading}>
            {t('exhibitionsHeading')}
          </h2>
          <ul className={styles.exhibitionGrid}>
            {data.exhibitions.map((exhibition) => (
              <ExhibitionItem key={exhibition.id} exhibition={exhibition} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function SupplierItem({ supplier }: { supplier: SupplierCard }) {
  const t = useTranslations('home');
  return (
    <li className={styles.supplier}>
      {supplier.logoUrl && (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={supplier.logoUrl}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          className={styles.logo}
        />
      )}
      <div>
        <a href={buildSupplierPath(supplier)} className={styles.supplierName}>
          {supplier.name}
        </a>
        <p className={styles.muted}>
          {[supplier.city, supplier.countryCode].filter(Boolean).join(', ')}
          {supplier.yearEstablished ? ` · ${t('since', { year: String(supplier.yearEstablished) })}` : ''}
        </p>
        {supplier.verified && <p className={styles.badge}>{t('verified')}</p>}
      </div>
    </li>
  );
}

function ExhibitionItem({ exhibition }: { exhibition: ExhibitionCard }) {
  const t = useTranslations('home');
  const format = useFormatter();
  const start = new Date(`${exhibition.startsOn}T00:00:00Z`);
  const end = new Date(`${exhibition.endsOn}T00:00:00Z`);
  return (
    <li className={styles.exhibition}>
      <p className={styles.status}>{exhibition.lifecycle === 1 ? t('openNow') : t('comingSoon')}</p>
      <h3 className={styles.exhibitionName}>{exhibition.name}</h3>
      <p className={styles.muted}>
        {format.dateTimeRange(start, end, { dateStyle: 'medium', timeZone: 'UTC' })} · {exhibition.venue},{' '}
        {exhibition.city}
      </p>
    </li>
  );
}
