import { expect, test, type Page } from '@playwright/test';
import { buyerPages, signInDemoSupplier, signInNewBuyer, SIGNED_OUT_PAGES, SUPPLIER_PAGES } from '../support/page-sets';
import { crawl } from '../support/site-crawl';

// WCAG 2.1 reflow (1.4.10): at 320 CSS pixels wide (a 1280 px screen zoomed to 400 %, or a narrow window)
// every page reads without scrolling sideways. The desktop layout is served by the browser it runs in,
// not by the window's width, so the desktop project checks it squeezed to 320 px as well as the mobile
// layout. Data tables may scroll inside their own box (the criterion's exception); the page may not.

/** What sticks out past the window's right (or, right to left, left) edge, outside a scrolling box. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const width = root.clientWidth;
    const scrolls = (el: Element | null): boolean => {
      for (let e = el; e && e !== root; e = e.parentElement) {
        const x = getComputedStyle(e).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 0.5 && box.left >= -0.5)) continue;
      if (scrolls(el.parentElement)) continue;
      // the outermost element that sticks out, not each of its children
      if (found.some((f) => el.parentElement?.closest(`[data-reflow="${f}"]`))) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')}`;
      el.setAttribute('data-reflow', name);
      found.push(name);
    }
    return [`page ${root.scrollWidth} px wide in ${width}`, ...found.slice(0, 4)];
  });
}

async function check(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname, path).toBe(new URL(path, page.url()).pathname);
    const found = await overflow(page);
    if (found.length > 0) problems.push(`${path}: ${found.join(', ')}`);
  }
  return problems;
}

test.use({ viewport: { width: 320, height: 720 } });

test('every kind of page a signed-out visitor reaches reads at 320 px without scrolling sideways', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const { pages } = await crawl(request, origin);
  expect(pages.length).toBeGreaterThan(25);
  const more = [...SIGNED_OUT_PAGES, '/?lang=de', '/tr', '/cn'];
  expect(await check(page, [...new Set([...pages, ...more])])).toEqual([]);
});

test("a buyer's own pages read at 320 px without scrolling sideways", async ({ page, isMobile }) => {
  await signInNewBuyer(page, 'reflow');
  expect(await check(page, buyerPages(isMobile))).toEqual([]);
});

test("a supplier's workspace reads at 320 px without scrolling sideways", async ({ page }) => {
  await signInDemoSupplier(page);
  expect(await check(page, SUPPLIER_PAGES)).toEqual([]);
});
