import { expect, test } from '@playwright/test';
import { within } from '@testing-library/dom';
import { freshEmail, registerBuyer } from '../support/e2e-buyer';
import { DEVICES, deviceRequest, firstOf, getPage, textOf, userAgentOf } from '../support/http';
import { autoLoginCode } from '../support/demo-accounts';

// The demo mailbox and spec §2 silent login as the server answers them (redirects, cookies, the served
// header), for both device classes. The confirmation asked over another signed-in account, answered
// with the keyboard or a click: tests/e2e/accounts.spec.ts.

const BUYER = { email: 'buyer@demo.sourcefair.test', password: 'demo-buyer-1' };

test.describe('accounts on the running site', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('the demo mailbox shows a requested password reset with its link @route:mailbox', async ({ request }) => {
        // an account of its own: reset mails are limited to three an hour per address, which repeated runs
        // on one database would spend for the demo buyer (and the mail would then never be sent)
        const email = freshEmail('mailbox');
        await registerBuyer(request, email, 'Mailbox-test-1');
        const asked = await request.post('/api/main/blade-purchaser/account/modifyPasswordEmail', {
          data: { lang: 'en', data: { email } },
        });
        expect(await asked.json()).toMatchObject({ success: true, data: { sent: true } });
        const { screen } = await getPage(request, '/mailbox?lang=en', { device });
        expect(screen.getByRole('heading', { level: 1, name: 'Demo mailbox' })).toBeTruthy();
        // other tests mail resets to other addresses at the same time: find this address's one
        const mails = screen
          .getAllByRole('article', { name: 'Reset your Sourcefair password' })
          .filter((article: HTMLElement) => textOf(article).includes(email));
        expect(mails).toHaveLength(1);
        expect(within(firstOf(mails)).getByRole('link', { name: /\/resetPassword\?code=/ })).toBeTruthy();
      });

      test('the native app opens a signed-in WebView with a single-use appToken, removed from the URL', async ({
        request,
        baseURL,
      }) => {
        const login = await request.post('/api/main/login/login.json', {
          data: { data: { login: BUYER.email, password: BUYER.password } },
        });
        const { token } = ((await login.json()) as { data: { token: string } }).data;
        // the WebView: a browser of its own, without the app's cookies
        const webView = await deviceRequest(baseURL, device);
        try {
          const issued = await webView.post('/api/main/login/appToken.json', { data: { token } });
          const { appToken } = ((await issued.json()) as { data: { appToken: string } }).data;
          const { response } = await getPage(webView, `/?lang=en&appToken=${appToken}`, { device, maxRedirects: 5 });
          expect(response.url()).toMatch(/\/\?lang=en$/);
          const { cookies } = await webView.storageState();
          expect(cookies.find((c) => c.name === 'sf_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
          const info = await webView.post('/api/main/login/getUserInfo.json', { data: {} });
          expect(await info.json()).toMatchObject({ success: true, data: { email: BUYER.email } });
        } finally {
          await webView.dispose();
        }
      });

      test('the buyer area signs its single-use code in and lands on the buyer pages @route:buyerArea', async ({
        request,
        baseURL,
      }) => {
        const email = freshEmail(`area-${device}`);
        const token = await registerBuyer(request, email, 'Buyer-area-1');
        const issued = await request.post('/api/main/login/appToken.json', { data: { token } });
        const { appToken } = ((await issued.json()) as { data: { appToken: string } }).data;
        // the new window: a browser of its own here, so that only the code can sign it in
        const window = await deviceRequest(baseURL, device);
        try {
          const first = await window.get(`/buyer/main.page?token=${appToken}`, { maxRedirects: 0 });
          expect(first.status()).toBe(307);
          const home = '/account';
          expect(first.headers().location).toBe(`${home}?appToken=${appToken}`);
          const { response } = await getPage(window, `/buyer/main.page?token=${appToken}`, { device, maxRedirects: 5 });
          expect(new URL(response.url()).pathname).toBe(home);
          const info = await window.post('/api/main/login/getUserInfo.json', { data: {} });
          expect(await info.json()).toMatchObject({ success: true, data: { email } });
          // spent: the same address again signs nobody in
          const other = await deviceRequest(baseURL, device);
          try {
            await getPage(other, `/buyer/main.page?token=${appToken}`, { device, maxRedirects: 5 });
            expect(await (await other.post('/api/main/login/getUserInfo.json', { data: {} })).json()).toMatchObject({
              success: false,
            });
          } finally {
            await other.dispose();
          }
          // anything but a code is not handed on
          const odd = await window.get('/buyer/main.page?token=%3Cscript%3E', { maxRedirects: 0 });
          expect(odd.headers().location).toBe(home);
        } finally {
          await window.dispose();
        }
      });
    });
  }
});

test.describe('silent login with an e-mailed ac code (spec §2)', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('signs the buyer in once and removes the code from the address', async ({ request, baseURL }) => {
        const code = await autoLoginCode(BUYER.email);
        const browser = await deviceRequest(baseURL, device);
        try {
          const first = await getPage(browser, `/?lang=en&ac=${code}`, { device, maxRedirects: 5 });
          expect(first.response.url()).toMatch(/\/\?lang=en$/);
          expect(textOf(first.screen.getByTestId('signed-in-buyer'))).toBe('Demo Buyer');
        } finally {
          await browser.dispose();
        }
        // the same link again, in a browser without the session: the code is spent
        const again = await getPage(request, `/?lang=en&ac=${code}`, { device, maxRedirects: 5 });
        expect(again.response.url()).toMatch(/\/\?lang=en$/);
        expect(again.screen.queryAllByTestId('signed-in-buyer')).toHaveLength(0);
      });
    });
  }
});
