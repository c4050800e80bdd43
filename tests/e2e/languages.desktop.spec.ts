import { expect, test } from '@playwright/test';
import { LOCALES } from '@/lib/i18n/locales';
import { commonMessages } from '../support/shell-messages';

// The desktop layout in each of the 19 languages. Each test sets the device class and the window itself,
// so the file runs in the desktop project only (playwright.config.ts: *.desktop.spec.ts).
// What is measured is the served page's layout: its HTML and CSS, which hydration leaves as they are (React
// renders the same markup, and page-scripts.spec.ts proves the pages hydrate). The pages load without
// running their scripts, at half the cost of nineteen full loads.
test.use({ javaScriptEnabled: false });

test.describe('desktop header', () => {
  test('keeps, in every language, each section name on one line and the search box wide at 1280 px', async ({
    page,
  }) => {
    test.slow(); // nineteen page loads
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const locale of LOCALES) {
      await page.goto(`/rfq?lang=${locale}&device=desktop`);
      const messages = commonMessages(locale);
      const nav = page.getByRole('navigation', { name: messages.primaryNavigation });
      const lines = await nav.getByRole('link').evaluateAll((links) =>
        links.map((link) => {
          const tops = new Set<number>();
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement?.closest('.visually-hidden')) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
          }
          return { name: link.textContent ?? '', lines: tops.size };
        }),
      );
      expect(lines.length, locale).toBeGreaterThanOrEqual(3);
      for (const link of lines) expect(link.lines, `${locale}: ${link.name}`).toBe(1);
      const search = page.getByRole('banner').getByRole('searchbox');
      expect((await search.boundingBox())?.width ?? 0, locale).toBeGreaterThanOrEqual(300);
    }
  });
});
