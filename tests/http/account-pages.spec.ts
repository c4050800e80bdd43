import { expect, test, type APIRequestContext } from '@playwright/test';
import { within } from '@testing-library/dom';
import { createUnsubscribeToken } from '@/lib/accounts/unsubscribe-token';
import { DEV_UNSUBSCRIBE_SECRET } from '@/lib/env';
import { DEVICES, deviceRequest, getPage, hrefOf, userAgentOf, textOf } from '../support/http';
import { demoSupplierCategory, demoSupplierId, postRfq, registerBuyer, sendQuotation } from '../support/demo-accounts';

// The account pages as served, signed out or signed in through the API first, for both device classes.
// Their forms, dialogs and the pages that scripts move on from: tests/e2e/account-pages.spec.ts.

const SUPPLIER = { email: 'supplier@demo.sourcefair.test', password: 'demo-supplier-1' };

/** Signs the context in as the demo supplier. */
async function signInSupplier(api: APIRequestContext): Promise<void> {
  const login = await api.post('/api/supplier/account/login.json', {
    data: { lang: 'en', data: { login: SUPPLIER.email, password: SUPPLIER.password } },
  });
  expect(login.status()).toBe(200);
}

/** The alert in the page's main landmark. */
const mainAlert = (screen: ReturnType<typeof within>) => within(screen.getByRole('main')).getByRole('alert');

test.describe('password links', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('says a spent or unknown password link is not valid and offers to ask again @route:initPassword', async ({
        request,
      }) => {
        const spent = await getPage(request, `/initPassword?lang=en&code=${'x'.repeat(43)}`, { device });
        expect(spent.screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeTruthy();
        expect(textOf(mainAlert(spent.screen))).toMatch(/This link has expired or was already used/);
        expect(spent.screen.getByRole('button', { name: 'Send me the link' })).toBeTruthy();
        const long = await getPage(request, `/initPassword?lang=en&code=${'<script>'.repeat(700)}`, { device });
        expect(long.response.status()).toBe(200);
        expect(textOf(mainAlert(long.screen))).toMatch(/This link has expired/);
      });
    });
  }
});

test.describe('social sign-in return page', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('explains each refused sign-in in words @route:transitional', async ({ request }) => {
        const emailTaken = await getPage(request, '/transitional?lang=en&oauthError=emailTaken&platform=google', {
          device,
        });
        expect(textOf(mainAlert(emailTaken.screen))).toMatch(/sign in with your e-mail address and password/);
        expect(emailTaken.screen.getByRole('link', { name: 'Go to the sign-in page' }).getAttribute('href')).toMatch(
          /\/login$/,
        );
        const noEmail = await getPage(request, '/transitional?lang=en&oauthError=noEmail&platform=linkedin', {
          device,
        });
        expect(textOf(mainAlert(noEmail.screen))).toMatch(/LinkedIn did not share your e-mail address/);
        const state = await getPage(request, '/transitional?lang=en&oauthError=state', { device });
        expect(textOf(mainAlert(state.screen))).toMatch(/took too long or was started in another window/);
      });

      test('confirms the provider and links the next page of this site, never another site', async ({ request }) => {
        const signedIn = await getPage(request, '/transitional?lang=en&platform=facebook&next=%2Fmailbox%3Flang%3Den', {
          device,
        });
        expect(signedIn.screen.getByText('You are signed in with Facebook.')).toBeTruthy();
        expect(signedIn.screen.getByRole('link', { name: 'Continue now' }).getAttribute('href')).toBe(
          '/mailbox?lang=en',
        );
        const elsewhere = await getPage(request, '/transitional?lang=en&platform=google&next=%2F%2Fevil.example%2F', {
          device,
        });
        expect(elsewhere.screen.getByRole('link', { name: 'Continue now' }).getAttribute('href')).toBe('/');
      });
    });
  }
});

