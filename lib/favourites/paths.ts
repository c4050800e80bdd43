import type { FavouriteType } from './rules';
import { href } from '@/lib/routes/href';
import { favouritesLink } from './links';

/** Where a buyer's favourites of a type live (./links.ts), filled from every route's pattern. */
export function favouritesPath(device: 'desktop' | 'mobile', type: FavouriteType = 'product'): string {
  return favouritesLink(href, device, type);
}
