import { useTranslations } from 'next-intl';
import styles from '@/components/catalogue/product-card.module.css';
import { formatMoney, formatNumber } from '@/lib/format/number';
import { buildProductPath, type LinkContext } from '@/lib/links/build';
import type { SearchHit } from '@/lib/search/products';
import { Highlighted } from './highlighted';

/**
 * The catalogue's product card with the matched words of the name marked. It keeps ProductCard's
 * markup and stylesheet; ProductCard itself takes the name as a plain string.
 */
export function SearchProductCard({ product, links }: { product: SearchHit; links: LinkContext }) {
  const t = useTranslations('catalogue');
  const { priceMinMinor: min, priceMaxMinor: max, currency } = product;
  const price =
    min === null || max === null
      ? null
      : min === max
        ? formatMoney(min, currency)
        : t('priceRange', { min: formatMoney(min, currency), max: formatMoney(max, currency) });
  return (
    <article className={styles.card}>
      <a href={buildProductPath(product, links)} className={styles.link}>
        {product.imageUrl ? (
          // Generated SVG artwork: the image optimiser has nothing to gain on it.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={product.imageUrl}
            alt=""
            width={product.imageWidth}
            height={product.imageHeight}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        ) : (
          <div className={styles.image} aria-hidden="true" />
        )}
        <h3 className={styles.name}>
          <Highlighted segments={product.nameSegments} />
        </h3>
      </a>
      {price && <p className={styles.price}>{price}</p>}
      <p className={styles.moq}>{t('moq', { quantity: formatNumber(product.moq), unit: product.unit })}</p>
      <p className={styles.supplier}>{product.supplierName}</p>
    </article>
  );
}
