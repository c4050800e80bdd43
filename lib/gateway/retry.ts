/**
 * When the browser client sends a call again (lib/gateway/request.ts): only calls that are safe to
 * repeat (reads, and submissions carrying an Idempotency-Key, which the server applies once), only after
 * a failure that may pass (the server's 503 while its database is unreachable, a transport failure, a
 * timeout or "in progress" for a keyed submission), a bounded number of times, after a wait that grows
 * exponentially up to a cap, spread at random so that clients cut off together do not return together,
 * and never sooner than the server's Retry-After. docs/decisions/0142-database-outage.md.
 */
import type { GatewayError } from './errors';

/** At most this many sends after the first. */
export const RETRY_LIMIT = 3;
/** The wait before the first retry is drawn from [0, base); each retry doubles the range... */
export const RETRY_BASE_MS = 500;
/** ...up to this. */
export const RETRY_CAP_MS = 8_000;
/** A Retry-After longer than this is not waited for: the error goes to the person instead. */
export const RETRY_AFTER_MAX_MS = 15_000;

/** What kind of call it is: one that changes nothing, or a submission with an idempotency key. */
export type RetryKind = 'read' | 'idempotent';

/** The wait a Retry-After header asks for (delta-seconds or an HTTP date), or null without a usable one. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // an HTTP date (RFC 9110: "Sun, 06 Nov 1994 08:49:37 GMT"); Date.parse alone takes "-3" for a year
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Whether this failure of this kind of call may be sent again. */
export function isRetryable(error: GatewayError, kind: RetryKind): boolean {
  if (error.status === 503) return true;
  if (error.type === 'NETWORK_ERROR') return true;
  // a keyed submission is applied once whatever happens, so a timeout or "in progress" is asked again
  return kind === 'idempotent' && (error.type === 'TIME_OUT' || error.retryable);
}

/**
 * The wait before retry number `retry` (0 for the first), or null to give up: past RETRY_LIMIT, or when
 * the server asks for a longer wait than RETRY_AFTER_MAX_MS. Full jitter, as AWS's "Exponential Backoff
 * and Jitter" describes; a Retry-After is the least wait, with the jitter on top.
 */
export function retryDelayMs(
  retry: number,
  retryAfterMs: number | null,
  random: () => number = Math.random,
): number | null {
  if (retry >= RETRY_LIMIT) return null;
  if (retryAfterMs !== null && retryAfterMs > RETRY_AFTER_MAX_MS) return null;
  const backoff = Math.floor(random() * Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** retry));
  return retryAfterMs === null ? backoff : retryAfterMs + Math.floor(random() * RETRY_BASE_MS);
}
