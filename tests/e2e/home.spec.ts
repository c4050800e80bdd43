import { expect, test } from '@playwright/test';

// The home page where a browser is needed: images loaded, the grid laid out, the keyboard. What it serves
// (the catalogue, its language, the supplier logos): tests/http/home.spec.ts.

test.describe('home page of the default site', { tag: '@route:home' }, () => {
  test('loads the generated product images', async ({ page }) => {
    await page.goto('/');
    const image = page.getByRole('region', { name: 'New arrivals' }).locator('img').first();
    // the lists stream in after the shell; retry until the streamed image has settled and loaded
    await expect(async () => {
      await image.scrollIntoViewIfNeeded({ timeout: 2000 });
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    }).toPass({ timeout: 15_000 });
  });

  test('lays products out for the screen it is on', async ({ page }, testInfo) => {
    await page.goto('/');
    const grid = page.getByRole('region', { name: 'New arrivals' }).locator('article').first().locator('..');
    await expect
      .poll(() => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length))
      .toBe(testInfo.project.name === 'mobile' ? 2 : 6);
  });

  test('reaches the main content with the keyboard first', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
