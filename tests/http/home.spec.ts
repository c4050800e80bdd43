import { expect, test } from '@playwright/test';
import { within } from '@testing-library/dom';
import deHome from '../../messages/de/home.json';
import enHome from '../../messages/en/home.json';
import zhHome from '../../messages/zh/home.json';
import { initialsOf } from '../../lib/format/initials';
import { DEVICES, deviceRequest, getPage, userAgentOf, textOf } from '../support/http';

// What the production server serves besides pages: health checks, generated images, public/ files.

test.describe('service endpoints', () => {
  test('reports liveness and readiness', async ({ request }) => {
    const live = await request.get('/api/health/live');
    expect(live.status()).toBe(200);
    const ready = await request.get('/api/health/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'up' } });
  });
  test('serves generated images and refuses unknown names', async ({ request }) => {
    const svg = await request.get('/media/gen/product/1-0.svg');
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    expect(svg.headers()['cache-control']).toContain('immutable');
    expect((await request.get('/media/gen/product/abc.svg')).status()).toBe(404);
    expect((await request.get('/media/gen/secret/1.svg')).status()).toBe(404);
  });
  test('serves files from public/ untouched by the language rewrite', async ({ request }) => {
    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });
});

// The home page as served, for both device classes (the proxy tells them apart by the User-Agent). What
// needs a browser (images loaded, the grid laid out, the keyboard): tests/e2e/home.spec.ts.

test.describe('home page of the default site', { tag: '@route:home' }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('shows the seeded catalogue from the database', async ({ request }) => {
        const { screen } = await getPage(request, '/', { device });
        expect(
          screen.getByRole('heading', { level: 1, name: 'Source products from suppliers worldwide' }),
        ).toBeTruthy();
        expect(screen.getByText(/^[\d,]+ products from 40 suppliers$/)).toBeTruthy();
        const arrivals = within(screen.getByRole('region', { name: 'New arrivals' })).getAllByRole('article');
        expect(arrivals).toHaveLength(12);
        const first = within(arrivals[0]!);
        expect(first.getByText(/^US\$[\d,]+\.\d\d/)).toBeTruthy();
        expect(first.getByText(/^Min\. order: [\d,]+\s/)).toBeTruthy();
        expect(within(screen.getByRole('region', { name: 'Industries' })).getAllByRole('listitem')).toHaveLength(10);
        const exhibitions = screen.getByRole('region', { name: 'Upcoming exhibitions' });
        expect(within(exhibitions).getAllByRole('listitem')[0]).toBeTruthy();
      });
    });
  }
});

test.describe('language', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('follows ?lang= and keeps the choice for the next visit', async ({ baseURL }) => {
        // a browser of its own: the choice is kept in its cookie jar
        const browser = await deviceRequest(baseURL, device);
        try {
          const chosen = await getPage(browser, '/?lang=ar', { device });
          expect(chosen.document.documentElement.getAttribute('lang')).toBe('ar');
          expect(chosen.document.documentElement.getAttribute('dir')).toBe('rtl');
          expect(textOf(chosen.screen.getByRole('heading', { level: 1 }))).not.toBe(enHome.heroTitle);
          const next = await getPage(browser, '/', { device });
          expect(next.document.documentElement.getAttribute('lang')).toBe('ar');
        } finally {
          await browser.dispose();
        }
      });

      test('follows the browser language when nothing was chosen', async ({ request }) => {
        const { document, screen } = await getPage(request, '/', {
          device,
          headers: { 'accept-language': 'de-DE,de;q=0.9' },
        });
        expect(document.documentElement.getAttribute('lang')).toBe('de');
        expect(document.documentElement.getAttribute('dir')).toBe('ltr');
        expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe(deHome.heroTitle);
      });

      test('shows product names in Chinese for Chinese readers', async ({ request }) => {
        const { screen } = await getPage(request, '/?lang=zh', { device });
        const arrivals = screen.getByRole('region', { name: zhHome.newArrivalsHeading });
        expect(textOf(within(arrivals).getAllByRole('heading', { level: 3 })[0])).toMatch(/[\u4e00-\u9fff]/);
      });
    });
  }
});

test.describe('generated supplier logos', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test("draws a supplier's initials on its generated logo", async ({ request }) => {
        const { screen } = await getPage(request, '/supplier/1.html?lang=en', { device });
        const name = screen.getByRole('heading', { level: 1 }).textContent?.trim() ?? '';
        expect(initialsOf(name)).toMatch(/^\S{1,2}$/);
        const logo = await request.get('/media/gen/logo/1.svg');
        expect(await logo.text()).toContain(`>${initialsOf(name)}</text>`);
      });
    });
  }
});
