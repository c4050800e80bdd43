import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FollowButton } from '@/components/favourites/follow-button';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { WithModelCodes } from '@/components/ui/model-codes';
import type { ProductDetail } from '@/lib/catalogue/product';
import { countValues, formatMoney, formatNumber } from '@/lib/format/number';
import type { LinkContext } from '@/lib/links/build';
import { PriceTiers } from './price-tiers';
import { ProductGallery } from './product-gallery';
import { SupplierCard } from './supplier-card';
import styles from './product.module.css';

/** What the page works out for the view: links, the supplier's country name, and live calls to action. */
export type ProductViewContext = {
  device: 'desktop' | 'mobile';
  links: LinkContext;
  crumbs: Crumb[];
  supplierCountry: string;
  scoresHref: string;
  /** Sourcing links whose routes are live (spec §2 enquiry, order start): the first is the main one. */
  actions: { label: string; href: string; /** The behaviour event a click sends (`data-track`). */ track: string }[];
  /** "Add to enquiry cart" (a client island), while the cart route is live. */
  cartAction: ReactNode;
  banner?: ReactNode;
};

/** The product page of both layouts: the same data and sections, arranged for the screen. */
export function ProductView({
  product,
  context,
  related,
}: {
  product: ProductDetail;
  context: ProductViewContext;
  related: ReactNode;
}) {
  const t = useTranslations('product');
  const tc = useTranslations('catalogue');
  const layout = context.device === 'mobile' ? styles.mobile : styles.desktop;
  return (
    <div className={`${styles.page} ${layout}`}>
      {context.banner}
      <Breadcrumbs items={context.crumbs} />
      <div className={styles.top}>
        <ProductGallery images={product.images} name={product.name} />
        <section className={styles.summary} aria-labelledby="product-name">
          <h1 id="product-name" className={styles.title}>
            <WithModelCodes text={product.name} />
          </h1>
          <PriceLine product={product} />
          <p className={styles.moq}>{tc('moq', { quantity: formatNumber(product.moq), unit: product.unit })}</p>
          <p>
            <a href={context.scoresHref}>{t('reviewCount', countValues({ count: product.scores.count }))}</a>
            {product.scores.average !== null && (
              <span className={styles.muted}>
                {' '}
                · {t('averageScore', { average: product.scores.average.toFixed(1) })}
              </span>
            )}
          </p>
          <PriceTiers tiers={product.tiers} currency={product.currency} unit={product.unit} />
          {!context.banner && <FollowButton kind="product" id={product.id} name={product.name} />}
          {context.actions.length > 0 && (
            <p className={styles.actions}>
              {context.actions.map((action, i) => (
                <a
                  key={action.href}
                  href={action.href}
                  data-track={action.track}
                  className={i === 0 ? styles.primaryAction : styles.secondaryAction}
                >
                  {action.label}
                </a>
              ))}
            </p>
          )}
          {context.cartAction}
        </section>
        <SupplierCard supplier={product.supplier} country={context.supplierCountry} links={context.links} />
      </div>
      <div className={styles.details}>
        {product.attributes.length > 0 && (
          <section aria-labelledby="product-attributes">
            <h2 id="product-attributes" className={styles.sectionHeading}>
              {t('attributesHeading')}
            </h2>
            <table className={styles.table}>
              <tbody>
                {product.attributes.map((a) => (
                  <tr key={a.name}>
                    <th scope="row">
                      <bdi>{a.name}</bdi>
                    </th>
                    <td>
                      <bdi>{a.value}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        {product.description && (
          <section aria-labelledby="product-description">
            <h2 id="product-description" className={styles.sectionHeading}>
              {t('descriptionHeading')}
            </h2>
            <p className={styles.description} dir="auto">
              {product.description}
            </p>
          </section>
        )}
      </div>
      <section aria-labelledby="product-related">
        <h2 id="product-related" className={styles.sectionHeading}>
          {t('relatedHeading')}
        </h2>
        {related}
      </section>
    </div>
  );
}

function PriceLine({ product }: { product: ProductDetail }) {
  const tc = useTranslations('catalogue');
  const { priceMinMinor: min, priceMaxMinor: max, currency } = product;
  if (min === null || max === null) return null;
  const text =
    min === max
      ? formatMoney(min, currency)
      : tc('priceRange', { min: formatMoney(min, currency), max: formatMoney(max, currency) });
  return <p className={styles.priceLine}>{text}</p>;
}
