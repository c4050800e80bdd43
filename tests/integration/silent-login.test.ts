import { createAccountWithSession } from '../support/accounts';
import { callGateway, freshIp } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('silent-login');

const ORIGIN = 'http://localhost:3000';

async function land(query: string, cookie?: string): Promise<Response> {
  const { GET } = await import('@/app/api/auth/silent/route');
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp() };
  if (cookie) headers.cookie = cookie;
  return GET(new Request(`${ORIGIN}/api/auth/silent?${query}`, { headers }));
}

/** The confirmation form's POST as the browser sends it from the site's own page. */
async function answer(
  choice: string,
  next: string,
  cookie: string,
  from: { origin?: string; fetchSite?: string } = {},
): Promise<Response> {
  const { POST } = await import('@/app/api/auth/silent/route');
  return POST(
    new Request(`${ORIGIN}/api/auth/silent`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': freshIp(),
        'content-type': 'application/x-www-form-urlencoded',
        origin: from.origin ?? ORIGIN,
        'sec-fetch-site': from.fetchSite ?? 'same-origin',
        cookie,
      },
      body: new URLSearchParams({ choice, next }).toString(),
    }),
  );
}

/** The cookies a response sets, by name (an empty value: cleared). */
function setCookies(response: Response): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return jar;
}

