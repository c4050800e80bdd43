import { expect, test } from '@playwright/test';
import { within } from '@testing-library/dom';
import { DEVICES, getPage, textOf, userAgentOf } from '../support/http';

// The e-mail confirmation page as served, for both device classes. The link is used with a POST once the
// page runs in the browser (so a mail scanner does not spend it): the confirmation itself, the resend
// button and the mailed links followed are in tests/e2e/verify.spec.ts.

test.describe('e-mail confirmation', { tag: '@route:verify' }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('asks a signed-out visitor with an unknown link to sign in', async ({ request }) => {
        const unknown = await getPage(request, `/verify?lang=en&code=${'x'.repeat(43)}`, { device });
        expect(unknown.response.status()).toBe(200);
        const alert = within(unknown.screen.getByRole('main')).getByRole('alert');
        expect(textOf(alert)).toMatch(/This link is no longer valid/);
        expect(unknown.screen.getByRole('link', { name: 'Go to the sign-in page' }).getAttribute('href')).toBe(
          '/login?redirect=%2Fverify',
        );
        const long = await getPage(request, `/verify?lang=en&code=${'<script>'.repeat(700)}`, { device });
        expect(long.response.status()).toBe(200);
        expect(textOf(within(long.screen.getByRole('main')).getByRole('alert'))).toMatch(
          /This link is no longer valid/,
        );
      });
    });
  }
});
