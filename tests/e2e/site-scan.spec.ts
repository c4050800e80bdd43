import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { buyerPages, signInDemoSupplier, signInNewBuyer, SIGNED_OUT_PAGES, SUPPLIER_PAGES } from '../support/page-sets';
import { deviceRequest } from '../support/http';
import { shapeOf, sharedCrawl } from '../support/site-crawl';

// Every kind of page, loaded once in each project's layout (desktop or mobile) and checked twice:
// - accessibility by axe-core (the engine behind Lighthouse's accessibility score, which sees only four
//   pages), at the project's own window size;
// - WCAG 2.1 reflow (1.4.10): zoomed to 320 CSS pixels wide (a 1280 px screen at 400 %, or a narrow window)
//   the page reads without scrolling sideways. The desktop layout is served by the browser it runs in, not by
//   the window's width, so the desktop project checks it squeezed to 320 px as well as the mobile layout.
//   Data tables may scroll inside their own box (the criterion's exception); the page may not.
// The pages: those a signed-out visitor reaches from the home page (a crawl), sign-in, searches and the
// site maps, a buyer's own pages and a supplier's workspace. A problem names the page, the rule or the
// element.

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const ZOOMED = { width: 320, height: 720 };

type Violation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };

/** axe-core's violations on the page as it stands, one line each. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (on: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    // violations only: what passed is not gathered (the same rules run)
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return found.map((v) => `axe ${v.id} (${v.impact ?? 'unrated'}): ${v.targets.join(' | ')}`);
}

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
    return [`reflow: page ${root.scrollWidth} px wide in ${width}`, ...found.slice(0, 4)];
  });
}

/** Opens each path in the project's window, gathers what axe finds, then what sticks out at 320 px. */
async function scan(page: Page, paths: readonly string[]): Promise<string[]> {
  const size = page.viewportSize();
  const problems: string[] = [];
  for (const path of paths) {
    if (size) await page.setViewportSize(size);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // the page itself, not a sign-in page it sent the visitor to
    expect(new URL(page.url()).pathname, path).toBe(new URL(path, page.url()).pathname);
    // React 19 reveals streamed Suspense content in batches, after the load event when the machine is
    // busy: the page is scanned once every boundary shows its content, not its skeleton (a streamed
    // boundary's content waits in a hidden `S:` element, its fallback is marked by a `B:` template)
    await page.waitForFunction(() => !document.querySelector('template[id^="B:"], div[hidden][id^="S:"]'));
    for (const line of await violations(page)) problems.push(`${path}: ${line}`);
    await page.setViewportSize(ZOOMED);
    const found = await overflow(page);
    if (found.length > 0) problems.push(`${path}: ${found.join(', ')}`);
  }
  return problems;
}

/** Which of the signed-out scan's parts a kind of page falls in: two tests share the pages. */
const PARTS = 2;
function partOf(path: string): number {
  let hash = 0;
  for (const char of shapeOf(path)) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % PARTS;
}

for (let part = 0; part < PARTS; part += 1) {
  test(`every kind of page a signed-out visitor reaches passes axe and reflows at 320 px (part ${part + 1} of ${PARTS})`, async ({
    page,
    baseURL,
    isMobile,
  }) => {
    // the crawl of the project's device class (made once a run, most often by the HTTP layer's link check),
    // then some fifty pages, each loaded once, scanned by axe and measured at 320 px
    test.setTimeout(240_000);
    const origin = new URL(baseURL ?? 'http://localhost').origin;
    const device = isMobile ? 'mobile' : 'desktop';
    const request = await deviceRequest(baseURL, device);
    const { pages } = await sharedCrawl(request, origin, device).finally(() => request.dispose());
    expect(pages.length).toBeGreaterThan(25);
    // the languages whose words are longest or written right to left, and two country sites
    const more = [...SIGNED_OUT_PAGES, '/?lang=de', '/tr', '/cn'];
    const mine = [...new Set([...pages, ...more])].filter((path) => partOf(path) === part);
    expect(mine.length).toBeGreaterThan(5);
    expect(await scan(page, mine)).toEqual([]);
  });
}

test("a buyer's own pages pass axe and reflow at 320 px", async ({ page, isMobile }) => {
  await signInNewBuyer(page, 'scan');
  expect(await scan(page, buyerPages(isMobile))).toEqual([]);
});

test("a supplier's workspace passes axe and reflows at 320 px", async ({ page }) => {
  await signInDemoSupplier(page);
  expect(await scan(page, SUPPLIER_PAGES)).toEqual([]);
});
