import {
  FavouritesRoute,
  favouritesMetadata,
  type FavouritesRouteProps,
} from '@/components/favourites/favourites-page';

// spec §2 /myFavorite/:type, mobile only (the registry sends desktop to /account/favorites/:type).
export const dynamic = 'force-dynamic';

export const generateMetadata = favouritesMetadata;

export default function MyFavoritePage(props: FavouritesRouteProps) {
  return <FavouritesRoute {...props} />;
}
