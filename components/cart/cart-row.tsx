'use client';

import { useTranslations } from 'next-intl';
import type { CartProduct } from '@/lib/cart/schema';
import { ProductImage } from '@/components/catalogue/product-image';
import { WithModelCodes } from '@/components/ui/model-codes';
import { formatNumber, formatPrice } from '@/lib/format/number';
import { buildProductPath, type LinkContext } from '@/lib/links/build';
import styles from './cart.module.css';

/** One product of the cart: picture, name, supplier, minimum order, price, and its remove button. */
export function CartRow({
  product,
  links,
  onRemove,
}: {
  product: CartProduct;
  links: LinkContext;
  onRemove: (id: number) => void;
}) {
  const t = useTranslations('cart');
  const tc = useTranslations('catalogue');
  const href = buildProductPath(product, links);
  const price = formatPrice(product, (min, max) => tc('priceRange', { min, max }));
  return (
    <li className={styles.row} data-testid="cart-item" data-product-id={product.id}>
      <a href={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <ProductImage product={product} />
      </a>
      <div className={styles.info}>
        <h2 className={styles.name}>
          <a href={href}>
            <WithModelCodes text={product.name} />
          </a>
        </h2>
        {/* the name isolated (U+2068…2069): "Co., Ltd." keeps its full stop at its end on an Arabic page */}
        <p className={styles.meta}>{t('supplier', { name: `\u2068${product.supplierName}\u2069` })}</p>
        <p className={styles.meta}>{tc('moq', { quantity: formatNumber(product.moq), unit: product.unit })}</p>
        {price && <p className={styles.price}>{price}</p>}
      </div>
      <button
        type="button"
        className={styles.removeButton}
        aria-label={t('removeNamed', { name: product.name })}
        onClick={() => onRemove(product.id)}
      >
        {t('remove')}
      </button>
    </li>
  );
}
