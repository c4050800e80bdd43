// @ts-check
/**
 * The page cache of the production server (server/serve.mjs): signed-out visitors' HTML of catalogue
 * pages, kept in memory only, bounded in bytes, least recently used first out. ARCHITECTURE.md "Page cache".
 *
 * What may be stored is decided twice: the proxy marks a response with PAGE_CACHE_HEADER only for a
 * registry route with `pageCacheSeconds`, a GET without a session; this module refuses any request that
 * carries a session, credentials or a client-navigation header, and any response that is not a 200 or sets
 * a cookie. The key holds every request input the proxy's decision reads (lib/proxy/route-request.ts
 * `RequestFacts`), so two requests with one key always render the same page.
 */

import { AsyncResource } from 'node:async_hooks';
import { deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { CSP_HEADER, nonceOf } from './security-headers.mjs';

/** Set by proxy.ts on a response that may be shared: its value is the window in seconds. */
export const PAGE_CACHE_HEADER = 'x-sourcefair-page-cache';
/** Tells a client (and the tests) whether the answer came from the page cache: HIT, STALE, MISS, BYPASS. */
export const PAGE_CACHE_STATUS_HEADER = 'x-page-cache';
/** The session cookie (lib/accounts/cookie.ts SESSION_COOKIE): its presence means a signed-in visitor. */
export const SESSION_COOKIE_NAME = 'sf_session';
/** How long after its window a page may still be served while one request renders its successor. */
export const STALE_SECONDS = 300;
/** What a page varies on, besides its URL: the proxy's inputs (language, device) and the encoding. */
export const PAGE_VARY = ['Accept-Language', 'Cookie', 'User-Agent', 'Sec-CH-UA-Mobile', 'Accept-Encoding'];

/** Headers of the React client's own requests (navigation payloads, prefetches): never cached here. */
const CLIENT_NAVIGATION_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
];
/** Response headers that belong to one connection or one response and are not stored. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  PAGE_CACHE_HEADER,
  // set for each request from how it came (server/serve.mjs), never replayed from another's answer
  'strict-transport-security',
  'x-request-id',
]);

/**
 * @typedef {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} RequestLike
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, storedAt: number, freshUntil: number, staleUntil: number }} Entry
 */

/**
 * A named cookie's value from a Cookie header, or '' when absent.
 * @param {string | undefined} header
 * @param {string} name
 */
export function cookieValue(header, name) {
  if (!header) return '';
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return '';
}

