/** The URL parameters of spec §2 silent login. */
export const SILENT_LOGIN_PARAMS = ['ac', 'appToken'] as const;
export const SILENT_LOGIN_PATH = '/api/auth/silent';

/**
 * spec §2 silent login: a page URL carrying `ac` or `appToken` goes first to the sign-in handler, which
 * uses the code once, sets the session cookie and sends the browser on to the same URL without it, so
 * the code never stays in the address bar, the history or a Referer.
 */
export function silentLoginRedirect(url: URL): string | undefined {
  const param = SILENT_LOGIN_PARAMS.find((p) => url.searchParams.has(p));
  if (!param) return undefined;
  const code = url.searchParams.get(param) ?? '';
  const next = new URL(url.href);
  for (const p of SILENT_LOGIN_PARAMS) next.searchParams.delete(p);
  const target = new URLSearchParams({ [param]: code, next: `${next.pathname}${next.search}` });
  return `${SILENT_LOGIN_PATH}?${target.toString()}`;
}
