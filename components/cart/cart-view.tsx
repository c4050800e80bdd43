'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { useLoginGate } from '@/components/auth/login-gate-provider';
import { useSite } from '@/components/shell/site-context';
import type { CartProduct } from '@/lib/cart/schema';
import { cart, useCart } from '@/lib/cart/client';
import { CART_LIMIT } from '@/lib/cart/rules';
import { gateway } from '@/lib/gateway/endpoints';
import { useHref } from '@/components/app/routes';
import { CartRow } from './cart-row';
import styles from './cart.module.css';

/**
 * The /cart page (spec §2): the cart's products newest first, each with its remove button; the
 * empty state; "Send enquiry to all". A signed-in buyer's products come with the page; any other
 * product is read once from the public product cards.
 */
export function CartView({ initialItems }: { initialItems: CartProduct[] }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const site = useSite();
  const link = useHref();
  const router = useRouter();
  const { requireBuyer } = useLoginGate();
  const heading = useRef<HTMLHeadingElement>(null);
  const mode = useCart((state) => state.mode);
  const ids = useCart((state) => state.ids);
  const merging = useCart((state) => state.merging);

  // products already shown are kept; only ids not seen yet are asked for
  const [known, setKnown] = useState(() => new Map(initialItems.map((item) => [item.id, item])));
  const [unavailable, setUnavailable] = useState<ReadonlySet<number>>(() => new Set());
  const missing = useMemo(
    () => ids.filter((id) => !known.has(id) && !unavailable.has(id)).sort((a, b) => a - b),
    [ids, known, unavailable],
  );
  const products = useQuery({
    queryKey: ['cartProducts', locale, missing.join(',')],
    queryFn: async ({ signal }) => {
      const { items } = await gateway.productInfoList({ goodIds: missing }, { signal, toast: false });
      setKnown((previous) => new Map([...previous, ...items.map((item) => [item.id, item] as const)]));
      // a product the catalogue no longer sells leaves a local cart (the server's cart drops it itself)
      const found = new Set(items.map((item) => item.id));
      const gone = missing.filter((id) => !found.has(id));
      if (gone.length > 0) {
        setUnavailable((previous) => new Set([...previous, ...gone]));
        cart.forget(gone);
      }
      return items.length;
    },
    enabled: mode !== 'unknown' && missing.length > 0,
    meta: { toast: false },
  });

  const remove = (id: number) => {
    void cart.remove(id);
    heading.current?.focus(); // the row and its button are gone: keep the keyboard in the page
  };

  const rows = [...ids].reverse().flatMap((id) => known.get(id) ?? []);
  const waiting = missing.length;
  const links = { deployPath: site.deployPath };

  return (
    <div className={`${styles.page} ${site.device === 'mobile' ? styles.mobile : styles.desktop}`}>
      <div className={styles.head}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {t('title')}
        </h1>
        {mode !== 'unknown' && ids.length > 0 && (
          <>
            <p className={styles.summary} data-testid="cart-summary">
              {t('summary', { count: ids.length, max: CART_LIMIT })}
            </p>
            <p className={styles.actions}>
              <a
                href={link('enquiryCart', {}, { site })}
                className={styles.primaryButton}
                data-testid="send-enquiry-all"
              >
                {t('sendAll')}
              </a>
            </p>
          </>
        )}
      </div>
      {mode === 'unknown' || (merging && ids.length === 0) ? (
        <CartSkeleton label={t('loading')} />
      ) : ids.length === 0 ? (
        <div className={styles.empty}>
          <h2>{t('emptyTitle')}</h2>
          <p>{t('emptyBody')}</p>
          <a href={link('categories', {}, { site })} className={styles.primaryButton}>
            {t('browse')}
          </a>
        </div>
      ) : (
        <>
          {ids.length >= CART_LIMIT && <p className={styles.note}>{t('full', { max: CART_LIMIT })}</p>}
          {mode === 'anonymous' && (
            <p className={styles.hint}>
              {t('signInHint')}{' '}
              <button type="button" className={styles.linkButton} onClick={() => requireBuyer(() => router.refresh())}>
                {t('signIn')}
              </button>
            </p>
          )}
          {products.isError && (
            <div className={styles.problem} role="alert">
              <p>{t('loadError')}</p>
              <button type="button" className={styles.secondaryButton} onClick={() => void products.refetch()}>
                {t('retry')}
              </button>
            </div>
          )}
          <ul className={styles.list} aria-label={t('listLabel')} aria-busy={waiting > 0 && !products.isError}>
            {rows.map((product) => (
              <CartRow key={product.id} product={product} links={links} onRemove={remove} />
            ))}
            {!products.isError &&
              Array.from({ length: waiting }, (_, i) => (
                <li key={`waiting-${i}`} className={`${styles.row} ${styles.rowSkeleton}`} aria-hidden="true" />
              ))}
          </ul>
        </>
      )}
    </div>
  );
}

function CartSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.list} role="status" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <div key={i} className={`${styles.row} ${styles.rowSkeleton}`} />
      ))}
    </div>
  );
}
