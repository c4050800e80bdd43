import 'server-only';
import { loginBuyer, loginSupplier, memberCheck, registerBuyer, type AuthError } from '@/lib/accounts/auth';
import { fastRegisterBuyer } from '@/lib/accounts/fast-register';
import { CODE_TTL_MS, issueLoginCode } from '@/lib/accounts/codes';
import { changePassword, checkResetLink, requestPasswordReset, resetPassword } from '@/lib/accounts/password-reset';
import { clearedSessionCookie, createSession, findCaller, revokeSession, sessionCookie } from '@/lib/accounts/session';
import { spendRevealBudget } from '@/lib/accounts/throttle';
import {
  clearedOAuthStateCookie,
  finishOAuth,
  isProviderConfigured,
  oauthCallbackUrl,
  oauthStateCookie,
  readOAuthStateCookie,
  startOAuth,
  type OAuthOutcome,
  type OAuthProvider,
} from '@/lib/accounts/oauth';
import { PROVIDER_NAMES } from '@/lib/accounts/social-providers';
import { safeRedirectTarget } from '@/lib/links/redirect-target';
import { href } from '@/lib/routes/href';
import { CONTRACTS } from '../contracts';
import { ApiFailure } from '../failure';
import type { ApiMessageKey } from '../messages';
import { defineHandler, type CallContext } from '../handler';
import { mailSiteOf, siteOrigin, siteUrl } from './site';

function oauthAuthorize(provider: OAuthProvider) {
  return async (data: { redirectUrl?: string } | undefined, context: CallContext) => {
    if (!isProviderConfigured(provider)) throw new ApiFailure('notFound');
    const redirectPath = sameSitePath(context, data?.redirectUrl);
    const started = await startOAuth(provider, redirectPath, oauthCallbackUrl(siteOrigin(context), provider));
    context.setCookie(oauthStateCookie(started.state, started.maxAgeSeconds));
    return { authorizeLink: started.authorizeLink };
  };
}

/** A refused social sign-in as the API answers it; the same reasons /transitional explains. */
function oauthFailure(provider: OAuthProvider, reason: Extract<OAuthOutcome, { ok: false }>['reason']): ApiFailure {
  const values = { provider: PROVIDER_NAMES[provider] };
  switch (reason) {
    case 'state':
      return new ApiFailure('invalidData', [{ path: 'data.state', code: 'expired' }], {}, { key: 'oauthState' });
    case 'exchange':
      return new ApiFailure(
        'invalidData',
        [{ path: 'data.code', code: 'rejected' }],
        {},
        { key: 'oauthExchange', values },
      );
    case 'emailTaken':
      return new ApiFailure('conflict', [], {}, { key: 'oauthEmailTaken' });
    case 'noEmail':
      return new ApiFailure('forbidden', [], {}, { key: 'oauthNoEmail', values });
  }
}

