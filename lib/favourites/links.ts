import type { FavouriteType } from './rules';
import type { LinkFn } from '@/lib/routes/fill';

/**
 * Where a buyer's favourites of a type live: spec §2 /myFavorite/:type is mobile only, so desktop has
 * its own page in the account area (ARCHITECTURE.md, "Follows and favourites"). Paths without the
 * deploy path; `link` is `href` on the server and `useHref()` in the browser.
 */
export function favouritesLink(
  link: LinkFn<'myFavorite' | 'accountFavorites'>,
  device: 'desktop' | 'mobile',
  type: FavouriteType = 'product',
): string {
  return device === 'mobile' ? link('myFavorite', { type }) : link('accountFavorites', { type });
}
