import type { PathOf, RouteId } from './paths';

/**
 * The routes client components link to, with the promoted forms of those that have one (./fill.ts
 * `PROMOTED`): the layout hands their patterns down (`clientPaths`, components/app/routes.tsx) instead
 * of every page's JavaScript carrying all of ./paths.ts. A client link to another route does not compile.
 */
export const CLIENT_ROUTE_IDS = [
  'home',
  'login',
  'resetPassword',
  'verify',
  'transitional',
  'account',
  'myMeetings',
  'myFavorite',
  'accountFavorites',
  'accountEnquiries',
  'unsubscribe',
  'supplierWorkspace',
  'searchProduct',
  'searchSupplier',
  'promotionSearchProduct',
  'promotionSearchSupplier',
  'categories',
  'cart',
  'enquiryCart',
  'submitResult',
  'rfqManage',
  'rfqDetail',
  'rfqSuccess',
] as const satisfies readonly RouteId[];

export type ClientRouteId = (typeof CLIENT_ROUTE_IDS)[number];
export type ClientPaths = { readonly [I in ClientRouteId]: PathOf<I> };
