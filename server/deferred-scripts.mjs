// @ts-check
/**
 * Next writes the page's scripts into the head as `<script src async>` (and preloads the first of them), so
 * they download beside the stylesheets and run as soon as they arrive: before the browser has shown the
 * page it already has. On a phone, parsing and running about 170 KB of script then delays the paint of the
 * server-rendered content, and Lighthouse's simulation counts every script loaded before that paint into
 * the page's LCP (bench/README.md "Scripts after the first paint").
 *
 * `deferScripts(res)` rewrites each such tag as it streams out (`<script>__sfDefer("src")</script>`) and
 * drops the script preloads; the small loader written before the first of them starts the scripts once
 * the parsed document has been shown (the first largest-contentful-paint entry after it, or 150 ms after
 * its frame where the browser reports none), at once in a hidden tab or on Next's error document (which
 * the scripts draw), and after 3 s whatever happens.
 * Scripts a page streams later, or that the client router loads, start at once. Until the page has
 * hydrated, the loader holds clicks on script-driven buttons and replays them then (see `loader`).
 * ARCHITECTURE.md "Scripts after the first paint".
 */
import { StringDecoder } from 'node:string_decoder';
import { CSP_HEADER, nonceOf } from './security-headers.mjs';

/**
 * A script of Next's build, exactly as React writes a preinit or bootstrap script, with the page's nonce
 * before or after `async` (React writes the bootstrap script's first, a preinit script's after).
 */
const SCRIPT_TAG =
  /<script src="(\/_next\/static\/[^"<>]+\.js)"(?: nonce="[^"<>]*")? async=""(?: nonce="[^"<>]*")?><\/script>/g;
/** Next's preload of its bootstrap script: the scripts load when the loader starts them instead. */
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")?(?: nonce="[^"<>]*")? href="\/_next\/static\/[^"<>]+\.js"\/>/g;

/**
 * Runs in the browser, inlined before the page's first script; it defines no globals but `__sfDefer` and
 * `__sfHydrated`. Kept as a function so it is read and linted as code; `String(loader)` is what the page
 * gets.
 *
 * Until the page has hydrated, a click on a button that only works with script (any button but a form's
 * submit and reset, which the browser handles) is held: it goes no further, and once React has hydrated
 * the page (`__sfHydrated()`, called by components/app/early-clicks.tsx) each button clicked is clicked
 * again, once however often it was pressed. So an "Add to enquiry cart" tapped while the scripts were
 * still on their way is not lost, and not taken twice if React was already listening. Ten seconds after
 * the scripts start, a page that never reported its hydration stops holding clicks and replays them.
 *
 * Next's error document (every not-found page: vercel/next.js#62228) has nothing to show before its scripts
 * draw it (`drawnByScript`): they start at once there. Comments inside the function go out with every page.
 */
