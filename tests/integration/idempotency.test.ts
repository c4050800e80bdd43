import { randomUUID } from 'node:crypto';
import pg from 'pg';
import api from '@/messages/en/api.json';
import { callGateway, freshIp } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('idempotency');
const REGISTER = 'blade-purchaser/account/register';

function register(data: Record<string, unknown>, key?: string, extra: Record<string, unknown> = {}) {
  return callGateway('main', REGISTER, {
    body: { lang: 'en', data, ...extra },
    headers: key ? { 'idempotency-key': key } : {},
    ip: freshIp(),
  });
}

const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@acme-trading.de`;

async function accountsWith(address: string): Promise<number> {
  const { rows } = await db().pool.query<{ n: string }>('SELECT count(*) AS n FROM accounts WHERE email = $1', [
    address,
  ]);
  return Number(rows[0]?.n);
}

async function sessionsOf(address: string): Promise<number> {
  const { rows } = await db().pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE a.email = $1',
    [address],
  );
  return Number(rows[0]?.n);
}

async function keyRows(): Promise<number> {
  const { rows } = await db().pool.query<{ n: string }>('SELECT count(*) AS n FROM idempotency_keys');
  return Number(rows[0]?.n);
}

describe('idempotent submissions (register)', () => {
  it('answers a retried register with the same key with the first answer: one account, one session', async () => {
    const key = randomUUID();
    const address = email('retry');
    const data = { email: address, password: 'secret12' };
    const first = await register(data, key);
    const second = await register(data, key);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    // the replay signs the browser in with the same session cookie
    expect(second.headers.get('set-cookie')).toBe(first.headers.get('set-cookie'));
    expect(await accountsWith(address)).toBe(1);
    expect(await sessionsOf(address)).toBe(1);
  });

  it('keeps neither the key nor the session token readable in the database', async () => {
    const key = randomUUID();
    const res = await register({ email: email('sealed'), password: 'secret12' }, key);
    const token = (res.body.data as { tradeChinaToken: string }).tradeChinaToken;
    const { rows } = await db().pool.query<{ key: string; body: string }>(
      'SELECT key, response_body::text AS body FROM idempotency_keys',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key).not.toBe(key);
      expect(row.body).not.toContain(token);
    }
  });

  it('refuses the same key with other content, in the caller language, and creates nothing', async () => {
    const key = randomUUID();
    const first = email('first');
    const other = email('other');
    expect((await register({ email: first, password: 'secret12' }, key)).status).toBe(200);
    const reused = await register({ email: other, password: 'secret12' }, key);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ success: false, code: '100422', msg: api.idempotencyKeyReused });
    expect(reused.body.data).toEqual({ issues: [{ path: 'idempotencyKey', code: 'reused' }] });
    expect(await accountsWith(other)).toBe(0);
    const arabic = await callGateway('main', REGISTER, {
      body: { lang: 'ar', data: { email: other, password: 'secret12' } },
      headers: { 'idempotency-key': key },
    });
    expect(arabic.body.msg).not.toBe(api.idempotencyKeyReused);
    expect(arabic.body.msg).toMatch(/[\u0600-\u06ff]/);
  });

  it('runs a concurrent double submit once: one account, both answered with the same token', async () => {
    const key = randomUUID();
    const address = email('double');
    const data = { email: address, password: 'secret12', productName: 'Solar panels' };
    const [a, b] = await Promise.all([register(data, key), register(data, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toEqual(b.body.data);
    expect([a.headers.get('idempotent-replayed'), b.headers.get('idempotent-replayed')].sort()).toEqual([null, 'true']);
    expect(await accountsWith(address)).toBe(1);
    expect(await sessionsOf(address)).toBe(1);
  });

  it('does not store a refused (4xx) answer: the same key runs again once the cause is gone', async () => {
    const key = randomUUID();
    const address = email('tags');
    const code = `ZZ${Math.floor(Math.random() * 90_000 + 10_000)}`;
    const data = { email: address, password: 'secret12', tagCodes: [code] };
    const before = await keyRows();
    const refused = await register(data, key);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(api.unknownTags);
    expect(await keyRows()).toBe(before);
    const { rows } = await db().pool.query<{ id: string }>('SELECT id FROM categories ORDER BY id LIMIT 1');
    await db().pool.query(
      `INSERT INTO tags (code, category_id, name_en, name_cn) VALUES ($1, $2, 'Test tag', '测试')`,
      [code, rows[0]?.id],
    );
    const accepted = await register(data, key);
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('idempotent-replayed')).toBeNull();
    expect(await accountsWith(address)).toBe(1);
  });

  it('takes the key from the envelope for callers that cannot set headers, and refuses two different keys', async () => {
    const key = randomUUID();
    const address = email('beacon');
    const data = { email: address, password: 'secret12' };
    const first = await register(data, undefined, { idempotencyKey: key });
    const again = await register(data, undefined, { idempotencyKey: key });
    expect(first.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    const mixed = await register({ email: email('mixed'), password: 'secret12' }, randomUUID(), {
      idempotencyKey: randomUUID(),
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.msg).toBe(api.idempotencyKeyInvalid);
  });

  it('refuses a key that is too short to be unguessable', async () => {
    const address = email('short');
    const res = await register({ email: address, password: 'secret12' }, 'abc');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: '100400', msg: api.idempotencyKeyInvalid });
    expect(await accountsWith(address)).toBe(0);
  });

  it('answers "in progress" (409, Retry-After) while another request holds the key, then runs once it is free', async () => {
    const key = randomUUID();
    const address = email('held');
    const { createHash } = await import('node:crypto');
    const holder = new pg.Client({ connectionString: db().url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(
        `INSERT INTO idempotency_keys (scope, key, request_hash, expires_at) VALUES ('register|anonymous', $1, '\\x00', now() + interval '1 hour')`,
        [createHash('sha256').update(key).digest('hex')],
      );
      const started = Date.now();
      const held = await register({ email: address, password: 'secret12' }, key);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
      expect(held.status).toBe(409);
      expect(held.headers.get('retry-after')).toBe('1');
      expect(held.body).toMatchObject({ code: '100409', msg: api.idempotencyInProgress });
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    expect(await accountsWith(address)).toBe(0);
    expect((await register({ email: address, password: 'secret12' }, key)).status).toBe(200);
    expect(await accountsWith(address)).toBe(1);
  });

  it('without a key, a register runs as before', async () => {
    const address = email('nokey');
    const res = await register({ email: address, password: 'secret12' });
    expect(res.status).toBe(200);
    expect(await accountsWith(address)).toBe(1);
  });
});

describe('the idempotency transaction', () => {
  it("rolls back the handler's writes with the key when the execution fails after writing", async () => {
    const { runIdempotent } = await import('@/lib/api/idempotency');
    const { getDb } = await import('@/lib/db/client');
    const { trackingEvents } = await import('@/lib/db/schema');
    const key = randomUUID();
    const scope = 'test|anonymous';
    const marker = `crash-${key}`;
    await expect(
      runIdempotent({ scope, key, fingerprint: { n: 1 } }, async () => {
        await getDb().insert(trackingEvents).values({ eventAction: 'test', eventCategory: 'test', eventName: marker });
        throw new Error('crash after the write');
      }),
    ).rejects.toThrow('crash after the write');
    const { rows } = await db().pool.query('SELECT 1 FROM tracking_events WHERE event_name = $1', [marker]);
    expect(rows).toHaveLength(0);
    const keys = await db().pool.query('SELECT 1 FROM idempotency_keys WHERE scope = $1', [scope]);
    expect(keys.rows).toHaveLength(0);

    const done = await runIdempotent({ scope, key, fingerprint: { n: 1 } }, async () => {
      await getDb().insert(trackingEvents).values({ eventAction: 'test', eventCategory: 'test', eventName: marker });
      return { data: { ok: 1 }, cookies: [] };
    });
    expect(done).toEqual({ answer: { data: { ok: 1 }, cookies: [] }, replayed: false });
    expect((await db().pool.query('SELECT 1 FROM tracking_events WHERE event_name = $1', [marker])).rows).toHaveLength(
      1,
    );
  });

  it('purges expired keys, and an expired key runs anew', async () => {
    const { purgeExpiredIdempotencyKeys, runIdempotent } = await import('@/lib/api/idempotency');
    const key = randomUUID();
    const scope = 'expiry|anonymous';
    let runs = 0;
    const execute = async () => {
      runs += 1;
      return { data: runs, cookies: [] };
    };
    await runIdempotent({ scope, key, fingerprint: 1 }, execute);
    expect((await runIdempotent({ scope, key, fingerprint: 1 }, execute)).replayed).toBe(true);
    await db().pool.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE scope = $1`, [
      scope,
    ]);
    expect(await runIdempotent({ scope, key, fingerprint: 2 }, execute)).toMatchObject({ answer: { data: 2 } });
    await db().pool.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE scope = $1`, [
      scope,
    ]);
    expect(await purgeExpiredIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    expect((await db().pool.query('SELECT 1 FROM idempotency_keys WHERE scope = $1', [scope])).rows).toHaveLength(0);
  });
});