test.describe('account centre and buyer hub', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('sends a signed-out visitor to the login page and back @route:account', async ({ request }) => {
        const res = await request.get('/account', { maxRedirects: 0 });
        expect([307, 303]).toContain(res.status());
        expect(res.headers()['location']).toContain('/login?redirect=%2Faccount');
      });

      test('shows a buyer their pages with the quotations they have not opened, until they open them', async ({
        baseURL,
      }) => {
        const browser = await deviceRequest(baseURL, device);
        const quoting = await deviceRequest(baseURL, device);
        try {
          const { email } = await registerBuyer(browser, 'hub');
          const category = await demoSupplierCategory();
          const rfqId = await postRfq(browser, category.id, 'Enamel mugs');
          await demoSupplierId(quoting);
          await sendQuotation(quoting, rfqId, {
            currency: 'USD',
            price: 1.9,
            moq: 100,
            leadTimeDays: 20,
            incoterm: 'FOB',
          });

          const account = await getPage(browser, '/account?lang=en', { device });
          const page = account.screen;
          expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
          expect(page.getAllByText(email)[0]).toBeTruthy();
          const hub = within(page.getByRole('navigation', { name: 'Your account pages' }));
          const rfqs = hub.getByRole('link', { name: /^My RFQs/ });
          expect(hrefOf(rfqs)).toBe('/rfq/manage');
          expect(textOf(rfqs)).toContain('1 new quotation');
          expect(hrefOf(hub.getByRole('link', { name: 'My enquiries' }))).toBe('/account/enquiries');
          expect(hrefOf(hub.getByRole('link', { name: 'My meetings' }))).toBe('/myMeetings');
          expect(hrefOf(hub.getByRole('link', { name: 'My favourites' }))).toBe(
            device === 'mobile' ? '/myFavorite/product' : '/account/favorites/product',
          );
          expect(hrefOf(hub.getByRole('link', { name: /^Enquiry cart/ }))).toBe('/cart');
          expect(hrefOf(hub.getByRole('link', { name: 'Post a new request' }))).toBe('/rfq');
          // spec §2 /myCard is a phone's
          expect(hub.queryAllByRole('link', { name: 'My e-card' })).toHaveLength(device === 'mobile' ? 1 : 0);
          for (const name of ['Profile', 'Purchase profile', 'E-mail settings', 'Sign-in methods', 'Change password'])
            expect(page.getByRole('heading', { level: 2, name }), name).toBeTruthy();
          expect(textOf(page.getByRole('region', { name: 'Sign-in methods' }))).toContain(
            'E-mail address and password',
          );
          expect(page.getByRole('checkbox', { name: /newsletter/i })).toBeTruthy();

          // the header counts them too: the desktop hub's button and its "My RFQs", the phone's tab bar
          const header = within(page.getByRole('banner'));
          if (device === 'desktop') {
            expect(textOf(header.getByTestId('hub-count'))).toBe('1');
            // the list is in the served page, hidden until the button opens it (tests/e2e/account-menu.desktop.spec.ts)
            const list = page.getByRole('banner').querySelector('nav[aria-label="Your account pages"][hidden]');
            const links = [...(list?.querySelectorAll('a') ?? [])];
            const named = (name: string) => links.find((a) => textOf(a).startsWith(name));
            expect(hrefOf(named('My RFQs'))).toBe('/rfq/manage');
            expect(textOf(named('My RFQs'))).toContain('1 new quotation');
            expect(hrefOf(named('My account'))).toBe('/account');
          } else {
            const tabs = within(page.getByRole('navigation', { name: 'Sections' }));
            expect(textOf(tabs.getByRole('link', { name: /^Account/ }))).toContain('1 new quotation');
            expect(textOf(header.getByTestId('hub-count'))).toBe('1');
          }
          // the list marks the request's new quotation, the posting page leads back to the list
          const list = await getPage(browser, '/rfq/manage?lang=en', { device });
          expect(textOf(list.screen.getByRole('main'))).toContain('1 new');
          const post = await getPage(browser, '/rfq?lang=en', { device });
          expect(hrefOf(within(post.screen.getByRole('main')).getByRole('link', { name: 'My RFQs' }))).toBe(
            '/rfq/manage',
          );

          // opened in the comparison: marked new this once, then counted no more
          const compared = await getPage(browser, `/rfq/quotation?rfqId=${rfqId}&lang=en`, { device });
          expect(within(compared.screen.getByRole('main')).getAllByText('New')).toHaveLength(1);
          const after = await getPage(browser, '/account?lang=en', { device });
          expect(after.screen.queryAllByTestId('hub-count')).toHaveLength(0);
          expect(after.screen.queryAllByTestId('hub-rfq-count')).toHaveLength(0);
          const again = await getPage(browser, `/rfq/quotation?rfqId=${rfqId}&lang=en`, { device });
          expect(within(again.screen.getByRole('main')).queryAllByText('New')).toHaveLength(0);
        } finally {
          await browser.dispose();
          await quoting.dispose();
        }
      });
    });
  }
});