function loader() {
  var queue = [];
  var started = false;
  var held = [];
  var holding = true;
  function hold(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button') : null;
    if (!button || button.disabled || (button.form && button.type !== 'button')) return;
    event.stopImmediatePropagation();
    if (held.indexOf(button) === -1) held.push(button);
  }
  document.addEventListener('click', hold, true);
  self.__sfHydrated = function () {
    if (!holding) return;
    holding = false;
    document.removeEventListener('click', hold, true);
    held.forEach(function (button) {
      if (button.isConnected && !button.disabled) button.click();
    });
    held = [];
  };
  function add(src) {
    var script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    queue.forEach(add);
    queue = [];
    setTimeout(self.__sfHydrated, 10000);
  }
  self.__sfDefer = function (src) {
    if (started) add(src);
    else queue.push(src);
  };
  setTimeout(start, 3000);
  var drawnByScript = document.documentElement.id === '__next_error__';
  if (
    drawnByScript ||
    document.visibilityState !== 'visible' ||
    !self.PerformanceObserver ||
    !self.requestAnimationFrame
  ) {
    setTimeout(start, 0);
    return;
  }
  function shown() {
    requestAnimationFrame(function () {
      var frame = performance.now();
      try {
        new PerformanceObserver(function (list) {
          list.getEntries().forEach(function (entry) {
            if (entry.startTime >= frame) setTimeout(start, 0);
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      } catch {
        /* no largest-contentful-paint entries in this browser: the timer below starts the scripts */
      }
      setTimeout(start, 150);
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', shown);
  else shown();
}

// one line: the function's source with its line breaks and indentation taken out (every statement ends in
// `;` or a brace, and the comment inside is a block comment)
const LOADER_SOURCE = `(${String(loader).replace(/\s*\n\s*/g, '')})()`;

/**
 * An inline script of the rewrite, with the page's nonce when its policy has one (the scripts the loader
 * adds run through the policy's 'strict-dynamic').
 * @param {string} source @param {string | undefined} nonce
 */
function inline(source, nonce) {
  return nonce ? `<script nonce="${nonce}">${source}</script>` : `<script>${source}</script>`;
}

/** The loader as a page without a nonce gets it. */
export const LOADER_SCRIPT = inline(LOADER_SOURCE, undefined);

/**
 * Where the text can be cut so that no tag the rewrite looks for is split: before a tag that has not
 * ended, or before a `<script` whose closing tag has not come yet.
 * @param {string} text
 */
function safeEnd(text) {
  let end = text.length;
  const lastOpen = text.lastIndexOf('<');
  if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) end = lastOpen;
  const lastScript = text.lastIndexOf('<script');
  if (lastScript !== -1 && text.indexOf('</script>', lastScript) === -1) end = Math.min(end, lastScript);
  return end;
}

/**
 * The rewrite of one HTML document, fed in pieces. Returns what can be sent now; `flush()` the rest.
 * @param {string} [nonce] the page's nonce (its content security policy's), put on the scripts written here
 */
export function createScriptDeferral(nonce) {
  let held = '';
  let loaderWritten = false;
  /** @param {string} text */
  const rewrite = (text) =>
    text.replace(SCRIPT_PRELOAD, '').replace(SCRIPT_TAG, (_tag, src) => {
      const call = inline(`__sfDefer(${JSON.stringify(src)})`, nonce);
      if (loaderWritten) return call;
      loaderWritten = true;
      return inline(LOADER_SOURCE, nonce) + call;
    });
  return {
    /** @param {string} piece */
    push(piece) {
      const text = held + piece;
      const end = safeEnd(text);
      held = text.slice(end);
      return rewrite(text.slice(0, end));
    },
    flush() {
      const rest = held;
      held = '';
      return rewrite(rest);
    },
  };
}

/**
 * A chunk given to `res.write` or `res.end` as bytes (serve.mjs's page-cache copy reads them the same way).
 * @param {unknown} chunk @param {unknown} encoding
 */
export function asBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
}

/**
 * Rewrites the scripts of an HTML response as Next writes it; anything else passes untouched. Installed
 * on top of the compression, so it reads the page as Next renders it.
 * @param {import('node:http').ServerResponse} res
 */
export function deferScripts(res) {
  const write = res.write;
  const end = res.end;
  /** @type {ReturnType<typeof createScriptDeferral> | null | undefined} undefined until the first bytes */
  let deferral;
  const decoder = new StringDecoder('utf8');
  const decide = () => {
    if (deferral !== undefined) return deferral;
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    // the rewrite changes the length: the body goes out chunked (or compressed) instead
    if (html && !res.headersSent) res.removeHeader('content-length');
    deferral =
      html && res.getHeader('content-length') === undefined
        ? createScriptDeferral(nonceOf(res.getHeader(CSP_HEADER)))
        : null;
    return deferral;
  };
  /** @type {(...args: any[]) => boolean} */
  const patchedWrite = function (chunk, ...rest) {
    const active = decide();
    if (!active || chunk === undefined || chunk === null) return write.call(res, chunk, ...rest);
    const callback = rest.find((r) => typeof r === 'function');
    const out = active.push(decoder.write(asBuffer(chunk, rest[0])));
    return callback ? write.call(res, out, 'utf8', callback) : write.call(res, out, 'utf8');
  };
  /** @type {(...args: any[]) => import('node:http').ServerResponse} */
  const patchedEnd = function (chunk, ...rest) {
    const active = decide();
    if (!active) return end.call(res, chunk, ...rest);
    const callback = [chunk, ...rest].find((r) => typeof r === 'function');
    const last =
      chunk !== undefined && chunk !== null && typeof chunk !== 'function'
        ? decoder.write(asBuffer(chunk, rest[0]))
        : '';
    const out = active.push(last + decoder.end()) + active.flush();
    return callback ? end.call(res, out, 'utf8', callback) : end.call(res, out, 'utf8');
  };
  res.write = /** @type {typeof res.write} */ (patchedWrite);
  res.end = /** @type {typeof res.end} */ (patchedEnd);
}
