import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { CACHE_SECONDS } from '@/lib/constants';
import { isGatewayError } from './errors';
import { isRetryable } from './retry';
import { showErrorToast } from './toasts';

/** spec §9: lists are fresh for 60 s (cached home lists), so remounts and tabs reuse what was read. */
export const DEFAULT_STALE_MS = CACHE_SECONDS.homeLists * 1000;

/** A code of the 4xx family on any gateway (`400`, `'422'`, main's `'100404'`). */
const CLIENT_CODE = /^(100)?4\d\d$/;

/**
 * Retrying cannot fix an invalid token or a refused request; a timeout or a 5xx gets one more try. A
 * transport failure or a 503 is not tried again here: the client already sent the read again, with its
 * backoff (lib/gateway/retry.ts), and a second layer would multiply the requests of an outage.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isGatewayError(error) || error.type === 'INVALID_TOKEN') return false;
  if (isRetryable(error, 'read')) return false;
  if (error.type === 'SERVER_ERROR') {
    const clientStatus = error.status !== null && error.status >= 400 && error.status < 500;
    if (clientStatus || (error.code !== null && CLIENT_CODE.test(String(error.code)))) return false;
  }
  return failureCount < 1;
}

/** Shows a failed query's or mutation's message once: not when the call already showed it, nor with `meta.toast: false`. */
function toastUnlessShown(error: unknown, meta: Record<string, unknown> | undefined): void {
  if (meta?.toast === false || !isGatewayError(error) || error.toasted) return;
  error.toasted = true;
  showErrorToast(error.message);
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastUnlessShown(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => toastUnlessShown(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_MS, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
