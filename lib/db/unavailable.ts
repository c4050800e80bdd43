/**
 * Whether a failure means the database cannot be reached just now (an outage, a restart, too many
 * connections), as opposed to a fault of the request or the code. One rule for every caller: the API
 * wrapper, the route handlers and the pool's own record of whether it reaches the database, which the
 * production server reads for pages (server/serve.mjs). docs/decisions/0142-database-outage.md.
 */

/** How long a client is asked to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Headers of every 503 answer given while the database is unreachable. */
export const UNAVAILABLE_HEADERS: Readonly<Record<string, string>> = {
  'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
};

// Socket errors of a connection attempt or of a connection that went away.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs: 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting
// up, shutting down, recovering), 53300 too_many_connections; class 08 (connection exception) below.
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres and pg-pool say these in words only: the pool found no connection in time, a new
// connection timed out, or the server closed one.
const MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated due to connection timeout$/,
  /^Connection terminated unexpectedly$/,
  /^Client has encountered a connection error and is not queryable$/,
];

function isUnavailableItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when the error, or what it wraps (Drizzle's DrizzleQueryError keeps the driver's error as its
 * `cause`; a connection to a host with several addresses fails with an AggregateError), says the
 * database cannot be reached.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 16) {
    const next = queue.shift();
    if (!next || typeof next !== 'object' || seen.has(next)) continue;
    seen.add(next);
    if (isUnavailableItself(next)) return true;
    queue.push((next as { cause?: unknown }).cause);
    if (next instanceof AggregateError) queue.push(...(next.errors as unknown[]));
  }
  return false;
}

/**
 * The process's record of whether its pools reach the database: set by a connection attempt that
 * fails for an outage, cleared by the next one that succeeds. Kept under a global symbol, since the
 * production server (server/serve.mjs, plain JavaScript outside Next's bundles) reads it to answer a
 * page that failed meanwhile with 503 instead of 500.
 */
export const DATABASE_STATE_KEY = Symbol.for('sourcefair.database');

type DatabaseState = { unreachableSince: number | null };

function state(): DatabaseState {
  const holder = globalThis as typeof globalThis & { [DATABASE_STATE_KEY]?: DatabaseState };
  holder[DATABASE_STATE_KEY] ??= { unreachableSince: null };
  return holder[DATABASE_STATE_KEY];
}

/** A connection attempt ended: records whether the database was reachable. */
export function noteConnectionAttempt(error: unknown): void {
  const current = state();
  if (!error) current.unreachableSince = null;
  else if (isDatabaseUnavailable(error)) current.unreachableSince ??= Date.now();
}

/** Whether the last connection attempt failed for an outage. */
export function isDatabaseUnreachable(): boolean {
  return state().unreachableSince !== null;
}
