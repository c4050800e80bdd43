import { expect, test } from '@playwright/test';
import { encodeTransfer } from '@/lib/links/outbound';
import { DEVICES, getPage, hrefOf, textOf, userAgentOf } from '../support/http';

// spec §2 /link/{transfer}, spec §7 outbound links (lib/links/outbound.ts): the transfer page says where a
// link out of the site leads and goes on only to the product's own domains or an allowed partner
// (tests/support/server-env.ts allows partner.example); anything else is the not-found page.

const link = (destination: string, query = '?lang=en') => `/link/${encodeTransfer(destination)}${query}`;
/** A host name as the page writes it in a sentence: isolated left to right (U+2066 ... U+2069). */
const ltr = (host: string) => `\u2066${host}\u2069`;

test.describe('outbound link transfer', { tag: '@route:link' }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('names an own site before the visitor goes, in the page’s language, kept an hour for everyone', async ({
        request,
      }) => {
        const path = link('https://global.sourcefair.com/expo?from=home');
        const { response, screen, document } = await getPage(request, path, { device });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Going to ${ltr('www.sourcefair.com')}`);
        expect(document.title).toContain(`Going to ${ltr('www.sourcefair.com')}`);
        expect(textOf(screen.getByRole('main'))).toContain('another Sourcefair site, in your language');
        const onward = screen.getByRole('link', { name: `Continue to ${ltr('www.sourcefair.com')}` });
        // spec §7: a host named global goes to www, and the product's own domains get the language
        expect(hrefOf(onward)).toBe('https://www.sourcefair.com/expo?from=home&lang=en');
        expect(onward.getAttribute('rel')).toBeNull();
        expect(hrefOf(screen.getByRole('link', { name: 'Back to the home page' }))).toBe('/');
        // not a page of the site: no search engine lists it
        expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
        expect(document.querySelector('link[rel="canonical"]')).toBeNull();
        // spec §9: cached for an hour, shared by every signed-out visitor (a `?lang=` choice sets a cookie,
        // so the address without one is the shared copy)
        const shared = link('https://global.sourcefair.com/expo?from=home', '');
        expect((await request.get(shared)).headers()['cache-control']).toContain('s-maxage=3600');
        expect((await request.get(shared)).headers()['x-page-cache']).toBe('HIT');

        const german = await getPage(request, link('https://www.sourcefair.com/', '?lang=de'), { device });
        expect(hrefOf(german.screen.getByRole('link', { name: `Weiter zu ${ltr('www.sourcefair.com')}` }))).toBe(
          'https://www.sourcefair.com/?lang=de',
        );
      });

      test('warns before an allowed partner’s site and tells it nothing of the page left', async ({ request }) => {
        const { response, screen } = await getPage(request, link('https://shop.partner.example/p?id=3'), { device });
        expect(response.status()).toBe(200);
        expect(textOf(screen.getByRole('main'))).toContain(
          `This link opens ${ltr('shop.partner.example')}, a site that is not part of Sourcefair.`,
        );
        const onward = screen.getByRole('link', { name: `Continue to ${ltr('shop.partner.example')}` });
        expect(hrefOf(onward)).toBe('https://shop.partner.example/p?id=3');
        expect(onward.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      });

      test('answers 404 for any other destination and never redirects off the site', async ({ request }) => {
        for (const path of [
          link('https://evil.example/'),
          link('https://sourcefair.com.evil.example/'),
          link('https://sourcefair.com@evil.example/'),
          link('javascript:alert(1)'),
        ]) {
          const { response, document } = await getPage(request, path, { device });
          expect(response.status(), path).toBe(404);
          expect(response.headers()['location'], path).toBeUndefined();
          expect(document.querySelector('a[href*="evil"]'), path).toBeNull();
        }
        // a transfer outside the route's rule (not base64url, too long) is no link route at all: it goes
        // where any unknown path goes, the home page
        for (const path of ['/link/not-base64url!?lang=en', `/link/${'A'.repeat(2100)}?lang=en`]) {
          const response = await request.get(path, { maxRedirects: 0 });
          expect(response.status(), path.slice(0, 30)).toBe(307);
          expect(response.headers()['location'], path.slice(0, 30)).toBe('/?lang=en');
        }
      });
    });
  }
});
