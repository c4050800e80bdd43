import type { FavouriteType } from '@/lib/api/contracts/favourites';

/**
 * Where a buyer's favourites of a type live: spec §2 /myFavorite/:type is mobile only, so desktop has
 * its own page in the account area (ARCHITECTURE.md, "Follows and favourites"). Paths without the
 * deploy path.
 */
export function favouritesPath(device: 'desktop' | 'mobile', type: FavouriteType = 'product'): string {
  return device === 'mobile' ? `/myFavorite/${type}` : `/account/favorites/${type}`;
}
