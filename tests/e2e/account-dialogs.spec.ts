import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '../../messages/en/account.json';
import api from '../../messages/en/api.json';
import { HYDRATED } from '../support/hydration';
import { logOutFromHeader, openLoginDialog } from '../support/login-dialog';
import { registerBuyer as registerViaApi } from '../support/e2e-buyer';

const BUYER = { email: 'buyer@demo.sourcefair.test', password: 'demo-buyer-1', nickname: 'Demo Buyer' };
const SUPPLIER_EMAIL = 'supplier@demo.sourcefair.test';

/** A fresh address per test and project, on a company-looking domain. */
function freshEmail(project: string, what: string): string {
  return `e2e-${what}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme-trading.com`;
}

const loginForm = (scope: Page | Locator) => scope.locator('form[data-form="login"]');
const registerForm = (scope: Page | Locator) => scope.locator('form[data-form="register"]');

/** Opens the login dialog from the header and signs in. */
async function signInFromHeader(page: Page, email: string, password: string) {
  const dialog = await openLoginDialog(page);
  const form = loginForm(dialog);
  await form.getByLabel(en.email).fill(email);
  await form.getByLabel(en.email).press('Tab');
  await form.getByLabel(en.password).fill(password);
  await form.getByRole('button', { name: en.submitLogin }).click();
  return dialog;
}

