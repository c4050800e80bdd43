import 'server-only';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { afterCommit } from '@/lib/db/ambient';
import { getDb } from '@/lib/db/client';
import { emailOutbox } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { isLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { isMailTemplate, renderMail, type MailPayloads, type MailTemplate } from './templates';
import { getLogger } from '@/lib/log/logger';

type Db = Pick<ReturnType<typeof getDb>, 'insert'>;

/**
 * Mail goes into the outbox in the same transaction as the change that causes it (so a rolled-back
 * registration sends nothing); deliverPendingMail sends it later.
 */
export async function enqueueMail<T extends MailTemplate>(
  db: Db,
  mail: { to: string; template: T; locale: string; payload: MailPayloads[T]; dedupeKey?: string },
): Promise<void> {
  await db
    .insert(emailOutbox)
    .values({
      toAddress: mail.to,
      template: mail.template,
      locale: mail.locale,
      payload: mail.payload,
      dedupeKey: mail.dedupeKey ?? null,
    })
    .onConflictDoNothing();
}

let transport: Transporter | undefined;

/** The SMTP adapter (nodemailer) when SMTP_URL is set; without it mail stays in the outbox (demo mailbox). */
export function getMailTransport(): Transporter | undefined {
  const url = getEnv().SMTP_URL;
  if (!url) return undefined;
  transport ??= nodemailer.createTransport(url);
  return transport;
}

const MAX_ATTEMPTS = 6;

/**
 * Sends due mail: rows are claimed with FOR UPDATE SKIP LOCKED (several instances never send one twice),
 * a failure is retried with a growing delay (1, 2, 4 ... minutes) up to six attempts.
 */
export async function deliverPendingMail(
  limit = 20,
  via: Transporter | undefined = getMailTransport(),
): Promise<number> {
  if (!via) return 0;
  const db = getDb();
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      await tx
        .update(emailOutbox)
        .set({ status: 'sending', attempts: row.attempts + 1 })
        .where(eq(emailOutbox.id, row.id));
    }
    return rows;
  });
  let sent = 0;
  for (const row of claimed) {
    try {
      const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
      if (!isMailTemplate(row.template)) throw new Error(`unknown mail template ${row.template}`);
      const mail = await renderMail(row.template, locale, row.payload);
      await via.sendMail({ from: getEnv().MAIL_FROM, to: row.toAddress, ...mail });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(emailOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .update(emailOutbox)
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
          nextAttemptAt: new Date(Date.now() + 60_000 * 2 ** (attempts - 1)),
        })
        .where(eq(emailOutbox.id, row.id));
    }
  }
  return sent;
}

/**
 * Sends queued mail without holding up the answer, once the surrounding transaction (if any) has
 * committed, so nothing is sent for a rolled-back change; the outbox keeps what fails for a retry.
 */
export function deliverSoon(): void {
  afterCommit(() => {
    void deliverPendingMail().catch((error: unknown) => getLogger().error({ err: error }, 'mail delivery failed'));
  });
}

/** The newest outbox rows, for the demo mailbox page. */
export async function listOutbox(limit = 50) {
  return getDb()
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      template: emailOutbox.template,
      locale: emailOutbox.locale,
      payload: emailOutbox.payload,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(sql`${emailOutbox.id} DESC`)
    .limit(limit);
}
