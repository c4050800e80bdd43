import { expect, test } from '@playwright/test';
import { within } from '@testing-library/dom';
import enquiry from '../../messages/en/enquiry.json';
import { DEVICES, firstOf, getPage, hrefOf, userAgentOf } from '../support/http';

// The enquiry pages' links and addresses as served, signed out, for both device classes. Sending an
// enquiry, the cart's enquiry and the supplier reading them: tests/e2e/enquiries.spec.ts.

test.describe('enquiries', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test("links the supplier page's enquiry to the supplier's form @route:enquiry", async ({ request }) => {
        // the demo supplier (the first supplier)
        const { screen } = await getPage(request, '/supplier/x_1.html?lang=en', { device, maxRedirects: 5 });
        expect(hrefOf(screen.getByRole('link', { name: enquiry.sendEnquiry }))).toMatch(
          /^\/enquiry\/[^/]*_1\?type=supplier$/,
        );
      });

      test('keeps one address per auto-login form: another slug redirects permanently @route:enquiryAutoLogin', async ({
        request,
      }) => {
        // the newest product, from the product search
        const { screen } = await getPage(request, '/search/product?lang=en', { device });
        const card = firstOf(within(screen.getByRole('main')).getAllByRole('article'));
        const href = hrefOf(firstOf(within(card).getAllByRole('link')));
        const match = /^\/([^/]*_)(\d+)\.html$/.exec(href);
        if (!match?.[1] || !match[2]) throw new Error(`not a product link: ${href}`);
        const path = `/ac/enquiry/${match[1]}${match[2]}`;
        const wrong = await request.get(`/ac/enquiry/Wrong_${match[2]}`, { maxRedirects: 0 });
        expect(wrong.status()).toBe(308);
        expect(wrong.headers()['location']).toBe(path);
      });
    });
  }
});
