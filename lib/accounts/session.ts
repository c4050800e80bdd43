import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { accounts, sessions } from '@/lib/db/schema';
import { SESSION_COOKIE as SESSION_COOKIE_NAME } from './cookie';

/** Who a valid session token belongs to. */
export type Caller = { accountId: number; memberType: 2 | 3; supplierId: number | null; sessionId: number };

/** Sessions store only this hash of the opaque token (sha-256), so a database leak reveals no token. */
export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** The person behind a session token: unexpired, not revoked, account not disabled; else undefined. */
export async function findCaller(token: string): Promise<Caller | undefined> {
  if (token.length < 16 || token.length > 512) return undefined;
  const [row] = await getDb()
    .select({
      sessionId: sessions.id,
      accountId: accounts.id,
      memberType: accounts.memberType,
      supplierId: accounts.supplierId,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        isNull(accounts.disabledAt),
      ),
    )
    .limit(1);
  if (!row || (row.memberType !== 2 && row.memberType !== 3)) return undefined;
  return { ...row, memberType: row.memberType };
}

/** spec §9: token storage lifetime 30 days. */
export const SESSION_TTL_MS = 2_592_000_000;

/** A new opaque session token (256 bits) for an account; only its hash is stored. */
export async function createSession(
  accountId: number,
  meta: { ip: string | null; userAgent: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await getDb()
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      accountId,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      ip: meta.ip && isIP(meta.ip) ? meta.ip : null,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    });
  await getDb().update(accounts).set({ lastLoginAt: new Date() }).where(eq(accounts.id, accountId));
  return token;
}

/** Server-side logout: the session stops working everywhere at once. */
export async function revokeSession(token: string): Promise<void> {
  await getDb()
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.revokedAt)));
}

/** The session cookie: HttpOnly, Secure, SameSite=Lax, 30 days (spec §9). */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE_NAME}=${token}; Path=/; Max-Age=${SESSION_TTL_MS / 1000}; HttpOnly; Secure; SameSite=Lax`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}
