import { finishOAuth, OAUTH_PROVIDERS, OAUTH_STATE_COOKIE, type OAuthProvider } from '@/lib/accounts/oauth';
import { sessionCookie } from '@/lib/accounts/session';
import { clientIp } from '@/lib/api/origin';

type Context = { params: Promise<{ provider: string }> };

export const dynamic = 'force-dynamic';

function readCookie(request: Request, name: string): string | undefined {
  const match = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === name);
  return match?.[1];
}

/**
 * The providers' return address (spec §2 /transitional's counterpart): signs in and goes on to the page
 * the sign-in started from. A refused sign-in goes there too with `oauthError` (state, exchange,
 * emailTaken, noEmail) for the page to explain.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { provider } = await params;
  if (!(OAUTH_PROVIDERS as readonly string[]).includes(provider)) return new Response(null, { status: 404 });
  const url = new URL(request.url);
  const outcome = await finishOAuth(provider as OAuthProvider, url, readCookie(request, OAUTH_STATE_COOKIE), {
    ip: clientIp(request),
    userAgent: request.headers.get('user-agent'),
  });
  const target = new URL(outcome.redirectPath, url.origin);
  if (outcome.ok) target.searchParams.set('platform', provider);
  else target.searchParams.set('oauthError', outcome.reason);
  const headers = new Headers({
    Location: `${target.pathname}${target.search}`,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
  headers.append(
    'Set-Cookie',
    `${OAUTH_STATE_COOKIE}=; Path=/api/auth/oauth; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
  );
  if (outcome.ok) headers.append('Set-Cookie', sessionCookie(outcome.token));
  return new Response(null, { status: 303, headers });
}
