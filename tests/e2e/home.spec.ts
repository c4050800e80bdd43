import { expect, test } from '@playwright/test';
import deHome from '../../messages/de/home.json';
import zhHome from '../../messages/zh/home.json';
import enHome from '../../messages/en/home.json';
import { initialsOf } from '../../lib/format/initials';

test.describe('home page of the default site', { tag: '@route:home' }, () => {
  test('shows the seeded catalogue from the database', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Source products from suppliers worldwide' }),
    ).toBeVisible();
    await expect(page.getByText(/^[\d,]+ products from 40 suppliers$/)).toBeVisible();
    const arrivals = page.getByRole('region', { name: 'New arrivals' });
    await expect(arrivals.getByRole('article')).toHaveCount(12);
    await expect(
      arrivals
        .getByRole('article')
        .first()
        .getByText(/^US\$[\d,]+\.\d\d/),
    ).toBeVisible();
    await expect(
      arrivals
        .getByRole('article')
        .first()
        .getByText(/^Min\. order: [\d,]+\s/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Industries' }).getByRole('listitem')).toHaveCount(10);
    await expect(
      page.getByRole('region', { name: 'Upcoming exhibitions' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

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

test.describe('language', () => {
  test('follows ?lang= and keeps the choice for the next visit', async ({ page }) => {
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(enHome.heroTitle);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('follows the browser language when nothing was chosen', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'de-DE',
      extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deHome.heroTitle);
    await context.close();
  });

  test('shows product names in Chinese for Chinese readers', async ({ page }) => {
    await page.goto('/?lang=zh');
    const name = page
      .getByRole('region', { name: zhHome.newArrivalsHeading })
      .getByRole('heading', { level: 3 })
      .first();
    await expect(name).toHaveText(/[\u4e00-\u9fff]/);
  });
});

test.describe('service endpoints', () => {
  test("draws a supplier's initials on its generated logo", async ({ page, request }) => {
    await page.goto('/supplier/1.html?lang=en');
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(initialsOf(name)).toMatch(/^\S{1,2}$/);
    const logo = await request.get('/media/gen/logo/1.svg');
    expect(await logo.text()).toContain(`>${initialsOf(name)}</text>`);
  });
});
