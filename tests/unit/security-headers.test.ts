import { gunzipSync, gzipSync } from 'node:zlib';
import { refreshNonce, storedHeaders } from '@/server/page-cache.mjs';
import { isHttps, newNonce, nonceOf, pagePolicy } from '@/server/security-headers.mjs';

// docs/decisions/0131-content-security-policy.md: a page's policy names a nonce of its own, Next and the
// script rewrite put it on the page's scripts, and a page-cache copy gets a fresh one on every answer.

/** A page as Next 16.4 writes it with a nonce (shortened): a preinit script, its preload, the inline payload. */
const page = (nonce: string) =>
  '<!DOCTYPE html><html><head>' +
  `<link rel="preload" as="script" fetchPriority="low" nonce="${nonce}" href="/_next/static/chunks/a.js"/>` +
  `<script src="/_next/static/chunks/b.js" async="" nonce="${nonce}"></script>` +
  `<script src="/_next/static/chunks/a.js" nonce="${nonce}" async=""></script></head><body><h1>Lamp</h1>` +
  `<script nonce="${nonce}">self.__next_f.push([1,"x"])</script></body></html>`;

describe('nonces (server/security-headers.mjs)', () => {
  it('are 22 characters of base64url, and never the same twice', () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it("are what a page's policy names, and the policy refuses framing", () => {
    const nonce = newNonce();
    const policy = pagePolicy(nonce);
    expect(nonceOf(policy)).toBe(nonce);
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    expect(policy).toContain("frame-ancestors 'none'");
    // ASVS 5.0 3.4.3's minimum
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });
});

describe("a page-cache copy's nonce (server/page-cache.mjs refreshNonce)", () => {
  const stored = newNonce();
  const headers = storedHeaders({
    'content-type': 'text/html; charset=utf-8',
    'content-encoding': 'gzip',
    'content-security-policy': pagePolicy(stored),
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
  });

  it('is replaced by a fresh one in the policy and on every script of the compressed bytes', () => {
    const body = gzipSync(page(stored));
    const fresh = newNonce();
    const answer = refreshNonce({ headers, body }, fresh);
    expect(answer.headers['content-security-policy']).toBe(pagePolicy(fresh));
    const html = gunzipSync(answer.body).toString('utf8');
    expect(html).toBe(page(fresh));
    expect(html).not.toContain(stored);
    // the stored copy is left as it was for the next answer
    expect(gunzipSync(body).toString('utf8')).toBe(page(stored));
  });

  it('leaves a copy without a nonce as it is, and never stores HSTS (each answer decides its own)', () => {
    const plain = { headers: { 'content-type': 'text/html' }, body: Buffer.from('<p>x</p>') };
    expect(refreshNonce(plain, newNonce())).toBe(plain);
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HTTPS behind a proxy (isHttps)', () => {
  it('believes X-Forwarded-Proto only from a trusted proxy hop, the entry that many places from the right', () => {
    expect(isHttps('https', 0)).toBe(false);
    expect(isHttps(undefined, 1)).toBe(false);
    expect(isHttps('https', 1)).toBe(true);
    expect(isHttps('http', 1)).toBe(false);
    expect(isHttps('https, http', 1)).toBe(false);
    expect(isHttps('http, https', 1)).toBe(true);
    expect(isHttps('https, http', 2)).toBe(true);
  });
});
