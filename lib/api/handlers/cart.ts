import 'server-only';
import { productCardsByIds } from '@/lib/catalogue/cards';
import { readCart, updateCart } from '@/lib/cart/service';
import { CONTRACTS } from '../contracts';
import { ApiFailure } from '../failure';
import { defineHandler, type CallContext } from '../handler';

/** The signed-in buyer's own cart; a purchaserContactId naming anyone else is refused. */
function cartOwner(caller: CallContext['caller'], purchaserContactId: number | undefined): number {
  if (!caller) throw new ApiFailure('invalidToken');
  if (purchaserContactId !== undefined && purchaserContactId !== caller.accountId) throw new ApiFailure('forbidden');
  return caller.accountId;
}

/** spec §7 cart calls, and the product cards the not-logged-in cart shows. */
export const cartHandlers = {
  cartInfo: defineHandler(CONTRACTS.cartInfo, async (data, { caller, locale }) =>
    readCart(cartOwner(caller, data?.purchaserContactId), locale),
  ),
  cartUpdate: defineHandler(CONTRACTS.cartUpdate, async (data, { caller, locale }) => {
    const accountId = cartOwner(caller, data.purchaserContactId);
    const result = await updateCart(accountId, data.operationType, data.goodIds, locale);
    if (result.ok) return result.cart;
    if (result.error === 'full') {
      // spec §5, §8: saas.nomorethanproducts
      throw new ApiFailure(
        'conflict',
        [{ path: 'data.goodIds', code: 'too_big', key: 'noMoreThanProducts' }],
        {},
        { key: 'noMoreThanProducts', values: { max: result.limit } },
      );
    }
    const positions = result.ids.map((id) => data.goodIds.indexOf(id));
    throw new ApiFailure(
      'invalidData',
      positions.map((i) => ({ path: `data.goodIds.${i}`, code: 'not_found' })),
      {},
      { key: 'productsUnavailable' },
    );
  }),
  productInfoList: defineHandler(CONTRACTS.productInfoList, async (data, { locale }) => ({
    items: await productCardsByIds(locale, data.goodIds),
  })),
};
