import { expect, test } from '@playwright/test';
import account from '../../messages/en/account.json';
import tl from '../../messages/en/trafficLight.json';
import { freshEmail, registerBuyer } from '../support/e2e-buyer';
import { HYDRATED } from '../support/hydration';

// spec §2 /trafficLight/feedback: a signed-out buyer writes a report, signs in when sending it (spec §4
// login gate) and the report goes without a second press (the page as served: tests/http/traffic-light.spec.ts).

test('a buyer reports a problem, signs in on sending and gets a reference @route:trafficLightFeedback', async ({
  page,
  request,
}) => {
  const email = freshEmail('traffic');
  await registerBuyer(request, email, 'Report-test-1');
  await page.goto('/trafficLight/feedback?lang=en&country=PL');
  const form = page.getByRole('form', { name: tl.feedbackTitle });
  await expect(form.getByLabel(tl.marketLabel)).toHaveValue('PL', HYDRATED);

  // nothing chosen, too little said: each field says what it needs, before any sign-in is asked
  await form.getByLabel(tl.descriptionLabel).fill('Late again');
  await form.getByRole('button', { name: tl.submit }).click();
  await expect(form.getByText(tl.errorChoose)).toBeVisible();
  await expect(form.getByText('Please write at least 20 characters.')).toBeVisible();
  await expect(form.getByLabel(tl.categoryLabel)).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await form.getByLabel(tl.categoryLabel).selectOption('delivery');
  await form.getByLabel(tl.supplierLabel).fill('Mazowsze Meble');
  await form.getByLabel(tl.descriptionLabel).fill('The chairs arrived three weeks after the agreed date.');
  await form.getByRole('button', { name: tl.submit }).click();

  const dialog = page.getByRole('dialog');
  const login = dialog.locator('form[data-form="login"]');
  await login.getByLabel(account.email).fill(email);
  await login.getByLabel(account.email).press('Tab');
  await login.getByLabel(account.password).fill('Report-test-1');
  await login.getByRole('button', { name: account.submitLogin }).click();
  await expect(dialog).toBeHidden();

  const sent = page.getByRole('heading', { name: tl.sentTitle });
  await expect(sent).toBeFocused(HYDRATED);
  await expect(page.getByText(/under the reference TL-[2-9A-HJKMNP-Z]{8}/)).toBeVisible();
});
