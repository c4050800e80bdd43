import pg from 'pg';
import { noteConnectionAttempt } from './unavailable';
import { getLogger } from '@/lib/log/logger';

export type PoolOptions = {
  connectionString: string;
  max?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  applicationName?: string;
  /** Session settings every connection starts with (sent as the startup `options`), e.g. work_mem. */
  settings?: Record<string, string>;
};

/**
 * A node-postgres pool with the timeouts every caller wants: a bounded wait for a connection and a
 * server-side statement timeout, so a stuck query fails instead of holding a request forever.
 */
export function createPool(options: PoolOptions): pg.Pool {
  const statementTimeout = options.statementTimeoutMs ?? 8000;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 1000,
    application_name: options.applicationName ?? 'sourcefair',
    // names and values come from code, never from a request: letters, digits, dots and underscores
    options: options.settings
      ? Object.entries(options.settings)
          .map(([name, value]) => `-c ${name}=${value}`)
          .join(' ')
      : undefined,
  });
  recordReachability(pool);
  // An idle client losing its server (a restart, a stopped database) must not crash the process;
  // the next query gets a fresh connection or a clear error.
  pool.on('error', (error) => {
    getLogger().error({ err: error }, 'idle database client error');
  });
  return pool;
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * Every connection the pool hands out (its own queries take them the same way) tells lib/db/unavailable
 * whether the database is reachable: a failure for an outage marks it unreachable, a new connection
 * made marks it reachable again.
 */
function recordReachability(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback: ConnectCallback) => void;
  const recorded = (callback: ConnectCallback) => {
    connect((error, client, done) => {
      if (error) noteConnectionAttempt(error);
      callback(error, client, done);
    });
  };
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) return recorded(callback);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      recorded((error, client) => (error || !client ? reject(error ?? new Error('no client')) : resolve(client))),
    );
  }) as typeof pool.connect;
  pool.on('connect', () => noteConnectionAttempt(undefined));
}