/** Sign-in, registration, silent login and passwords (spec §7 "Auth and account"). */
export const authHandlers = {
  oauthAuthorize_google: defineHandler(CONTRACTS.oauthAuthorize_google, oauthAuthorize('google')),
  oauthAuthorize_facebook: defineHandler(CONTRACTS.oauthAuthorize_facebook, oauthAuthorize('facebook')),
  oauthAuthorize_linkedin: defineHandler(CONTRACTS.oauthAuthorize_linkedin, oauthAuthorize('linkedin')),
  oauthLogin: defineHandler(CONTRACTS.oauthLogin, async (data, context) => {
    if (!isProviderConfigured(data.provider)) throw new ApiFailure('notFound');
    // the provider's redirect as the web callback receives it: the redirect URI oauth/authorize asked for
    const answer = new URL(oauthCallbackUrl(siteOrigin(context), data.provider));
    answer.searchParams.set('code', data.code);
    answer.searchParams.set('state', data.state);
    if (data.iss) answer.searchParams.set('iss', data.iss);
    const outcome = await finishOAuth(
      data.provider,
      answer,
      readOAuthStateCookie(context.request.headers.get('cookie')),
      meta(context),
    );
    if (!outcome.ok) throw oauthFailure(data.provider, outcome.reason);
    context.setCookie(clearedOAuthStateCookie());
    context.setCookie(sessionCookie(outcome.token));
    return { token: outcome.token, redirectUrl: outcome.redirectPath, newAccount: outcome.created };
  }),
  login: defineHandler(CONTRACTS.login, async (data, context) => {
    const result = await loginBuyer(data.login, data.password, meta(context));
    if (!result.ok) throw authFailure(result);
    context.setCookie(sessionCookie(result.token));
    return { token: result.token };
  }),
  logout: defineHandler(CONTRACTS.logout, async (_data, context) => {
    if (context.sessionToken) await revokeSession(context.sessionToken);
    context.setCookie(clearedSessionCookie());
    return { loggedOut: true as const };
  }),
  register: defineHandler(CONTRACTS.register, async (data, context) => {
    await spendRevealing(context.ip);
    const result = await registerBuyer(
      {
        email: data.email,
        password: data.password,
        tagCodes: data.tagCodes,
        productName: data.productName ?? null,
        websiteId: context.site.id,
        language: context.locale,
        mailSite: mailSiteOf(context),
      },
      meta(context),
    );
    if (!result.ok) throw authFailure(result);
    context.setCookie(sessionCookie(result.token));
    return { tradeChinaToken: result.token };
  }),
  fastRegister: defineHandler(CONTRACTS.fastRegister, async (data, context) => {
    await spendRevealing(context.ip);
    const result = await fastRegisterBuyer(
      {
        email: data.email,
        name: data.name ?? null,
        country: data.country ?? null,
        tagCodes: data.tagCodes,
        productName: data.productName || null,
        websiteId: context.site.id,
        language: context.locale,
        mailSite: mailSiteOf(context),
      },
      meta(context),
    );
    if (!result.ok) throw authFailure(result);
    context.setCookie(sessionCookie(result.token));
    return { tradeChinaToken: result.token };
  }),
  memberCheck: defineHandler(CONTRACTS.memberCheck, async (data, { ip }) => {
    await spendRevealing(ip, 'tooManyChecks');
    return memberCheck(data.email);
  }),
  autoLogin: defineHandler(CONTRACTS.autoLogin, async (data, context) => {
    const caller = await findCaller(data.tradeToken);
    if (!caller || caller.memberType !== 2) throw new ApiFailure('invalidToken');
    const token = await createSession(caller.accountId, meta(context));
    context.setCookie(sessionCookie(token));
    return { token };
  }),
  issueAppToken: defineHandler(CONTRACTS.issueAppToken, async (_data, { caller }) => {
    if (!caller) throw new ApiFailure('invalidToken');
    const appToken = await issueLoginCode(caller.accountId, 'app_token');
    return { appToken, expiresInSeconds: CODE_TTL_MS.app_token / 1000 };
  }),
  modifyPasswordEmail: defineHandler(CONTRACTS.modifyPasswordEmail, async (data, context) => {
    await requestPasswordReset(data.email, context.locale, (code) =>
      siteUrl(context, href('resetPassword', {}, { query: { code } })),
    );
    return { sent: true as const };
  }),
  checkResetPasswordLink: defineHandler(CONTRACTS.checkResetPasswordLink, async (data) => ({
    valid: await checkResetLink(data.code),
  })),
  resetPassword: defineHandler(CONTRACTS.resetPassword, async (data, context) => {
    const result = await resetPassword(data.code, data.password, meta(context));
    if (!result.ok)
      throw new ApiFailure('invalidData', [{ path: 'data.code', code: 'expired' }], {}, { key: 'resetLinkInvalid' });
    context.setCookie(sessionCookie(result.token));
    return { token: result.token };
  }),
  initPassword: defineHandler(CONTRACTS.initPassword, async (data, context) => {
    const result = await resetPassword(data.code, data.password, meta(context), 'init_password');
    if (!result.ok)
      throw new ApiFailure('invalidData', [{ path: 'data.code', code: 'expired' }], {}, { key: 'resetLinkInvalid' });
    context.setCookie(sessionCookie(result.token));
    return { token: result.token };
  }),
  supplierLogin: defineHandler(CONTRACTS.supplierLogin, async (data, context) => {
    const result = await loginSupplier(data.login, data.password, meta(context));
    if (!result.ok) throw authFailure(result);
    context.setCookie(sessionCookie(result.token));
    return { token: result.token };
  }),
  changePassword: defineHandler(CONTRACTS.changePassword, async (data, { caller, sessionToken, ip }) => {
    if (!caller || !sessionToken) throw new ApiFailure('invalidToken');
    const changed = await changePassword(caller.accountId, data.oldPassword, data.newPassword, {
      token: sessionToken,
      ip,
    });
    if (changed.ok) return { changed: true as const };
    if (changed.reason === 'locked') {
      const seconds = changed.lock.retryAfterSeconds;
      throw new ApiFailure(
        'rateLimited',
        [],
        { 'Retry-After': String(seconds) },
        { key: 'passwordChecksLocked', values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } },
      );
    }
    throw new ApiFailure('invalidData', [{ path: 'data.oldPassword', code: 'mismatch' }], {}, { key: 'wrongPassword' });
  }),
};

