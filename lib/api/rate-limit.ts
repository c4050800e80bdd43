import 'server-only';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/lib/env';
import { getLogger } from '@/lib/log/logger';
import { addressKey, createBudgetLimiter } from '@/lib/rate-limit/limiters';
import { ApiFailure } from './failure';

export type RateBucket = 'reads' | 'writes';

let limiters: Record<RateBucket, RateLimiterAbstract> | undefined;

/** The API's per-address budgets, a minute's reads and writes (spec §7's gateways), spent on every API call. */
function getLimiters(): Record<RateBucket, RateLimiterAbstract> {
  if (limiters) return limiters;
  const env = getEnv();
  limiters = {
    reads: createBudgetLimiter('sf-api-reads', env.API_RATE_READS_PER_MINUTE, 60),
    writes: createBudgetLimiter('sf-api-writes', env.API_RATE_WRITES_PER_MINUTE, 60),
  };
  return limiters;
}

/** Spends one point of the caller's budget, or refuses with rateLimited and a Retry-After. */
export async function spendRateLimit(bucket: RateBucket, address: string): Promise<void> {
  try {
    await getLimiters()[bucket].consume(addressKey(address));
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new ApiFailure('rateLimited', [], { 'Retry-After': String(Math.ceil(error.msBeforeNext / 1000)) });
    }
    getLogger().warn({ err: error }, 'rate limit not applied');
  }
}
