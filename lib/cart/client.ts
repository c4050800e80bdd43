import { useStore } from 'zustand';
import { gateway } from '@/lib/gateway/endpoints';
import { isGatewayError } from '@/lib/gateway/errors';
import { getCartProductIds, setCartProductIds } from '@/lib/gateway/session-values';
import { parseStoredIds } from './rules';
import { CartApiError, createCart, type CartApi, type CartEvent, type CartState } from './store';

/** A refused update by what the cart does next: 409 a full cart (spec §5), 400 an unknown product. */
function cartError(error: unknown): CartApiError {
  if (isGatewayError(error) && error.type === 'SERVER_ERROR') {
    if (error.status === 409) return new CartApiError('full');
    if (error.status === 400) return new CartApiError('unknownProducts');
  }
  return new CartApiError('failed');
}

const api: CartApi = {
  info: async () => (await gateway.cartInfo(undefined, { toast: false })).goodIds,
  update: async (operationType, goodIds, options) => {
    try {
      return (await gateway.cartUpdate({ goodIds, operationType }, { toast: !options?.quiet })).goodIds;
    } catch (error) {
      throw cartError(error);
    }
  },
  published: async (goodIds) =>
    goodIds.length === 0
      ? []
      : (await gateway.productInfoList({ goodIds }, { toast: false })).items.map((item) => item.id),
};

let notifier: (event: CartEvent) => void = () => undefined;

/** Who words the cart's events (components/cart/cart-sync.tsx, with the page's translations). */
export function setCartNotifier(notify: (event: CartEvent) => void): void {
  notifier = notify;
}

/**
 * The page's cart. It is only changed from effects and event handlers, which run in the browser, so
 * the server never holds a visitor's cart in this module.
 */
export const cart = createCart({
  api,
  // spec §3: the not-logged-in list, comma separated in the stored session values
  local: { read: () => parseStoredIds(getCartProductIds()), write: (ids) => setCartProductIds(ids) },
  notify: (event) => notifier(event),
});

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cart.store, selector);
}
