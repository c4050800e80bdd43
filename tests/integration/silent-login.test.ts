import { createAccountWithSession } from '../support/accounts';
import { callGateway, freshIp } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('silent-login');

async function land(query: string): Promise<Response> {
  const { GET } = await import('@/app/api/auth/silent/route');
  return GET(
    new Request(`http://localhost:3000/api/auth/silent?${query}`, { headers: { 'x-forwarded-for': freshIp() } }),
  );
}

async function userInfoWithCookie(response: Response) {
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return callGateway('main', 'login/getUserInfo.json', { body: {}, headers: { cookie } });
}

describe('silent login (spec §2)', () => {
  it('signs in once with an ac code and goes on to the page without it', async () => {
    const { accountId } = await createAccountWithSession(db().pool, 'buyer');
    const { issueLoginCode } = await import('@/lib/accounts/codes');
    const code = await issueLoginCode(accountId, 'auto_login');
    const first = await land(`ac=${code}&next=${encodeURIComponent('/ac/enquiry/lamp12?lang=de')}`);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/ac/enquiry/lamp12?lang=de');
    expect((await userInfoWithCookie(first)).body.data).toMatchObject({ id: accountId });
    const again = await land(`ac=${code}&next=/`);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(again.headers.get('location')).toBe('/');
  });

  it('refuses an expired code and never redirects off the site', async () => {
    const { accountId } = await createAccountWithSession(db().pool, 'buyer');
    const { issueLoginCode } = await import('@/lib/accounts/codes');
    const code = await issueLoginCode(accountId, 'auto_login');
    await db().pool.query(`UPDATE login_codes SET expires_at = now() - interval '1 second' WHERE account_id = $1`, [
      accountId,
    ]);
    const res = await land(`ac=${code}&next=${encodeURIComponent('https://evil.test/')}`);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('location')).toBe('/');
  });

  it('lets the native app exchange its session for a single-use appToken that signs the WebView in', async () => {
    const { accountId, token } = await createAccountWithSession(db().pool, 'buyer');
    const issued = await callGateway('main', 'login/appToken.json', { body: { token } });
    const { appToken, expiresInSeconds } = issued.body.data as { appToken: string; expiresInSeconds: number };
    expect(expiresInSeconds).toBe(120);
    const res = await land(`appToken=${appToken}&next=/`);
    expect((await userInfoWithCookie(res)).body.data).toMatchObject({ id: accountId });
    const reused = await land(`appToken=${appToken}&next=/`);
    expect(reused.headers.get('set-cookie')).toBeNull();
    const wrongPurpose = await land(`ac=${appToken}&next=/`);
    expect(wrongPurpose.headers.get('set-cookie')).toBeNull();
  });

  it('autoLogin turns a live trade token into a fresh session, and refuses a dead one', async () => {
    const { accountId, token } = await createAccountWithSession(db().pool, 'buyer');
    const ok = await callGateway('main', 'login/autoLogin.json', { body: { data: { tradeToken: token } } });
    const fresh = (ok.body.data as { token: string }).token;
    expect(fresh).not.toBe(token);
    expect(ok.headers.get('set-cookie')).toContain(`sf_session=${fresh}`);
    expect((await callGateway('main', 'login/getUserInfo.json', { body: { token: fresh } })).body.data).toMatchObject({
      id: accountId,
    });
    const dead = await callGateway('main', 'login/autoLogin.json', { body: { data: { tradeToken: 'x'.repeat(43) } } });
    expect(dead.body.code).toBe('100001');
  });
});
