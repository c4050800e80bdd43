import { matchPattern } from './pattern';
import { COMPILED_ROUTES, type Audience, type CompiledRoute, type DeviceClass, type Params } from './registry';

export type RouteMatch = { route: CompiledRoute; params: Params };

/** The first route of the registry whose pattern fits the path (the path without the site prefix). */
export function matchRoute(path: string): RouteMatch | undefined {
  for (const route of COMPILED_ROUTES) {
    const params = matchPattern(route.compiled, path);
    if (params) return { route, params };
  }
  return undefined;
}

export type RouteContext = { audience: Audience; device: DeviceClass; production: boolean };

/** What the site does with a path: render a page, redirect, or answer 404 (spec §2, §6). */
export type Resolution =
  | { kind: 'page'; route: CompiledRoute; params: Params }
  | { kind: 'redirect'; location: string; permanent: boolean }
  | { kind: 'not-found'; reason: 'planned' | 'audience' | 'device' | 'production' }
  | { kind: 'unknown' };

export function resolvePath(path: string, context: RouteContext): Resolution {
  const match = matchRoute(path);
  if (!match) return { kind: 'unknown' };
  const { route, params } = match;
  if (!route.audiences.includes(context.audience)) return { kind: 'not-found', reason: 'audience' };
  if (route.hiddenInProduction && context.production) return { kind: 'not-found', reason: 'production' };
  if (route.redirect) return { kind: 'redirect', location: route.redirect(params), permanent: true };
  if (!route.devices.includes(context.device)) {
    return route.elsewhere
      ? { kind: 'redirect', location: route.elsewhere(params), permanent: false }
      : { kind: 'not-found', reason: 'device' };
  }
  if (route.status !== 'live') return { kind: 'not-found', reason: 'planned' };
  return { kind: 'page', route, params };
}
