/**
 * The one rule for every redirect whose target comes from a request (silent login's `next`, /login's
 * `?redirect=`, /transitional's `next`, social sign-in's return page): a path of this site, or nothing.
 * Client-safe. docs/decisions/0101-redirect-target-rule.md says why it is built this way.
 */

/** A base no real site has: the target must resolve to this very origin, so it can only be a path. */
const BASE = new URL('http://site.invalid/');

/** Longer targets are refused (no page of the site has a longer address). */
export const MAX_REDIRECT_TARGET_LENGTH = 2048;

/**
 * Characters no target may contain as written: C0 and C1 controls, DEL (browsers drop tab, CR and LF
 * inside a URL and trim the rest, so `/\t/evil.example` is read as `//evil.example`), every Unicode space,
 * invisible format characters (zero width, bidi controls, BOM) and lone surrogates, which a header cannot
 * carry.
 */
const FORBIDDEN_AS_WRITTEN =
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What no decoded target may contain anywhere: controls (C0, DEL, C1) and bytes that are not UTF-8. */
const FORBIDDEN_DECODED = /[\u0000-\u001f\u007f-\u009f\ufffd]/;

/** What the decoded path may not contain besides: spaces of any kind, backslashes, format characters. */
const FORBIDDEN_IN_DECODED_PATH = /[\s\\\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/;

const UTF8 = new TextDecoder('utf-8', { fatal: false });

/** One round of percent-decoding; an escape that is not two hex digits stays as written. */
function decodeOnce(value: string): string {
  return value.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    const bytes = new Uint8Array(run.length / 3);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16);
    return UTF8.decode(bytes);
  });
}

/**
 * The value as a server that decodes it once, twice or three times would read it, folded with Unicode
 * compatibility normalisation (NFKC turns full-width `／` into `/`); undefined when three rounds still
 * leave escapes to decode (no page of the site is encoded four times).
 */
function fullyDecoded(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 3; round++) {
    const next = decodeOnce(current);
    if (next === current) return current.normalize('NFKC');
    current = next;
  }
  return decodeOnce(current) === current ? current.normalize('NFKC') : undefined;
}

/** Whether the WHATWG URL parser resolves a path-absolute value to a path of the base origin. */
function staysOnSite(value: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE.origin || url.username || url.password) return undefined;
  if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return undefined;
  return url;
}

/**
 * A redirect target taken from a request as a path of this site (`/path?query#hash`, percent-encoded
 * as the WHATWG URL serialiser writes it, so it is plain ASCII and a `Location` header accepts it), or
 * null when it is not one. Refused: anything not starting with exactly one `/`; a backslash; controls,
 * spaces and invisible characters as written; a value that, decoded once or more and NFKC-normalised,
 * would start with `//` or `/\`, resolve off the site, or hold controls (and in its path spaces or
 * backslashes); a value the URL parser resolves to another origin or to a `//` path (`/a/..//x`).
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_TARGET_LENGTH) return null;
  if (value[0] !== '/' || value[1] === '/' || value.includes('\\')) return null;
  if (FORBIDDEN_AS_WRITTEN.test(value)) return null;

  const url = staysOnSite(value);
  if (!url) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (target.length > MAX_REDIRECT_TARGET_LENGTH) return null;

  // the serialised form, decoded as far as any later step might: still a plain path of this site
  const decoded = fullyDecoded(target);
  if (decoded === undefined || FORBIDDEN_DECODED.test(decoded)) return null;
  const pathEnd = decoded.search(/[?#]/);
  const decodedPath = pathEnd === -1 ? decoded : decoded.slice(0, pathEnd);
  if (decodedPath[1] === '/' || FORBIDDEN_IN_DECODED_PATH.test(decodedPath)) return null;
  if (!staysOnSite(decodedPath)) return null;
  return target;
}
