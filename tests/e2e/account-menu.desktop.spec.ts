import { expect, test } from '@playwright/test';
import accountPages from '../../messages/en/accountPages.json';
import favourites from '../../messages/en/favourites.json';
import { freshEmail, registerBuyer } from '../support/e2e-buyer';
import { HYDRATED } from '../support/hydration';

// The desktop header's buyer hub (issue 53): the buyer's name opens the list of their pages. What it
// lists and counts, as served: tests/http/account-pages.spec.ts.

test('the buyer hub opens from the keyboard, closes on Escape or a click elsewhere, and leads to the pages @route:account', async ({
  page,
}) => {
  const email = freshEmail('hub');
  await registerBuyer(page.request, email, 'hub-pass-1');
  await page.goto('/?lang=en');
  const banner = page.getByRole('banner');
  const button = banner.getByRole('button', { name: email });
  const hub = banner.getByRole('navigation', { name: accountPages.hubLabel });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(hub).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true', HYDRATED);
  await expect(hub.getByRole('link', { name: accountPages.accountTitle })).toBeVisible();
  await expect(hub.getByRole('link', { name: accountPages.myRfqs })).toBeVisible();
  // the panel lies over the page inside the window, under the button
  const panel = await hub.boundingBox();
  const under = await button.boundingBox();
  expect(panel && under && panel.y >= under.y + under.height - 1).toBe(true);
  expect(panel && panel.x >= 0 && panel.x + panel.width <= (page.viewportSize()?.width ?? 0)).toBe(true);

  // Tab walks into the list; Escape closes it and gives the focus back to the button
  await page.keyboard.press('Tab');
  await expect(hub.getByRole('link', { name: accountPages.accountTitle })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(hub).toBeHidden();
  await expect(button).toBeFocused();

  // a click elsewhere closes it
  await button.click();
  await expect(hub).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(hub).toBeHidden();

  // focus leaving it closes it too
  await button.click();
  await expect(hub).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(hub).toBeHidden();

  await button.click();
  await hub.getByRole('link', { name: favourites.title }).click();
  await expect(page).toHaveURL(/\/account\/favorites\/product/);
  await page.getByRole('banner').getByRole('button', { name: email }).click();
  await page.getByRole('banner').getByRole('link', { name: accountPages.accountTitle }).click();
  await expect(page).toHaveURL(/\/account(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: accountPages.accountTitle })).toBeVisible();
});
