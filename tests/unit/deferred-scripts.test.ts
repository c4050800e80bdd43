import { createServer, request, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import compression from 'next/dist/compiled/compression/index.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createScriptDeferral, deferScripts, LOADER_SCRIPT } from '../../server/deferred-scripts.mjs';

// The head and body of a page as Next 16 writes them (shortened): preinit scripts, the bootstrap script's
// preload and tag, the legacy polyfill, and the inline RSC payload.
const PAGE =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/0qitr0lljwnr7.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/2adco50t-kt9r.js"/>' +
  '<script src="/_next/static/chunks/20n_drg1zb0_1.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>' +
  '<title>مصباح حائط خارجي | Sourcefair</title>' +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head>' +
  '<body><h1>مصباح حائط خارجي بمستشعر حركة</h1><p>Preis: 2,80 €</p>' +
  '<script src="/_next/static/chunks/2adco50t-kt9r.js" async=""></script>' +
  '<script>self.__next_f.push([1,"0:{\\"P\\":null,\\"c\\":[\\"\\u003cscript\\"]}"])</script></body></html>';

const EXPECTED =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/0qitr0lljwnr7.css" data-precedence="next"/>' +
  LOADER_SCRIPT +
  '<script>__sfDefer("/_next/static/chunks/20n_drg1zb0_1.js")</script>' +
  '<script>__sfDefer("/_next/static/chunks/turbopack-077hmtqrhcoji.js")</script>' +
  '<title>مصباح حائط خارجي | Sourcefair</title>' +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head>' +
  '<body><h1>مصباح حائط خارجي بمستشعر حركة</h1><p>Preis: 2,80 €</p>' +
  '<script>__sfDefer("/_next/static/chunks/2adco50t-kt9r.js")</script>' +
  '<script>self.__next_f.push([1,"0:{\\"P\\":null,\\"c\\":[\\"\\u003cscript\\"]}"])</script></body></html>';

function rewriteInPieces(pieces: string[]): string {
  const deferral = createScriptDeferral();
  return pieces.map((piece) => deferral.push(piece)).join('') + deferral.flush();
}

describe('the page scripts rewrite (server/deferred-scripts.mjs)', () => {
  it("hands each of Next's scripts to the loader, written once before the first, and drops their preload", () => {
    expect(rewriteInPieces([PAGE])).toBe(EXPECTED);
  });

  it('gives the same page however the stream cuts it', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: PAGE.length - 1 }), { maxLength: 12 }), (cuts) => {
        const points = [0, ...[...cuts].sort((a, b) => a - b), PAGE.length];
        const pieces = points.slice(1).map((end, i) => PAGE.slice(points[i], end));
        expect(rewriteInPieces(pieces)).toBe(EXPECTED);
      }),
      { numRuns: 300 },
    );
    // every single cut, the tags' own characters included
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      expect(rewriteInPieces([PAGE.slice(0, cut), PAGE.slice(cut)])).toBe(EXPECTED);
    }
  });

  it('leaves a document without the build’s scripts as it is', () => {
    const other = '<html><head><script src="https://example.com/x.js" async=""></script></head><body>x</body></html>';
    expect(rewriteInPieces([other])).toBe(other);
  });
});

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server answering as `write(res)` does, with the rewrite (and compression when asked) on top. */
async function serve(write: (res: ServerResponse) => void, compress = false): Promise<number> {
  const middleware = compression();
  const server = createServer((req, res) => {
    if (compress) middleware(req, res, () => undefined);
    deferScripts(res);
    write(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return (server.address() as AddressInfo).port;
}

function get(port: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('deferScripts on a response', () => {
  it('rewrites an HTML page written in pieces, split inside a character, and drops its stale length', async () => {
    const bytes = Buffer.from(PAGE);
    const port = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', String(bytes.length));
      // cut inside a tag and inside the two bytes of an Arabic letter
      const arabic = bytes.indexOf(Buffer.from('مصباح')) + 1;
      res.write(bytes.subarray(0, 150));
      res.write(bytes.subarray(150, arabic));
      res.end(bytes.subarray(arabic));
    });
    const answer = await get(port);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(EXPECTED);
  });

  it('is what the compression compresses', async () => {
    const port = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(PAGE);
    }, true);
    const answer = await get(port, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(EXPECTED);
  });

  it('passes other responses through untouched, their length kept', async () => {
    const json = JSON.stringify({ html: PAGE });
    const port = await serve((res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('content-length', String(Buffer.byteLength(json)));
      res.end(json);
    });
    const answer = await get(port);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(json)));
    expect(answer.body.toString('utf8')).toBe(json);
  });
});
