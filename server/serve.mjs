// @ts-check
/**
 * The production server: Next's request handler behind a small page cache (server/page-cache.mjs) and the
 * page headers Next does not let a page set itself (Cache-Control for shared caches, the full Vary).
 * `node server/serve.mjs [-p 3000] [-H host] [--keepAliveTimeout ms] [--drainTimeout ms]` after `next build`;
 * PAGE_CACHE_MB (default 48, 0 turns the cache off) bounds the cache. ARCHITECTURE.md "Page cache".
 * SIGTERM or SIGINT stops it gracefully (server/graceful-stop.mjs): the requests in hand are answered (for up
 * to --drainTimeout, default 10 s), no new connection is taken, and it exits 0; a second signal stops it at once.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { gracefulStop } from './graceful-stop.mjs';
import { BASE_HEADERS, CSP_HEADER, HSTS, OTHER_POLICY, isHttps, newNonce } from './security-headers.mjs';
import {
  PAGE_CACHE_HEADER,
  asBuffer,
  PAGE_CACHE_STATUS_HEADER,
  PageCache,
  RenderGate,
  cacheControlFor,
  isPagePath,
  isShareableRequest,
  mergeVary,
  pageCacheKey,
  refreshNonce,
  storableSeconds,
  storedHeaders,
} from './page-cache.mjs';
import { decodableTarget } from './request-path.mjs';
import { REQUEST_ID_HEADER, givenRequestId, newRequestId } from './request-id.mjs';

/** @param {string[]} names @param {string | undefined} fallback */
function option(names, fallback) {
  const args = process.argv.slice(2);
  const at = args.findIndex((a) => names.includes(a));
  return at !== -1 && args[at + 1] !== undefined ? args[at + 1] : fallback;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(option(['-p', '--port'], process.env.PORT ?? '3000'));
// Unset: every interface, as `next start`. Next is told 'localhost' for its own URLs either way: given the
// literal 127.0.0.1, Next 16.4 takes the proxy's rewrites for outside addresses (STACK-NOTES).
const host = option(['-H', '--hostname'], process.env.HOST);
const keepAliveTimeout = Number(option(['--keepAliveTimeout'], '70000'));
const drainTimeout = Number(option(['--drainTimeout'], '10000'));
if (!Number.isInteger(drainTimeout) || drainTimeout < 0) {
  console.error('[serve] --drainTimeout takes a whole number of milliseconds (10000 by default)');
  process.exit(2);
}
const cacheMb = Number(process.env.PAGE_CACHE_MB ?? '48');
// proxies in front whose X-Forwarded-Proto counts (lib/env.ts, which has the same default: none)
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS ?? '0');
const renderLimit = Number(process.env.RENDER_CONCURRENCY ?? '8');

// the process's own async context, outside every request, for work that outlives one (lib/process/context.ts)
/** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('sourcefair.processContext')] ??=
  AsyncLocalStorage.snapshot();

const app = next({ dev: false, dir: root, hostname: host && host !== '127.0.0.1' ? host : 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const cache = cacheMb > 0 ? new PageCache({ maxBytes: cacheMb * 1024 * 1024 }) : undefined;
// page renders take turns (API calls, Next's files and cached pages do not wait): ARCHITECTURE.md "Page cache"
const gate = renderLimit > 0 ? new RenderGate(renderLimit) : undefined;

/** lib/db/unavailable.ts DATABASE_RETRY_AFTER_SECONDS. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Whether the site's database pools found the database unreachable at their last connection attempt:
 * lib/db/unavailable.ts keeps that under this global symbol, in this process, for this server.
 */
