import { expect, test } from '@playwright/test';
import enRfq from '../../messages/en/rfq.json';
import { fetchedCaptcha } from '../support/captcha';
import { freshEmail } from '../support/e2e-buyer';
import { DEVICES, userAgentOf, type Device } from '../support/http';
import { startNginx, type RunningNginx } from '../support/nginx';

// ARCHITECTURE.md "Page cache": the site's own page cache (server/serve.mjs) and the deploy/ nginx
// micro-cache in front of it keep signed-out visitors' catalogue pages and never a signed-in visitor's.
// Requests go through Node's fetch so that no cookie jar adds or keeps a session the test did not choose.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SITE = `http://localhost:${PORT}`;
const PAGE_VARY = ['Accept-Language', 'Cookie', 'User-Agent', 'Sec-CH-UA-Mobile'];

function get(url: string, device: Device, headers: Record<string, string> = {}) {
  return fetch(url, {
    redirect: 'manual',
    headers: { 'user-agent': userAgentOf(device), 'accept-language': 'en', ...headers },
  });
}

/** A new buyer's session cookie, as the browser would hold it after registering. */
async function signedInCookie(): Promise<string> {
  const res = await fetch(`${SITE}/api/main/blade-purchaser/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      captcha: await fetchedCaptcha(SITE),
      data: { email: freshEmail('cache'), password: 'Cache-test-1', tagCodes: [] },
    }),
  });
  expect(res.ok).toBe(true);
  const session = res.headers.getSetCookie().find((c) => c.startsWith('sf_session='));
  expect(session).toBeTruthy();
  return (session ?? '').split(';')[0] ?? '';
}

/** The nonce a page's content security policy names. */
const nonceOf = (policy: string | null) => /'nonce-([A-Za-z0-9_-]+)'/.exec(policy ?? '')?.[1];

/** The browser security headers every answer carries, the nginx recipe's own and its cache's hits too. */
function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  // nginx here listens on plain HTTP
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

/** Text rendered as an element's content (the page's messages also travel in its payload as JSON). */
const rendered = (text: string) => `>${text}<`;

/** A catalogue URL no earlier request has used, so the first answer cannot come from a cache. */
const freshCatalogueUrl = (label: string) => `/?visit=${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

for (const device of DEVICES) {
  test.describe(device, () => {
    test.describe.configure({ mode: 'serial' });

    let nginx: RunningNginx;
    test.beforeAll(async () => {
      // the OpenID provider listens one port above the site; each device class gets its own nginx
      nginx = await startNginx({ listenPort: PORT + (device === 'mobile' ? 3 : 2), upstreamPort: PORT });
    });
    test.afterAll(async () => {
      await nginx?.stop();
    });

    test.describe('the site’s own page cache', () => {
      test('renders a signed-out visitor’s catalogue page once and serves the copy after', async () => {
        const url = `${SITE}${freshCatalogueUrl('site')}`;
        const first = await get(url, device);
        expect(first.status).toBe(200);
        expect(first.headers.get('x-page-cache')).toBe('MISS');
        expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=60/);
        for (const name of PAGE_VARY) expect(first.headers.get('vary')).toContain(name);
        // sent whole, with its length, so that a shared cache in front stores a copy with a length
        expect(first.headers.get('content-length')).toMatch(/^[1-9]\d*$/);
        expect(first.headers.get('transfer-encoding')).toBeNull();
        const body = await first.text();
        const second = await get(url, device);
        expect(second.headers.get('x-page-cache')).toBe('HIT');
        // the same page, with a nonce of its own (docs/decisions/0131-content-security-policy.md)
        const nonces = [first, second].map((res) => nonceOf(res.headers.get('content-security-policy')));
        expect(nonces[0]).not.toBe(nonces[1]);
        // and the request id of its own request, not the one that rendered the copy (lib/log)
        const ids = [first, second].map((res) => res.headers.get('x-request-id'));
        for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(ids[0]).not.toBe(ids[1]);
        expect((await second.text()).replaceAll(nonces[1] ?? '', 'N')).toBe(body.replaceAll(nonces[0] ?? '', 'N'));
        // neither copy tells the proxy's internal path (/1001/en/desktop/…), nor repeats the head's stylesheets
        for (const res of [first, second]) {
          expect(res.headers.get('x-middleware-rewrite')).toBeNull();
          expect(res.headers.get('link')).toBeNull();
        }
        expect(body).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/);
      });

      test('keeps a copy per language: another Accept-Language renders its own page', async () => {
        const url = `${SITE}${freshCatalogueUrl('lang')}`;
        await get(url, device);
        const chinese = await get(url, device, { 'accept-language': 'zh-CN,zh;q=0.9' });
        expect(chinese.headers.get('x-page-cache')).toBe('MISS');
        expect(await chinese.text()).toContain('<html lang="zh"');
      });

      test('neither serves nor stores a page for a signed-in visitor', async () => {
        const cookie = await signedInCookie();
        const url = `${SITE}${freshCatalogueUrl('signed-in')}`;
        await get(url, device);
        expect((await get(url, device)).headers.get('x-page-cache')).toBe('HIT');
        for (let i = 0; i < 2; i += 1) {
          const signedIn = await get(url, device, { cookie });
          expect(signedIn.headers.get('x-page-cache')).toBe('BYPASS');
          expect(signedIn.headers.get('cache-control')).toMatch(/^private, no-cache, no-store/);
        }
        const own = await get(`${SITE}/rfq/manage`, device, { cookie });
        expect(own.status).toBe(200);
        expect(own.headers.get('x-page-cache')).toBe('BYPASS');
        expect(await own.text()).toContain(rendered(enRfq.postNew));
      });
    });

    test.describe('the deploy/ nginx micro-cache', () => {
      test('serves a signed-out visitor’s catalogue page from its cache', async () => {
        const url = `${nginx.origin}${freshCatalogueUrl('nginx')}`;
        const first = await get(url, device, { 'accept-encoding': 'gzip' });
        expect(first.status).toBe(200);
        expect(first.headers.get('x-cache-status')).toBe('MISS');
        expect(first.headers.get('content-encoding')).toBe('gzip');
        const body = await first.text();
        const second = await get(url, device, { 'accept-encoding': 'gzip' });
        expect(second.headers.get('x-cache-status')).toBe('HIT');
        // a hit from a copy with a length goes out with it: not chunked, which costs nginx more on every hit
        expect(second.headers.get('content-length')).toBe(first.headers.get('content-length'));
        expect(second.headers.get('transfer-encoding')).toBeNull();
        // a hit repeats its copy whole: the nonce too, for the page's window (the decision record says why)
        expect(await second.text()).toBe(body);
        for (const res of [first, second]) expectSecurityHeaders(res);
        expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
        // each answer names nginx's id of its own request, a hit too (lib/log)
        const ids = [first, second].map((res) => res.headers.get('x-request-id'));
        for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
        expect(ids[0]).not.toBe(ids[1]);
        for (const name of PAGE_VARY) expect(second.headers.get('vary')).toContain(name);
        // another device class is another page, never the cached one
        const otherDevice = await get(url, device, {
          cookie: `device=${device === 'mobile' ? 'desktop' : 'mobile'}`,
        });
        expect(otherDevice.headers.get('x-cache-status')).toBe('MISS');
      });

      test('adds the security headers to its own answers too: a 502 while the site is down', async () => {
        // another nginx of the recipe, in front of a port where nothing listens
        const mobile = device === 'mobile';
        const down = await startNginx({ listenPort: PORT + (mobile ? 5 : 4), upstreamPort: PORT + 6 });
        try {
          const res = await get(`${down.origin}/`, device);
          expect(res.status).toBe(502);
          expect(res.headers.get('x-content-type-options')).toBe('nosniff');
          expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
          expect(res.headers.get('x-frame-options')).toBe('DENY');
        } finally {
          await down.stop();
        }
      });

      test('never serves a signed-in visitor from its cache, nor keeps their page', async () => {
        const cookie = await signedInCookie();
        const url = `${nginx.origin}${freshCatalogueUrl('nginx-signed-in')}`;
        await get(url, device);
        expect((await get(url, device)).headers.get('x-cache-status')).toBe('HIT');
        const signedInCatalogue = await get(url, device, { cookie });
        expect(signedInCatalogue.status).toBe(200);
        expect(signedInCatalogue.headers.get('x-cache-status')).toBe('BYPASS');

        const account = `${nginx.origin}/rfq/manage`;
        for (let i = 0; i < 2; i += 1) {
          const own = await get(account, device, { cookie });
          expect(own.status).toBe(200);
          expect(own.headers.get('x-cache-status')).toBe('BYPASS');
          expect(await own.text()).toContain(rendered(enRfq.postNew));
        }
        // a signed-out visitor of the same URL is sent to sign in, not shown the buyer's page
        const anonymous = await get(account, device);
        expect(anonymous.headers.get('x-cache-status')).not.toBe('HIT');
        const anonymousPage = await anonymous.text();
        expect(anonymousPage).toContain('/login?redirect=%2Frfq%2Fmanage');
        expect(anonymousPage).not.toContain(rendered(enRfq.postNew));
      });
    });
  });
}