/** @param {string | string[] | undefined} value */
function one(value) {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/**
 * Whether the page cache may answer (or store the answer to) this request: a GET of a page by a visitor
 * without a session or credentials, not one of the React client's navigation requests.
 * @param {RequestLike} request
 */
export function isShareableRequest(request) {
  if (request.method !== 'GET') return false;
  const { headers } = request;
  if (headers.authorization) return false;
  if (cookieValue(one(headers.cookie), SESSION_COOKIE_NAME)) return false;
  if (CLIENT_NAVIGATION_HEADERS.some((name) => headers[name] !== undefined)) return false;
  const url = request.url ?? '/';
  if (url.includes('_rsc=')) return false;
  return isPagePath(url);
}

/**
 * Whether a URL is a page's (the proxy's matcher): Next's own files, the API, media and the sitemap files
 * are not, and neither pass through the page cache nor wait for a render's turn.
 * @param {string} url
 */
export function isPagePath(url) {
  return !/^\/(?:_next|api|media|sitemaps)\//.test(url);
}

/**
 * The cache key: host, path and query, the encodings accepted, and every input the proxy decides the
 * language and the layout from (spec §4: ?lang > cookie > Accept-Language; ?device > cookie > client hint >
 * user agent). Kept raw, so no normalisation here can disagree with the proxy's.
 * @param {RequestLike} request
 */
export function pageCacheKey(request) {
  const { headers } = request;
  const cookie = one(headers.cookie);
  return [
    one(headers.host),
    request.url ?? '/',
    one(headers['accept-encoding']),
    cookieValue(cookie, 'lang'),
    cookieValue(cookie, 'device'),
    one(headers['accept-language']),
    one(headers['sec-ch-ua-mobile']),
    one(headers['user-agent']),
  ].join('\u0000');
}

/**
 * The window a finished response may be stored for, or 0: a 200 the proxy marked, that sets no cookie.
 * @param {number} status
 * @param {Record<string, string | string[] | number | undefined>} headers
 */
export function storableSeconds(status, headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return 0;
  const seconds = Number(headers[PAGE_CACHE_HEADER]);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * Cache-Control for a page: shareable for its window (and served stale while it is refreshed), or private.
 * @param {number} seconds
 */
export function cacheControlFor(seconds) {
  return seconds > 0
    ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${STALE_SECONDS}`
    : 'private, no-cache, no-store, max-age=0, must-revalidate';
}

/**
 * Next's Vary and the page's own, without repeats.
 * @param {string | string[] | number | undefined} existing
 */
export function mergeVary(existing) {
  const names = [...String(existing ?? '').split(','), ...PAGE_VARY].map((v) => v.trim()).filter(Boolean);
  const seen = new Set();
  return names
    .filter((name) => (seen.has(name.toLowerCase()) ? false : (seen.add(name.toLowerCase()), true)))
    .join(', ');
}

/**
 * Response headers worth storing with a page.
 * @param {Record<string, string | string[] | number | undefined>} headers
 * @returns {Record<string, string | string[]>}
 */
export function storedHeaders(headers) {
  /** @type {Record<string, string | string[]>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    kept[name] = typeof value === 'number' ? String(value) : value;
  }
  return kept;
}

/** The encodings the compression middleware answers in, each as its two directions. */
const CODECS = {
  gzip: { decode: gunzipSync, encode: gzipSync },
  deflate: { decode: inflateSync, encode: deflateSync },
};

/**
 * A stored page's headers and bytes with its nonce replaced by `nonce`: every answer of one copy gets a
 * nonce of its own, in its policy and on each of its scripts (docs/decisions/0131-content-security-policy.md).
 * The bytes are kept compressed, as they went out; they are decoded, changed and encoded again (about a
 * millisecond for a 100 KB page, against 20 for its render). A page without a nonce is returned as it is.
 * @param {{ headers: Record<string, string | string[]>, body: Buffer }} entry
 * @param {string} nonce a fresh nonce, as long as every nonce (server/security-headers.mjs newNonce)
 * @returns {{ headers: Record<string, string | string[]>, body: Buffer }}
 */
export function refreshNonce(entry, nonce) {
  const policy = entry.headers[CSP_HEADER];
  const stored = nonceOf(policy);
  if (!stored || typeof policy !== 'string' || stored.length !== nonce.length) return entry;
  const encoding = String(entry.headers['content-encoding'] ?? '').toLowerCase();
  const codec = encoding === 'gzip' || encoding === 'deflate' ? CODECS[encoding] : undefined;
  if (encoding && !codec) return entry;
  const bytes = codec ? codec.decode(entry.body) : Buffer.from(entry.body);
  const fresh = Buffer.from(nonce, 'latin1');
  for (
    let at = bytes.indexOf(stored, 0, 'latin1');
    at !== -1;
    at = bytes.indexOf(stored, at + fresh.length, 'latin1')
  ) {
    fresh.copy(bytes, at);
  }
  return {
    headers: { ...entry.headers, [CSP_HEADER]: policy.replaceAll(`'nonce-${stored}'`, `'nonce-${nonce}'`) },
    body: codec ? codec.encode(bytes) : bytes,
  };
}

/**
 * The least recently used page goes first once the stored bodies pass the byte bound (`lru-cache` keeps
 * the order and the bound); freshness and the renders in progress are this class's own.
 */
export class PageCache {
  /** @param {{ maxBytes: number, now?: () => number }} options */
  constructor({ maxBytes, now = Date.now }) {
    this.maxBytes = maxBytes;
    this.now = now;
    /** @type {LRUCache<string, Entry>} */
    this.entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry, key) => entry.body.length + key.length,
    });
    /**
     * Keys one request is rendering, with the requests waiting for that render: a page nobody has yet is
     * rendered once however many ask for it at the same moment; a stale one is served meanwhile.
     * @type {Map<string, ((entry: Entry | undefined) => void)[]>}
     */
    this.filling = new Map();
  }

  /**
   * A fresh entry (HIT); a stale one while another request renders its successor (STALE); WAIT when another
   * request is rendering a page not held yet (then call `wait`); or nothing: this request renders it.
   * @param {string} key
   * @returns {{ entry: Entry, state: 'HIT' | 'STALE' } | { state: 'WAIT' } | undefined}
   */
  lookup(key) {
    const entry = this.entries.get(key); // now the most recently used
    const now = this.now();
    if (entry && now >= entry.staleUntil) this.delete(key);
    else if (entry) {
      if (now < entry.freshUntil) return { entry, state: 'HIT' };
      if (this.filling.has(key)) return { entry, state: 'STALE' };
    } else if (this.filling.has(key)) return { state: 'WAIT' };
    this.filling.set(key, []);
    return undefined;
  }

  /**
   * Calls back with the page once the request rendering it has stored it, or with nothing when that render
   * could not be stored (the caller then renders its own).
   * @param {string} key
   * @param {(entry: Entry | undefined) => void} callback
   */
  wait(key, callback) {
    const waiting = this.filling.get(key);
    // bound to the waiting request's own async context: released from another request's close event, it
    // would otherwise run (and render) inside that request's context and keep it alive
    if (waiting) waiting.push(AsyncResource.bind(callback));
    else callback(this.entries.get(key));
  }

  /**
   * @param {string} key
   * @param {{ status: number, headers: Record<string, string | string[]>, body: Buffer, seconds: number }} page
   */
  store(key, page) {
    const size = page.body.length + key.length;
    if (size > this.maxBytes / 8) return this.abandon(key); // one page never crowds out the rest
    const now = this.now();
    /** @type {Entry} */
    const entry = {
      status: page.status,
      headers: page.headers,
      body: page.body,
      storedAt: now,
      freshUntil: now + page.seconds * 1000,
      staleUntil: now + (page.seconds + STALE_SECONDS) * 1000,
    };
    this.entries.set(key, entry);
    this.release(key, entry);
  }

  /** A render that could not be stored: its waiters render their own, the next request tries again. @param {string} key */
  abandon(key) {
    this.release(key, undefined);
  }

  /** @param {string} key @param {Entry | undefined} entry */
  release(key, entry) {
    const waiting = this.filling.get(key) ?? [];
    this.filling.delete(key);
    for (const callback of waiting) callback(entry);
  }

  /** The bytes held: the stored bodies and their keys. */
  get bytes() {
    return this.entries.calculatedSize;
  }

  /** @param {string} key */
  delete(key) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}

/**
 * At most `limit` page renders at a time; the others wait their turn in arrival order. On one core more
 * renders at once only share the CPU thinner and each holds its memory longer.
 */
export class RenderGate {
  /** @param {number} limit */
  constructor(limit) {
    this.limit = limit;
    this.running = 0;
    /** @type {(() => void)[]} */
    this.queue = [];
  }

  /** Runs `start` now or when a render finishes; `start` gets the function that ends its turn. @param {(done: () => void) => void} start */
  enter(start) {
    if (this.running < this.limit) {
      this.running += 1;
      start(this.doneOnce());
    } else {
      // bound to the queued request's own async context (see PageCache.wait): Next snapshots the context a
      // render starts in, so a render started from the previous one's close event would hold it, and every
      // render before it, in memory
      this.queue.push(AsyncResource.bind(() => start(this.doneOnce())));
    }
  }

  /** @returns {() => void} */
  doneOnce() {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    };
  }

  get waiting() {
    return this.queue.length;
  }
}

/**
 * A chunk given to `res.write` or `res.end` as bytes (serve.mjs keeps the page cache's copy so).
 * @param {unknown} chunk @param {unknown} encoding
 */
export function asBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
}
