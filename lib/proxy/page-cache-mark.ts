import { SESSION_COOKIE } from '@/lib/accounts/cookie';

/**
 * The response header with which the proxy tells the production server (server/serve.mjs) that a page may
 * be kept in its page cache and in shared caches, and for how many seconds. server/page-cache.mjs names
 * the same header (checked by tests/unit/page-cache.test.ts).
 */
export const PAGE_CACHE_HEADER = 'x-sourcefair-page-cache';

type RequestShape = { method: string; headers: Headers; cookies: { has(name: string): boolean } };

/**
 * The page cache window for this request, or undefined: a GET without a session or credentials of a route
 * with `pageCacheSeconds` (ARCHITECTURE.md "Page cache"). A response that sets a cookie is never stored.
 */
export function pageCacheWindow(request: RequestShape, pageCacheSeconds: number | undefined): number | undefined {
  if (!pageCacheSeconds || request.method !== 'GET') return undefined;
  if (request.headers.has('authorization') || request.cookies.has(SESSION_COOKIE)) return undefined;
  return pageCacheSeconds;
}