test.describe('e-mail settings', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('asks before unsubscribing with a signed link, without signing in, and refuses a forged one @route:unsubscribe', async ({
        request,
        baseURL,
      }) => {
        // the buyer registers in a browser of its own: the page is opened signed out
        const buyer = await deviceRequest(baseURL, device);
        const { id } = await registerBuyer(buyer, 'unsub').finally(() => buyer.dispose());
        const token = createUnsubscribeToken(id, 'newsletter', DEV_UNSUBSCRIBE_SECRET);
        const signed = await getPage(request, `/setting/unsubscribe?lang=en&token=${token}`, { device });
        expect(signed.screen.getByText('Do you want to stop receiving the newsletter?')).toBeTruthy();

        const forged = createUnsubscribeToken(id, 'all', 'not-the-secret-of-this-site-at-all!!');
        const refused = await getPage(request, `/setting/unsubscribe?lang=en&token=${forged}`, { device });
        expect(textOf(mainAlert(refused.screen))).toMatch(/This unsubscribe link is not valid/);
      });
    });
  }
});

test.describe('supplier sign-in', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('sends a signed-out visitor of the workspace to the supplier sign-in', async ({ request }) => {
        const workspace = await request.get('/workspace?lang=en', { maxRedirects: 0 });
        expect(workspace.status()).toBe(307);
        const login = workspace.headers()['location'] ?? '';
        expect(login).toMatch(/\/supplier-login/);
        const { screen } = await getPage(request, login, { device });
        expect(screen.getByRole('heading', { level: 1, name: 'Supplier sign-in' })).toBeTruthy();
      });

      test('opens the workspace with the company for the signed-in supplier @route:supplierWorkspace', async ({
        baseURL,
      }) => {
        const browser = await deviceRequest(baseURL, device);
        try {
          await signInSupplier(browser);
          const { screen } = await getPage(browser, '/workspace?lang=en', { device });
          expect(screen.getByRole('heading', { level: 1, name: 'Supplier workspace' })).toBeTruthy();
          // the demo companies end in "Co., Ltd.": the sentence closes with the name's own full stop
          expect(screen.getByText(/^You are signed in for .+[^.]\.$/)).toBeTruthy();
          // the unread count is an aside in the language's own brackets: half-width in English, full-width
          // and without a space before them in Chinese
          const enquiries = screen.getByRole('link', { name: 'Received enquiries' }).parentElement;
          expect(textOf(enquiries)).toMatch(/^Received enquiries \((No|\d+) unread enquir(y|ies)\)$/i);
          const zh = await getPage(browser, '/workspace?lang=zh', { device });
          expect(textOf(zh.screen.getByRole('link', { name: '收到的询盘' }).parentElement)).toMatch(
            /^收到的询盘（[^()（）]+）$/,
          );
        } finally {
          await browser.dispose();
        }
      });
    });
  }
});

test.describe('a signed-in supplier in the header', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('names the company and links its workspace instead of offering the buyer sign-in', async ({ baseURL }) => {
        const browser = await deviceRequest(baseURL, device);
        try {
          await signInSupplier(browser);
          const workspace = await getPage(browser, '/workspace?lang=en', { device });
          const sentence = workspace.screen.getByText(/^You are signed in for /).textContent;
          // the demo companies end in "Co., Ltd.": the sentence's full stop is the name's own
          const company = /^You are signed in for (.+)$/.exec(sentence ?? '')?.[1] ?? '';
          expect(company.length).toBeGreaterThan(3);

          const home = await getPage(browser, '/?lang=en', { device });
          const header = within(home.screen.getByRole('banner'));
          const supplier = header.getByTestId('signed-in-supplier');
          expect(textOf(supplier)).toBe(company);
          expect(header.queryAllByRole('button', { name: 'Sign in' })).toHaveLength(0);
          expect(header.queryAllByTestId('signed-in-buyer')).toHaveLength(0);
          expect(header.getByRole('button', { name: 'Log out' })).toBeTruthy();
          // the link a visitor follows: the company's name on a phone, the workspace link on a desktop
          const link =
            device === 'mobile' ? supplier.closest('a') : header.getByRole('link', { name: 'Supplier workspace' });
          const href = link?.getAttribute('href') ?? '';
          expect(href).toMatch(/\/workspace/);
          const opened = await getPage(browser, href, { device });
          expect(opened.screen.getByRole('heading', { level: 1, name: 'Supplier workspace' })).toBeTruthy();
          if (device === 'mobile') {
            // the tab bar's account tab is the supplier's workspace, not the buyer sign-in
            const account = await browser.get('/account?lang=en', { maxRedirects: 0 });
            expect(account.headers()['location']).toMatch(/\/workspace/);
          }
        } finally {
          await browser.dispose();
        }
      });
    });
  }
});
