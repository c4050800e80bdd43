import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { withSeededApiDatabase } from '../support/api-world';

const db = withSeededApiDatabase('account-pages');

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
