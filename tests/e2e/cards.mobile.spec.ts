import { expect, test } from '@playwright/test';
import account from '../../messages/en/account.json';
import cards from '../../messages/en/cards.json';
import { freshEmail, registerBuyer } from '../support/e2e-buyer';
import { HYDRATED } from '../support/hydration';

// spec §2 /myCard (decision 0162) on a phone: a buyer makes an e-card, and another buyer keeps it from its
// shared link (the page as served: tests/http/cards.spec.ts).

test('a buyer makes an e-card, and another keeps it from its link @route:myCard', async ({
  page,
  browser,
  baseURL,
  request,
}, info) => {
  // signed in through the API on the page's own context, so the browser carries the session
  const email = freshEmail('card-owner');
  await registerBuyer(page.request, email, 'card-pass-1');
  await page.goto('/myCard?lang=en');
  const form = page.getByRole('form', { name: cards.createTitle });
  await expect(form.getByLabel(cards.emailLabel)).toHaveValue(email, HYDRATED);
  await form.getByLabel(cards.fullNameLabel).fill('');
  await form.getByLabel(cards.websiteLabel).fill('ruiz-import.test');
  await form.getByRole('button', { name: cards.save }).click();
  await expect(form.getByText(cards.errorRequired)).toBeVisible();
  await expect(form.getByText(cards.errorWebsite)).toBeVisible();

  await form.getByLabel(cards.fullNameLabel).fill('Ana Ruiz');
  await form.getByLabel(cards.websiteLabel).fill('https://ruiz-import.test');
  await form.getByRole('button', { name: cards.save }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ana Ruiz' })).toBeVisible(HYDRATED);
  await expect(page.getByRole('img', { name: cards.qrLabel })).toBeVisible();
  const link = (await page.getByRole('region', { name: cards.linkLabel }).locator('p').first().innerText()).trim();
  expect(link).toMatch(/\/myCard\?card=[A-Za-z0-9_-]{24}$/);

  // another buyer's phone
  const visitor = await browser.newContext({
    baseURL,
    viewport: info.project.use.viewport,
    userAgent: info.project.use.userAgent,
    isMobile: info.project.use.isMobile,
    hasTouch: info.project.use.hasTouch,
  });
  try {
    const other = await visitor.newPage();
    // a buyer with an account, signed out in this browser: "Keep" asks to sign in, then keeps by itself
    const email = freshEmail('card-visitor');
    await registerBuyer(request, email, 'card-pass-1');
    await other.goto(`${new URL(link).pathname}${new URL(link).search}&lang=en`);
    await other.getByRole('button', { name: cards.keep }).click();
    const login = other.getByRole('dialog').locator('form[data-form="login"]');
    await login.getByLabel(account.email).fill(email);
    await login.getByLabel(account.email).press('Tab');
    await login.getByLabel(account.password).fill('card-pass-1');
    await login.getByRole('button', { name: account.submitLogin }).click();
    await expect(other.getByText(cards.kept)).toBeVisible(HYDRATED);
    await other.getByRole('link', { name: cards.keptLink }).click();
    await expect(other.getByRole('main').getByText('Ana Ruiz')).toBeVisible();
  } finally {
    await visitor.close();
  }
});
