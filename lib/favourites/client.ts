import { queryOptions } from '@tanstack/react-query';
import type { FavouriteType } from './rules';
import { gateway } from '@/lib/gateway/endpoints';
import { isGatewayError } from '@/lib/gateway/errors';
import { getBuyerToken } from '@/lib/gateway/session-values';
import { createFollowedLoader, type FollowKind } from './followed-loader';

/** The first elements of every "is followed" query key, so a sign-in can refresh all of them at once. */
export const FOLLOWED_KEY = ['favourites', 'followed'] as const;
export const followedKey = (kind: FollowKind, id: number) => [...FOLLOWED_KEY, kind, id] as const;

const loadFollowed = createFollowedLoader((question) => gateway.favoriteStatus(question, { toast: false }));

/**
 * Whether the signed-in buyer follows a product or supplier. Pages are rendered the same for everyone,
 * so the state is read in the browser; signed out, nothing is followed and nothing is asked.
 */
export function followedQuery(kind: FollowKind, id: number) {
  return queryOptions({
    queryKey: followedKey(kind, id),
    queryFn: () => (getBuyerToken() ? loadFollowed(kind, id) : Promise.resolve(false)),
    // a failed state read leaves the button usable (following is idempotent): no toast for it
    meta: { toast: false },
  });
}

/** Follows or stops following (spec §7); the answer's toast is the caller's, in its own words. */
export async function setFollowed(kind: FavouriteType, id: number, followed: boolean): Promise<void> {
  const options = { toast: false };
  if (kind === 'product') {
    await (followed
      ? gateway.followProduct({ productId: id }, options)
      : gateway.unfollowProduct({ productId: id }, options));
  } else if (kind === 'exhibitor') {
    await (followed
      ? gateway.followSupplier({ supplierId: id }, options)
      : gateway.unfollowSupplier({ supplierId: id }, options));
  } else if (!followed) {
    await gateway.removeFavoriteCard({ businessCardId: id }, options);
  } else {
    // a card is collected by exchanging it at a booth, never by a button here
    throw new Error('a business card cannot be followed from the web');
  }
}

/**
 * The message of a failed change: the forced-login text for an ended session, the server's own words
 * for something that no longer exists, else the caller's translated fallback.
 */
export function followFailureMessage(error: unknown, fallback: string): string {
  if (isGatewayError(error) && (error.type === 'INVALID_TOKEN' || error.status === 404)) return error.message;
  return fallback;
}
