/** The image fields a product carries on cards, in the cart and in enquiries. */
export type ProductImageFields = { imageUrl: string | null; imageWidth: number; imageHeight: number };

/**
 * A product's first image, decorative (its name is always next to it), or an empty box of the same class
 * where it has none. `lazy` below the fold; `high` for a page's largest paint (see product-card.tsx).
 */
export function ProductImage({
  product,
  className,
  priority = 'lazy',
}: {
  product: ProductImageFields;
  className?: string;
  priority?: 'lazy' | 'eager' | 'high';
}) {
  if (!product.imageUrl) return <span className={className} aria-hidden="true" />;
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
      className={className}
    />
  );
}