async function whoIs(sessionToken: string): Promise<number | undefined> {
  const res = await callGateway('main', 'login/getUserInfo.json', {
    body: {},
    headers: { cookie: `sf_session=${sessionToken}` },
  });
  return (res.body.data as { id?: number } | null)?.id;
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

/** Where a browser goes with this Location from the silent login address. */
function followed(location: string | null): URL {
  return new URL(location ?? '', `${ORIGIN}/api/auth/silent`);
}

describe('silent login never leaves the site and never fails on its destination', () => {
  // values a probe of the site found or that are known to trick browsers and servers
  const leaving = [
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/%0a/evil.example',
    '/%2509/evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example',
    '///evil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/a/..//evil.example',
    '/.//evil.example',
    '\u3000/evil.example',
    '/\u3000/evil.example',
    '/\uff0f\uff0fevil.example',
    '/\uff3c\uff3cevil.example',
    '/%EF%BC%8F%EF%BC%8Fevil.example',
    '/%C0%AF/evil.example',
    'https:evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    ' //evil.example',
  ];
  // values that made building the answer's headers throw (a 500)
  const unwritable = [
    '/cart\r\nX: 1',
    '/cart\n',
    '/cart\r',
    '/cart\u0000',
    '/cart\u000b',
    '/cart\u000c',
    '/cart\u007f',
    '/cart\ud800',
  ];

  it.each(['ac', 'appToken'])('sends every crafted %s destination home, on the site', async (param) => {
    for (const next of [...leaving, ...unwritable]) {
      const res = await land(new URLSearchParams({ [param]: 'x', next }).toString());
      expect(res.status, JSON.stringify(next)).toBe(303);
      const to = followed(res.headers.get('location'));
      expect(to.origin, JSON.stringify(next)).toBe(ORIGIN);
      expect(to.pathname, JSON.stringify(next)).toBe('/');
    }
  });

  it('keeps a real page of the site, written as a header can carry it', async () => {
    const res = await land(new URLSearchParams({ ac: 'x', next: '/search/product?keyword=灯' }).toString());
    expect(res.headers.get('location')).toBe('/search/product?keyword=%E7%81%AF');
    const latin = await land(new URLSearchParams({ appToken: 'x', next: '/cart\u0100' }).toString());
    expect(latin.headers.get('location')).toBe('/cart%C4%80');
  });
});

describe('silent login over a different signed-in account (login CSRF)', () => {
  async function twoBuyers() {
    const emails = { a: `silent-a-${freshIp()}@example.test`, b: `silent-b-${freshIp()}@example.test` };
    const a = await createAccountWithSession(db().pool, 'buyer', { email: emails.a });
    const b = await createAccountWithSession(db().pool, 'buyer', { email: emails.b });
    return { a: { ...a, email: emails.a }, b: { ...b, email: emails.b } };
  }

  it.each([
    ['ac', 'auto_login'],
    ['appToken', 'app_token'],
  ] as const)(
    "does not switch B to A's %s without B confirming, and switches once B confirms",
    async (param, purpose) => {
      const { a, b } = await twoBuyers();
      const { issueLoginCode, isLoginCodeUsable } = await import('@/lib/accounts/codes');
      const code = await issueLoginCode(a.accountId, purpose);

      const visit = await land(`${param}=${code}&next=${encodeURIComponent('/rfq?x=1')}`, `sf_session=${b.token}`);
      expect(visit.status).toBe(303);
      const confirm = followed(visit.headers.get('location'));
      expect(confirm.origin).toBe(ORIGIN);
      expect(confirm.pathname).toBe('/silent-login');
      expect(confirm.searchParams.get('next')).toBe('/rfq?x=1');
      expect(confirm.search).not.toContain(code); // the code stays out of the address bar and the history
      const jar = setCookies(visit);
      expect(jar.has('sf_session')).toBe(false);
      const pending = jar.get('sf_silent_login');
      expect(pending).toBeTruthy();
      expect(visit.headers.getSetCookie().join('\n')).toMatch(/sf_silent_login=[^;]+;.*HttpOnly;.*SameSite=Lax/);
      expect(await whoIs(b.token)).toBe(b.accountId);
      expect(await isLoginCodeUsable(code, purpose)).toBe(true);
      // the confirmation page names both accounts
      const { readSilentLoginQuestion } = await import('@/lib/accounts/silent-login');
      expect(await readSilentLoginQuestion(pending, b.token)).toEqual({
        kind: 'confirm',
        pendingEmail: a.email,
        currentEmail: b.email,
      });

      // another site posting the confirmation for B is refused
      const forged = await answer('switch', '/rfq', `sf_session=${b.token}; sf_silent_login=${pending}`, {
        origin: 'https://evil.example',
        fetchSite: 'cross-site',
      });
      expect(forged.status).toBe(403);
      expect(setCookies(forged).has('sf_session')).toBe(false);
      expect(await isLoginCodeUsable(code, purpose)).toBe(true);
      // a cross-site form arrives without the SameSite=Lax pending cookie: nothing to confirm
      const cookieless = await answer('switch', '/rfq', `sf_session=${b.token}`);
      expect(setCookies(cookieless).has('sf_session')).toBe(false);
      expect(await isLoginCodeUsable(code, purpose)).toBe(true);

      const confirmed = await answer('switch', '/rfq?x=1', `sf_session=${b.token}; sf_silent_login=${pending}`);
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get('location')).toBe('/rfq?x=1');
      const after = setCookies(confirmed);
      expect(after.get('sf_silent_login')).toBe('');
      const aSession = after.get('sf_session') ?? '';
      expect(await whoIs(aSession)).toBe(a.accountId);
      expect(await whoIs(b.token)).toBeUndefined(); // the replaced session ends with it
      expect(await isLoginCodeUsable(code, purpose)).toBe(false);
      expect(await readSilentLoginQuestion(pending, aSession)).toEqual({ kind: 'spent', currentEmail: a.email });

      // the spent code confirms nothing a second time
      const replay = await answer('switch', '/rfq', `sf_silent_login=${pending}`);
      expect(setCookies(replay).has('sf_session')).toBe(false);
      expect(followed(replay.headers.get('location')).pathname).toBe('/silent-login');
    },
  );

  it('stays signed in as B when B says so, and the link is not spent', async () => {
    const { a, b } = await twoBuyers();
    const { issueLoginCode, isLoginCodeUsable } = await import('@/lib/accounts/codes');
    const code = await issueLoginCode(a.accountId, 'auto_login');
    const visit = await land(`ac=${code}&next=%2Fcart`, `sf_session=${b.token}`);
    const pending = setCookies(visit).get('sf_silent_login');
    const stay = await answer('stay', '/cart', `sf_session=${b.token}; sf_silent_login=${pending}`);
    expect(stay.status).toBe(303);
    expect(stay.headers.get('location')).toBe('/cart');
    expect(setCookies(stay).has('sf_session')).toBe(false);
    expect(setCookies(stay).get('sf_silent_login')).toBe('');
    expect(await whoIs(b.token)).toBe(b.accountId);
    expect(await isLoginCodeUsable(code, 'auto_login')).toBe(true);
  });

  it("signs in at once over the same account's session, as before", async () => {
    const { b } = await twoBuyers();
    const { issueLoginCode } = await import('@/lib/accounts/codes');
    const code = await issueLoginCode(b.accountId, 'auto_login');
    const res = await land(`ac=${code}&next=%2Frfq`, `sf_session=${b.token}`);
    expect(res.headers.get('location')).toBe('/rfq');
    expect(await whoIs(setCookies(res).get('sf_session') ?? '')).toBe(b.accountId);
  });
});
