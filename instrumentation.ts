/**
 * Runs once when a server starts. Expired idempotency keys are deleted every hour. With SMTP
 * configured, the outbox is drained every 10 seconds (mail queued by a request is also sent right
 * away; this picks up retries and anything a crash left).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { purgeExpiredIdempotencyKeys } = await import('@/lib/api/idempotency');
  setInterval(() => {
    purgeExpiredIdempotencyKeys().catch((error: unknown) => console.error('[idempotency] purge failed:', error));
  }, 3_600_000).unref();
  const { getEnv } = await import('@/lib/env');
  if (!getEnv().SMTP_URL) return;
  const { deliverPendingMail } = await import('@/lib/mail/outbox');
  setInterval(() => {
    deliverPendingMail().catch((error: unknown) => console.error('[mail] delivery failed:', error));
  }, 10_000).unref();
}
