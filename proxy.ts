import { NextResponse, type NextRequest } from 'next/server';
import { DEVICE_COOKIE } from '@/lib/device/detect';
import { getEnv } from '@/lib/env';
import { KEPT_LANG_HEADER } from '@/lib/proxy/kept-lang';
import { PAGE_CACHE_HEADER, pageCacheWindow } from '@/lib/proxy/page-cache-mark';
import { routeRequest } from '@/lib/proxy/route-request';
import { silentLoginRedirect } from '@/lib/proxy/silent-login';
import { getSites } from '@/lib/sites/load';
import { REQUEST_ID_HEADER, givenRequestId, newRequestId } from '@/server/request-id.mjs';
import { CSP_HEADER, OTHER_POLICY, newNonce, pagePolicy } from '@/server/security-headers.mjs';

export const LOCALE_COOKIE = 'lang';
const NEXT_INTL_LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
const TEN_YEARS_S = 10 * 365 * 24 * 3600; // spec §9: language cookie about 10 years
const YEAR_S = 365 * 24 * 3600;

/**
 * Resolves the site, the language and the device class, then rewrites the public URL to the internal
 * segments /{websiteId}/{locale}/{device}/... (so each variant renders and caches on its own), redirects,
 * or answers 404, as lib/proxy/route-request.ts decides. Authorization never happens here: every route
 * handler checks its own caller. Every page gets a content security policy with a nonce of its own, passed
 * to Next in the request's headers so that it puts the nonce on the page's scripts (Next's documented way;
 * docs/decisions/0131-content-security-policy.md).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { nextUrl, cookies, headers } = request;
  const silent = silentLoginRedirect(nextUrl);
  if (silent) return redirect(new URL(silent, nextUrl), 303);
  const langQuery = nextUrl.searchParams.get('lang');
  const deviceQuery = nextUrl.searchParams.get('device');
  const decision = routeRequest(await getSites(), {
    host: headers.get('host'),
    pathname: nextUrl.pathname,
    langQuery,
    deviceQuery: deviceQuery === 'desktop' || deviceQuery === 'mobile' ? deviceQuery : null,
    langCookie: cookies.get(LOCALE_COOKIE)?.value ?? null,
    deviceCookie: cookies.get(DEVICE_COOKIE)?.value ?? null,
    acceptLanguage: headers.get('accept-language'),
    mobileHint: headers.get('sec-ch-ua-mobile'),
    userAgent: headers.get('user-agent'),
    production: getEnv().APP_ENV === 'production',
  });
  const nonce = newNonce();
  const policy = pagePolicy(nonce, { dev: getEnv().NODE_ENV === 'development' });
  // the page's log lines and its answer carry the id a layer in front gave it, or this one
  const requestId = givenRequestId(headers.get(REQUEST_ID_HEADER)) ?? newRequestId();
  if (!decision) {
    const passed = new Headers(headers);
    passed.set(CSP_HEADER, policy);
    passed.set(REQUEST_ID_HEADER, requestId);
    const response = NextResponse.next({ request: { headers: passed } });
    response.headers.set(CSP_HEADER, policy);
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  }

  if (decision.kind === 'redirect') {
    // Next turns a same-origin Location back into a relative one on the way out.
    return redirect(new URL(decision.location, nextUrl), decision.status);
  }

  const target = nextUrl.clone();
  target.pathname = decision.internalPath;
  // next-intl reads the request's locale from this header (its own middleware sets it the same way).
  const forwarded = new Headers(headers);
  forwarded.set(NEXT_INTL_LOCALE_HEADER, decision.locale);
  // Next reads the nonce from the request's policy (a client's own header is replaced)
  forwarded.set(CSP_HEADER, policy);
  forwarded.set(REQUEST_ID_HEADER, requestId);
  // a page's redirect keeps the ?lang= asked for and served (lib/shell/redirect.ts); never a client's own
  forwarded.delete(KEPT_LANG_HEADER);
  if (langQuery === decision.locale) forwarded.set(KEPT_LANG_HEADER, decision.locale);
  const response = NextResponse.rewrite(target, { request: { headers: forwarded } });
  response.headers.set(CSP_HEADER, policy);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  if (langQuery && decision.locale !== cookies.get(LOCALE_COOKIE)?.value) {
    response.cookies.set(LOCALE_COOKIE, decision.locale, { path: '/', maxAge: TEN_YEARS_S, sameSite: 'lax' });
  }
  if (deviceQuery === 'desktop' || deviceQuery === 'mobile') {
    response.cookies.set(DEVICE_COOKIE, deviceQuery, { path: '/', maxAge: YEAR_S, sameSite: 'lax' });
  }
  // a signed-out visitor's catalogue page may be kept by the page cache and shared caches (server/serve.mjs)
  const shareFor = decision.status === 200 ? pageCacheWindow(request, decision.pageCacheSeconds) : undefined;
  if (shareFor) response.headers.set(PAGE_CACHE_HEADER, String(shareFor));
  return response;
}

export const config = {
  // Pages only: API routes, Next's own files, generated media, files in public/, robots.txt and the
  // sitemaps (route handlers at the root that name their site themselves) are served as they are.
  matcher: ['/((?!api/|_next/|media/|sitemaps/|favicon\\.(?:ico|svg)$|robots\\.txt$|sitemap\\.xml$).*)'],
};

/** A redirect runs nothing and is framed by nothing, whichever server answers it (server/security-headers.mjs). */
function redirect(location: URL, status: number): NextResponse {
  const response = NextResponse.redirect(location, status);
  response.headers.set(CSP_HEADER, OTHER_POLICY);
  return response;
}
