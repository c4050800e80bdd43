// The limits of follows and favourites (client-safe, no zod: the follow buttons' loader reads them on
// every product page); the contracts in lib/api/contracts/favourites.ts re-export them.

/** spec §2 /myFavorite/:type: exactly exhibitorCard, exhibitor (a supplier) or product. */
export const FAVOURITE_TYPES = ['product', 'exhibitor', 'exhibitorCard'] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

/** The most ids one "is followed" question may name (a page's products and suppliers). */
export const FAVOURITE_STATUS_MAX_IDS = 100;
/** A favourites page holds at most this many items. */
export const FAVOURITE_PAGE_SIZE_MAX = 50;
export const FAVOURITE_PAGE_SIZE = 20;
/** Deeper pages than this are refused: nobody follows 200,000 things, and OFFSET stays bounded. */
export const FAVOURITE_PAGE_MAX = 10_000;
