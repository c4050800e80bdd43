'use client';

import { useTranslations } from 'next-intl';
import { useSitePath } from '@/components/shell/site-context';
import { cart, useCart } from '@/lib/cart/client';
import { CART_LIMIT } from '@/lib/cart/rules';
import { useHref } from '@/components/app/routes';
import styles from './cart.module.css';

type Props = {
  productId: number;
  productName: string;
  /** `page`: the product page's full button and status; `card`: a compact toggle on product cards. */
  variant: 'page' | 'card';
};

/**
 * Adds a product to the enquiry cart, or takes it out again (spec §4). One button whose words follow
 * the state, so keyboard focus stays on it; the outcome is announced by the cart's live region.
 * Disabled until the page knows whose cart it is.
 */
export function AddToCartButton({ productId, productName, variant }: Props) {
  const t = useTranslations('cart');
  const link = useHref();
  const cartHref = useSitePath(link('cart'));
  const ready = useCart((state) => state.mode !== 'unknown');
  const inCart = useCart((state) => state.ids.includes(productId));
  const full = useCart((state) => state.ids.length >= CART_LIMIT);
  const toggle = () => void (inCart ? cart.remove(productId) : cart.add(productId));

  if (variant === 'card') {
    return (
      <button
        type="button"
        className={`${styles.cardButton} ${inCart ? styles.cardButtonOn : ''}`}
        disabled={!ready}
        onClick={toggle}
      >
        <span aria-hidden="true">{inCart ? '✓ ' : '+ '}</span>
        {/* the product's name completes the button's name for a screen reader, after the words it shows
            (WCAG 2.5.3: a voice-control user says what they see) */}
        {t(inCart ? 'inCartShort' : 'addShort')} <span className="visually-hidden">{productName}</span>
      </button>
    );
  }
  return (
    <div className={styles.pageAction}>
      <button
        type="button"
        className={inCart ? styles.secondaryButton : styles.primaryButton}
        disabled={!ready}
        onClick={toggle}
      >
        {t(inCart ? 'removeFromCart' : 'add')}
      </button>
      {inCart && (
        <p className={styles.inCart}>
          {t('inCart')} <a href={cartHref}>{t('viewCart')}</a>
        </p>
      )}
      {ready && !inCart && full && <p className={styles.hint}>{t('full', { max: CART_LIMIT })}</p>}
    </div>
  );
}
