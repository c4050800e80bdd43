/**
 * Where a matched route lives inside the app (ARCHITECTURE.md "From URL to page"): the proxy rewrites a
 * public path to /{websiteId}/{locale}/{device} + the route's internal path, and the page of the route is
 * the folder that internal path names, so a page reads its parameters from its own folders and never
 * matches the URL again.
 */
import { fillPattern } from './href';
import type { Params, RouteDef } from './registry';

/** The internal path of a matched route: its `internal` pattern filled with the matched values, else the path. */
export function internalPathOf(route: Pick<RouteDef, 'internal'>, params: Params, path: string): string {
  // the values are as the path spells them, already percent-encoded
  return route.internal ? fillPattern(route.internal, params) : path;
}

/**
 * The folder of a route's page under app/[site]/[locale]/[device]/: each `{name}` a `[name]` folder, an
 * optional `/{name?}` an optional catch-all `[[...name]]`, literal segments as they are ('' for the home).
 */
export function pageFolder(route: Pick<RouteDef, 'internal' | 'pattern'>): string {
  return (route.internal ?? route.pattern)
    .replace(/\/\{(\w+)(?::\w+)?\?\}/g, '/[[...$1]]')
    .replace(/\{(\w+)(?::\w+)?\}/g, '[$1]')
    .replace(/^\//, '');
}
