import { expect, test } from '@playwright/test';
import { createUnsubscribeToken } from '@/lib/accounts/unsubscribe-token';
import { DEV_UNSUBSCRIBE_SECRET } from '@/lib/env';
import { registerBuyer } from '../support/demo-accounts';

// The account pages' forms, dialogs and the pages that scripts move on from. What they serve, signed out or
// signed in through the API (messages, redirects, the workspace, the header): tests/http/account-pages.spec.ts.

const BUYER = { email: 'buyer@demo.sourcefair.test', password: 'demo-buyer-1' };
const SUPPLIER = { email: 'supplier@demo.sourcefair.test', password: 'demo-supplier-1' };

test.describe('password links', () => {
  test('resets a forgotten password from the demo mailbox link and signs the buyer in @route:resetPassword', async ({
    page,
    request,
  }) => {
    const { email } = await registerBuyer(request, 'reset');
    await page.goto('/resetPassword?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'If an account uses this address, a link is on its way.',
    );

    await page.goto('/mailbox?lang=en');
    const mail = page.getByRole('article').filter({ hasText: email }).first();
    await mail.getByRole('link', { name: /\/resetPassword\?code=/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('second-pass');
    await page.getByLabel('New password again').fill('second-pazz');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
    await page.getByLabel('New password again').fill('second-pass');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    const me = await page.request.post('/api/main/login/getUserInfo.json', { data: {} });
    expect(await me.json()).toMatchObject({ success: true, data: { email } });
    const login = await request.post('/api/main/login/login.json', {
      data: { data: { login: email, password: 'second-pass' } },
    });
    expect((await login.json()).success).toBe(true);
  });
});

test.describe('social sign-in return page', () => {
  test('goes on to the next page of this site by itself', async ({ page }) => {
    await page.goto('/transitional?lang=en&platform=facebook&next=%2Fmailbox%3Flang%3Den');
    await expect(page).toHaveURL(/\/mailbox\?lang=en$/, { timeout: 10_000 });
  });
});

test.describe('account centre', () => {
  test('lets a signed-in buyer edit the purchase profile', async ({ page }, info) => {
    await registerBuyer(page.request, 'account');
    await page.goto('/account?lang=en');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Company', { exact: true }).fill('E2E Lamps Ltd');
    await page.getByLabel('Business type').selectOption({ label: 'Wholesaler' });
    // the country is a list of names; choosing one fills the empty dialing code
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Germany' });
    await expect(page.getByLabel('Dialing code')).toHaveValue('49');
    await page.getByLabel('Mobile number').fill('12');
    await page.getByRole('button', { name: 'Save the profile' }).click();
    await expect(page.getByText('Please check this field.').first()).toBeVisible();
    await page.getByLabel('Mobile number').fill('170 1234567');
    await page.getByRole('button', { name: 'Save the profile' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your profile is saved.');
    await page.reload();
    await expect(page.getByText('E2E Lamps Ltd')).toBeVisible();
    await expect(page.getByText('Wholesaler')).toBeVisible();
    await expect(page.getByText('Germany', { exact: true })).toBeVisible();
    if (info.project.name === 'desktop') return;
    // every value has the card's width on a phone, under its label, not a column squeezed by the labels
    const list = page.locator('dl').filter({ hasText: 'E2E Lamps Ltd' });
    const listBox = await list.boundingBox();
    for (const value of await list.locator('dd').all()) {
      expect((await value.boundingBox())?.width).toBeGreaterThan((listBox?.width ?? 0) * 0.9);
    }
  });
});

test.describe('e-mail settings', () => {
  test('unsubscribes from the newsletter with a signed link, without signing in @route:unsubscribe', async ({
    page,
    request,
  }) => {
    const { id } = await registerBuyer(request, 'unsub');
    const token = createUnsubscribeToken(id, 'newsletter', DEV_UNSUBSCRIBE_SECRET);
    await page.goto(`/setting/unsubscribe?lang=en&token=${token}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Done: you will no longer receive the newsletter.',
    );
    const settings = await request.post('/api/main/blade-purchaser/account/getNotificationSettings', { data: {} });
    expect(await settings.json()).toMatchObject({ data: { newsletter: false, rfqUpdates: true } });
  });

  test('lets a signed-in buyer switch mails off and keeps the choice', async ({ page }) => {
    await registerBuyer(page.request, 'settings');
    await page.goto('/setting/unsubscribe?lang=en');
    const news = page.getByRole('checkbox', { name: 'Online exhibition news' });
    await expect(news).toBeChecked();
    await news.uncheck();
    await page.getByRole('button', { name: 'Save the settings' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your e-mail settings are saved.');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Online exhibition news' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Newsletter with new products and suppliers' })).toBeChecked();
  });
});

test.describe('supplier sign-in', () => {
  test('refuses a buyer account at the supplier sign-in @route:supplierLogin', async ({ page }) => {
    await page.goto('/supplier-login?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Supplier sign-in' })).toBeVisible();
    await page.getByLabel('E-mail address').fill(BUYER.email);
    await page.getByLabel('Password').fill(BUYER.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/This is a buyer account/);
    expect((await page.context().cookies()).find((c) => c.name === 'sf_session')).toBeUndefined();
  });

  test('signs the demo supplier in and opens the workspace with the company @route:supplierWorkspace', async ({
    page,
  }) => {
    await page.goto('/workspace?lang=en');
    await expect(page).toHaveURL(/\/supplier-login/);
    await page.getByLabel('E-mail address').fill(SUPPLIER.email);
    await page.getByLabel('Password').fill(SUPPLIER.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/workspace/);
    await expect(page.getByRole('heading', { level: 1, name: 'Supplier workspace' })).toBeVisible();
  });
});

test.describe('a signed-in supplier in the header', () => {
  test('leads to its workspace', async ({ page }, testInfo) => {
    const login = await page.request.post('/api/supplier/account/login.json', {
      data: { lang: 'en', data: { login: SUPPLIER.email, password: SUPPLIER.password } },
    });
    expect(login.status()).toBe(200);
    await page.goto('/?lang=en');
    const header = page.getByRole('banner');
    if (testInfo.project.name === 'mobile') {
      await header.getByTestId('signed-in-supplier').click();
    } else {
      await header.getByRole('link', { name: 'Supplier workspace' }).click();
    }
    await expect(page).toHaveURL(/\/workspace/);
    await expect(page.getByRole('heading', { level: 1, name: 'Supplier workspace' })).toBeVisible();
  });
});

test.describe('supplier workspace', () => {
  test('lines its welcome, requests for quotation and meeting requests up in one column', async ({ page }) => {
    const login = await page.request.post('/api/supplier/account/login.json', {
      data: { lang: 'en', data: { login: SUPPLIER.email, password: SUPPLIER.password } },
    });
    expect(login.status()).toBe(200);
    await page.goto('/workspace?lang=de');
    const sections = [
      page.getByRole('region', { name: 'Lieferantenbereich' }),
      page.getByRole('region', { name: 'Angebotsanfragen' }),
      page.getByRole('region', { name: 'Terminanfragen' }),
    ];
    const boxes = await Promise.all(sections.map((section) => section.boundingBox()));
    const [first, ...rest] = boxes;
    for (const box of rest) {
      expect(Math.abs((box?.x ?? 0) - (first?.x ?? -1))).toBeLessThanOrEqual(1);
      expect(Math.abs((box?.width ?? 0) - (first?.width ?? -1))).toBeLessThanOrEqual(1);
    }
  });
});
