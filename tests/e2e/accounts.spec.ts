import { expect, test } from '@playwright/test';

const BUYER = { email: 'buyer@demo.sourcefair.test', password: 'demo-buyer-1' };

test.describe('accounts on the running site', () => {
  test('the demo mailbox shows a requested password reset with its link @route:mailbox', async ({ page, request }) => {
    const asked = await request.post('/api/main/blade-purchaser/account/modifyPasswordEmail', {
      data: { lang: 'en', data: { email: BUYER.email } },
    });
    expect(await asked.json()).toMatchObject({ success: true, data: { sent: true } });
    await page.goto('/mailbox?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo mailbox' })).toBeVisible();
    const mail = page.getByRole('article', { name: 'Reset your Sourcefair password' }).first();
    await expect(mail).toContainText(BUYER.email);
    await expect(mail.getByRole('link', { name: /\/resetPassword\?code=/ })).toBeVisible();
  });

  test('the native app opens a signed-in WebView with a single-use appToken, removed from the URL', async ({
    page,
  }) => {
    const login = await page.request.post('/api/main/login/login.json', {
      data: { data: { login: BUYER.email, password: BUYER.password } },
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    await page.context().clearCookies();
    const issued = await page.request.post('/api/main/login/appToken.json', { data: { token } });
    const { appToken } = ((await issued.json()) as { data: { appToken: string } }).data;
    await page.goto(`/?lang=en&appToken=${appToken}`);
    await expect(page).toHaveURL(/\/\?lang=en$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'sf_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const info = await page.request.post('/api/main/login/getUserInfo.json', { data: {} });
    expect(await info.json()).toMatchObject({ success: true, data: { email: BUYER.email } });
  });
});
