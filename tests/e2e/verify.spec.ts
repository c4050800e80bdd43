import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerBuyer as registerThroughApi } from '../support/e2e-buyer';

/** Registers a new buyer through the API of this browser context (so its session cookie is set). */
async function registerBuyer(api: APIRequestContext, label: string): Promise<string> {
  const email = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  await registerThroughApi(api, email, 'first-pass');
  return email;
}

// the page as served for an unknown link: tests/http/verify.spec.ts
test.describe('e-mail confirmation', () => {
  test('confirms the address with the welcome mail link; the link used again is no longer valid @route:verify', async ({
    page,
  }) => {
    const email = await registerBuyer(page.request, 'verify');
    await page.goto('/mailbox?lang=en');
    const mail = page.getByRole('article').filter({ hasText: email }).first();
    await expect(mail).toContainText('Welcome to Sourcefair');
    const link = mail.getByRole('link', { name: /\/verify\?code=/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^http:\/\/localhost:\d+\/verify\?code=[A-Za-z0-9_-]{43}$/);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Thank you: ${email} is confirmed.`);
    const me = await page.request.post('/api/main/login/getUserInfo.json', { data: {} });
    expect(await me.json()).toMatchObject({ success: true, data: { email, emailVerified: true } });

    await page.goto(href ?? '/verify');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This link is no longer valid: it was already used or has expired.',
    );
    await expect(page.getByText(`${email} is already confirmed. There is nothing more to do.`)).toBeVisible();
  });

  test('sends a signed-in buyer a new link on request, which confirms the address', async ({ page }) => {
    const email = await registerBuyer(page.request, 'resend');
    await page.goto('/verify?lang=en');
    await expect(page.getByText(`${email} is not confirmed yet.`, { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `A new link is on its way to ${email}. It works once, for 7 days.`,
    );
    await page.goto('/mailbox?lang=en');
    const mail = page.getByRole('article').filter({ hasText: email }).filter({ hasText: 'Confirm your email address' });
    await expect(mail).toHaveCount(1);
    await expect(mail).not.toContainText('Unsubscribe');
    await mail.getByRole('link', { name: /\/verify\?code=/ }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Thank you: ${email} is confirmed.`);
  });
});
