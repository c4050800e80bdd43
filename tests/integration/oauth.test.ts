import { resetEnvForTests } from '@/lib/env';
import { callGateway } from '../support/api';
import { createAccountWithSession } from '../support/accounts';
import { withSeededDatabase } from '../support/seeded-database';
import { OIDC_CLIENT, signInAtProvider, startOidcProvider } from '../support/oidc';

const db = withSeededDatabase('oauth');
const REDIRECT_URI = 'http://localhost:3000/api/auth/oauth/callback/google';
let oidc: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  oidc = await startOidcProvider(REDIRECT_URI);
  process.env.OAUTH_GOOGLE_ISSUER = oidc.issuer;
  process.env.OAUTH_GOOGLE_CLIENT_ID = OIDC_CLIENT.id;
  process.env.OAUTH_GOOGLE_CLIENT_SECRET = OIDC_CLIENT.secret;
  resetEnvForTests();
});
afterAll(async () => {
  delete process.env.OAUTH_GOOGLE_ISSUER;
  delete process.env.OAUTH_GOOGLE_CLIENT_ID;
  delete process.env.OAUTH_GOOGLE_CLIENT_SECRET;
  resetEnvForTests();
  await oidc.close();
});

/** The whole round trip: our authorize link, the provider's login, our callback. */
async function socialSignIn(login: string, options: { redirectUrl?: string; keepStateCookie?: boolean } = {}) {
  const start = await callGateway('main', 'blade-purchaser/oauth/authorize/google', {
    method: 'GET',
    query: { data: JSON.stringify({ redirectUrl: options.redirectUrl ?? '/category/lamps1.html' }) },
  });
  const { authorizeLink } = start.body.data as { authorizeLink: string };
  const stateCookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const back = await signInAtProvider(authorizeLink, login, REDIRECT_URI);
  const { GET } = await import('@/app/api/auth/oauth/callback/[provider]/route');
  const res = await GET(
    new Request(back, { headers: { cookie: options.keepStateCookie === false ? '' : stateCookie } }),
    {
      params: Promise.resolve({ provider: 'google' }),
    },
  );
  const session = res.headers.getSetCookie().find((c) => c.startsWith('sf_session=')) ?? '';
  return { start, res, location: res.headers.get('location') ?? '', session: session.split(';')[0] ?? '' };
}

