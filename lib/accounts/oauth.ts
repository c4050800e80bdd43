import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import { memoize } from '@/lib/cache/memo';
import { getDb } from '@/lib/db/client';
import { accounts, buyerProfiles, oauthIdentities, oauthStates } from '@/lib/db/schema';
import { SOURCE_CODES } from '@/lib/db/schema/columns';
import { getEnv } from '@/lib/env';
import { createSession, hashSessionToken } from './session';
import { OAUTH_PROVIDERS, type OAuthProvider } from './social-providers';
import { getLogger } from '@/lib/log/logger';

export { OAUTH_PROVIDERS, type OAuthProvider } from './social-providers';
export const OAUTH_STATE_COOKIE = 'sf_oauth_state';
/**
 * The state cookie is sent to every API path: the web callback (/api/auth/oauth/callback/…) and the
 * spec §7 oauth/login call (/api/main/blade-purchaser/oauth/login) both need it, and no page does.
 */
export const OAUTH_STATE_COOKIE_PATH = '/api';
const STATE_TTL_MS = 10 * 60_000;

/** The browser's proof that it started the sign-in (httpOnly, so scripts cannot read or plant it). */
export function oauthStateCookie(state: string, maxAgeSeconds: number): string {
  return `${OAUTH_STATE_COOKIE}=${state}; Path=${OAUTH_STATE_COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`;
}

export function clearedOAuthStateCookie(): string {
  return `${OAUTH_STATE_COOKIE}=; Path=${OAUTH_STATE_COOKIE_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}

/** The state cookie from a request's Cookie header. */
export function readOAuthStateCookie(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === OAUTH_STATE_COOKIE && value.length) return value.join('=');
  }
  return undefined;
}

/** The providers' exact redirect URI on an origin (registered with each provider; no deploy path). */
export function oauthCallbackUrl(origin: string, provider: OAuthProvider): string {
  return `${origin}/api/auth/oauth/callback/${provider}`;
}

function settings(provider: OAuthProvider) {
  const env = getEnv();
  const key = provider.toUpperCase() as 'GOOGLE' | 'FACEBOOK' | 'LINKEDIN';
  const issuer = env[`OAUTH_${key}_ISSUER`];
  const clientId = env[`OAUTH_${key}_CLIENT_ID`];
  const clientSecret = env[`OAUTH_${key}_CLIENT_SECRET`];
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : undefined;
}

export function isProviderConfigured(provider: OAuthProvider): boolean {
  return settings(provider) !== undefined;
}

/** The providers this server offers (an issuer, client id and secret each); the sign-in buttons show these. */
export function configuredProviders(): OAuthProvider[] {
  return OAUTH_PROVIDERS.filter(isProviderConfigured);
}

/** The provider's OpenID configuration (discovery, once per process); plain http only for a loopback issuer. */
function configuration(provider: OAuthProvider): Promise<client.Configuration> {
  const s = settings(provider);
  if (!s) return Promise.reject(new Error(`${provider} sign-in is not configured`));
  // kept as a value, not as the discovering request's promise (lib/cache/kept.ts); a failure is tried again
  return memoize(`oauth:${provider}`, Infinity, () => {
    const issuer = new URL(s.issuer);
    const loopback = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    return client.discovery(
      issuer,
      s.clientId,
      s.clientSecret,
      undefined,
      loopback ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  });
}

/**
 * spec §7 oauth/authorize/{provider}: the provider's authorization link with state, nonce and PKCE
 * (S256). The verifier and nonce stay on the server; the state also goes into an httpOnly cookie, so
 * only the browser that started the sign-in can finish it.
 */
export async function startOAuth(provider: OAuthProvider, redirectPath: string, callbackUrl: string) {
  const config = await configuration(provider);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await getDb()
    .insert(oauthStates)
    .values({
      stateHash: hashSessionToken(state),
      provider,
      codeVerifier,
      nonce,
      redirectPath,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
  const authorizeLink = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { authorizeLink: authorizeLink.href, state, maxAgeSeconds: STATE_TTL_MS / 1000 };
}

type Identity = { sub: string; email?: unknown; email_verified?: unknown; name?: unknown };

export type OAuthOutcome =
  | { ok: true; token: string; redirectPath: string; created: boolean }
  /** `redirectPath` is null when no stored state names the page the sign-in started from. */
  | { ok: false; reason: 'state' | 'exchange' | 'emailTaken' | 'noEmail'; redirectPath: string | null };

/**
 * The provider's answer at the redirect URI (`currentUrl` with code, state and iss: the callback's own
 * request URL, or the one spec §7 oauth/login rebuilds from its data, so both pass the same checks).
 * The state must match the browser's cookie and a live stored state (used once);
 * the code is exchanged with the PKCE verifier and the ID token's nonce checked. A known identity signs
 * in; a new one becomes a buyer account, unless its e-mail already has an account: that is never taken
 * over silently (the owner signs in with the password first).
 */
export async function finishOAuth(
  provider: OAuthProvider,
  currentUrl: URL,
  cookieState: string | undefined,
  meta: { ip: string | null; userAgent: string | null },
): Promise<OAuthOutcome> {
  const state = currentUrl.searchParams.get('state');
  if (!state || !cookieState || state !== cookieState) return { ok: false, reason: 'state', redirectPath: null };
  const [stored] = await getDb()
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, hashSessionToken(state)),
        eq(oauthStates.provider, provider),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!stored) return { ok: false, reason: 'state', redirectPath: null };
  let claims: Identity | undefined;
  try {
    const config = await configuration(provider);
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: stored.codeVerifier,
      expectedState: state,
      expectedNonce: stored.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (idToken) {
      // providers may leave e-mail and name out of the ID token and answer them at the userinfo endpoint
      const extra = idToken.email ? {} : await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
      claims = { ...extra, ...idToken };
    }
  } catch (error) {
    getLogger().warn({ err: error, provider }, 'oauth exchange failed');
  }
  if (!claims) return { ok: false, reason: 'exchange', redirectPath: stored.redirectPath };
  const accountId = await accountFor(provider, claims);
  if (typeof accountId === 'string') return { ok: false, reason: accountId, redirectPath: stored.redirectPath };
  return {
    ok: true,
    token: await createSession(accountId.id, meta),
    redirectPath: stored.redirectPath,
    created: accountId.created,
  };
}

async function accountFor(
  provider: OAuthProvider,
  claims: Identity,
): Promise<{ id: number; created: boolean } | 'emailTaken' | 'noEmail'> {
  const db = getDb();
  const [identity] = await db
    .select({ accountId: oauthIdentities.accountId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, claims.sub)));
  if (identity) return { id: identity.accountId, created: false };
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email || claims.email_verified === false) return 'noEmail';
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  if (existing) return 'emailTaken';
  const id = await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        memberType: 2,
        email,
        nickname: typeof claims.name === 'string' ? claims.name.slice(0, 100) : null,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: accounts.id });
    if (!account) throw new Error('account not created');
    await tx.insert(buyerProfiles).values({ accountId: account.id, source: SOURCE_CODES.organic });
    await tx.insert(oauthIdentities).values({ provider, subject: claims.sub, accountId: account.id, email });
    return account.id;
  });
  return { id, created: true };
}
