import 'server-only';
import { loginBuyer, memberCheck, registerBuyer, type AuthError } from '@/lib/accounts/auth';
import { CODE_TTL_MS, issueLoginCode } from '@/lib/accounts/codes';
import { changePassword, checkResetLink, requestPasswordReset, resetPassword } from '@/lib/accounts/password-reset';
import { clearedSessionCookie, createSession, findCaller, revokeSession, sessionCookie } from '@/lib/accounts/session';
import { spendMemberCheck } from '@/lib/accounts/throttle';
import { sitePath } from '@/lib/sites/resolve';
import { CONTRACTS } from '../contracts';
import { ApiFailure } from '../failure';
import { defineHandler, type CallContext } from '../handler';

/** Sign-in, registration, silent login and passwords (spec §7 "Auth and account"). */
export const authHandlers = {
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
    const result = await registerBuyer(
      {
        email: data.email,
        password: data.password,
        tagCodes: data.tagCodes,
        productName: data.productName ?? null,
        websiteId: context.site.id,
        language: context.locale,
        homeLink: siteUrl(context, '/'),
      },
      meta(context),
    );
    if (!result.ok) throw authFailure(result);
    context.setCookie(sessionCookie(result.token));
    return { tradeChinaToken: result.token };
  }),
  memberCheck: defineHandler(CONTRACTS.memberCheck, async (data, { ip }) => {
    const lock = await spendMemberCheck(ip);
    if (lock.locked) {
      throw new ApiFailure(
        'rateLimited',
        [],
        { 'Retry-After': String(lock.retryAfterSeconds) },
        { key: 'tooManyChecks' },
      );
    }
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
      siteUrl(context, `/resetPassword?code=${encodeURIComponent(code)}`),
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
  changePassword: defineHandler(CONTRACTS.changePassword, async (data, { caller, sessionToken }) => {
    if (!caller || !sessionToken) throw new ApiFailure('invalidToken');
    const changed = await changePassword(caller.accountId, data.oldPassword, data.newPassword, sessionToken);
    if (!changed)
      throw new ApiFailure(
        'invalidData',
        [{ path: 'data.oldPassword', code: 'mismatch' }],
        {},
        { key: 'wrongPassword' },
      );
    return { changed: true as const };
  }),
};

/** An absolute link to a page of the caller's site (its own domain when it has one). */
function siteUrl(context: CallContext, path: string): string {
  const origin = context.site.domain ? `https://${context.site.domain}` : new URL(context.request.url).origin;
  return `${origin}${sitePath(context.site, path)}`;
}

function meta(context: CallContext) {
  return { ip: context.ip, userAgent: context.request.headers.get('user-agent') };
}

/** An unsuccessful sign-in or registration as the API answers it (spec §5 messages). */
function authFailure(result: { error: AuthError; retryAfterSeconds?: number }): ApiFailure {
  switch (result.error) {
    case 'locked': {
      const seconds = result.retryAfterSeconds ?? 60;
      return new ApiFailure(
        'rateLimited',
        [],
        { 'Retry-After': String(seconds) },
        {
          key: 'lockedOut',
          values: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
        },
      );
    }
    case 'supplierAccount':
      return new ApiFailure('forbidden', [], {}, { key: 'supplierAccount' });
    case 'emailExists':
      return new ApiFailure('conflict', [], {}, { key: 'emailExists' });
    case 'unknownTags':
      return new ApiFailure('invalidData', [{ path: 'data.tagCodes', code: 'unknown' }], {}, { key: 'unknownTags' });
    default:
      return new ApiFailure('invalidData', [], {}, { key: 'invalidCredentials' });
  }
}
