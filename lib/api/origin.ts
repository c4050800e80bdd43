import { getEnv } from '@/lib/env';

const SAME_SITE_FETCH = new Set(['same-origin', 'same-site', 'none']);

/**
 * A state-changing call must come from the site itself: a browser tells where a request comes from
 * (Sec-Fetch-Site, Origin), and anything cross-site is refused. Callers that send neither (the native
 * app, servers) are not browsers acting for someone else, so they pass; they still need their token.
 */
export function isCrossSite(request: Request, siteDomains: readonly string[] = []): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && !SAME_SITE_FETCH.has(fetchSite.toLowerCase())) return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return true; // 'null' or garbage
  }
  const hosts = new Set(
    [new URL(request.url).host, request.headers.get('host'), request.headers.get('x-forwarded-host'), ...siteDomains]
      .filter((h): h is string => Boolean(h))
      .map((h) => h.toLowerCase()),
  );
  if (hosts.has(originHost)) return false;
  return !getEnv().API_ALLOWED_ORIGINS.includes(origin.toLowerCase());
}

/**
 * The client's address. The production server (server/serve.mjs) appends the connection's own address to
 * X-Forwarded-For, as a proxy appends its peer's; each of the TRUSTED_PROXY_HOPS proxies in front
 * appended one more, so the client is that many entries left of the last. With no proxy (0, the
 * default) it is the connection itself, and a client's own X-Forwarded-For is never believed.
 */
export function clientIp(request: Request): string | null {
  const forwarded = request.headers.get('x-forwarded-for');
  if (!forwarded) return null;
  const entries = forwarded
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const entry = entries[Math.max(0, entries.length - 1 - getEnv().TRUSTED_PROXY_HOPS)] ?? null;
  return entry?.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1') ?? null;
}
