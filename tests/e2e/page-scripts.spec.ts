import { expect, test } from '@playwright/test';
import common from '../../messages/en/common.json';
import { HYDRATED } from '../support/hydration';
import { openLoginDialog } from '../support/login-dialog';

// The page's scripts are Next's own tags, as React writes them (no rewriting on the way out), and the
// page hydrates with them.
for (const path of ['/?lang=en', '/latest-products.html?lang=en']) {
  test(`serves ${path} with Next's own script tags, and runs them`, async ({ page }) => {
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html).toMatch(/<script src="\/_next\/static\/[^"]+\.js"[^>]* async=""/);
    expect(html).not.toContain('__sfDefer');

    // the header's sign-in button opens its dialog: the scripts ran and the page hydrated
    await openLoginDialog(page);
  });
}

// Next answers a not-found page with its empty error document (vercel/next.js#62228): the scripts draw the
// translated page.
test('draws the not-found page of an unknown product once its scripts have run', async ({ page }) => {
  const response = await page.goto('/No-Such-Product_999999999.html?lang=en');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: common.notFoundTitle })).toBeVisible(HYDRATED);
  await expect(page.getByRole('link', { name: common.backHome })).toBeVisible();
});
