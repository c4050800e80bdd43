import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
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

test.describe('silent login with an e-mailed ac code (spec §2)', () => {
  test('signs the buyer in once and removes the code from the address', async ({ page }) => {
    // an ac code as the site mails it: 256 random bits, only the sha-256 stored, 10 minutes, single use
    const code = randomBytes(32).toString('base64url');
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      await db.query(
        `INSERT INTO login_codes (code_hash, account_id, purpose, expires_at)
         SELECT $1, id, 'auto_login', now() + interval '10 minutes' FROM accounts WHERE email = $2`,
        [createHash('sha256').update(code).digest(), BUYER.email],
      );
    } finally {
      await db.end();
    }
    await page.goto(`/?lang=en&ac=${code}`);
    await expect(page).toHaveURL(/\/\?lang=en$/);
    await expect(page.getByTestId('signed-in-buyer')).toHaveText('Demo Buyer');
    await page.context().clearCookies();
    await page.goto(`/?lang=en&ac=${code}`);
    await expect(page).toHaveURL(/\/\?lang=en$/);
    await expect(page.getByTestId('signed-in-buyer')).toHaveCount(0);
  });
});
