import 'server-only';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/lib/env';
import { ApiFailure } from './failure';

export type RateBucket = 'reads' | 'writes';

let limiters: Record<RateBucket, RateLimiterAbstract> | undefined;
let redis: Redis | undefined;

function redisClient(url: string): Redis {
  if (!redis) {
    redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => console.error('[rate-limit] redis:', error.message));
  }
  return redis;
}

/**
 * A limiter over the shared store: Redis when REDIS_URL is set (with a memory limiter taking over
 * while Redis is unreachable, so it never fails open), else process memory.
 */
export function createLimiter(keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  const options = { keyPrefix, points, duration: durationSeconds };
  const url = getEnv().REDIS_URL;
  if (!url) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redisClient(url),
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/**
 * rate-limiter-flexible: per client address and bucket, a minute's budget. With REDIS_URL the
 * counters are shared by every instance (a memory limiter takes over while Redis is unreachable);
 * without it each process counts alone.
 */
function getLimiters(): Record<RateBucket, RateLimiterAbstract> {
  if (limiters) return limiters;
  const env = getEnv();
  const make = (bucket: RateBucket, points: number): RateLimiterAbstract => {
    const options = { keyPrefix: `sf-api-${bucket}`, points, duration: 60 };
    if (!env.REDIS_URL) return new RateLimiterMemory(options);
    const storeClient = new Redis(env.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    storeClient.on('error', (error: Error) => console.error('[rate-limit] redis:', error.message));
    return new RateLimiterRedis({ ...options, storeClient, insuranceLimiter: new RateLimiterMemory(options) });
  };
  limiters = {
    reads: make('reads', env.API_RATE_READS_PER_MINUTE),
    writes: make('writes', env.API_RATE_WRITES_PER_MINUTE),
  };
  return limiters;
}

/** Spends one point of the caller's budget, or refuses with rateLimited and a Retry-After. */
export async function spendRateLimit(bucket: RateBucket, key: string): Promise<void> {
  try {
    await getLimiters()[bucket].consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new ApiFailure('rateLimited', [], { 'Retry-After': String(Math.ceil(error.msBeforeNext / 1000)) });
    }
    console.error('[rate-limit] not applied:', error instanceof Error ? error.message : error);
  }
}