describe('social sign-in against a real OpenID provider (spec §3, §7)', () => {
  it('asks for the code flow with state, nonce and S256 PKCE at the exact redirect URI', async () => {
    const { start } = await socialSignIn('carol');
    const link = new URL((start.body.data as { authorizeLink: string }).authorizeLink);
    expect(link.origin).toBe(oidc.issuer);
    expect(link.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(link.searchParams.get('code_challenge_method')).toBe('S256');
    expect(link.searchParams.get('state')).toBeTruthy();
    expect(link.searchParams.get('nonce')).toBeTruthy();
    expect(start.headers.get('set-cookie')).toMatch(
      /^sf_oauth_state=[^;]+; Path=\/api; Max-Age=600; HttpOnly; Secure; SameSite=Lax/,
    );
  });

  it('creates a buyer for a new identity, signs in and returns to the page, then signs the same account in again', async () => {
    const first = await socialSignIn('alice');
    expect(first.location).toBe('/category/lamps1.html?platform=google');
    const info = await callGateway('main', 'login/getUserInfo.json', { body: {}, headers: { cookie: first.session } });
    expect(info.body.data).toMatchObject({ email: 'alice@oidc.example', nickname: 'Name alice' });
    const again = await socialSignIn('alice');
    const second = await callGateway('main', 'login/getUserInfo.json', {
      body: {},
      headers: { cookie: again.session },
    });
    expect((second.body.data as { id: number }).id).toBe((info.body.data as { id: number }).id);
    const { rows } = await db().pool.query(
      `SELECT count(*)::int AS n FROM accounts WHERE email = 'alice@oidc.example'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('never takes over an existing account with the same e-mail', async () => {
    await createAccountWithSession(db().pool, 'buyer', { email: 'bob@oidc.example', password: 'secret12' });
    const res = await socialSignIn('bob');
    expect(res.location).toBe('/category/lamps1.html?platform=google&oauthError=emailTaken');
    expect(res.session).toBe('');
    const { rows } = await db().pool.query(
      `SELECT count(*)::int AS n FROM oauth_identities WHERE email = 'bob@oidc.example'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a return without the browser state cookie (no sign-in forced on someone else)', async () => {
    const res = await socialSignIn('dave', { keepStateCookie: false });
    expect(res.location).toBe('/transitional?platform=google&oauthError=state');
    expect(res.session).toBe('');
  });

  it('sends the browser back only to a page of this site', async () => {
    const res = await socialSignIn('erin', { redirectUrl: 'https://evil.example/steal' });
    expect(res.location).toBe('/?platform=google');
    // the redirect target rule (docs/decisions/0101): what browsers or servers read as another site
    for (const redirectUrl of [
      '/\t/evil.example',
      '/%09/evil.example',
      '/a/..//evil.example',
      'http://localhost:3000/%2F%2Fevil.example',
    ]) {
      const crafted = await socialSignIn('erin', { redirectUrl });
      expect(crafted.location, redirectUrl).toBe('/?platform=google');
    }
  });

  it('answers 404 for a provider that is not configured', async () => {
    const res = await callGateway('main', 'blade-purchaser/oauth/authorize/facebook', { method: 'GET' });
    expect(res.status).toBe(404);
  });
});

/** spec §7 oauth/login: a sign-in started with oauth/authorize whose provider answer the client hands over. */
async function startAndWalk(login: string) {
  const start = await callGateway('main', 'blade-purchaser/oauth/authorize/google', {
    body: { data: { redirectUrl: '/transitional?next=%2Fcategories' } },
  });
  const stateCookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const back = await signInAtProvider(
    (start.body.data as { authorizeLink: string }).authorizeLink,
    login,
    REDIRECT_URI,
  );
  const data = {
    provider: 'google',
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    iss: back.searchParams.get('iss') ?? undefined,
  };
  return { stateCookie, data };
}

function oauthLogin(data: unknown, cookie: string) {
  return callGateway('main', 'blade-purchaser/oauth/login', { body: { data, lang: 'en' }, headers: { cookie } });
}

function sessionOf(res: { headers: Headers }): string {
  return (res.headers.getSetCookie().find((c) => c.startsWith('sf_session=')) ?? '').split(';')[0] ?? '';
}

describe('oauth/login: the provider answer handed over by the client (spec §7)', () => {
  it('signs in with the same checks as the callback: token, session cookie and the page to return to', async () => {
    const { stateCookie, data } = await startAndWalk('frank');
    expect(data.iss).toBe(oidc.issuer);
    const res = await oauthLogin(data, stateCookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ redirectUrl: '/transitional?next=%2Fcategories', newAccount: true });
    const { token } = res.body.data as { token: string };
    expect(sessionOf(res)).toBe(`sf_session=${token}`);
    expect(res.headers.getSetCookie()).toContain(
      'sf_oauth_state=; Path=/api; Max-Age=0; HttpOnly; Secure; SameSite=Lax',
    );
    const info = await callGateway('main', 'login/getUserInfo.json', {
      body: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.body.data).toMatchObject({ email: 'frank@oidc.example', nickname: 'Name frank' });

    const again = await startAndWalk('frank');
    const second = await oauthLogin(again.data, again.stateCookie);
    expect(second.body.data).toMatchObject({ newAccount: false });
    const secondInfo = await callGateway('main', 'login/getUserInfo.json', {
      body: {},
      headers: { authorization: `Bearer ${(second.body.data as { token: string }).token}` },
    });
    expect((secondInfo.body.data as { id: number }).id).toBe((info.body.data as { id: number }).id);
  });

  it('refuses a replayed state: each provider answer signs in once', async () => {
    const { stateCookie, data } = await startAndWalk('grace');
    expect((await oauthLogin(data, stateCookie)).status).toBe(200);
    const replay = await oauthLogin(data, stateCookie);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({
      success: false,
      code: '100422',
      msg: 'The sign-in took too long or was started in another window. Please start it again from the sign-in page.',
      data: { issues: [{ path: 'data.state', code: 'expired' }] },
    });
    expect(sessionOf(replay)).toBe('');
  });

  it('refuses a state this client did not start, and the one that did can still finish', async () => {
    const mine = await startAndWalk('heidi');
    const theirs = await startAndWalk('ivan');
    const foreign = await oauthLogin(theirs.data, mine.stateCookie);
    expect(foreign.status).toBe(400);
    expect((foreign.body.data as { issues: { path: string }[] }).issues[0]?.path).toBe('data.state');
    expect(sessionOf(foreign)).toBe('');
    const noCookie = await oauthLogin(mine.data, '');
    expect(noCookie.status).toBe(400);
    const { rows } = await db().pool.query(`SELECT count(*)::int AS n FROM accounts WHERE email = 'ivan@oidc.example'`);
    expect(rows[0]?.n).toBe(0);
    expect((await oauthLogin(theirs.data, theirs.stateCookie)).status).toBe(200);
  });

  it('never takes over an account with the same e-mail, and says why', async () => {
    await createAccountWithSession(db().pool, 'buyer', { email: 'judy@oidc.example', password: 'secret12' });
    const { stateCookie, data } = await startAndWalk('judy');
    const res = await oauthLogin(data, stateCookie);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(
      'An account with this e-mail address already exists. Please sign in with your e-mail address and password.',
    );
    expect(sessionOf(res)).toBe('');
  });

  it('refuses a code the provider did not issue', async () => {
    const { stateCookie, data } = await startAndWalk('ken');
    const res = await oauthLogin({ ...data, code: 'made-up-code' }, stateCookie);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Google did not confirm the sign-in. Please try again in a few minutes.');
    expect(sessionOf(res)).toBe('');
  });

  it('answers 404 for a provider that is not configured', async () => {
    const res = await oauthLogin({ provider: 'linkedin', code: 'c', state: 's' }, '');
    expect(res.status).toBe(404);
  });
});
