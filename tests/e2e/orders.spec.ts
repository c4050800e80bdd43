import { expect, test } from '@playwright/test';
import account from '../../messages/en/account.json';
import orders from '../../messages/en/orders.json';
import { freshEmail, registerBuyer } from '../support/e2e-buyer';
import { HYDRATED } from '../support/hydration';

// spec §2 /startOrder/{productId} (decision 0161): a signed-out buyer asks for a trial order from a product
// page, is told what is missing, signs in when sending and gets the reference (the served page and the
// supplier's list: tests/http/orders.spec.ts).

test('a buyer orders a trial quantity from a product page, signing in on sending @route:startOrder', async ({
  page,
  request,
}) => {
  const email = freshEmail('order');
  await registerBuyer(request, email, 'Order-test-1');
  await page.goto('/?lang=en');
  await page.getByRole('region', { name: 'New arrivals' }).getByRole('article').first().getByRole('link').click();
  await page.getByRole('link', { name: orders.startOrder }).click();
  const form = page.getByRole('form', { name: orders.pageTitle });
  await expect(form.getByRole('radio', { name: new RegExp(`^${orders.kind.sample}`) })).toBeChecked(HYDRATED);

  await form.getByRole('radio', { name: new RegExp(`^${orders.kind.trial}`) }).check();
  await form.getByRole('button', { name: orders.submit }).click();
  await expect(form.getByText(orders.errorRequired)).toBeVisible();
  await expect(form.getByText(orders.errorChoose)).toBeVisible();
  await expect(form.getByLabel(orders.quantityLabel)).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await form.getByLabel(orders.quantityLabel).fill('250');
  await form.getByLabel(orders.countryLabel).selectOption('MX');
  await form.getByLabel(orders.cityLabel).fill('León');
  await form.getByRole('button', { name: orders.submit }).click();
  const login = page.getByRole('dialog').locator('form[data-form="login"]');
  await login.getByLabel(account.email).fill(email);
  await login.getByLabel(account.email).press('Tab');
  await login.getByLabel(account.password).fill('Order-test-1');
  await login.getByRole('button', { name: account.submitLogin }).click();

  await expect(page.getByRole('heading', { name: orders.successTitle })).toBeFocused(HYDRATED);
  await expect(page.getByText(/has your request SO-[2-9A-HJKMNP-Z]{8}/)).toBeVisible();
});
