import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { hashPassword } from '@/lib/accounts/password';
import { hashSessionToken } from '@/lib/accounts/session';

/** A buyer or supplier account with a live session; returns the session's opaque token. */
export async function createAccountWithSession(
  pool: pg.Pool,
  kind: 'buyer' | 'supplier',
  options: { email?: string; expiresInMs?: number; password?: string } = {},
): Promise<{ accountId: number; token: string }> {
  const email = options.email ?? `${kind}-${randomBytes(4).toString('hex')}@example.test`;
  const supplier =
    kind === 'supplier'
      ? (await pool.query<{ id: string }>('SELECT id FROM suppliers ORDER BY id LIMIT 1')).rows[0]?.id
      : null;
  const {
    rows: [account],
  } = await pool.query<{ id: string }>(
    `INSERT INTO accounts (member_type, email, nickname, supplier_id, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      kind === 'buyer' ? 2 : 3,
      email,
      `${kind} nick`,
      supplier,
      options.password ? await hashPassword(options.password) : null,
    ],
  );
  const accountId = Number(account?.id);
  if (kind === 'buyer') {
    await pool.query(
      `INSERT INTO buyer_profiles (account_id, company_name, mobile, dialing_code, country_code, tag_codes) VALUES ($1, 'Acme GmbH', '1701234567', '49', 'DE', '{}')`,
      [accountId],
    );
  }
  const token = randomBytes(32).toString('base64url');
  await pool.query(
    `INSERT INTO sessions (token_hash, account_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
    [hashSessionToken(token), accountId, options.expiresInMs ?? 86_400_000],
  );
  return { accountId, token };
}