/**
 * A redirect target as a path of the caller's site (the redirect target rule): a path, or an http(s) URL
 * on the request's own host (behind a proxy the scheme the server sees may differ from the browser's);
 * anything else is the site's home page.
 */
function sameSitePath(context: CallContext, target: string | undefined): string {
  const home = href('home', {}, { site: context.site });
  if (!target) return home;
  if (target.startsWith('/')) return safeRedirectTarget(target) ?? home;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return home;
  }
  const sameHost = url.host === new URL(context.request.url).host || url.host === context.site.domain;
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !sameHost) return home;
  return safeRedirectTarget(`${url.pathname}${url.search}`) ?? home;
}

/**
 * Spends one of the caller's address's answers that tell whether an e-mail is registered (memberCheck's
 * budget, lib/accounts/throttle.ts), or refuses with rateLimited and a Retry-After.
 */
export async function spendRevealing(ip: string | null, key: ApiMessageKey = 'rateLimited'): Promise<void> {
  const lock = await spendRevealBudget(ip);
  if (lock.locked) throw new ApiFailure('rateLimited', [], { 'Retry-After': String(lock.retryAfterSeconds) }, { key });
}

export function meta(context: CallContext) {
  return { ip: context.ip, userAgent: context.request.headers.get('user-agent') };
}

/** An unsuccessful sign-in or registration as the API answers it (spec §5 messages). */
export function authFailure(result: { error: AuthError; retryAfterSeconds?: number }): ApiFailure {
  switch (result.error) {
    case 'locked':
    case 'accountProtected': {
      const seconds = result.retryAfterSeconds ?? 60;
      return new ApiFailure(
        'rateLimited',
        [],
        { 'Retry-After': String(seconds) },
        {
          key: result.error === 'locked' ? 'lockedOut' : 'lockedOutAccount',
          values: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
        },
      );
    }
    case 'supplierAccount':
      return new ApiFailure('forbidden', [], {}, { key: 'supplierAccount' });
    case 'buyerAccount':
      return new ApiFailure('forbidden', [], {}, { key: 'buyerAccount' });
    case 'emailExists':
      return new ApiFailure('conflict', [], {}, { key: 'emailExists' });
    case 'unknownTags':
      return new ApiFailure('invalidData', [{ path: 'data.tagCodes', code: 'unknown' }], {}, { key: 'unknownTags' });
    case 'unknownCountry':
      return new ApiFailure('invalidData', [{ path: 'data.country', code: 'unknown' }], {}, { key: 'unknownCountry' });
    default:
      return new ApiFailure('invalidData', [], {}, { key: 'invalidCredentials' });
  }
}
