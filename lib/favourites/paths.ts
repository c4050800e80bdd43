import type { FavouriteType } from '@/lib/api/contracts/favourites';
import { href } from '@/lib/routes/href';

/**
 * Where a buyer's favourites of a type live: spec §2 /myFavorite/:type is mobile only, so desktop has
 * its own page in the account area (ARCHITECTURE.md, "Follows and favourites"). Paths without the
 * deploy path.
 */
export function favouritesPath(device: 'desktop' | 'mobile', type: FavouriteType = 'product'): string {
  return device === 'mobile' ? href('myFavorite', { type }) : href('accountFavorites', { type });
}
