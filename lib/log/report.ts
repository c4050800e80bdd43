import 'server-only';
import { LRUCache } from 'lru-cache';
import { REQUEST_ID_HEADER, givenRequestId, newRequestId } from '@/server/request-id.mjs';
import { getLogger } from './logger';

/** The request an error happened in, as Next's `onRequestError` describes it. */
export type FailedRequest = {
  method: string;
  path: string;
  headers: Headers | Readonly<Record<string, string | string[] | undefined>>;
};

/** Where in Next it happened (`onRequestError`'s context), when Next reported it. */
export type FailureContext = { routeType?: string; routePath?: string; renderSource?: string };

/** A Fetch request as `reportRequestError` describes it (what Next's `onRequestError` passes). */
export function requestOf(request: Request): FailedRequest {
  const url = new URL(request.url);
  return { method: request.method, path: url.pathname, headers: request.headers };
}

/** The request's id (server/request-id.mjs), or a new one when no layer in front gave it one. */
export function requestIdOf(headers: FailedRequest['headers']): string {
  const value = headers instanceof Headers ? headers.get(REQUEST_ID_HEADER) : headers[REQUEST_ID_HEADER];
  return givenRequestId(value) ?? newRequestId();
}

/** The failures reported in the last minute, by request id and message: each is reported once. */
const reported = new LRUCache<string, true>({ max: 1000, ttl: 60_000 });

/**
 * One error line for a request that failed: from Next's `onRequestError` (instrumentation.ts) for what a
 * page or route threw, and from the handlers that answer a failure themselves (lib/api/dispatch.ts and
 * the like) instead of throwing, so each failure is reported once. Returns the request id it logged.
 */
export function reportRequestError(error: unknown, request: FailedRequest, context: FailureContext = {}): string {
  const requestId = requestIdOf(request.headers);
  // a page's metadata and its body often read the same data, and Next reports each one that threw
  const key = `${requestId} ${error instanceof Error ? error.message : String(error)}`;
  if (reported.has(key)) return requestId;
  reported.set(key, true);
  // React replaces a server component's error with one that keeps only its digest (shown on the error page)
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
  getLogger().error(
    {
      err: error,
      requestId,
      method: request.method,
      // without its query, which may carry a sign-in or reset code
      path: request.path.split('?')[0],
      ...context,
      ...(digest && { digest }),
    },
    'request failed',
  );
  return requestId;
}
