/**
 * Links from the registry's patterns (spec §2): `href('product', { name: slug, productId: 12 })` is the only
 * way the product spells a URL shape, and `matchRoute` (./match.ts) is its reverse. The parameters a route
 * takes are read from its pattern by the type system, so a missing or misspelt one does not compile.
 * Client components use `useHref` (components/app/routes.tsx), which fills the same way from the few
 * patterns the layout hands them.
 */
import { hrefFrom, type HrefArgs } from './fill';
import { PATHS, type RouteId } from './paths';
import { CLIENT_ROUTE_IDS, type ClientPaths } from './client-routes';

export {
  PROMOTED,
  fillPattern,
  pathText,
  queryString,
  type HrefArgs,
  type HrefOptions,
  type LinkContext,
  type LinkFn,
  type ParamValue,
  type Query,
  type QueryValue,
  type RouteParams,
} from './fill';

/** The path of a route with its parameters and query, under the site's deploy path when `site` is given. */
export function href<I extends RouteId>(id: I, ...args: HrefArgs<I>): string {
  return hrefFrom(PATHS, id, ...args);
}

/** The patterns client components link with (./client-routes.ts), for the layout to hand down. */
export function clientPaths(): ClientPaths {
  return Object.fromEntries(CLIENT_ROUTE_IDS.map((id) => [id, PATHS[id]])) as ClientPaths;
}
