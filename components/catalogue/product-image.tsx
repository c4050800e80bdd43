import styles from './product-image.module.css';

/** The image fields a product carries on cards, in the cart and in enquiries. */
export type ProductImageFields = { imageUrl: string | null; imageWidth: number; imageHeight: number };

/**
 * A product's first image, decorative (its name is always next to it), or an empty square box where it
 * has none; square, the width of its container (the container sets the size). `lazy` below the fold;
 * `high` for a page's largest paint (see product-card.tsx).
 */
export function ProductImage({
  product,
  priority = 'lazy',
}: {
  product: ProductImageFields;
  priority?: 'lazy' | 'eager' | 'high';
}) {
  if (!product.imageUrl) return <span className={styles.image} aria-hidden="true" />;
  return (
    // Generated SVG artwork of known size: the image optimiser has nothing to gain on it.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={product.imageUrl}
      alt=""
      width={product.imageWidth}
      height={product.imageHeight}
      loading={priority === 'lazy' ? 'lazy' : undefined}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      className={styles.image}
    />
  );
}
