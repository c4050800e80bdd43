// instrumentation.ts runs before the server listens: its jobs' modules (the database client, the
// environment's schema, the mail adapter) must load when a job first runs, not at start (cold start,
// bench/README.md). The job modules are replaced by recorders so the test sees when each one is loaded.
const loaded = vi.hoisted(() => [] as string[]);
const jobs = vi.hoisted(() => ({ purges: 0, limitPurges: 0, deliveries: 0 }));

vi.mock('@/lib/api/idempotency', () => {
  loaded.push('idempotency');
  return { purgeExpiredIdempotencyKeys: async () => void jobs.purges++ };
});
vi.mock('@/lib/rate-limit/limiters', () => {
  loaded.push('rate-limit');
  return { purgeExpiredRateLimits: async () => void jobs.limitPurges++ };
});
vi.mock('@/lib/env', () => {
  loaded.push('env');
  return { getEnv: () => ({ SMTP_URL: 'smtp://127.0.0.1:2525' }) };
});
vi.mock('@/lib/mail/outbox', () => {
  loaded.push('outbox');
  return { deliverPendingMail: async () => void jobs.deliveries++ };
});

const runtime = process.env.NEXT_RUNTIME;
beforeEach(() => {
  vi.useFakeTimers();
  process.env.NEXT_RUNTIME = 'nodejs';
});
afterEach(() => {
  vi.useRealTimers();
  process.env.NEXT_RUNTIME = runtime;
});

it('loads no job module at start; mail goes out from 10 s on, every 10 s, and expired keys and counters go after an hour', async () => {
  const { register } = await import('@/instrumentation');
  await register();
  await vi.advanceTimersByTimeAsync(9_999);
  expect(loaded).toEqual([]);

  await vi.advanceTimersByTimeAsync(1);
  expect(loaded).toEqual(['env', 'outbox']);
  expect(jobs.deliveries).toBe(1);
  await vi.advanceTimersByTimeAsync(20_000);
  expect(jobs.deliveries).toBe(3);
  expect(jobs.purges).toBe(0);

  await vi.advanceTimersByTimeAsync(3_600_000 - 30_000);
  expect(loaded.sort()).toEqual(['env', 'idempotency', 'outbox', 'rate-limit']);
  expect([jobs.purges, jobs.limitPurges]).toEqual([1, 1]);
});
