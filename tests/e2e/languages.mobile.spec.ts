import { expect, test } from '@playwright/test';
import { LOCALES } from '@/lib/i18n/locales';
import { commonMessages } from '../support/shell-messages';

// The mobile layout in each of the 19 languages. Each test sets the device class and the window itself,
// so the file runs in the mobile project only (playwright.config.ts: *.mobile.spec.ts).
// What is measured is the served page's layout: its HTML and CSS, which hydration leaves as they are (React
// renders the same markup, and page-scripts.spec.ts proves the pages hydrate). The pages load without
// running their scripts, at half the cost of nineteen full loads.
test.use({ javaScriptEnabled: false });

test.describe('mobile tab bar', () => {
  // Scripts written without spaces between words break lines inside a label by dictionary; the others must
  // not break a word in two.
  const UNSPACED = new Set(['ja', 'km', 'my', 'th', 'zh']);

  test('fits each of its five labels, in every language, inside its own fifth of a 375 px screen', async ({ page }) => {
    test.slow(); // nineteen page loads
    await page.setViewportSize({ width: 375, height: 780 });
    for (const locale of LOCALES) {
      await page.goto(`/rfq?lang=${locale}&device=mobile`);
      const messages = commonMessages(locale);
      const bar = page.getByRole('navigation', { name: messages.sections });
      await expect(bar.getByRole('link')).toHaveCount(5);
      const cells = await bar.locator('li').evaluateAll((items) =>
        items.map((li) => {
          const cell = li.getBoundingClientRect();
          let left = Infinity;
          let right = -Infinity;
          let brokenWords = 0;
          const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement?.closest('.visually-hidden')) continue;
            const text = node.textContent ?? '';
            for (const word of text.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, word.index);
              range.setEnd(node, word.index + word[0].length);
              const rects = [...range.getClientRects()];
              if (rects.length > 1) brokenWords += 1;
              for (const r of rects) {
                left = Math.min(left, r.left);
                right = Math.max(right, r.right);
              }
            }
          }
          return {
            label: li.textContent ?? '',
            outside: Math.max(cell.left - left, right - cell.right),
            brokenWords,
          };
        }),
      );
      const labels = ['tabHome', 'tabCategories', 'tabRfq', 'tabCart', 'tabAccount'].map((key) => messages[key]);
      for (const [i, cell] of cells.entries()) {
        expect(cell.label, locale).toContain(labels[i]);
        expect(cell.outside, `${locale}: ${cell.label}`).toBeLessThanOrEqual(0);
        if (!UNSPACED.has(locale)) expect(cell.brokenWords, `${locale}: ${cell.label}`).toBe(0);
      }
    }
  });
});

test.describe('mobile pages', () => {
  test('fit a 375 px screen in every language without sideways scrolling', async ({ page }) => {
    test.slow(); // nineteen page loads
    await page.setViewportSize({ width: 375, height: 780 });
    for (const locale of LOCALES) {
      await page.goto(`/?lang=${locale}&device=mobile`);
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0], locale).toBeLessThanOrEqual(widths[1] ?? 0);
    }
  });
});
