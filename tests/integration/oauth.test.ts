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
      /^sf_oauth_state=[^;]+; Path=\/api\/auth\/oauth; Max-Age=600; HttpOnly; Secure; SameSite=Lax/,
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
    expect(res.location).toBe('/category/lamps1.html?oauthError=emailTaken');
    expect(res.session).toBe('');
    const { rows } = await db().pool.query(
      `SELECT count(*)::int AS n FROM oauth_identities WHERE email = 'bob@oidc.example'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a return without the browser state cookie (no sign-in forced on someone else)', async () => {
    const res = await socialSignIn('dave', { keepStateCookie: false });
    expect(res.location).toBe('/?oauthError=state');
    expect(res.session).toBe('');
  });

  it('sends the browser back only to a page of this site', async () => {
    const res = await socialSignIn('erin', { redirectUrl: 'https://evil.example/steal' });
    expect(res.location).toBe('/?platform=google');
  });

  it('answers 404 for a provider that is not configured', async () => {
    const res = await callGateway('main', 'blade-purchaser/oauth/authorize/facebook', { method: 'GET' });
    expect(res.status).toBe(404);
  });
});