function databaseUnreachable() {
  const state = /** @type {{ unreachableSince?: number | null } | undefined} */ (
    Reflect.get(globalThis, Symbol.for('sourcefair.database'))
  );
  return typeof state?.unreachableSince === 'number';
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {import('./page-cache.mjs').Entry} entry
 * @param {string} state
 */
function sendStored(res, entry, state) {
  // the copy's nonce, kept with its bytes, is replaced by one of this answer's own
  const { headers, body } = refreshNonce(entry, newNonce());
  res.writeHead(entry.status, {
    ...headers,
    'content-length': body.length,
    age: Math.floor((Date.now() - entry.storedAt) / 1000),
    [PAGE_CACHE_STATUS_HEADER]: state,
  });
  res.end(body);
}

/**
 * Fixes a page's headers as they go out and, when the page may be shared, keeps a copy of its bytes.
 * @param {import('node:http').ServerResponse} res
 * @param {string | undefined} key the cache key when the request may be shared
 */
function watch(res, key) {
  /** @type {{ seconds: number, headers: Record<string, string | string[]>, chunks: Buffer[] } | undefined} */
  let copy;
  /**
   * A page that is being stored goes out whole, with its length, once it is finished: a shared cache in
   * front (deploy/ nginx) keeps the headers it got, and a copy stored from a chunked answer is sent chunked
   * on every hit (bench/README.md, "A length for the micro-cache's copies"). Its status line waits here.
   * @type {{ statusCode: number, message: string | undefined } | undefined}
   */
  let held;
  const writeHead = res.writeHead;
  /** @type {(...args: any[]) => import('node:http').ServerResponse} */
  const patchedWriteHead = function (statusCode, ...rest) {
    // the compression middleware asks for the headers again at each write while they are held
    if (held) return res;
    // a page or route that failed while the database is unreachable is an outage, not a fault
    if (statusCode === 500 && databaseUnreachable()) {
      statusCode = 503;
      res.statusCode = 503;
      res.setHeader('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      res.setHeader('cache-control', 'no-store');
    }
    const given = rest.find((r) => r !== null && typeof r === 'object');
    if (given && !Array.isArray(given)) {
      for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
    }
    if (!Array.isArray(given)) {
      const type = String(res.getHeader('content-type') ?? '');
      const marked = res.hasHeader(PAGE_CACHE_HEADER);
      if (marked || type.startsWith('text/html') || type.startsWith('text/x-component')) {
        // Of no use to a document, and 280 bytes of the first round trip's 14.6 KB (bench/README.md, "The
        // document's first round trip"): the proxy's internal path (/1001/en/mobile/…), for Next's router
        // on a client-side navigation, and the stylesheets' preloads, which the document's head names in
        // its first bytes (Early Hints would need them; neither this server nor deploy/ sends those).
        if (type.startsWith('text/html')) {
          res.removeHeader('x-middleware-rewrite');
          res.removeHeader('link');
        }
        const seconds = key ? storableSeconds(statusCode, res.getHeaders()) : 0;
        res.removeHeader(PAGE_CACHE_HEADER);
        res.setHeader('cache-control', cacheControlFor(seconds));
        res.setHeader('vary', mergeVary(res.getHeader('vary')));
        if (cache && key && seconds) copy = { seconds, headers: storedHeaders(res.getHeaders()), chunks: [] };
        res.setHeader(PAGE_CACHE_STATUS_HEADER, copy ? 'MISS' : 'BYPASS');
      }
      const message = rest.find((r) => typeof r === 'string');
      if (copy) {
        held = { statusCode, message };
        return res;
      }
      return message ? writeHead.call(res, statusCode, message) : writeHead.call(res, statusCode);
    }
    return writeHead.call(res, statusCode, ...rest);
  };
  res.writeHead = /** @type {typeof res.writeHead} */ (patchedWriteHead);
  if (!cache || !key) return;

  const write = res.write;
  const end = res.end;
  /** @type {(...args: any[]) => boolean} */
  const patchedWrite = function (chunk, ...rest) {
    if (copy && chunk !== undefined && chunk !== null) copy.chunks.push(asBuffer(chunk, rest[0]));
    if (held) {
      const callback = rest.find((r) => typeof r === 'function');
      if (callback) process.nextTick(callback);
      return !res.destroyed;
    }
    return write.call(res, chunk, ...rest);
  };
  /** @type {(...args: any[]) => import('node:http').ServerResponse} */
  const patchedEnd = function (chunk, ...rest) {
    if (copy && chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      copy.chunks.push(asBuffer(chunk, rest[0]));
    }
    if (held && copy) {
      const { statusCode, message } = held;
      const body = Buffer.concat(copy.chunks);
      copy.chunks = [body];
      held = undefined;
      res.setHeader('content-length', body.length);
      if (message) writeHead.call(res, statusCode, message);
      else writeHead.call(res, statusCode);
      const callback = [chunk, ...rest].find((r) => typeof r === 'function');
      return callback ? end.call(res, body, callback) : end.call(res, body);
    }
    return end.call(res, chunk, ...rest);
  };
  res.write = /** @type {typeof res.write} */ (patchedWrite);
  res.end = /** @type {typeof res.end} */ (patchedEnd);
  res.on('close', () => {
    if (copy && res.writableFinished) {
      cache.store(key, {
        status: res.statusCode,
        headers: copy.headers,
        body: Buffer.concat(copy.chunks),
        seconds: copy.seconds,
      });
    } else {
      cache.abandon(key);
    }
  });
}

/**
 * A failure Next's handler did not answer itself, as one JSON line in the shape of the site's logger
 * (lib/log/logger.ts: pino's level numbers, `msg`, `requestId`, the path without its query, `err`).
 * @param {import('node:http').IncomingMessage} req
 * @param {unknown} error
 */
function logFailure(req, error) {
  const err =
    error instanceof Error
      ? { type: error.name, message: error.message, stack: error.stack }
      : { message: String(error) };
  const line = {
    level: 50,
    time: Date.now(),
    msg: 'request failed',
    requestId: req.headers[REQUEST_ID_HEADER],
    method: req.method,
    path: (req.url ?? '/').split('?')[0],
    err,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string | undefined} key
 */
function render(req, res, key) {
  const run = () => {
    // Next compresses inside its handler, on top of this: the headers and the cache's copy see the
    // compressed bytes
    watch(res, key);
    handle(req, res).catch((error) => {
      logFailure(req, error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
  if (!gate || req.method !== 'GET' || !isPagePath(req.url ?? '/')) return run();
  gate.enter((done) => {
    res.once('close', done);
    if (res.destroyed) return done();
    run();
  });
}

/**
 * The browser security headers of every answer (server/security-headers.mjs), set before anything else:
 * a page's own policy (the proxy's, with its nonce) and a route's own headers replace these.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function secure(req, res) {
  for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
  res.setHeader(CSP_HEADER, OTHER_POLICY);
  if (isHttps(req.headers['x-forwarded-proto'], trustedHops)) res.setHeader('strict-transport-security', HSTS);
}

const server = createServer((req, res) => {
  secure(req, res);
  // every request's log lines and answer carry one id: the proxy's in front, or a new one (request-id.mjs)
  const requestId = givenRequestId(req.headers[REQUEST_ID_HEADER]) ?? newRequestId();
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader(REQUEST_ID_HEADER, requestId);
  // The connection's address is appended to X-Forwarded-For, as a proxy appends its peer's: the site counts
  // TRUSTED_PROXY_HOPS entries left from it (lib/api/origin.ts clientIp), so without a proxy in front a
  // client's own header decides nothing.
  const peer = req.socket.remoteAddress;
  if (peer) {
    const given = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = given ? `${given}, ${peer}` : peer;
  }
  const target = req.url ?? '/';
  // Next answers a path it cannot decode with a 500; pages get the proxy's not-found page, the rest this
  if (!isPagePath(target) && !decodableTarget(target)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('Bad Request: the path is not percent-encoded UTF-8.\n');
    return;
  }
  const key = cache && isShareableRequest(req) ? pageCacheKey(req) : undefined;
  if (!key || !cache) return render(req, res, undefined);
  const found = cache.lookup(key);
  if (!found) return render(req, res, key);
  if (found.state !== 'WAIT') return sendStored(res, found.entry, found.state);
  // another request is rendering this page: answer with its copy, or render after all if it is not kept
  cache.wait(key, (entry) => (entry ? sendStored(res, entry, 'HIT') : render(req, res, undefined)));
});
// on a stop, every answer tells its connection to close (server/graceful-stop.mjs)
const stop = gracefulStop(server, { drainTimeoutMs: drainTimeout });
server.keepAliveTimeout = keepAliveTimeout;
server.headersTimeout = keepAliveTimeout + 1000;
server.listen(port, host, () => {
  console.log(`[serve] ready on http://${host ?? 'localhost'}:${port} (page cache ${cache ? `${cacheMb} MB` : 'off'})`);
});

// A stop (systemd, a container's runtime, a deploy's restart, Ctrl-C) lets the requests in hand finish,
// queued renders included, so nginx in front does not answer 502 for them: the listener closes at once,
// each answer from then on closes its connection, idle keep-alive connections are left for their client
// to close (closing them here resets a request the client is sending on them), and what is left after
// drainTimeout is cut (server/graceful-stop.mjs).
const exit = () => app.close().finally(() => process.exit(0));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stop.stopping) {
      stop.stopNow();
      return exit();
    }
    console.log(`[serve] stopping: answering the requests in hand (${signal})`);
    stop.stop(exit);
  });
}
