import { expect, test } from '@playwright/test';
import { within } from '@testing-library/dom';
import home from '../../messages/en/home.json';
import orders from '../../messages/en/orders.json';
import supplier from '../../messages/en/supplier.json';
import { registerBuyer } from '../support/demo-accounts';
import { DEVICES, deviceRequest, getPage, hrefOf, textOf, userAgentOf } from '../support/http';

// spec §2 /startOrder/{productId} and /frontpage as served (decision 0161), in both layouts; sending an
// order and the supplier's list: tests/e2e/orders.spec.ts.

/** A product of the home page's new arrivals: its id. */
async function someProductId(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const { screen } = await getPage(request, '/?lang=en');
  const link = within(screen.getByRole('region', { name: 'New arrivals' })).getAllByRole('link')[0];
  const id = Number(/_(\d+)\.html$/.exec(hrefOf(link))?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

test.describe('orders and the foreign-trade page', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('a product page offers samples; the order page names the product and is not indexed @route:startOrder', async ({
        request,
      }) => {
        const id = await someProductId(request);
        const product = await getPage(request, `/product/${id}?lang=en`, { device, maxRedirects: 5 });
        expect(hrefOf(product.screen.getByRole('link', { name: orders.startOrder }))).toBe(`/startOrder/${id}`);

        const { response, screen, document } = await getPage(request, `/startOrder/${id}?lang=en`, { device });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(orders.pageTitle);
        expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
        const form = screen.getByRole('form', { name: orders.pageTitle });
        expect(within(form).getByRole('radio', { name: new RegExp(`^${orders.kind.sample}`) })).toBeTruthy();
        expect(within(form).getByLabelText(orders.countryLabel)).toBeTruthy();
        expect(form.querySelector('fieldset')?.hasAttribute('disabled')).toBe(true);

        for (const path of ['/startOrder/999999999?lang=en', '/startOrder/0?lang=en']) {
          expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
        }
      });

      test('the foreign-trade page links each service, is kept an hour and is linked from about us @route:frontpage', async ({
        request,
      }) => {
        const { response, screen, document } = await getPage(request, '/frontpage?lang=en', { device });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(home.frontpage.title);
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/frontpage$/);
        const services = within(screen.getByRole('region', { name: home.frontpage.servicesTitle }));
        expect(hrefOf(services.getByRole('link', { name: home.frontpage.service.quote.action }))).toBe('/rfq');
        expect(hrefOf(services.getByRole('link', { name: home.frontpage.service.risk.action }))).toBe('/trafficLight');
        const figures = within(screen.getByRole('region', { name: home.frontpage.figures })).getAllByRole('listitem');
        expect(textOf(figures[2])).toMatch(/^[1-9]\d* sourcing markets$/);
        expect((await request.get('/frontpage')).headers()['cache-control']).toContain('s-maxage=3600');
        const about = await getPage(request, '/about-us.html?lang=en', { device });
        expect(hrefOf(about.screen.getByRole('link', { name: home.frontpage.title }))).toBe('/frontpage');
      });

      test('a buyer’s order request is listed in the supplier’s workspace, for that supplier only @route:supplierOrders', async ({
        request,
        baseURL,
      }) => {
        const signedOut = await request.get('/workspace/orders?lang=en', { maxRedirects: 0 });
        expect(signedOut.status()).toBe(307);
        expect(signedOut.headers()['location']).toMatch(/\/supplier-login/);

        // a product of the demo supplier (the first supplier), ordered by a new buyer in a browser of its own
        const page = await getPage(request, '/supplier/x_1.html?lang=en', { device, maxRedirects: 5 });
        const products = within(page.screen.getByRole('region', { name: supplier.productsHeading }));
        const productId = Number(/_(\d+)\.html$/.exec(hrefOf(products.getAllByRole('link')[0]))?.[1]);
        const buyer = await deviceRequest(baseURL, device);
        const seller = await deviceRequest(baseURL, device);
        try {
          await registerBuyer(buyer, 'order');
          const sent = await buyer.post('/api/main/blade-purchaser/order/submitOrder', {
            data: {
              lang: 'en',
              data: {
                goodId: productId,
                kind: 'trial',
                quantity: 250,
                unitCode: 'piece',
                countryCode: 'MX',
                city: 'León',
              },
            },
          });
          const { reference } = ((await sent.json()) as { data: { reference: string } }).data;
          expect(reference).toMatch(/^SO-/);
          await seller.post('/api/supplier/account/login.json', {
            data: { lang: 'en', data: { login: 'supplier@demo.sourcefair.test', password: 'demo-supplier-1' } },
          });
          const list = await getPage(seller, '/workspace/orders?lang=en', { device });
          expect(list.screen.getByRole('heading', { level: 1 }).textContent).toBe(orders.workspaceTitle);
          const entry = list.screen.getByText(reference).closest('article');
          expect(textOf(entry)).toMatch(/A trial order: 250 pieces/i);
          expect(textOf(entry)).toContain('Deliver to León, Mexico');
        } finally {
          await buyer.dispose();
          await seller.dispose();
        }
      });
    });
  }
});
