import { RateLimiterMemory } from 'rate-limiter-flexible';

// the policy on a clock of the test's own: the limiters over a store the test controls
vi.mock('@/lib/rate-limit/limiters', () => ({
  createLimiter: (keyPrefix: string, points: number, duration: number) =>
    new RateLimiterMemory({ keyPrefix, points, duration }),
  addressKey: (address: string) => address,
}));
// the environment's defaults (the per-address budgets); no database is reached
process.env.DATABASE_URL ??= 'postgres://127.0.0.1:5432/unused';
vi.mock('@/lib/db/client', () => ({
  getDb: () => {
    throw new Error('no database in this test');
  },
}));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-06-01T00:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in throttling per e-mail and address', () => {
  it('doubles the lock of the pair with each lock-out within a day: 15 min, 30 min, 1 h ...', async () => {
    const { finishLoginAttempt, startLoginAttempt } = await import('@/lib/accounts/throttle');
    const email = 'doubling@example.test';
    const ip = '203.0.113.7';
    for (const seconds of [900, 1_800, 3_600, 7_200, 14_400, 28_800]) {
      for (let i = 0; i < 5; i += 1) {
        expect(await startLoginAttempt(email, ip)).toEqual({ locked: false });
        await finishLoginAttempt(email, ip, false);
      }
      expect(await startLoginAttempt(email, ip)).toEqual({
        locked: true,
        retryAfterSeconds: seconds,
        scope: 'address',
      });
      // another address is not concerned
      expect(await startLoginAttempt(email, '203.0.113.8')).toEqual({ locked: false });
      await finishLoginAttempt(email, '203.0.113.8', true);
      vi.advanceTimersByTime(seconds * 1000 - 1000);
      expect((await startLoginAttempt(email, ip)).locked).toBe(true);
      vi.advanceTimersByTime(1000);
    }
  });

  it('forgets the failures of the pair at a success', async () => {
    const { finishLoginAttempt, startLoginAttempt } = await import('@/lib/accounts/throttle');
    const email = 'forgets@example.test';
    const ip = '203.0.113.9';
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) {
        expect((await startLoginAttempt(email, ip)).locked).toBe(false);
        await finishLoginAttempt(email, ip, false);
      }
      expect((await startLoginAttempt(email, ip)).locked).toBe(false);
      await finishLoginAttempt(email, ip, true);
    }
  });
});
