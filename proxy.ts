import { NextResponse, type NextRequest } from 'next/server';
import { negotiateLocale } from '@/lib/i18n/negotiate';

export const LOCALE_COOKIE = 'lang';
const NEXT_INTL_LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
const TEN_YEARS_S = 10 * 365 * 24 * 3600; // spec §9: language cookie about 10 years

/**
 * Writes the visitor's language into an internal path segment (/{locale}/...), so every page is
 * rendered, and cacheable, per language without reading headers in pages. Authorization never
 * happens here: every route handler checks its own caller.
 */
export function proxy(request: NextRequest): NextResponse {
  const { nextUrl } = request;
  const query = nextUrl.searchParams.get('lang');
  const locale = negotiateLocale({
    query,
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  const target = nextUrl.clone();
  target.pathname = `/${locale}${nextUrl.pathname === '/' ? '' : nextUrl.pathname}`;
  // next-intl reads the request's locale from this header (its own middleware sets it the same way).
  const headers = new Headers(request.headers);
  headers.set(NEXT_INTL_LOCALE_HEADER, locale);
  const response = NextResponse.rewrite(target, { request: { headers } });
  response.headers.set('Vary', 'Accept-Language, Cookie');
  if (query && request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: TEN_YEARS_S, sameSite: 'lax' });
  }
  return response;
}

export const config = {
  // Pages only: API routes, Next's own files, generated media and files in public/ are served as they are.
  matcher: ['/((?!api/|_next/|media/|favicon\\.(?:ico|svg)$|robots\\.txt$).*)'],
};
