import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { freshEmail, registerBuyer } from '../support/e2e-buyer';
import { autoLoginCode } from '../support/demo-accounts';

const BUYER = { email: 'buyer@demo.sourcefair.test', password: 'demo-buyer-1' };

// the demo mailbox and the silent logins that need no choice (server redirects, the served header):
// tests/http/accounts.spec.ts
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
      const code = await autoLoginCode(BUYER.email);
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
