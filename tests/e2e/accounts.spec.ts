import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { freshEmail, registerBuyer } from '../support/e2e-buyer';

const BUYER = { email: 'buyer@demo.sourcefair.test', password: 'demo-buyer-1' };

test.describe('accounts on the running site', () => {
  test('the demo mailbox shows a requested password reset with its link @route:mailbox', async ({ page, request }) => {
    // an account of its own: reset mails are limited to three an hour per address, which repeated runs
    // on one database would spend for the demo buyer (and the mail would then never be sent)
    const email = freshEmail('mailbox');
    await registerBuyer(request, email, 'Mailbox-test-1');
    const asked = await request.post('/api/main/blade-purchaser/account/modifyPasswordEmail', {
      data: { lang: 'en', data: { email } },
    });
    expect(await asked.json()).toMatchObject({ success: true, data: { sent: true } });
    await page.goto('/mailbox?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo mailbox' })).toBeVisible();
    // other tests mail resets to other addresses at the same time: find this address's one
    const mail = page.getByRole('article', { name: 'Reset your Sourcefair password' }).filter({ hasText: email });
    await expect(mail).toBeVisible();
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

test.describe(
  'silent login over another signed-in account (spec §2, login CSRF)',
  { tag: ['@route:silentLogin'] },
  () => {
    const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

    /** A fresh buyer B signed in on this browser, and an ac code of the demo buyer A. */
    async function signedInElsewhere(page: Page, baseURL: string | undefined) {
      const email = freshEmail('silent');
      const token = await registerBuyer(page.request, email, 'silent-pass-1');
      await page.context().clearCookies();
      await page.context().addCookies([{ name: 'sf_session', value: token, url: baseURL ?? '' }]);
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
      return { email, code };
    }

    async function signedInEmail(page: Page): Promise<string | undefined> {
      const info = await page.request.post('/api/main/login/getUserInfo.json', { data: {} });
      return ((await info.json()) as { data?: { email?: string } }).data?.email;
    }

    test('asks in Arabic, right to left, and switches only when the person confirms with the keyboard', async ({
      page,
      baseURL,
    }) => {
      const b = await signedInElsewhere(page, baseURL);
      await page.goto(`/rfq?lang=ar&ac=${b.code}`);
      await expect(page).toHaveURL(/\/silent-login\?next=%2Frfq%3Flang%3Dar&lang=ar$/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: 'تبديل الحساب؟' })).toBeVisible();
      await expect(page.getByText(`أنت مسجّل الدخول باسم ${b.email}.`)).toBeVisible();
      expect(await signedInEmail(page)).toBe(b.email);
      // axe-core on the question as it stands
      await page.addScriptTag({ content: AXE });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (on: Document) => Promise<{ violations: { id: string }[] }> } })
          .axe;
        return (await axe.run(document)).violations.map((v) => v.id);
      });
      expect(violations).toEqual([]);

      const go = page.getByRole('button', { name: `المتابعة باسم ${BUYER.email}` });
      await go.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/rfq\?lang=ar$/);
      expect(await signedInEmail(page)).toBe(BUYER.email);
    });

    test('stays signed in as the same person when asked to', async ({ page, baseURL }) => {
      const b = await signedInElsewhere(page, baseURL);
      await page.goto(`/cart?lang=en&ac=${b.code}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Switch account?' })).toBeVisible();
      await page.getByRole('button', { name: `Stay signed in as ${b.email}` }).click();
      await expect(page).toHaveURL(/\/cart\?lang=en$/);
      expect(await signedInEmail(page)).toBe(b.email);
    });
  },
);
