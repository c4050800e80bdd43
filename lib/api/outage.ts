import 'server-only';
import { loadMessages } from '@/lib/i18n/catalogue';
import { normaliseLocale } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { isDatabaseUnavailable, UNAVAILABLE_HEADERS } from '@/lib/db/unavailable';
import type { ApiMessages } from './messages';
import { getLogger } from '@/lib/log/logger';
import { requestIdOf } from '@/lib/log/report';

function langCookie(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === 'lang') return value;
  }
  return undefined;
}

/**
 * The answer of a route handler outside the gateways while the database is unreachable: 503 with
 * Retry-After and the translated `api.unavailable` message as text, in the language the request asks
 * for (`?lang=`, the `lang` cookie, Accept-Language).
 */
export async function outageResponse(request: Request): Promise<Response> {
  const locale = negotiateLocale({
    query: normaliseLocale(new URL(request.url).searchParams.get('lang')),
    cookie: langCookie(request),
    acceptLanguage: request.headers.get('accept-language'),
  });
  const api = (await loadMessages(locale)).api as ApiMessages;
  return new Response(api.unavailable, {
    status: 503,
    headers: { ...UNAVAILABLE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Language': locale },
  });
}

/**
 * A route handler whose database outage is answered with `outageResponse` instead of Next's 500; every
 * other failure goes on to Next as before.
 */
export function answeringOutage<A extends [Request, ...unknown[]]>(
  handler: (...args: A) => Promise<Response>,
): (...args: A) => Promise<Response> {
  return async (...args: A) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      getLogger().warn(
        { requestId: requestIdOf(args[0].headers), path: new URL(args[0].url).pathname, err: error },
        'database unreachable',
      );
      return outageResponse(args[0]);
    }
  };
}
