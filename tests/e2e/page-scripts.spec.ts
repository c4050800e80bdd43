import { expect, test, type Route } from '@playwright/test';
import en from '../../messages/en/account.json';
import common from '../../messages/en/common.json';
import { HYDRATED } from '../support/hydration';
import { openLoginDialog } from '../support/login-dialog';

// The page's scripts start once the browser has shown the page (server/deferred-scripts.mjs): the
// content is painted before any of them is fetched, and the page still hydrates.
for (const path of ['/?lang=en', '/latest-products.html?lang=en']) {
  test(`shows ${path} before fetching its scripts, then runs them`, async ({ page }) => {
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js" async/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(html).toContain('__sfDefer("/_next/static/');

    // the header's sign-in button opens its dialog: the scripts ran and the page hydrated
    await openLoginDialog(page);

    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname));
      return { paint: paint?.startTime ?? null, scripts: scripts.map((entry) => entry.startTime) };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(5);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!);
  });
}

// A button pressed while the scripts are still on their way is pressed again once the page has hydrated
// (the loader holds the click; components/app/early-clicks.tsx replays it), once however often it was.
test('answers a button pressed before the page had its scripts', async ({ page }) => {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/_next\/static\/.+\.js$/, (route) => (holding ? void held.push(route) : route.continue()));
  // the scripts the loader adds hold the load event while they are held
  await page.goto('/?lang=en', { waitUntil: 'domcontentloaded' });
  const signIn = page.getByRole('banner').getByRole('button', { name: en.signIn });
  await signIn.click();
  await signIn.click();
  await expect.poll(() => held.length).toBeGreaterThan(0); // the page asked for its scripts, none has come
  await expect(page.getByRole('dialog')).toHaveCount(0);

  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

// Next answers a not-found page with its empty error document (vercel/next.js#62228): the scripts draw the
// translated page, so the loader starts them at once there.
test('draws the not-found page of an unknown product once its scripts have run', async ({ page }) => {
  const response = await page.goto('/No-Such-Product_999999999.html?lang=en');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: common.notFoundTitle })).toBeVisible(HYDRATED);
  await expect(page.getByRole('link', { name: common.backHome })).toBeVisible();
});
