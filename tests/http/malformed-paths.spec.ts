import { expect, test } from '@playwright/test';
import { DEVICES, userAgentOf } from '../support/http';

// Paths whose percent-encoding does not decode: Next could not read them into a page's parameters and
// answered 500 (96 of 4,309 odd paths in a probe). Pages get the site's not-found page from the proxy
// (lib/proxy/route-request.ts); the paths the proxy does not see get 400 from server/serve.mjs.
const PAGE_PATHS = [
  '/category/%ZZ.html',
  '/category/%FF.html',
  '/product/%ZZ.html',
  '/supplier/%ZZ.html',
  '/x%ZZ1.html',
  '/aggregate/%ZZ.html',
  '/categories/%ZZ',
  '/category/a%ED%A0%80.html',
  '/%',
  '/%C0%AF',
  '/%FF',
];
const OTHER_PATHS = [
  '/api/main/%ZZ',
  '/api/main/a%FF.json',
  '/api/%ZZ/x',
  '/api/cdn/%ZZ',
  '/api/uploads/%ZZ',
  '/api/health/%ZZ',
  '/media/gen/%ZZ.svg',
  '/sitemaps/%ZZ.xml',
  '/_next/static/%ZZ',
];

test.describe('paths whose percent-encoding does not decode', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      for (const path of PAGE_PATHS) {
        test(`page ${path} answers 404`, async ({ request }) => {
          const response = await request.get(path, { maxRedirects: 0 });
          expect(response.status()).toBe(404);
        });
      }

      for (const path of OTHER_PATHS) {
        test(`${path} answers 400`, async ({ request }) => {
          const response = await request.get(path, { maxRedirects: 0 });
          expect(response.status()).toBe(400);
          expect(response.headers()['cache-control']).toBe('no-store');
        });
      }

      test('still serves a page whose name is percent-encoded UTF-8', async ({ request }) => {
        const response = await request.get('/category/%E7%81%AF-12.html', { maxRedirects: 0 });
        expect(response.status()).toBeLessThan(400);
      });
    });
  }
});
