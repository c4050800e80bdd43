import {
  FavouritesRoute,
  favouritesMetadata,
  type FavouritesRouteProps,
} from '@/components/favourites/favourites-page';

// Not in the spec: the desktop account area's favourites (spec §2 /myFavorite/:type is mobile only).
export const dynamic = 'force-dynamic';

export const generateMetadata = favouritesMetadata;

export default function AccountFavoritesPage(props: FavouritesRouteProps) {
  return <FavouritesRoute {...props} />;
}
