import { expect, test } from '@playwright/test';
import { within } from '@testing-library/dom';
import enCommon from '../../messages/en/common.json';
import trHome from '../../messages/tr/home.json';
import { DEVICES, firstOf, getPage, textOf, userAgentOf } from '../support/http';

// The shell's routing and headers as a client without a browser sees them, for both device classes
// (the proxy tells them apart by the User-Agent). The shell drawn in a browser: tests/e2e/shell.spec.ts.

test.describe('device class', () => {
  for (const device of DEVICES) {
    test(`${device}: renders the shell of the device at the same URL`, async ({ request }) => {
      const { response, document, screen } = await getPage(request, '/', { device });
      expect(response.status()).toBe(200);
      expect(document.documentElement.getAttribute('data-device')).toBe(device);
      const own = device === 'mobile' ? enCommon.sections : enCommon.primaryNavigation;
      const other = device === 'mobile' ? enCommon.primaryNavigation : enCommon.sections;
      expect(screen.getByRole('navigation', { name: own })).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: other })).toBeNull();
    });
  }

  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('asks for the mobile client hint and says what pages and redirects vary by', async ({ request }) => {
        const page = await request.get('/');
        expect(page.headers()['accept-ch']).toBe('Sec-CH-UA-Mobile');
        const redirect = await request.get('/no/such/page', { maxRedirects: 0 });
        for (const response of [page, redirect]) {
          const vary = response.headers()['vary'] ?? '';
          for (const header of ['Accept-Language', 'Cookie', 'User-Agent', 'Sec-CH-UA-Mobile'])
            expect(vary).toContain(header);
        }
      });
    });
  }
});

test.describe('routing rules (spec §2)', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('answers 404 for the internal segments', async ({ request }) => {
        expect((await request.get('/1001/en/desktop')).status()).toBe(404);
        expect((await request.get('/1001/en/mobile/')).status()).toBe(404);
      });
      test('redirects unknown paths to the deploy path', async ({ request }) => {
        const root = await request.get('/no/such/page', { maxRedirects: 0 });
        expect(root.status()).toBe(307);
        expect(root.headers()['location']).toBe('/');
        const tr = await request.get('/tr/no/such/page', { maxRedirects: 0 });
        expect(tr.headers()['location']).toBe('/tr');
      });
      test('redirects the old product and supplier links permanently to the .html form', async ({ request }) => {
        const product = await request.get('/product/Steel-Pot_12', { maxRedirects: 0 });
        expect(product.status()).toBe(308);
        expect(product.headers()['location']).toBe('/Steel-Pot_12.html');
        const supplier = await request.get('/supplier/Hengda_3', { maxRedirects: 0 });
        expect(supplier.headers()['location']).toBe('/supplier/Hengda_3.html');
      });
      test('sends desktop visitors of a mobile-only route where the spec says', async ({ request }) => {
        const response = await request.get('/categoriesT2/2', { maxRedirects: 0 });
        if (device === 'mobile') {
          expect(response.status()).toBe(200); // offered on mobile: the industry's level-2 list
        } else {
          expect(response.status()).toBe(307);
          expect(response.headers()['location']).toBe('/categories');
        }
      });
    });
  }
});

test.describe('sites and languages', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('writes the language links once, with the query, in the page as it arrives', async ({ request }) => {
        // no copy for a fallback, and no part of the page held back for React's reveal script
        const html = await (await request.get('/search/product?keyword=lamp&lang=en')).text();
        expect(html.match(/hrefLang="de" lang="de"/g)).toHaveLength(1);
        expect(html).toContain('href="/search/product?keyword=lamp&amp;lang=de"');
        expect(html).not.toMatch(/<template id="B:|\$RC\(/);
      });
    });
  }
});

test.describe('page head', () => {
  for (const device of DEVICES) {
    test(`${device}: carries title, description, keywords, theme colour, canonical and one alternate per language`, async ({
      request,
      baseURL,
    }) => {
      const host = new URL(baseURL ?? 'http://localhost').host;
      const { response, document } = await getPage(request, '/tr?lang=en', { device });
      expect(response.status()).toBe(200);
      const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
      expect(document.title).toMatch(/Sourcefair/);
      expect(attribute('meta[name="description"]', 'content')).toMatch(/.{20,}/);
      expect(attribute('meta[name="keywords"]', 'content')).toMatch(/.{10,}/);
      expect(attribute('meta[name="theme-color"]', 'content')).toMatch(/^#[0-9a-f]{6}$/i);
      expect(attribute('link[rel="canonical"]', 'href')).toBe(`http://${host}/tr?lang=en`);
      // tr, en and x-default
      expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(3);
      expect(attribute('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(`http://${host}/tr`);
    });
  }
});

test.describe('sites and languages: a country site', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test("serves a country site under its prefix in the site's language", async ({ request }) => {
        // a browser asking for German: the country site's own language wins
        const { response, document, screen } = await getPage(request, '/tr', {
          device,
          headers: { 'accept-language': 'de-DE,de;q=0.9' },
          maxRedirects: 5,
        });
        expect(response.status()).toBe(200);
        expect(document.documentElement.getAttribute('lang')).toBe('tr');
        // a country site greets buyers of its country (spec §2 home variants)
        const country = new Intl.DisplayNames(['tr'], { type: 'region' }).of('TR') ?? 'TR';
        expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(
          trHome.heroTitleCountry.replace('{country}', country),
        );
        // and lists the suppliers selling to its region (Middle East, Eastern Europe), not only those based there
        const suppliers = screen.getByRole('region', {
          name: trHome.suppliersHeadingCountry.replace('{country}', country),
        });
        const listed = within(suppliers).getAllByRole('listitem');
        expect(listed).toHaveLength(8);
        expect(textOf(suppliers)).not.toContain(trHome.emptySuppliers);
        // each one's country named in Turkish ("Shenzhen, Çin"), not by its code
        const china = new Intl.DisplayNames(['tr'], { type: 'region' }).of('CN') ?? 'CN';
        expect(textOf(firstOf(listed))).toContain(`, ${china} · `);
      });
    });
  }
});
