import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { accounts, sessions } from '@/lib/db/schema';

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
