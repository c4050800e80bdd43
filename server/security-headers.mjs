// @ts-check
/**
 * The browser security headers of every response (docs/decisions/0131-content-security-policy.md). The
 * proxy (proxy.ts) gives each page a content security policy with a nonce of its own, which Next puts on
 * its scripts; the production server (server/serve.mjs) sets the rest on every response, gives page-cache
 * hits a fresh nonce, and a strict policy to whatever is not a page (API answers, files, redirects).
 * Plain JavaScript so that server/serve.mjs and next.config.mjs read it without a build step.
 */

/** The header that carries the policy (on the response, and on the request for Next to find the nonce). */
export const CSP_HEADER = 'content-security-policy';
/** Where the policy names the nonce: `'nonce-…'` inside script-src. */
const NONCE_SOURCE = /'nonce-([A-Za-z0-9_-]+)'/;

/**
 * A fresh nonce: 16 random bytes, base64url without padding (22 characters, nothing HTML escapes).
 * @returns {string}
 */
export function newNonce() {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * A page's policy. Scripts run only with the page's nonce; those they add (Next's chunks loaded on a
 * navigation) are trusted through 'strict-dynamic'. Styles allow 'unsafe-inline': React
 * renders `style` attributes and Next's own error documents an unnonced `<style>`; a nonce in style-src
 * would turn 'unsafe-inline' off. Images are the site's own (/media, /api/uploads), data: and blob: (an
 * upload's preview). No page may be framed, not even by the site itself.
 * @param {string} nonce
 * @param {{ dev?: boolean }} [options] `next dev` evaluates its modules with eval
 * @returns {string}
 */
export function pagePolicy(nonce, { dev = false } = {}) {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Anything that is not a page (API answers, Next's files, redirects): nothing runs, nothing frames it. */
export const OTHER_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The nonce a policy names, or undefined. @param {unknown} policy */
export function nonceOf(policy) {
  return typeof policy === 'string' ? NONCE_SOURCE.exec(policy)?.[1] : undefined;
}

/** What every response carries, whatever it is. */
export const BASE_HEADERS = /** @type {const} */ ({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // for browsers without CSP's frame-ancestors
  'X-Frame-Options': 'DENY',
});

/** A year, and every subdomain (OWASP ASVS 5.0 3.4.1). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached the site over HTTPS: only a trusted proxy's X-Forwarded-Proto says so (the
 * production server itself speaks plain HTTP). `hops` is TRUSTED_PROXY_HOPS; the entry read is the one
 * that many places from the right, as lib/api/origin.ts reads the forwarding headers.
 * @param {string | string[] | undefined} forwardedProto
 * @param {number} hops
 */
export function isHttps(forwardedProto, hops) {
  if (!(hops > 0) || forwardedProto === undefined) return false;
  const entries = (Array.isArray(forwardedProto) ? forwardedProto.join(',') : forwardedProto)
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)]?.toLowerCase() === 'https';
}