test.describe('sign-in and registration dialogs', { tag: ['@route:login', '@route:register'] }, () => {
  test('registers with tags, shows the buyer in the header, logs out and logs in from the header dialog', async ({
    page,
  }, info) => {
    const email = freshEmail(info.project.name, 'reg');
    await page.goto('/register');
    const form = registerForm(page);
    await form.getByLabel(en.email).fill(email);
    await form.getByLabel(en.email).press('Tab');
    await form.getByLabel(en.password).fill('secret-123');
    await form.getByLabel(en.tags).fill('a');
    const suggestions = form.getByRole('list', { name: en.tagSuggestions }).getByRole('button');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(10);
    const tagName = (await suggestions.first().innerText()).trim();
    await suggestions.first().click();
    await expect(form.getByRole('list', { name: en.chosenTags })).toContainText(tagName);
    await form.getByRole('button', { name: en.submitRegister }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('signed-in-buyer')).toHaveText(email);

    await logOutFromHeader(page);
    expect((await page.context().cookies()).some((c) => c.name === 'sf_session')).toBe(false);

    const dialog = await signInFromHeader(page, email, 'secret-123');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('signed-in-buyer')).toHaveText(email);
  });

  test('welcomes a buyer who registered in the header dialog, naming the address the link went to, nothing cut off', async ({
    page,
  }, info) => {
    // the narrowest window the layouts serve on a phone, the usual one on a desktop
    if (info.project.name === 'mobile') await page.setViewportSize({ width: 320, height: 640 });
    const email = freshEmail(info.project.name, 'welcome');
    await page.goto('/?lang=en');
    const dialog = await openLoginDialog(page);
    if (info.project.name === 'mobile') await dialog.getByRole('tab', { name: en.joinFree }).click();
    const form = registerForm(dialog);
    await form.getByLabel(en.email).fill(email);
    await form.getByLabel(en.email).press('Tab');
    await form.getByLabel(en.password).fill('secret-123');
    await form.getByRole('button', { name: en.submitRegister }).click();

    const welcome = page.getByRole('dialog', { name: en.welcomeTitle });
    await expect(welcome).toBeVisible(HYDRATED);
    await expect(welcome).toContainText(en.welcomeBody.replace('{email}', `\u2068${email}\u2069`));
    await expect(welcome).not.toContainText('received your request');
    // every line whole: no text box shorter or narrower than its text, the dialog inside the window
    const cut = await welcome.evaluate((root) =>
      [...root.querySelectorAll('h2, p, button')]
        .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(cut).toEqual([]);
    const box = await welcome.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await welcome.getByRole('button', { name: en.thanksOk }).click();
    await expect(welcome).toBeHidden();
    await expect(page.getByTestId('signed-in-buyer')).toHaveText(email);
  });

  test('an unknown e-mail on login offers register, a registered one on register offers login', async ({
    page,
  }, info) => {
    const unknown = freshEmail(info.project.name, 'tab');
    await page.goto('/login');
    const login = loginForm(page);
    await login.getByLabel(en.email).fill(unknown);
    await login.getByLabel(en.email).press('Tab');
    await expect(page.getByText(en.needRegister)).toBeVisible();
    await page.getByRole('button', { name: en.goRegister, exact: true }).first().click();
    await expect(registerForm(page).getByLabel(en.email)).toHaveValue(unknown);
    if (info.project.name === 'mobile') {
      await expect(page.getByRole('tab', { name: en.joinFree })).toHaveAttribute('aria-selected', 'true');
    }

    const register = registerForm(page);
    await register.getByLabel(en.email).fill(BUYER.email);
    await register.getByLabel(en.email).press('Tab');
    await expect(page.getByText(en.emailExists)).toBeVisible();
    await page.getByRole('button', { name: en.goLogin }).click();
    await expect(loginForm(page).getByLabel(en.email)).toHaveValue(BUYER.email);
    await expect(loginForm(page).getByLabel(en.password)).toBeVisible();
  });

  test("dresses the sign-in page's button in the site's colour, as the header is", async ({ page }) => {
    await page.goto('/login');
    const header = await page
      .getByRole('banner')
      .evaluate((element) => getComputedStyle(element.closest('header') ?? element).backgroundColor);
    await expect(loginForm(page).getByRole('button', { name: en.submitLogin })).toHaveCSS('background-color', header);
  });

  test('a dialog that cannot load leaves the page as it was: a network error toast, and the next click opens it', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    // every script of the page has arrived; the dialog's code and messages load on the first click
    await page.waitForLoadState('networkidle');
    const heading = page.getByRole('heading', { level: 1 });
    const signIn = page.getByRole('banner').getByRole('button', { name: en.signIn });
    await context.setOffline(true);
    await signIn.click();
    await expect(page.getByRole('region', { name: api.toastRegion })).toContainText(api.networkError, HYDRATED);
    await expect(heading).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.setOffline(false);
    await signIn.click();
    await expect(loginForm(page.getByRole('dialog')).getByLabel(en.email)).toBeVisible(HYDRATED);
  });

  test('a dialog whose messages do not arrive is told as a network error, and opens with them on the next click', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // the script that holds the account messages (a text of account.json) is refused until the toast
    let refusing = true;
    let refused = 0;
    await page.route('**/_next/static/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (refusing && body.includes(en.promoTitle)) {
        refused += 1;
        await route.abort('internetdisconnected');
      } else await route.fulfill({ response, body });
    });
    const signIn = page.getByRole('banner').getByRole('button', { name: en.signIn });
    await signIn.click();
    await expect(page.getByRole('region', { name: api.toastRegion })).toContainText(api.networkError, HYDRATED);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(refused).toBeGreaterThan(0);
    refusing = false;
    await signIn.click();
    await expect(loginForm(page.getByRole('dialog')).getByLabel(en.email)).toBeVisible(HYDRATED);
    // a script still on its way when the test ends would be fetched by the handler after it: an error outside any test
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('refuses a supplier account at buyer login', async ({ page }) => {
    await page.goto('/login');
    const login = loginForm(page);
    await expect(login.getByLabel(en.password)).toHaveCount(0);
    await login.getByLabel(en.email).fill(SUPPLIER_EMAIL);
    await login.getByLabel(en.email).press('Tab');
    await expect(login.getByText(en.supplierRefused)).toBeVisible();
  });

  test('shows busy on a slow login and sends one request for a double click, then goes to ?redirect=', async ({
    page,
  }) => {
    let calls = 0;
    await page.route('**/api/main/login/login.json', async (route) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/login?redirect=%2Fsearch%2Fproduct%3Fkeyword%3Dled');
    const login = loginForm(page);
    await login.getByLabel(en.email).fill(BUYER.email);
    await login.getByLabel(en.email).press('Tab');
    await login.getByLabel(en.password).fill(BUYER.password);
    const submit = login.getByRole('button', { name: en.submitLogin });
    await submit.dblclick();
    await expect(login.getByRole('button', { name: en.busy })).toHaveAttribute('aria-busy', 'true');
    // argon2 verification and the search page render: allow for a machine busy with other work
    await expect(page).toHaveURL(/\/search\/product\?keyword=led$/, { timeout: 20_000 });
    expect(calls).toBe(1);
    await expect(page.getByTestId('signed-in-buyer')).toHaveText(BUYER.nickname);
  });

  test('sends a signed-in buyer from /login and /register to the home page', async ({ page }) => {
    const res = await page.request.post('/api/main/login/login.json', {
      data: { data: { login: BUYER.email, password: BUYER.password } },
    });
    expect(res.ok()).toBe(true);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('signed-in-buyer')).toHaveText(BUYER.nickname);
  });

  test('locks the account out at the sixth wrong password', async ({ page, request }, info) => {
    const email = freshEmail(info.project.name, 'lock');
    await registerViaApi(request, email, 'right-pass-1');
    await page.goto('/');
    await openLoginDialog(page);
    const form = loginForm(page.getByRole('dialog'));
    await form.getByLabel(en.email).fill(email);
    await form.getByLabel(en.email).press('Tab');
    const submit = form.getByRole('button', { name: en.submitLogin });
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await form.getByLabel(en.password).fill(`wrong-pass-${attempt}`);
      // each attempt's own answer: the previous attempt's alert already matches, and a click while one
      // is still on its way is dropped (one submission at a time), so waiting on the alert lost attempts
      const answered = page.waitForResponse((r) => r.url().includes('/api/main/login/login.json'));
      await submit.click();
      await answered;
      const expected = attempt === 6 ? /Too many failed sign-in attempts/ : /not correct|Too many/;
      await expect(form.getByRole('alert').last()).toHaveText(expected);
      await expect(submit).toHaveAttribute('aria-busy', 'false');
    }
    const refusal = form.getByRole('alert').last();
    await expect(refusal).toHaveText(/Too many failed sign-in attempts/);
    // the refusal offers the way back in: a password reset by e-mail
    await expect(refusal.getByRole('link', { name: en.forgotPassword })).toHaveAttribute('href', '/resetPassword');
  });

  test('the dialog is a labelled modal, 1041 px wide on desktop: Esc closes it and focus returns to the header button', async ({
    page,
  }, info) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: en.signIn });
    const dialog = await openLoginDialog(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleName(en.loginTitle);
    // spec §9: the desktop modal is 1041 px wide; on mobile it fills the 375 px screen
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(info.project.name === 'mobile' ? 375 : 1041);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});
