import 'server-only';
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { runInTransaction } from '@/lib/db/ambient';
import { getRootDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { ApiFailure } from './failure';
import { IDEMPOTENCY_KEY_HEADER } from './gateways';

/** Set on an answer that is the replay of the first one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a second request with a key in use waits for the first to finish before "in progress". */
export const IDEMPOTENCY_WAIT_MS = 5_000;
/**
 * A submission sent without a key (spec §7 clients that send none) is still applied once when the same
 * caller sends the same content again within this window: the second answer replays the first.
 * docs/decisions/0143-keyless-duplicates.md.
 */
export const KEYLESS_WINDOW_MS = 10_000;
/** Client keys: 16 to 128 characters of a URL-safe alphabet (a UUID fits), so they cannot be guessed short. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{16,128}$/;

/** What a successful execution answered: the contract's data and the cookies it set. */
export type IdempotentAnswer = { data: unknown; cookies: string[] };

type Sealed = { v: 1; iv: string; tag: string; ct: string };

function invalidKey(code: string): ApiFailure {
  return new ApiFailure('invalidEnvelope', [{ path: 'idempotencyKey', code }], {}, { key: 'idempotencyKeyInvalid' });
}

/**
 * The submission's key from the Idempotency-Key header or the envelope's `idempotencyKey` (beacons
 * cannot set headers); null when neither is sent. Both sent must agree; a malformed key is refused.
 */
export function readIdempotencyKey(request: Request, envelopeKey: string | null | undefined): string | null {
  const header = request.headers.get(IDEMPOTENCY_KEY_HEADER)?.trim() || null;
  const fromEnvelope = envelopeKey?.trim() || null;
  if (header && fromEnvelope && header !== fromEnvelope) throw invalidKey('mismatch');
  const key = header ?? fromEnvelope;
  if (key === null) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw invalidKey('invalid_format');
  return key;
}

/** Keys are scoped to the endpoint and the caller: one person's key never meets another's. */
export function idempotencyScope(contractId: string, accountId: number | null): string {
  return `${contractId}|${accountId === null ? 'anonymous' : `account:${accountId}`}`;
}

/**
 * The key a keyless submission is run under: derived from the caller (the account, or the address of a
 * signed-out caller) and the content, in a scope of its own, so it never meets a client's key. The same
 * caller and content within KEYLESS_WINDOW_MS is one submission (runIdempotent with that window).
 */
export function keylessSubmission(
  contractId: string,
  caller: { accountId: number | null; ip: string | null },
  fingerprint: unknown,
): { scope: string; key: string; fingerprint: unknown; ttlMs: number } {
  const who = caller.accountId === null ? `address:${caller.ip ?? 'unknown'}` : `account:${caller.accountId}`;
  const scope = `keyless|${contractId}|${who}`;
  return {
    scope,
    key: sha256(canonicalJson({ scope, fingerprint })).toString('hex'),
    fingerprint,
    ttlMs: KEYLESS_WINDOW_MS,
  };
}

/** JSON with sorted keys, so equal content always hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

// The stored answer can hold a session token (register): it is encrypted with a key derived from the
// client's idempotency key, which the database never holds (only its hash), so a read of the table
// gives no one a session.
function answerKey(key: string, scope: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key, scope, 'sourcefair idempotent answer', 32));
}

function seal(key: string, scope: string, answer: IdempotentAnswer): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', answerKey(key, scope), iv);
  cipher.setAAD(Buffer.from(scope));
  const ct = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return { v: 1, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), ct: ct.toString('base64') };
}

function unseal(key: string, scope: string, sealed: Sealed): IdempotentAnswer {
  const decipher = createDecipheriv('aes-256-gcm', answerKey(key, scope), Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(scope));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const text = Buffer.concat([decipher.update(Buffer.from(sealed.ct, 'base64')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as IdempotentAnswer;
}

function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

function inProgress(): ApiFailure {
  return new ApiFailure(
    'conflict',
    [{ path: 'idempotencyKey', code: 'in_progress' }],
    { 'Retry-After': '1' },
    { key: 'idempotencyInProgress' },
  );
}

type StoredRow = { request_hash: Buffer; response_status: number | null; response_body: Sealed | null };

/**
 * Runs a submission once per key. The key's row is claimed in the same transaction as the handler's
 * writes (every getDb() inside `execute` is that transaction) and the answer is stored before it
 * commits, so a crash leaves either everything or nothing. A concurrent request with the key waits on
 * the row (at most IDEMPOTENCY_WAIT_MS, then "in progress") and replays the committed answer; a failed
 * execution rolls the row back with everything else, so failures are never replayed as success.
 */
export async function runIdempotent(
  request: { scope: string; key: string; fingerprint: unknown; ttlMs?: number },
  execute: () => Promise<IdempotentAnswer>,
): Promise<{ answer: IdempotentAnswer; replayed: boolean }> {
  const { scope, key } = request;
  const ttlMs = request.ttlMs ?? IDEMPOTENCY_TTL_MS;
  const keyHash = sha256(key).toString('hex');
  const requestHash = sha256(canonicalJson(request.fingerprint));
  const waitMs = Math.max(100, Math.min(IDEMPOTENCY_WAIT_MS, getEnv().DATABASE_STATEMENT_TIMEOUT_MS - 500));
  return runInTransaction(getRootDb(), async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL lock_timeout = ${Math.floor(waitMs)}`));
    let claimed: number;
    try {
      // an expired row is taken over; a live one is left alone (and a row still being written waits here)
      const result = await tx.execute(sql`
        INSERT INTO idempotency_keys (scope, key, request_hash, expires_at)
        VALUES (${scope}, ${keyHash}, ${requestHash}, now() + ${ttlMs} * interval '1 millisecond')
        ON CONFLICT (scope, key) DO UPDATE
          SET request_hash = EXCLUDED.request_hash, response_status = NULL, response_body = NULL,
              created_at = now(), expires_at = EXCLUDED.expires_at
          WHERE idempotency_keys.expires_at <= now()
        RETURNING 1`);
      claimed = result.rows.length;
    } catch (error) {
      if (sqlState(error) === '55P03') throw inProgress();
      throw error;
    }
    // the wait bound was for the claim only: the handler runs under the usual timeouts
    await tx.execute(sql.raw('SET LOCAL lock_timeout TO DEFAULT'));
    if (claimed === 0) {
      const { rows } = await tx.execute<StoredRow>(sql`
        SELECT request_hash, response_status, response_body FROM idempotency_keys
        WHERE scope = ${scope} AND key = ${keyHash}`);
      const row = rows[0];
      if (!row || row.response_status === null || !row.response_body) throw inProgress();
      if (!requestHash.equals(row.request_hash)) {
        throw new ApiFailure(
          'invalidData',
          [{ path: 'idempotencyKey', code: 'reused' }],
          {},
          { key: 'idempotencyKeyReused' },
        );
      }
      return { answer: unseal(key, scope, row.response_body), replayed: true };
    }
    const answer = await execute();
    await tx.execute(sql`
      UPDATE idempotency_keys SET response_status = 200, response_body = ${JSON.stringify(seal(key, scope, answer))}::jsonb
      WHERE scope = ${scope} AND key = ${keyHash}`);
    return { answer, replayed: false };
  });
}

/** Deletes expired keys in batches; returns how many went. */
export async function purgeExpiredIdempotencyKeys(batch = 5_000): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await getRootDb().execute(sql`
      DELETE FROM idempotency_keys WHERE ctid IN (
        SELECT ctid FROM idempotency_keys WHERE expires_at <= now() LIMIT ${batch})`);
    const deleted = result.rowCount ?? 0;
    total += deleted;
    if (deleted < batch) return total;
  }
}
