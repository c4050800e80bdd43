import { clearedOAuthStateCookie, finishOAuth, readOAuthStateCookie } from '@/lib/accounts/oauth';
import { isOAuthProvider } from '@/lib/accounts/social-providers';
import { sessionCookie } from '@/lib/accounts/session';
import { clientIp } from '@/lib/api/origin';
import { answeringOutage } from '@/lib/api/outage';
import { safeRedirectTarget } from '@/lib/links/redirect-target';
import { href } from '@/lib/routes/href';

type Context = { params: Promise<{ provider: string }> };

export const dynamic = 'force-dynamic';

/**
 * The providers' return address (spec §2 /transitional's counterpart): signs in and goes on to the page
 * the sign-in started from, with `platform`. A refused sign-in goes there too with `oauthError` (state,
 * exchange, emailTaken, noEmail) for the page to explain; a state this server does not know names no
 * page, so it goes to /transitional, which explains it.
 */
export const GET = answeringOutage(async function GET(request: Request, { params }: Context): Promise<Response> {
  const { provider } = await params;
  if (!isOAuthProvider(provider)) return new Response(null, { status: 404 });
  const url = new URL(request.url);
  const outcome = await finishOAuth(provider, url, readOAuthStateCookie(request.headers.get('cookie')), {
    ip: clientIp(request),
    userAgent: request.headers.get('user-agent'),
  });
  // the stored page passed the redirect target rule at authorize; it is checked again on the way out
  const target = new URL(safeRedirectTarget(outcome.redirectPath) ?? href('transitional'), url.origin);
  target.searchParams.set('platform', provider);
  if (!outcome.ok) target.searchParams.set('oauthError', outcome.reason);
  const headers = new Headers({
    Location: safeRedirectTarget(`${target.pathname}${target.search}`) ?? href('transitional'),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
  headers.append('Set-Cookie', clearedOAuthStateCookie());
  if (outcome.ok) headers.append('Set-Cookie', sessionCookie(outcome.token));
  return new Response(null, { status: 303, headers });
});
