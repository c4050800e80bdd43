import { consumeLoginCode, findUsableLoginCode } from '@/lib/accounts/codes';
import { createSession, findCaller, revokeSession, sessionCookie } from '@/lib/accounts/session';
import {
  clearedPendingSilentLoginCookie,
  parsePendingSilentLogin,
  pendingSilentLoginCookie,
  purposeOf,
  readRequestCookie,
  PENDING_SILENT_LOGIN_COOKIE,
  type SilentLoginParam,
} from '@/lib/accounts/silent-login';
import { ApiFailure } from '@/lib/api/failure';
import { answeringOutage } from '@/lib/api/outage';
import { handleFormPost } from '@/lib/api/form-post';
import { SESSION_COOKIE } from '@/lib/accounts/cookie';
import { clientIp } from '@/lib/api/origin';
import { spendRateLimit } from '@/lib/api/rate-limit';
import { safeRedirectTarget } from '@/lib/links/redirect-target';
import { href } from '@/lib/routes/href';
import { getSites } from '@/lib/sites/load';
import { resolveSite } from '@/lib/sites/resolve';

export const dynamic = 'force-dynamic';

/** The confirmation form's body: two short fields. */
const CONFIRM_MAX_BYTES = 4_096;

function redirectHeaders(location: string): Headers {
  return new Headers({ Location: location, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
}

/** Whether the client may go on (the write budget of spec §7 clients); a limiter that cannot answer refuses. */
async function withinBudget(request: Request): Promise<boolean> {
  try {
    await spendRateLimit('writes', clientIp(request) ?? 'unknown');
    return true;
  } catch (error) {
    if (error instanceof ApiFailure) return false;
    throw error;
  }
}

/**
 * The confirmation page of the site `next` belongs to, asking to go on to `next` afterwards, in the
 * language `next` asks for (`?lang=`, which the proxy checks as on any page).
 */
async function confirmPage(request: Request, next: string): Promise<string> {
  const host = request.headers.get('host') ?? new URL(request.url).host;
  const target = new URL(next, 'http://site.invalid');
  const resolved = resolveSite(await getSites(), host, target.pathname);
  return href('silentLogin', {}, { site: resolved?.site, query: { next, lang: target.searchParams.get('lang') } });
}

/**
 * spec §2 silent login: `ac` (an auto-login code, e.g. from an e-mail) or `appToken` (a code the native
 * app obtained for its WebView) is used once; the browser gets the session cookie and goes on to the
 * page without the code. A spent, expired or unknown code just goes on, signed out. When another account
 * is signed in on this browser, the code is not used: it waits in an httpOnly cookie and the browser goes
 * to the confirmation page, so a link from someone else never switches accounts unasked (login CSRF).
 */
export const GET = answeringOutage(async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const next = safeRedirectTarget(url.searchParams.get('next')) ?? href('home');
  const headers = redirectHeaders(next);
  if (!(await withinBudget(request))) return new Response(null, { status: 303, headers });
  const param: SilentLoginParam | undefined = url.searchParams.get('ac')
    ? 'ac'
    : url.searchParams.get('appToken')
      ? 'appToken'
      : undefined;
  const code = param ? (url.searchParams.get(param) ?? '') : '';
  if (!param) return new Response(null, { status: 303, headers });
  const purpose = purposeOf(param);

  const sessionToken = readRequestCookie(request, SESSION_COOKIE);
  const current = sessionToken ? await findCaller(sessionToken) : undefined;
  if (current) {
    const waiting = await findUsableLoginCode(code, purpose);
    if (waiting && waiting.accountId !== current.accountId) {
      headers.set('Location', await confirmPage(request, next));
      const seconds = (waiting.expiresAt.getTime() - Date.now()) / 1000;
      headers.append('Set-Cookie', pendingSilentLoginCookie({ param, code }, seconds));
      return new Response(null, { status: 303, headers });
    }
  }

  const accountId = await consumeLoginCode(code, purpose);
  if (accountId !== undefined) {
    const token = await createSession(accountId, {
      ip: clientIp(request),
      userAgent: request.headers.get('user-agent'),
    });
    headers.append('Set-Cookie', sessionCookie(token));
  }
  return new Response(null, { status: 303, headers });
});

/**
 * The confirmation page's answer (a form POST from the site itself, through the form wrapper: refused
 * cross-site, within the write budget): `choice=switch` uses the waiting code once, ends the session it
 * replaces and signs in; anything else keeps the signed-in account. The waiting code's cookie is cleared
 * either way.
 */
export const POST = answeringOutage(async function POST(request: Request): Promise<Response> {
  return handleFormPost(request, CONFIRM_MAX_BYTES, async (form) => {
    const next = safeRedirectTarget(form.get('next')) ?? href('home');
    const pending = parsePendingSilentLogin(readRequestCookie(request, PENDING_SILENT_LOGIN_COOKIE));
    const headers = redirectHeaders(next);
    headers.append('Set-Cookie', clearedPendingSilentLoginCookie());
    if (form.get('choice') !== 'switch' || !pending) return new Response(null, { status: 303, headers });

    const accountId = await consumeLoginCode(pending.code, purposeOf(pending.param));
    if (accountId === undefined) {
      // spent meanwhile or expired: the page says so
      headers.set('Location', await confirmPage(request, next));
      return new Response(null, { status: 303, headers });
    }
    const replaced = readRequestCookie(request, SESSION_COOKIE);
    if (replaced) await revokeSession(replaced);
    const token = await createSession(accountId, {
      ip: clientIp(request),
      userAgent: request.headers.get('user-agent'),
    });
    headers.append('Set-Cookie', sessionCookie(token));
    return new Response(null, { status: 303, headers });
  });
});
