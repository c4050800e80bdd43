import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { loginCodes } from '@/lib/db/schema';
import { hashSessionToken } from './session';

export type LoginCodePurpose = (typeof loginCodes.$inferInsert)['purpose'];

/** spec §2 silent login: an `ac` code lives a few minutes; the app's token exchange even less. */
export const CODE_TTL_MS: Record<LoginCodePurpose, number> = {
  auto_login: 10 * 60_000,
  app_token: 2 * 60_000,
  reset_password: 60 * 60_000,
  init_password: 7 * 24 * 3_600_000,
  verify_email: 7 * 24 * 3_600_000,
};

type Db = Pick<ReturnType<typeof getDb>, 'insert'>;

/**
 * A single-use code of 256 random bits for an account; only its hash is stored. `db` may be a transaction,
 * so a code mailed with a new account exists exactly when the account does.
 */
export async function issueLoginCode(accountId: number, purpose: LoginCodePurpose, db: Db = getDb()): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.insert(loginCodes).values({
    codeHash: hashSessionToken(code),
    accountId,
    purpose,
    expiresAt: new Date(Date.now() + CODE_TTL_MS[purpose]),
  });
  return code;
}

/**
 * Uses a code once: the one UPDATE that marks it used also checks it is unused and unexpired, so two
 * requests with the same code cannot both succeed. Returns the account, or undefined.
 */
export async function consumeLoginCode(code: string, purpose: LoginCodePurpose): Promise<number | undefined> {
  if (code.length < 20 || code.length > 128) return undefined;
  const [row] = await getDb()
    .update(loginCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginCodes.codeHash, hashSessionToken(code)),
        eq(loginCodes.purpose, purpose),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: loginCodes.accountId });
  return row?.accountId;
}

/** Whether a code is still good, without using it (e.g. spec §7 checkResetPasswordLink). */
export async function isLoginCodeUsable(code: string, purpose: LoginCodePurpose): Promise<boolean> {
  return (await findUsableLoginCode(code, purpose)) !== undefined;
}

/**
 * The account and expiry of a code that is still good, without using it (silent login asks before it
 * replaces another signed-in account); undefined for a spent, expired or unknown code.
 */
export async function findUsableLoginCode(
  code: string,
  purpose: LoginCodePurpose,
): Promise<{ accountId: number; expiresAt: Date } | undefined> {
  if (code.length < 20 || code.length > 128) return undefined;
  const [row] = await getDb()
    .select({ accountId: loginCodes.accountId, expiresAt: loginCodes.expiresAt })
    .from(loginCodes)
    .where(
      and(
        eq(loginCodes.codeHash, hashSessionToken(code)),
        eq(loginCodes.purpose, purpose),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}
