import { expect, test } from '@playwright/test';
import meetings from '../../messages/en/meetings.json';
import { DEVICES, deviceHeaders, deviceRequest, getPage, hrefOf, userAgentOf } from '../support/http';
import { demoSupplierId } from '../support/demo-accounts';

// The meeting pages as served, signed out, for both device classes: the form's heading, the page without
// a supplier, the pages that are not found and the sign-in the buyer's list asks for. The request itself,
// the supplier's answer and the form's time zone (set by client scripts): tests/e2e/meetings.spec.ts.

test.describe('meeting requests', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('names the supplier to meet in the heading @route:requestMeeting', async ({ request, baseURL }) => {
        // the demo supplier's company, asked in a browser of its own: this one stays signed out
        const supplier = await deviceRequest(baseURL, device);
        const supplierId = await demoSupplierId(supplier).finally(() => supplier.dispose());
        const { screen } = await getPage(request, `/requestMeeting?supplierId=${supplierId}&lang=en`, { device });
        expect(screen.getByRole('heading', { level: 1, name: /^Request a meeting with / })).toBeTruthy();
      });

      test('without a supplier the page says how to choose one; an unknown supplier is not found', async ({
        request,
      }) => {
        const { screen } = await getPage(request, '/requestMeeting?lang=en', { device });
        expect(screen.getByRole('heading', { level: 1, name: meetings.chooseSupplierTitle })).toBeTruthy();
        expect(hrefOf(screen.getByRole('link', { name: meetings.findSuppliers }))).toMatch(/\/search\/supplier$/);
        expect((await request.get('/requestMeeting?supplierId=999999999&lang=en')).status()).toBe(404);
        expect((await request.get('/requestMeeting?supplierId=abc&lang=en')).status()).toBe(404);
      });

      test('a submit result without a success page is not found; /myMeetings asks a signed-out visitor to sign in @route:submitResult @route:myMeetings', async ({
        request,
      }) => {
        expect((await request.get('/submitResult/rfq/success?lang=en')).status()).toBe(404);
        // followed as a browser follows it: where the visitor ends up
        const mine = await request.get('/myMeetings?lang=en', { headers: deviceHeaders(device) });
        expect(mine.url()).toMatch(/\/login\?redirect=%2FmyMeetings|\/login\?redirect=\/myMeetings/);
      });
    });
  }
});
