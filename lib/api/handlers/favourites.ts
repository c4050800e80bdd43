import 'server-only';
import { FAVOURITE_PAGE_SIZE } from '../contracts/favourites';
import { follow, followedAmong, listFavourites, removeCollectedCard, unfollow } from '@/lib/favourites/service';
import { keepCard, saveCard } from '@/lib/cards/service';
import { CONTRACTS } from '../contracts';
import { ApiFailure } from '../failure';
import { defineHandler, type CallContext } from '../handler';

/** spec §7 follow and unfollow of products and suppliers, and the buyer's own favourites lists. */
export const favouriteHandlers = {
  followProduct: defineHandler(CONTRACTS.followProduct, async ({ productId }, { caller }) => {
    const result = await follow(buyerOf(caller), 'product', productId);
    if (!result.ok) throw missing('data.productId', 'productUnavailable');
    return { productId, followed: true as const };
  }),
  unfollowProduct: defineHandler(CONTRACTS.unfollowProduct, async ({ productId }, { caller }) => {
    await unfollow(buyerOf(caller), 'product', productId);
    return { productId, followed: false as const };
  }),
  followSupplier: defineHandler(CONTRACTS.followSupplier, async ({ supplierId }, { caller }) => {
    const result = await follow(buyerOf(caller), 'exhibitor', supplierId);
    if (!result.ok) throw missing('data.supplierId', 'supplierUnavailable');
    return { supplierId, followed: true as const };
  }),
  unfollowSupplier: defineHandler(CONTRACTS.unfollowSupplier, async ({ supplierId }, { caller }) => {
    await unfollow(buyerOf(caller), 'exhibitor', supplierId);
    return { supplierId, followed: false as const };
  }),
  removeFavoriteCard: defineHandler(CONTRACTS.removeFavoriteCard, async ({ businessCardId }, { caller }) => {
    await removeCollectedCard(buyerOf(caller), businessCardId);
    return { businessCardId, removed: true as const };
  }),
  saveBusinessCard: defineHandler(CONTRACTS.saveBusinessCard, async (data, { caller }) => {
    const outcome = await saveCard(buyerOf(caller), data);
    if (!outcome.saved)
      throw new ApiFailure('invalidData', [{ path: 'data.countryCode', code: 'unknown', key: 'invalid' }]);
    return outcome.card;
  }),
  keepBusinessCard: defineHandler(CONTRACTS.keepBusinessCard, async ({ token }, { caller }) => {
    const outcome = await keepCard(buyerOf(caller), token);
    if (outcome.kept) return { businessCardId: outcome.businessCardId, kept: true };
    if (outcome.reason === 'gone') throw new ApiFailure('notFound');
    throw new ApiFailure('conflict', [{ path: 'data.token', code: 'own', key: 'ownCard' }]);
  }),
  favoriteStatus: defineHandler(CONTRACTS.favoriteStatus, async (data, { caller }) =>
    followedAmong(buyerOf(caller), data),
  ),
  favoriteList: defineHandler(CONTRACTS.favoriteList, async (data, { caller, locale }) =>
    listFavourites(locale, buyerOf(caller), data.type, {
      page: data.page ?? 1,
      pageSize: data.pageSize ?? FAVOURITE_PAGE_SIZE,
    }),
  ),
};

/** The signed-in buyer's own account: favourites are only ever read and written for the caller. */
function buyerOf(caller: CallContext['caller']): number {
  if (!caller) throw new ApiFailure('invalidToken');
  return caller.accountId;
}

function missing(path: string, key: 'productUnavailable' | 'supplierUnavailable'): ApiFailure {
  return new ApiFailure('notFound', [{ path, code: 'unknown' }], {}, { key });
}
