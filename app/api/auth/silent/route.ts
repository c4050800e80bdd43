import { consumeLoginCode } from '@/lib/accounts/codes';
import { createSession, sessionCookie } from '@/lib/accounts/session';
import { clientIp } from '@/lib/api/origin';
import { spendRateLimit } from '@/lib/api/rate-limit';
import { ApiFailure } from '@/lib/api/failure';
import { safeNextPath } from '@/lib/proxy/silent-login';
import { answeringOutage } from '@/lib/api/outage';

export const dynamic = 'force-dynamic';

/**
 * spec §2 silent login: `ac` (an auto-login code, e.g. from an e-mail) or `appToken` (a code the native
 * app obtained for its WebView) is used once; the browser gets the session cookie and goes on to the
 * page without the code. A spent, expired or unknown code just goes on, signed out.
 */
export const GET = answeringOutage(async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const next = safeNextPath(url.searchParams.get('next'));
  const headers = new Headers({ Location: next, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
  try {
    await spendRateLimit('writes', clientIp(request) ?? 'unknown');
  } catch (error) {
    if (error instanceof ApiFailure) return new Response(null, { status: 303, headers });
    throw error;
  }
  const ac = url.searchParams.get('ac');
  const appToken = url.searchParams.get('appToken');
  const accountId = ac
    ? await consumeLoginCode(ac, 'auto_login')
    : appToken
      ? await consumeLoginCode(appToken, 'app_token')
      : undefined;
  if (accountId !== undefined) {
    const token = await createSession(accountId, {
      ip: clientIp(request),
      userAgent: request.headers.get('user-agent'),
    });
    headers.append('Set-Cookie', sessionCookie(token));
  }
  return new Response(null, { status: 303, headers });
});
