import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { buyerPages, signInDemoSupplier, signInNewBuyer, SIGNED_OUT_PAGES, SUPPLIER_PAGES } from '../support/page-sets';
import { crawl } from '../support/site-crawl';

// Every kind of page, checked by axe-core (the engine behind Lighthouse's accessibility score, which sees
// only four pages): the pages a signed-out visitor reaches from the home page, the sign-in and search
// pages, a buyer's own pages and a supplier's workspace. Each project runs its own layout, desktop or
// mobile. A violation names the page, the rule and the first elements it found.

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };

/** axe-core's violations on the page as it stands, one line each. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (on: Document) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return found.map((v) => `${v.id} (${v.impact ?? 'unrated'}): ${v.targets.join(' | ')}`);
}

/** Opens each path and gathers what axe finds there, by page. */
async function scan(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // the page itself, not a sign-in page it sent the visitor to
    expect(new URL(page.url()).pathname, path).toBe(new URL(path, page.url()).pathname);
    for (const line of await violations(page)) problems.push(`${path}: ${line}`);
  }
  return problems;
}

test('every kind of page a signed-out visitor reaches passes axe', async ({ page, request, baseURL }) => {
  // a crawl, then some sixty pages in the browser, about 1.5 s each with axe: 1.7 min beside another
  // worker in CI, over test.slow()'s 90 s
  test.setTimeout(300_000);
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const { pages } = await crawl(request, origin);
  expect(pages.length).toBeGreaterThan(25);
  expect(await scan(page, [...new Set([...pages, ...SIGNED_OUT_PAGES])])).toEqual([]);
});

test("a buyer's own pages pass axe", async ({ page, isMobile }) => {
  await signInNewBuyer(page, 'a11y');
  expect(await scan(page, buyerPages(isMobile))).toEqual([]);
});

test("a supplier's workspace passes axe", async ({ page }) => {
  await signInDemoSupplier(page);
  expect(await scan(page, SUPPLIER_PAGES)).toEqual([]);
});
