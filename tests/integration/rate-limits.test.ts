import { randomUUID } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter, purgeExpiredRateLimits } from '@/lib/rate-limit/limiters';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('rate-limits', { suppliers: 1, products: 1 });

async function refused(spend: () => Promise<unknown>): Promise<RateLimiterRes | null> {
  try {
    await spend();
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}

describe('security limits kept outside the process', () => {
  it("a limit's count outlives the limiter that counted it, as it outlives a restart", async () => {
    const prefix = `sf-test-${randomUUID()}`;
    const key = 'someone@example.test';
    const before = createLimiter(prefix, 3, 3_600);
    for (let i = 0; i < 3; i += 1) await before.consume(key);
    // a new limiter, as a restarted server or another instance makes it
    const after = createLimiter(prefix, 3, 3_600);
    const refusal = await refused(() => after.consume(key));
    expect(refusal?.msBeforeNext).toBeGreaterThan(3_590_000);
    expect(await refused(() => after.consume('someone-else@example.test'))).toBeNull();
  });

  it('a lock-out set by one limiter is seen by the next', async () => {
    const prefix = `sf-test-${randomUUID()}`;
    await createLimiter(prefix, 5, 900).block('locked@example.test', 900);
    const res = await createLimiter(prefix, 5, 900).get('locked@example.test');
    expect(res?.consumedPoints).toBeGreaterThan(5);
  });

  it('the hourly purge deletes the counters whose window has ended and keeps the others', async () => {
    const { pool } = db();
    const now = Date.now();
    await pool.query(`INSERT INTO rate_limits (key, points, expire) VALUES ($1, 1, $2), ($3, 1, $4)`, [
      'sf-test-purge:ended',
      now - 1_000,
      'sf-test-purge:running',
      now + 600_000,
    ]);
    expect(await purgeExpiredRateLimits(1)).toBeGreaterThanOrEqual(1);
    const { rows } = await pool.query<{ key: string }>(
      `SELECT key FROM rate_limits WHERE key LIKE 'sf-test-purge:%' ORDER BY key`,
    );
    expect(rows.map((r) => r.key)).toEqual(['sf-test-purge:running']);
  });
});
