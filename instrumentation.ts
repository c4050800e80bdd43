import { captureProcessContext } from '@/lib/process/context';

/**
 * Runs once when a server starts, before it answers anything. It captures the process's own async
 * context (lib/process/context.ts) for work that outlives a request. Expired idempotency keys and
 * rate-limit counters are deleted every hour. With SMTP configured, the outbox is drained every 10 seconds (mail queued by a request is also
 * sent right away; this picks up retries and anything a crash left).
 *
 * The jobs' modules (the database client, the environment's schema, the mail adapter) are imported when a
 * job first runs, not here: the server's own bundles load them on the first request that needs them, and
 * loading them here as well held back the server's first answer (cold start, bench/README.md).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  captureProcessContext();
  setInterval(() => {
    import('@/lib/api/idempotency')
      .then(({ purgeExpiredIdempotencyKeys }) => purgeExpiredIdempotencyKeys())
      .catch((error: unknown) => console.error('[idempotency] purge failed:', error));
    import('@/lib/api/rate-limit')
      .then(({ purgeExpiredRateLimits }) => purgeExpiredRateLimits())
      .catch((error: unknown) => console.error('[rate-limit] purge failed:', error));
  }, 3_600_000).unref();
  setTimeout(() => {
    void startMailDelivery().catch((error: unknown) => console.error('[mail] delivery failed:', error));
  }, 10_000).unref();
}

/** Drains the outbox now and then every 10 seconds, when SMTP is configured. */
async function startMailDelivery(): Promise<void> {
  const { getEnv } = await import('@/lib/env');
  if (!getEnv().SMTP_URL) return;
  const { deliverPendingMail } = await import('@/lib/mail/outbox');
  const deliver = () => {
    deliverPendingMail().catch((error: unknown) => console.error('[mail] delivery failed:', error));
  };
  deliver();
  setInterval(deliver, 10_000).unref();
}
