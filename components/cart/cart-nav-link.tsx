'use client';

import { useTranslations } from 'next-intl';
import { useCart } from '@/lib/cart/client';
import { countValues } from '@/lib/format/number';

/** The shell's link to /cart with the number of products in it, once the cart is known. */
export function CartNavLink({ href, label }: { href: string; label: string }) {
  const t = useTranslations('cart');
  const count = useCart((state) => (state.mode === 'unknown' ? null : state.ids.length));
  return (
    <a href={href} className="cart-link" data-testid="cart-link">
      {label}
      {count !== null && count > 0 && (
        <span className="cart-link__count" aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      )}
      {count !== null && <span className="visually-hidden"> {t('countHidden', countValues({ count }))}</span>}
    </a>
  );
}
