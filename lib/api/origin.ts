import { getEnv } from '@/lib/env';

const SAME_SITE_FETCH = new Set(['same-origin', 'same-site', 'none']);

/**
 * The entry of a proxy-appended header (X-Forwarded-For, -Host, -Proto) that TRUSTED_PROXY_HOPS places from
 * the right: the value the nearest trusted proxy wrote. Null without a trusted proxy or without the header.
 */
function forwarded(request: Request, name: string): string | null {
  const hops = getEnv().TRUSTED_PROXY_HOPS;
  const value = request.headers.get(name);
  if (hops <= 0 || !value) return null;
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)] ?? null;
}

/** A URL's origin (scheme, host and port, lower-case, default port dropped), or null for anything else. */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The origins the site answers this request under. The host is the request's Host; the scheme is plain
 * HTTP, which the production server speaks (server/serve.mjs). Behind a trusted proxy (TRUSTED_PROXY_HOPS,
 * the one that ends TLS) its X-Forwarded-Host and X-Forwarded-Proto say what the browser used instead; a
 * client's own forwarding headers count for nothing. A site with its own domain answers there too.
 */
function ownOrigins(request: Request, siteDomains: readonly string[]): Set<string> {
  const proto = forwarded(request, 'x-forwarded-proto')?.toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : 'http';
  const host = forwarded(request, 'x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  return new Set(
    [host, ...siteDomains].map((h) => originOf(`${scheme}://${h}`)).filter((o): o is string => o !== null),
  );
}

/**
 * A state-changing call must come from the site itself: a browser tells where a request comes from
 * (Sec-Fetch-Site, Origin), and anything cross-site is refused. The Origin is compared whole (scheme, host
 * and port) with the site's own origin and API_ALLOWED_ORIGINS: http://host is not https://host. Callers
 * that send neither (the native app, servers) are not browsers acting for someone else, so they pass; they
 * still need their token.
 */
export function isCrossSite(request: Request, siteDomains: readonly string[] = []): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && !SAME_SITE_FETCH.has(fetchSite.toLowerCase())) return true;
  const header = request.headers.get('origin');
  if (header === null) return false;
  const origin = originOf(header);
  if (origin === null) return true; // 'null' (a sandboxed or opaque origin) or garbage
  if (ownOrigins(request, siteDomains).has(origin)) return false;
  return !getEnv().API_ALLOWED_ORIGINS.some((allowed) => originOf(allowed) === origin);
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
