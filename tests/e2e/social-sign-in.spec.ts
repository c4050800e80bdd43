import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../messages/en/account.json';
import enPages from '../../messages/en/accountPages.json';
import { HYDRATED } from '../support/hydration';
import { logOutFromHeader, openLoginDialog } from '../support/login-dialog';
import { servedCaptcha } from '../support/captcha';

// The suite's web servers point Google, Facebook and LinkedIn at a local OpenID provider
// (tests/support/oidc-server.ts): any login name signs in there, with the e-mail `<name>@oidc.example`.

const AT_PROVIDER = /^http:\/\/127\.0\.0\.1:\d+\//;

/** A provider identity of its own per test and project. */
function freshLogin(project: string, what: string): string {
  return `e2e-${what}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** The provider's development pages: its login form (any password), then the consent page. */
async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(AT_PROVIDER);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The account the browser's session cookie belongs to, as the API answers it. */
async function signedInAccount(request: APIRequestContext): Promise<{ id: number; email: string }> {
  const res = await request.post('/api/main/login/getUserInfo.json', { data: { data: {} } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number; email: string } }).data;
}

const continueWith = (provider: string) => en.socialContinue.replace('{provider}', provider);

test.describe('social sign-in through the provider', { tag: ['@route:transitional', '@route:login'] }, () => {
  test('signs in with Google from the dialog, comes back to the page, and the same identity finds the same account', async ({
    page,
    context,
  }, info) => {
    // two round trips through the provider, each with /transitional's pause
    test.slow();
    const login = freshLogin(info.project.name, 'google');
    await page.goto('/categories');
    const dialog = await openLoginDialog(page);
    await expect(dialog.getByRole('group', { name: en.socialGroup }).getByRole('button')).toHaveText([
      continueWith('Google'),
      continueWith('Facebook'),
      continueWith('LinkedIn'),
    ]);
    await dialog.getByRole('button', { name: continueWith('Google') }).click();

    await signInAtProvider(page, login);
    await expect(page).toHaveURL(/\/transitional\?next=%2Fcategories&platform=google$/);
    await expect(page.getByText(enPages.signedInWith.replace('{provider}', 'Google'))).toBeVisible();
    await expect(page).toHaveURL(/\/categories$/, { timeout: 10_000 });
    await expect(page.getByTestId('signed-in-buyer')).toHaveText(`Name ${login}`);
    const first = await signedInAccount(page.request);
    expect(first.email).toBe(`${login}@oidc.example`);

    // signed out here and at the provider: the provider's login form again, as the same identity
    await logOutFromHeader(page);
    await context.clearCookies({ domain: '127.0.0.1' });
    await (await openLoginDialog(page)).getByRole('button', { name: continueWith('Google') }).click();
    await signInAtProvider(page, login);
    await expect(page).toHaveURL(/\/categories$/, { timeout: 10_000 });
    await expect(page.getByTestId('signed-in-buyer')).toHaveText(`Name ${login}`);
    expect((await signedInAccount(page.request)).id).toBe(first.id);
  });

  test('signs in with LinkedIn from /login and goes on to the page named by ?redirect=', async ({ page }, info) => {
    const login = freshLogin(info.project.name, 'linkedin');
    await page.goto('/login?redirect=/categories');
    await page.getByRole('button', { name: continueWith('LinkedIn') }).click();
    await expect(page).toHaveURL(AT_PROVIDER, HYDRATED);
    await signInAtProvider(page, login);
    await expect(page.getByText(enPages.signedInWith.replace('{provider}', 'LinkedIn'))).toBeVisible();
    await expect(page).toHaveURL(/\/categories$/, { timeout: 10_000 });
    await expect(page.getByTestId('signed-in-buyer')).toHaveText(`Name ${login}`);
  });

  test('refuses a provider e-mail that already has a password account, on /transitional, with no session', async ({
    page,
    request,
  }, info) => {
    const login = freshLogin(info.project.name, 'taken');
    const registered = await request.post('/api/main/blade-purchaser/account/register', {
      data: {
        captcha: await servedCaptcha(request),
        data: { email: `${login}@oidc.example`, password: 'secret-123', tagCodes: [] },
      },
    });
    expect(registered.ok()).toBe(true);

    await page.goto('/categories');
    await (await openLoginDialog(page)).getByRole('button', { name: continueWith('Google') }).click();
    await signInAtProvider(page, login);

    await expect(page).toHaveURL(/\/transitional\?next=%2Fcategories&platform=google&oauthError=emailTaken$/);
    await expect(
      page.getByRole('heading', { level: 1, name: enPages.signInFailed.replace('{provider}', 'Google') }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(enPages.oauthEmailTaken);
    await expect(page.getByRole('banner').getByRole('button', { name: en.signIn })).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name === 'sf_session')).toBe(false);
  });
});
