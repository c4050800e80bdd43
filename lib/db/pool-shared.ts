import type pg from 'pg';
import { getEnv } from '@/lib/env';
import { createPool } from './pool';

type Pools = { pool: pg.Pool; tuned: Map<string, pg.Pool> };

// One pool per server process, shared by the proxy and the pages, kept on globalThis so development
// reloads do not open a new one each time. No ORM here: the proxy's bundle reads the sites through this
// alone, and a copy of Drizzle and the schema in it held back the server's first answer (cold start,
// bench/README.md). ./shared builds the Drizzle database on the same pool.
const globalForPools = globalThis as typeof globalThis & { __sourcefairPools?: Pools };

function getPools(): Pools {
  if (!globalForPools.__sourcefairPools) {
    const env = getEnv();
    const pool = createPool({
      connectionString: env.DATABASE_URL,
      max: env.DATABASE_POOL_MAX,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    });
    globalForPools.__sourcefairPools = { pool, tuned: new Map() };
  }
  return globalForPools.__sourcefairPools;
}

export function getPoolShared(): pg.Pool {
  return getPools().pool;
}

/**
 * A second, small pool whose connections start with the given session settings, for statements
 * that need them on every run (search): no `BEGIN; SET LOCAL …; COMMIT` round trips per statement.
 */
export function getTunedPoolShared(name: string, settings: Record<string, string>): pg.Pool {
  const pools = getPools();
  let pool = pools.tuned.get(name);
  if (!pool) {
    const env = getEnv();
    pool = createPool({
      connectionString: env.DATABASE_URL,
      max: Math.max(2, Math.ceil(env.DATABASE_POOL_MAX / 2)),
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      applicationName: `sourcefair-${name}`,
      settings,
    });
    pools.tuned.set(name, pool);
  }
  return pool;
}

export async function closePoolsShared(): Promise<void> {
  const pools = globalForPools.__sourcefairPools;
  globalForPools.__sourcefairPools = undefined;
  await Promise.all([pools?.pool.end(), ...[...(pools?.tuned.values() ?? [])].map((p) => p.end())]);
}
