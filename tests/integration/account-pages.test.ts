import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('account-pages');

async function issue(accountId: number, purpose: 'init_password' | 'reset_password'): Promise<string> {
  const { issueLoginCode } = await import('@/lib/accounts/codes');
  return issueLoginCode(accountId, purpose);
}

function supplierLogin(login: string, password: string, ip = '10.0.0.1') {
  return callGateway('supplier', 'account/login.json', {
    body: { lang: 'en', data: { login, password } },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('initPassword', () => {
  it('sets the first password once with its link and signs the buyer in', async () => {
    const email = 'no-password@example.test';
    const { accountId } = await createAccountWithSession(db().pool, 'buyer', { email });
    const code = await issue(accountId, 'init_password');
    const first = await callGateway('main', 'blade-purchaser/account/initPassword', {
      body: { data: { code, password: 'first-secret' } },
    });
    expect(first.body.success).toBe(true);
    expect(first.headers.get('set-cookie')).toContain('sf_session=');
    const again = await callGateway('main', 'blade-purchaser/account/initPassword', {
      body: { lang: 'en', data: { code, password: 'other-secret' } },
    });
    expect(again.body.success).toBe(false);
    expect(again.body.msg).toBe('This link has expired or was already used. Please ask for a new one.');
    const login = await callGateway('main', 'login/login.json', {
      body: { data: { login: email, password: 'first-secret' } },
    });
    expect(login.body.success).toBe(true);
  });

  it('refuses a reset-password code: each link works only for its own purpose', async () => {
    const { accountId } = await createAccountWithSession(db().pool, 'buyer');
    const code = await issue(accountId, 'reset_password');
    const res = await callGateway('main', 'blade-purchaser/account/initPassword', {
      body: { data: { code, password: 'first-secret' } },
    });
    expect(res.body.success).toBe(false);
  });
});

describe('supplierLogin', () => {
  it('signs a supplier in with a session cookie that opens the supplier account info', async () => {
    const email = 'sup-login@example.test';
    await createAccountWithSession(db().pool, 'supplier', { email, password: 'supplier-1' });
    const res = await supplierLogin(email, 'supplier-1');
    expect(res.body.success).toBe(true);
    expect(res.headers.get('set-cookie')).toContain('sf_session=');
    const token = (res.body.data as { token: string }).token;
    const info = await callGateway('supplier', 'account/info.json', { body: { token } });
    expect(info.body.success).toBe(true);
    expect((info.body.data as { email: string }).email).toBe(email);
  });

  it('refuses a buyer account even with the right password', async () => {
    const email = 'buyer-at-supplier@example.test';
    await createAccountWithSession(db().pool, 'buyer', { email, password: 'buyer-pass' });
    const res = await supplierLogin(email, 'buyer-pass');
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('This is a buyer account. Please sign in on the buyer sign-in page.');
    expect(res.headers.get('set-cookie') ?? '').not.toContain('sf_session=');
  });

  it('locks the address out after five wrong passwords, even for the right one', async () => {
    const email = 'sup-locked@example.test';
    await createAccountWithSession(db().pool, 'supplier', { email, password: 'supplier-1' });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await supplierLogin(email, 'wrong-pass', '10.0.0.9');
      expect(wrong.body.success).toBe(false);
    }
    const locked = await supplierLogin(email, 'supplier-1', '10.0.0.9');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('notification settings', () => {
  it('reads and saves only the caller’s own settings', async () => {
    const a = await createAccountWithSession(db().pool, 'buyer');
    const b = await createAccountWithSession(db().pool, 'buyer');
    const before = await callGateway('main', 'blade-purchaser/account/getNotificationSettings', {
      body: { token: a.token },
    });
    expect(before.body.data).toEqual({ newsletter: true, rfqUpdates: true, exhibitionNews: true });
    const saved = await callGateway('main', 'blade-purchaser/account/saveNotificationSettings', {
      body: { token: a.token, data: { newsletter: false, rfqUpdates: true, exhibitionNews: false } },
    });
    expect(saved.body.success).toBe(true);
    const mine = await callGateway('main', 'blade-purchaser/account/getNotificationSettings', {
      body: { token: a.token },
    });
    expect(mine.body.data).toEqual({ newsletter: false, rfqUpdates: true, exhibitionNews: false });
    const theirs = await callGateway('main', 'blade-purchaser/account/getNotificationSettings', {
      body: { token: b.token },
    });
    expect(theirs.body.data).toEqual({ newsletter: true, rfqUpdates: true, exhibitionNews: true });
  });

  it('refuses an account id in the data: nobody saves another account’s settings', async () => {
    const a = await createAccountWithSession(db().pool, 'buyer');
    const res = await callGateway('main', 'blade-purchaser/account/saveNotificationSettings', {
      body: { token: a.token, data: { accountId: 1, newsletter: false, rfqUpdates: false, exhibitionNews: false } },
    });
    expect(res.body.success).toBe(false);
  });

  it('asks a signed-out caller for a token', async () => {
    const res = await callGateway('main', 'blade-purchaser/account/getNotificationSettings', { body: {} });
    expect(res.status).toBe(401);
  });
});

describe('unsubscribe link', () => {
  it('switches off the one setting its signed token names, without signing in', async () => {
    const { unsubscribeTokenFor } = await import('@/lib/accounts/notifications');
    const { accountId } = await createAccountWithSession(db().pool, 'buyer');
    const res = await callGateway('main', 'blade-purchaser/account/unsubscribe', {
      body: { data: { token: unsubscribeTokenFor(accountId, 'newsletter') } },
    });
    expect(res.body.data).toEqual({
      setting: 'newsletter',
      settings: { newsletter: false, rfqUpdates: true, exhibitionNews: true },
    });
    const { rows } = await db().pool.query('SELECT newsletter FROM notification_settings WHERE account_id = $1', [
      accountId,
    ]);
    expect(rows).toEqual([{ newsletter: false }]);
  });

  it('refuses a token whose account or setting was altered, changing nothing', async () => {
    const { unsubscribeTokenFor } = await import('@/lib/accounts/notifications');
    const victim = await createAccountWithSession(db().pool, 'buyer');
    const own = await createAccountWithSession(db().pool, 'buyer');
    const token = unsubscribeTokenFor(own.accountId, 'newsletter');
    const [, , mac] = token.split('.');
    for (const forged of [`${victim.accountId}.newsletter.${mac}`, `${own.accountId}.all.${mac}`, `${token}x`]) {
      const res = await callGateway('main', 'blade-purchaser/account/unsubscribe', {
        body: { lang: 'en', data: { token: forged } },
      });
      expect(res.body.success).toBe(false);
      expect(res.body.msg).toBe('This unsubscribe link is not valid. Sign in to change your e-mail settings.');
    }
    const { rows } = await db().pool.query('SELECT 1 FROM notification_settings WHERE account_id = ANY($1)', [
      [victim.accountId, own.accountId],
    ]);
    expect(rows).toEqual([]);
  });
});
