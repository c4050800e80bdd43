import { expect, test } from '@playwright/test';
import enCommon from '../../messages/en/common.json';
import deSearch from '../../messages/de/search.json';
import arProduct from '../../messages/ar/product.json';

test.describe('device class', () => {
  test('switches layout on request and keeps the choice', async ({ page }, testInfo) => {
    const other = testInfo.project.name === 'mobile' ? 'desktop' : 'mobile';
    await page.goto('/');
    await page.getByRole('link', { name: other === 'mobile' ? enCommon.mobileSite : enCommon.desktopSite }).click();
    await expect(page.locator('html')).toHaveAttribute('data-device', other);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-device', other);
  });
});

test.describe('routing rules (spec §2)', () => {
  test('shows a translated not-found page for a route not built yet', async ({ page }) => {
    const response = await page.goto('/liveshow?lang=en');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: enCommon.notFoundTitle })).toBeVisible();
  });
});

// the country site as served (its language, greeting and suppliers): tests/http/shell.spec.ts
test.describe('sites and languages', () => {
  test('switches language on the same page and keeps it', async ({ page }) => {
    await page.goto('/tr?lang=tr');
    await page.locator('.language-switcher summary').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/tr\?lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // stored once the switcher has hydrated
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('lang'))).toBe('en');
    await page.goto('/tr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("keeps the page's query when the language changes: a search stays the same search", async ({ page }) => {
    await page.goto('/search/product?keyword=lamp&lang=en');
    await page.locator('.language-switcher summary').click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/search\/product\?keyword=lamp&lang=de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      deSearch.headingKeyword.replace('{keyword}', 'lamp'),
    );
  });
});

/**
 * Whether an element's Latin text is drawn left to right: its last character right of the one before it
 * ('previous': a closing full stop after its word) or of its first ('first': "2.5 kg" on one line).
 */
function readsLeftToRight(el: Element, from: string): boolean | null {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if ((n as Text).length > 1) last = n as Text;
  if (!last) return null;
  const text = last;
  const left = (at: number) => {
    const range = document.createRange();
    range.setStart(text, at);
    range.setEnd(text, at + 1);
    return range.getBoundingClientRect().left;
  };
  return left(text.length - 1) > left(from === 'first' ? 0 : text.length - 2);
}

test.describe('right-to-left', () => {
  test('mirrors the shell for Arabic', async ({ page }) => {
    const order = async () => {
      const brand = await page.locator('.site-header__brand').boundingBox();
      const switcher = await page.locator('.language-switcher').boundingBox();
      return (brand?.x ?? 0) < (switcher?.x ?? 0) ? 'brand first from the left' : 'brand first from the right';
    };
    await page.goto('/?lang=en');
    expect(await order()).toBe('brand first from the left');
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await order()).toBe('brand first from the right');
  });

  test('keeps a Latin supplier name whole on Persian and Arabic pages: "Co., Ltd." ends with its full stop', async ({
    page,
  }) => {
    for (const lang of ['ar', 'fa']) {
      await page.goto(`/?lang=${lang}`);
      // a product card's supplier, and the home page's supplier list
      const cardSupplier = page
        .locator('article p')
        .filter({ hasText: /Ltd\.$/ })
        .first();
      await expect(cardSupplier).toBeVisible();
      expect(await cardSupplier.evaluate(readsLeftToRight, 'previous'), lang).toBe(true);
      const listed = page
        .getByRole('region', { name: /./ })
        .getByRole('link', { name: /Ltd\.$/ })
        .last();
      expect(await listed.evaluate(readsLeftToRight, 'previous'), lang).toBe(true);
      // the supplier page's heading and the breadcrumb that names it
      await listed.click();
      await page.waitForURL(/\/supplier\//);
      expect(await page.getByRole('heading', { level: 1 }).evaluate(readsLeftToRight, 'previous'), lang).toBe(true);
      const crumb = page.getByRole('navigation').locator('[aria-current="page"]');
      expect(await crumb.evaluate(readsLeftToRight, 'previous'), lang).toBe(true);
    }
  });

  test("shows a product's English description and attribute values left to right on an Arabic page", async ({
    page,
  }) => {
    await page.goto('/1.html?lang=ar');
    const description = page.getByRole('region', { name: arProduct.descriptionHeading }).locator('p');
    await expect(description).toHaveText(/20\.$/);
    expect(await description.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    expect(await description.evaluate(readsLeftToRight, 'previous')).toBe(true);
    const weight = page.getByRole('row', { name: /Weight/ }).getByRole('cell');
    await expect(weight).toHaveText('2.5 kg');
    expect(await weight.evaluate(readsLeftToRight, 'first')).toBe(true);
  });
});

test.describe('typography', () => {
  test("writes buttons, fields and choices in the page's fonts, in Latin, Arabic and Chinese", async ({ page }) => {
    for (const locale of ['en', 'ar', 'zh']) {
      for (const path of ['/login', '/search/product?keyword=steel', '/rfq']) {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);
        const { body, controls } = await page.evaluate(() => ({
          body: getComputedStyle(document.body).fontFamily,
          controls: Array.from(document.querySelectorAll('button, input, select, textarea'))
            .filter((el) => el instanceof HTMLElement && el.getClientRects().length > 0)
            .map((el) => ({
              what: `${el.tagName.toLowerCase()} ${(el.textContent || el.getAttribute('placeholder') || el.getAttribute('type') || '').trim().slice(0, 30)}`,
              font: getComputedStyle(el).fontFamily,
            })),
        }));
        // the header's "Sign in" and each page's own fields, buttons and check boxes
        expect(controls.length, `${locale} ${path}`).toBeGreaterThan(2);
        for (const control of controls) expect(control.font, `${locale} ${path}: ${control.what}`).toBe(body);
      }
    }
  });
});
