/**
 * The server's own jobs, started once by instrumentation.ts: expired idempotency keys and rate-limit
 * counters are deleted every hour; with SMTP configured, the outbox is drained from 10 seconds on, every
 * 10 seconds (mail queued by a request is also sent right away; this picks up retries and anything a crash
 * left).
 *
 * The jobs' modules (the database client, the environment's schema, the mail adapter) are imported when a
 * job first runs, not here: the server's own bundles load them on the first request that needs them, and
 * loading them at start as well held back the server's first answer (cold start, bench/README.md).
 */
export function startJobs(): void {
  setInterval(() => {
    import('@/lib/api/idempotency')
      .then(({ purgeExpiredIdempotencyKeys }) => purgeExpiredIdempotencyKeys())
      .catch((error: unknown) => logJobError('idempotency purge', error));
    import('@/lib/rate-limit/limiters')
      .then(({ purgeExpiredRateLimits }) => purgeExpiredRateLimits())
      .catch((error: unknown) => logJobError('rate-limit purge', error));
  }, 3_600_000).unref();
  setTimeout(() => {
    void startMailDelivery().catch((error: unknown) => logJobError('mail delivery', error));
  }, 10_000).unref();
}

/** Drains the outbox now and then every 10 seconds, when SMTP is configured. */
async function startMailDelivery(): Promise<void> {
  const { getEnv } = await import('@/lib/env');
  if (!getEnv().SMTP_URL) return;
  const { deliverPendingMail } = await import('@/lib/mail/outbox');
  const deliver = () => {
    deliverPendingMail().catch((error: unknown) => logJobError('mail delivery', error));
  };
  deliver();
  setInterval(deliver, 10_000).unref();
}

function logJobError(job: string, error: unknown): void {
  void import('@/lib/log/logger').then(({ getLogger }) => getLogger().error({ err: error, job }, 'job failed'));
}
