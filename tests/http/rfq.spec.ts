import { expect, test } from '@playwright/test';
import { within } from '@testing-library/dom';
import { DEVICES, deviceRequest, getPage, hrefOf, textOf, userAgentOf } from '../support/http';
import {
  DEMO_SUPPLIER,
  demoSupplierCategory,
  postRfq,
  signInNewBuyer,
  signInSupplier,
  withDb,
} from '../support/demo-accounts';

// The RFQ pages as served, for both device classes: signed out, or signed in through the API first (a
// buyer or supplier of a device-class request context of its own). Status codes, redirects, headings,
// the text of a request and of the buyer's list. The RFQ form, which client scripts draw (its prefilled
// values too), posting, editing, quoting and the layout: tests/e2e/rfq.spec.ts.

/** The main landmark's text. */
const mainText = (screen: ReturnType<typeof within>) => textOf(screen.getByRole('main'));

test.describe('requests for quotation, as served', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('thanks the buyer for the request just posted @route:rfqSuccess', async ({ baseURL }) => {
        const buyer = await deviceRequest(baseURL, device);
        try {
          await signInNewBuyer(buyer);
          const category = await demoSupplierCategory();
          const rfqId = await postRfq(buyer, category.id, 'Glass jars');
          const { screen } = await getPage(buyer, `/rfq/success?rfqId=${rfqId}&lang=en`, { device });
          expect(mainText(screen)).toContain('We received your request for “Glass jars”.');
        } finally {
          await buyer.dispose();
        }
      });

      test('lists the buyer’s own requests with status and quotations; signed out goes to the login @route:rfqManage', async ({
        request,
        baseURL,
      }) => {
        const signedOut = await request.get('/rfq/manage', { maxRedirects: 0 });
        expect(signedOut.status()).toBe(307);
        expect(signedOut.headers()['location']).toContain('/login?redirect=%2Frfq%2Fmanage');
        const buyer = await deviceRequest(baseURL, device);
        try {
          await signInNewBuyer(buyer);
          const empty = await getPage(buyer, '/rfq/manage?lang=en', { device });
          expect(mainText(empty.screen)).toContain('You have not posted a request for quotation yet.');
          const category = await demoSupplierCategory();
          await postRfq(buyer, category.id, 'Bamboo cutting boards');
          const { screen } = await getPage(buyer, '/rfq/manage?lang=en', { device });
          const items = screen
            .getAllByRole('listitem')
            .filter((item: HTMLElement) => textOf(item).includes('Bamboo cutting boards'));
          expect(items).toHaveLength(1);
          const item = textOf(items[0]);
          expect(item).toContain('Open');
          expect(item).toContain('1,200 Pieces');
          expect(item).toContain('No quotations yet');
          // the status filter is a link: followed as a browser follows it
          const expired = await getPage(buyer, hrefOf(screen.getByRole('link', { name: /Expired/i })), { device });
          expect(mainText(expired.screen)).toContain('No request has this status.');
        } finally {
          await buyer.dispose();
        }
      });

      test('shows a request to its buyer only; another buyer gets a 404 @route:rfqDetail', async ({ baseURL }) => {
        const buyer = await deviceRequest(baseURL, device);
        const other = await deviceRequest(baseURL, device);
        try {
          await signInNewBuyer(buyer);
          const category = await demoSupplierCategory();
          const rfqId = await postRfq(buyer, category.id, 'Ceramic mugs');
          const { screen } = await getPage(buyer, `/rfq/detail?rfqId=${rfqId}&lang=en`, { device });
          expect(screen.getByRole('heading', { level: 1, name: /Ceramic mugs/i })).toBeTruthy();
          expect(mainText(screen)).toContain(`Request number ${rfqId}`);
          expect(mainText(screen)).toContain('Free on Board (FOB)');
          await signInNewBuyer(other);
          const res = await other.get(`/rfq/detail?rfqId=${rfqId}&lang=en`);
          expect(res.status()).toBe(404);
        } finally {
          await buyer.dispose();
          await other.dispose();
        }
      });

      test('a supplier sees only requests matched to it @route:supplierWorkspaceRfq', async ({ baseURL }) => {
        const rfqId = await withDb(async (db) => {
          const { rows } = await db.query<{ id: string }>(
            `INSERT INTO rfqs (buyer_account_id, category_id, product_name, description, quantity, unit_code, status, expires_at)
             SELECT (SELECT id FROM accounts WHERE email = 'buyer@demo.sourcefair.test'), min(id), 'Unmatched request',
               'Nobody was matched.', 10, 'piece', 'open', now() + interval '1 day'
             FROM categories WHERE level = 2 RETURNING id`,
          );
          return Number(rows[0]?.id);
        });
        const supplier = await deviceRequest(baseURL, device);
        try {
          await signInSupplier(supplier, DEMO_SUPPLIER);
          const res = await supplier.get(`/workspace/rfq/${rfqId}?lang=en`);
          expect(res.status()).toBe(404);
          const { screen } = await getPage(supplier, '/workspace?lang=en', { device });
          expect(screen.getByRole('heading', { name: /Requests for quotation/i })).toBeTruthy();
          expect(screen.queryAllByRole('link', { name: /Unmatched request/i })).toHaveLength(0);
        } finally {
          await supplier.dispose();
        }
      });
    });
  }
});
