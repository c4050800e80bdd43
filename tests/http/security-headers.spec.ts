import { expect, test, type APIResponse } from '@playwright/test';
import { DEVICES, deviceHeaders } from '../support/http';

// docs/decisions/0131-content-security-policy.md: the browser security headers on every kind of answer the
// production server gives (pages, page-cache hits, API answers, Next's files, redirects, not-found pages).
// Status and headers only, through the request fixture.

const nonceIn = (policy: string | undefined) => /'nonce-([A-Za-z0-9_-]+)'/.exec(policy ?? '')?.[1];

function expectBaseHeaders(res: APIResponse) {
  const headers = res.headers();
  expect(headers['x-content-type-options'], res.url()).toBe('nosniff');
  expect(headers['referrer-policy'], res.url()).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], res.url()).toBe('DENY');
  // every answer, a page or not, refuses to be framed (ASVS 5.0 3.4.6)
  expect(headers['content-security-policy'], res.url()).toContain("frame-ancestors 'none'");
  // the suite's server is reached over plain HTTP, with no proxy in front
  expect(headers['strict-transport-security'], res.url()).toBeUndefined();
}

async function expectNoncedPage(res: APIResponse) {
  expect(res.status()).toBe(200);
  expectBaseHeaders(res);
  const policy = res.headers()['content-security-policy'];
  expect(policy).toContain("frame-ancestors 'none'");
  const nonce = nonceIn(policy);
  expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
  const executable = scripts.filter((attributes) => !attributes.includes('application/ld+json'));
  expect(executable.length).toBeGreaterThan(0);
  for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
  // Next's own script tags, each with the page's nonce
  const built = scripts.filter((attributes) => /src="\/_next\/static\/[^"]+\.js"/.test(attributes));
  expect(built.length).toBeGreaterThan(0);
}

test.describe('browser security headers', () => {
  for (const device of DEVICES) {
    test(`${device}: a page: a policy with a nonce of its own, no framing, on every script`, async ({ request }) => {
      await expectNoncedPage(await request.get('/search/product?keyword=lamp', { headers: deviceHeaders(device) }));
    });
  }

  test('two answers from one page-cache copy carry different nonces, each its own in header and page', async ({
    request,
  }) => {
    const url = `/?visit=nonce-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const first = await request.get(url);
    const second = await request.get(url);
    expect(first.headers()['x-page-cache']).toBe('MISS');
    expect(second.headers()['x-page-cache']).toBe('HIT');
    const answers = [];
    for (const res of [first, second]) {
      expectBaseHeaders(res);
      const nonce = nonceIn(res.headers()['content-security-policy']);
      const html = await res.text();
      const used = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
      expect(used).toEqual(new Set([nonce]));
      answers.push({ nonce: nonce ?? '', html });
    }
    const [a, b] = answers;
    expect(a?.nonce).not.toBe(b?.nonce);
    // the same page otherwise
    expect(b?.html.replaceAll(b.nonce, 'N')).toBe(a?.html.replaceAll(a.nonce, 'N'));
  });

  test("a client's own policy header never chooses the page's nonce", async ({ request }) => {
    const chosen = 'AAAAAAAAAAAAAAAAAAAAAA';
    const res = await request.get('/search/product?keyword=steel', {
      headers: { 'content-security-policy': `script-src 'nonce-${chosen}'` },
    });
    expect(nonceIn(res.headers()['content-security-policy'])).not.toBe(chosen);
    expect(await res.text()).not.toContain(chosen);
  });

  test('API answers, Next files, redirects and not-found pages carry them too', async ({ request }) => {
    const home = await request.get('/');
    const asset = /\/_next\/static\/[^"]+\.(?:css|js)/.exec(await home.text())?.[0];
    expect(asset).toBeTruthy();
    const answers = [
      await request.get('/api/health/live'),
      await request.post('/api/main/behavior/event.json', { data: {} }),
      await request.get(asset ?? ''),
      await request.get('/media/gen/product/1-0.svg'),
      await request.get('/no/such/page', { maxRedirects: 0 }),
      await request.get('/no-such-product_99999999.html'),
      await request.get('/api/no-such-route'),
    ];
    expect(answers.map((a) => a.status())).toEqual([200, 400, 200, 200, 307, 404, 404]);
    for (const res of answers) expectBaseHeaders(res);
    // what is not a page runs nothing and is framed by nothing
    for (const res of [answers[0], answers[1], answers[4]]) {
      expect(res?.headers()['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
    }
  });

  test("no HSTS for a client's own X-Forwarded-Proto without a trusted proxy", async ({ request }) => {
    const res = await request.get('/api/health/live', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers()['strict-transport-security']).toBeUndefined();
  });
});
