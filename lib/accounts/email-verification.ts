import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createLimiter } from '@/lib/rate-limit/limiters';
import { getDb } from '@/lib/db/client';
import { accounts } from '@/lib/db/schema';
import { mailPageUrl, type MailSite } from '@/lib/mail/links';
import { deliverSoon, enqueueMail } from '@/lib/mail/outbox';
import { href } from '@/lib/routes/href';
import { consumeLoginCode, issueLoginCode } from './codes';

type Db = Parameters<typeof issueLoginCode>[2];

/** At most this many verification mails an hour per account (the first, with the welcome mail, is free). */
export const VERIFY_MAILS_PER_HOUR = 3;
let verifyMailLimiter: ReturnType<typeof createLimiter> | undefined;

/**
 * A /verify link for an account: a single-use code of 256 random bits, only its hash stored, 7 days
 * (lib/accounts/codes.ts). `db` may be the transaction that creates the account.
 */
export async function issueVerifyLink(db: Db, accountId: number, to: MailSite): Promise<string> {
  const code = await issueLoginCode(accountId, 'verify_email', db);
  return mailPageUrl(to, href('verify', {}, { query: { code } }));
}

export type VerifyOutcome = { status: 'verified' | 'alreadyVerified'; email: string };

/**
 * spec §2 /verify: uses the link's code once and marks the address confirmed. Undefined for a code that is
 * unknown, spent or expired. The link does not sign anyone in.
 */
export async function verifyEmailWithCode(code: string): Promise<VerifyOutcome | undefined> {
  const accountId = await consumeLoginCode(code, 'verify_email');
  if (accountId === undefined) return undefined;
  const db = getDb();
  const [verified] = await db
    .update(accounts)
    .set({ emailVerifiedAt: sql`now()`, updatedAt: new Date() })
    .where(and(eq(accounts.id, accountId), isNull(accounts.emailVerifiedAt)))
    .returning({ email: accounts.email });
  if (verified) return { status: 'verified', email: verified.email };
  const [account] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  return account && { status: 'alreadyVerified', email: account.email };
}

/** Whether an account's address is confirmed, with the address (for the /verify page). */
export async function readEmailVerification(
  accountId: number,
): Promise<{ email: string; verified: boolean } | undefined> {
  const [row] = await getDb()
    .select({ email: accounts.email, verifiedAt: accounts.emailVerifiedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row && { email: row.email, verified: row.verifiedAt !== null };
}

export type VerifyMailOutcome =
  { status: 'sent' | 'alreadyVerified' } | { status: 'limited'; retryAfterSeconds: number };

/**
 * A signed-in buyer asks for a new /verify link: mailed to the account's own address (never one the
 * caller names), at most VERIFY_MAILS_PER_HOUR an hour; a confirmed address gets nothing.
 */
export async function requestVerifyMail(accountId: number, locale: string, to: MailSite): Promise<VerifyMailOutcome> {
  const db = getDb();
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) return { status: 'alreadyVerified' };
  if (account.emailVerifiedAt) return { status: 'alreadyVerified' };
  verifyMailLimiter ??= createLimiter('sf-verify-mail', VERIFY_MAILS_PER_HOUR, 3_600);
  try {
    await verifyMailLimiter.consume(String(accountId));
  } catch (error) {
    // a limiter that cannot answer counts as spent: no unlimited mail to one address
    const wait = (error as { msBeforeNext?: number }).msBeforeNext;
    return { status: 'limited', retryAfterSeconds: Math.max(1, Math.ceil((wait ?? 60_000) / 1000)) };
  }
  await db.transaction(async (tx) => {
    const link = await issueVerifyLink(tx, account.id, to);
    await enqueueMail(tx, {
      to: account.email,
      template: 'verifyEmail',
      locale: account.preferredLanguage ?? locale,
      payload: { name: account.nickname ?? account.email, link },
    });
  });
  deliverSoon();
  return { status: 'sent' };
}
