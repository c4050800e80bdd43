import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { ProductCard } from '@/components/catalogue/product-card';
import type {
  CategoryCard,
  ExhibitionCard,
  IndustryCard,
  ProductCard as ProductCardData,
  SupplierCard,
} from '@/lib/catalogue/home';
import { placeName } from '@/lib/catalogue/region';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { buildCategoryPath, buildSupplierPath, type LinkContext } from '@/lib/links/build';
import styles from './home.module.css';
import { countValues } from '@/lib/format/number';

export function IndustryList({ industries, links }: { industries: IndustryCard[]; links: LinkContext }) {
  const t = useTranslations('home');
  return (
    <section aria-labelledby="home-industries">
      <h2 id="home-industries" className={styles.heading}>
        {t('industriesHeading')}
      </h2>
      <ul className={styles.industries}>
        {industries.map((industry) => (
          <li key={industry.id} className={styles.industry}>
            <a href={buildCategoryPath(industry, links)} className={styles.industryName}>
              {industry.name}
            </a>
            <span className={styles.muted}>{t('industryProducts', countValues({ count: industry.productCount }))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CategoryList({ categories, links }: { categories: CategoryCard[]; links: LinkContext }) {
  const t = useTranslations('home');
  const tc = useTranslations('catalogue');
  return (
    <section aria-labelledby="home-featured">
      <h2 id="home-featured" className={styles.heading}>
        {t('featuredHeading')}
      </h2>
      <ul className={styles.chips}>
        {categories.map((category) => (
          <li key={category.id}>
            <a href={buildCategoryPath(category, links)} className={styles.chip}>
              <span>{category.name}</span>{' '}
              <span className={styles.muted}>{tc('productCount', countValues({ count: category.productCount }))}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

type ProductSectionProps = {
  id: string;
  heading: string;
  products: ProductCardData[];
  links: LinkContext;
  emptyText?: string;
};

export function ProductSection({ id, heading, products, links, emptyText }: ProductSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {products.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <div className={styles.productGrid}>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} links={links} />
          ))}
        </div>
      )}
    </section>
  );
}

type SupplierListProps = { suppliers: SupplierCard[]; links: LinkContext; heading: string };

export function SupplierList({ suppliers, links, heading }: SupplierListProps) {
  const t = useTranslations('home');
  return (
    <section aria-labelledby="home-suppliers">
      <h2 id="home-suppliers" className={styles.heading}>
        {heading}
      </h2>
      {suppliers.length === 0 ? (
        <p className={styles.empty}>{t('emptySuppliers')}</p>
      ) : (
        <ul className={styles.supplierGrid}>
          {suppliers.map((supplier) => (
            <SupplierItem key={supplier.id} supplier={supplier} links={links} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SupplierItem({ supplier, links }: { supplier: SupplierCard; links: LinkContext }) {
  const t = useTranslations('home');
  const locale = useLocale();
  const place = placeName(supplier.city, supplier.countryCode, isLocale(locale) ? locale : DEFAULT_LOCALE);
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
        <a href={buildSupplierPath(supplier, links)} className={styles.supplierName}>
          <bdi>{supplier.name}</bdi>
        </a>
        <p className={styles.muted}>
          {place}
          {supplier.yearEstablished ? ` · ${t('since', { year: String(supplier.yearEstablished) })}` : ''}
        </p>
        {supplier.verified && <p className={styles.badge}>{t('verified')}</p>}
      </div>
    </li>
  );
}

type ExhibitionListProps = { exhibitions: ExhibitionCard[]; heading: string; showBooths?: boolean };

export function ExhibitionList({ exhibitions, heading, showBooths = false }: ExhibitionListProps) {
  return (
    <section aria-labelledby="home-exhibitions">
      <h2 id="home-exhibitions" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.exhibitionGrid}>
        {exhibitions.map((exhibition) => (
          <ExhibitionItem key={exhibition.id} exhibition={exhibition} showBooths={showBooths} />
        ))}
      </ul>
    </section>
  );
}

function ExhibitionItem({ exhibition, showBooths }: { exhibition: ExhibitionCard; showBooths: boolean }) {
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
      {showBooths && (
        <p className={styles.booths}>{t('boothsAvailable', countValues({ count: exhibition.availableBooths }))}</p>
      )}
    </li>
  );
}
