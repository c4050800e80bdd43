import 'server-only';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { accounts, sessions } from '@/lib/db/schema';
import { createLimiter } from '@/lib/rate-limit/limiters';
import { deliverSoon, enqueueMail } from '@/lib/mail/outbox';
import { consumeLoginCode, isLoginCodeUsable, issueLoginCode } from './codes';
import { hashPassword, verifyPassword } from './password';
import { createSession, hashSessionToken } from './session';
import { finishPasswordCheck, forgetAccountFailures, startPasswordCheck, type Lock } from './throttle';

let resetMailLimiter: ReturnType<typeof createLimiter> | undefined;

/**
 * spec §7 modifyPasswordEmail: mails a single-use reset link (1 hour) to a buyer. The answer never says
 * whether the address has an account; at most 3 mails an hour per address.
 */
export async function requestPasswordReset(
  email: string,
  locale: string,
  linkFor: (code: string) => string,
): Promise<void> {
  resetMailLimiter ??= createLimiter('sf-reset-mail', 3, 3_600);
  try {
    await resetMailLimiter.consume(email.trim().toLowerCase());
  } catch {
    return;
  }
  const [account] = await getDb().select().from(accounts).where(eq(accounts.email, email.trim())).limit(1);
  if (!account || account.memberType !== 2 || account.disabledAt) return;
  const code = await issueLoginCode(account.id, 'reset_password');
  await enqueueMail(getDb(), {
    to: account.email,
    template: 'resetPassword',
    locale: account.preferredLanguage ?? locale,
    payload: { name: account.nickname ?? account.email, link: linkFor(code) },
  });
  deliverSoon();
}

/** spec §7 checkResetPasswordLink. */
export function checkResetLink(code: string): Promise<boolean> {
  return isLoginCodeUsable(code, 'reset_password');
}

async function setPassword(
  accountId: number,
  password: string,
  options: { keepSessionToken?: string; confirmsEmail?: boolean } = {},
): Promise<void> {
  const keep = options.keepSessionToken ? hashSessionToken(options.keepSessionToken) : undefined;
  await getDb().transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({
        passwordHash: await hashPassword(password),
        updatedAt: new Date(),
        // a link that reached the address and was used proves the address, as a /verify link does
        ...(options.confirmsEmail && { emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())` }),
      })
      .where(eq(accounts.id, accountId));
    // every other signed-in device is signed out with the old password
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.accountId, accountId),
          isNull(sessions.revokedAt),
          ...(keep ? [ne(sessions.tokenHash, keep)] : []),
        ),
      );
  });
}

/**
 * spec §7 resetPassword (and initPassword): the link's code is used once; every session ends; the buyer is
 * signed in anew. The mailed link reached the address, so the address counts as confirmed, and the
 * account's protection against spread-out password guessing ends (lib/accounts/throttle.ts).
 */
export async function resetPassword(
  code: string,
  password: string,
  meta: { ip: string | null; userAgent: string | null },
  purpose: 'reset_password' | 'init_password' = 'reset_password',
): Promise<{ ok: true; token: string } | { ok: false }> {
  const accountId = await consumeLoginCode(code, purpose);
  if (accountId === undefined) return { ok: false };
  await setPassword(accountId, password, { confirmsEmail: true });
  const [account] = await getDb().select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId));
  if (account) await forgetAccountFailures(account.email);
  return { ok: true, token: await createSession(accountId, meta) };
}

/**
 * spec §7 changePassword: with the current password; other sessions end, this one stays. Wrong current
 * passwords are throttled per account and per address (lib/accounts/throttle.ts), the right one
 * refused too while a limit holds.
 */
export async function changePassword(
  accountId: number,
  current: string,
  next: string,
  session: { token: string; ip: string | null },
): Promise<
  | { ok: true }
  | { ok: false; reason: 'wrongPassword' }
  | { ok: false; reason: 'locked'; lock: Extract<Lock, { locked: true }> }
> {
  const lock = await startPasswordCheck(accountId, session.ip);
  if (lock.locked) return { ok: false, reason: 'locked', lock };
  const [account] = await getDb()
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const valid = await verifyPassword(account?.hash, current);
  await finishPasswordCheck(accountId, session.ip, valid);
  if (!valid) return { ok: false, reason: 'wrongPassword' };
  await setPassword(accountId, next, { keepSessionToken: session.token });
  return { ok: true };
}
