import 'server-only';
import { isIPv6 } from 'node:net';
import Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { getPool } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { outsideRequest } from '@/lib/process/context';
import { getLogger } from '@/lib/log/logger';

type Options = { keyPrefix: string; points: number; duration: number };

let redis: Redis | undefined;

/**
 * One connection for every limiter. A count sent while it connects waits for it (the offline queue), so
 * the first counts after a start are not split between Redis and the insurance store; while Redis is
 * down, a count fails after one reconnection attempt and the insurance store takes it.
 */
function redisClient(url: string): Redis {
  if (!redis) {
    redis = new Redis(url, { enableOfflineQueue: true, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => getLogger().error({ err: error }, 'rate limiter: redis error'));
  }
  return redis;
}

/**
 * Redis keys carry the database they count for: counters are about its accounts and sessions (an account
 * id means another person in another database), and two deployments, or the test files' databases, may
 * share one Redis.
 */
function redisPrefix(keyPrefix: string): string {
  const database = new URL(getEnv().DATABASE_URL);
  return `${database.host}${database.pathname}:${keyPrefix}`;
}

const CALLS = new Set(['consume', 'penalty', 'reward', 'get', 'set', 'block', 'delete']);

/**
 * The limiter with every call run outside the request that makes it (lib/process/context.ts): the memory
 * store starts a timer per new key, kept until the key's window ends, and a timer made inside a request
 * kept the whole request alive with it (issue 48).
 */
function detached<T extends RateLimiterAbstract>(limiter: T): T {
  return new Proxy(limiter, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !CALLS.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => outsideRequest(() => Reflect.apply(value, target, args));
    },
  });
}

function databaseLimiter(options: Options): RateLimiterPostgres {
  // the table comes with the migrations (0017); expired rows go in purgeExpiredRateLimits, not on a timer
  return new RateLimiterPostgres({
    ...options,
    storeClient: getPool(),
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
  });
}

/**
 * A limiter whose counts outlive a restart and are shared by every instance, for the security limits
 * (sign-in failures and lock-outs, reset and verification mails, membership checks, uploads): Redis when
 * REDIS_URL is set, with PostgreSQL taking over while Redis is unreachable (it never fails open), else
 * PostgreSQL (the rate_limits table). Nothing of it is kept in the process.
 */
export function createLimiter(keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  return outsideRequest(() => {
    const options = { keyPrefix, points, duration: durationSeconds };
    const url = getEnv().REDIS_URL;
    if (!url) return detached(databaseLimiter(options));
    return detached(
      new RateLimiterRedis({
        ...options,
        keyPrefix: redisPrefix(keyPrefix),
        storeClient: redisClient(url),
        insuranceLimiter: databaseLimiter(options),
      }),
    );
  });
}

/**
 * A limiter for a short budget spent on every call, kept off the database: with REDIS_URL the counters
 * are shared by every instance (a memory limiter takes over while Redis is unreachable); without it each
 * process counts alone, in memory: a key and its timer are about 0.3 KB for the window (ARCHITECTURE.md
 * "Memory budget"), and a restart forgets a window. The API's per-minute budgets are these
 * (lib/api/rate-limit.ts).
 */
export function createBudgetLimiter(keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  return outsideRequest(() => {
    const options = { keyPrefix, points, duration: durationSeconds };
    const url = getEnv().REDIS_URL;
    if (!url) return detached(new RateLimiterMemory(options));
    return detached(
      new RateLimiterRedis({
        ...options,
        keyPrefix: redisPrefix(keyPrefix),
        storeClient: redisClient(url),
        insuranceLimiter: new RateLimiterMemory(options),
      }),
    );
  });
}

/**
 * The key a client address is counted under: an IPv4 address itself, an IPv6 address by its /64 network
 * (one subscriber is given a whole /64 and can use any address in it, which would otherwise make each
 * request a new key with a budget of its own).
 */
export function addressKey(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // an embedded IPv4 tail (::ffff:1.2.3.4) takes two groups
  const groups = [...right].flatMap((g) => (g.includes('.') ? ['v4', 'v4'] : [g]));
  const missing = tail === undefined ? 0 : 8 - left.length - groups.length;
  const full = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...groups];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Deletes the rate_limits rows whose window has ended, a batch at a time (instrumentation.ts, hourly). */
export async function purgeExpiredRateLimits(batch = 5_000): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await getPool().query(
      `DELETE FROM rate_limits WHERE ctid IN (SELECT ctid FROM rate_limits WHERE expire < $1 LIMIT $2)`,
      [Date.now(), batch],
    );
    total += result.rowCount ?? 0;
    if ((result.rowCount ?? 0) < batch) return total;
  }
}
