import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { WithModelCodes } from '@/components/ui/model-codes';
import type { ProductCard as ProductCardData } from '@/lib/catalogue/home';
import { formatNumber, formatPrice } from '@/lib/format/number';
import { buildProductPath, type LinkContext } from '@/lib/links/build';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';

/**
 * How a card's image loads: `lazy` (in view: as soon as the page is laid out); `high` for the list's
 * first card, the page's largest paint on a phone (Lighthouse's LCP).
 */
export type CardImagePriority = 'lazy' | 'high';

/**
 * The image priority of the card at `index` in a page's main list: the first card's loads with the page,
 * first; the others lazily, as soon as the browser has laid the page out (in view: at once). The rest of
 * the first row used to load eagerly too, each with a preload React writes into the head: on the bench's
 * Chrome the category page's first frame was then held about a second in 8 of 10 Lighthouse runs, against
 * 1 of 10 with the first image alone (bench/README.md, "The document's first round trip").
 */
export function cardImagePriority(index: number): CardImagePriority {
  return index === 0 ? 'high' : 'lazy';
}

/** `links` carries the site's deploy path (and an active promotion) into the product link (spec §2). */
export function ProductCard({
  product,
  links,
  name,
  headingLevel = 3,
  imagePriority = 'lazy',
}: {
  product: ProductCardData;
  links?: LinkContext;
  /** The name as shown, when it is more than text (search marks the matched words). */
  name?: ReactNode;
  /** The name's heading level: 2 where the cards sit right under the page's h1 (lists, search). */
  headingLevel?: 2 | 3;
  imagePriority?: CardImagePriority;
}) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTranslations('catalogue');
  const price = formatPrice(product, (min, max) => t('priceRange', { min, max }));
  return (
    <article className={styles.card}>
      <a href={buildProductPath(product, links)} className={styles.link}>
        <ProductImage product={product} priority={imagePriority} />
        <Name className={styles.name}>{name ?? <WithModelCodes text={product.name} />}</Name>
      </a>
      {price && <p className={styles.price}>{price}</p>}
      <p className={styles.moq}>{t('moq', { quantity: formatNumber(product.moq), unit: product.unit })}</p>
      <p className={styles.supplier}>
        <bdi>{product.supplierName}</bdi>
      </p>
      <AddToCartButton productId={product.id} productName={product.name} variant="card" />
    </article>
  );
}
