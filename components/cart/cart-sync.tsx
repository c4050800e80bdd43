'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { cart, setCartNotifier } from '@/lib/cart/client';
import { CART_LIMIT } from '@/lib/cart/rules';
import { SESSION_KEYS } from '@/lib/gateway/session-values';
import { showErrorToast } from '@/lib/gateway/toasts';
import { countValues } from '@/lib/format/number';

/** A message about products left out stays long enough to be read. */
const MERGE_NOTICE_MS = 10_000;

/**
 * Starts the page's cart from what the server knows (the signed-in buyer and their cart, or nobody),
 * again whenever that changes (a sign-in refreshes the server components), and words the cart's events:
 * refusals as toasts, the rest in a polite live region.
 */
export function CartSync({ buyerId, serverIds }: { buyerId: number | null; serverIds: readonly number[] }) {
  const t = useTranslations('cart');
  const tApi = useTranslations('api');
  const [status, setStatus] = useState('');
  const idsKey = serverIds.join(',');

  useEffect(() => {
    setCartNotifier((event) => {
      switch (event.type) {
        case 'full':
          // spec §5, §8: saas.nomorethanproducts, the same words the server uses
          showErrorToast(tApi('noMoreThanProducts', { max: CART_LIMIT }));
          return;
        case 'added':
          setStatus(t('added', { count: event.count, max: CART_LIMIT }));
          return;
        case 'removed':
          setStatus(t('removed', { count: event.count, max: CART_LIMIT }));
          return;
        case 'merged':
          if (event.added > 0) setStatus(t('merged', { added: event.added }));
          if (event.skipped > 0)
            showErrorToast(
              t('mergeSkipped', countValues({ skipped: event.skipped, max: CART_LIMIT })),
              MERGE_NOTICE_MS,
            );
          return;
        case 'unavailable':
          showErrorToast(t('unavailable', countValues({ count: event.count })));
      }
    });
  }, [t, tApi]);

  useEffect(() => {
    if (buyerId === null) cart.startAnonymous();
    else void cart.startBuyer(buyerId, idsKey ? idsKey.split(',').map(Number) : []);
  }, [buyerId, idsKey]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_KEYS.cartProductIds || event.key === null) cart.reloadLocal();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <p className="visually-hidden" role="status">
      {status}
    </p>
  );
}
