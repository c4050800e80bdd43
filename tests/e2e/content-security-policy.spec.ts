import { expect, test, type Page } from '@playwright/test';
import { HYDRATED } from '../support/hydration';
import { openLoginDialog } from '../support/login-dialog';

// docs/decisions/0131-content-security-policy.md: every page runs under a policy with a nonce of its own
// (the proxy's), which Next and the production server's script loader put on each of the page's scripts.
// A script, style or image the policy refused would show here as a violation: the page must have none,
// and its scripts must have run (Next's bootstrap sets `window.next`; the dialog needs React).

type Violation = { directive: string; blocked: string };

/** Collects the page's policy violations, as the browser reports them to the page and to the console. */
async function watchViolations(page: Page): Promise<() => Promise<(Violation | string)[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations)),
    ...console,
  ];
}

/** Waits until Next's scripts (which carry the page's nonce) have run under the page's policy. */
async function scriptsRan(page: Page) {
  await page.waitForFunction(() => 'next' in window, undefined, HYDRATED);
  await page.waitForLoadState('networkidle');
}

test.describe('the content security policy', () => {
  test('the home page runs its scripts with no violation, and the sign-in dialog opens', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[A-Za-z0-9_-]{22}'/);
    await scriptsRan(page);
    await openLoginDialog(page);
    expect(await violations()).toEqual([]);
  });

  test('a product page and its pictures load with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    const href = await page
      .getByRole('region', { name: 'New arrivals' })
      .getByRole('article')
      .first()
      .getByRole('link')
      .getAttribute('href');
    expect(href).toMatch(/_\d+\.html$/);
    await page.goto(href ?? '');
    await scriptsRan(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('img').count()).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test('a search and the not-found page (drawn by its scripts) load with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/search/product?keyword=steel');
    await scriptsRan(page);
    const missing = await page.goto('/no-such-product_99999999.html');
    expect(missing?.status()).toBe(404);
    await scriptsRan(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(HYDRATED);
    expect(await violations()).toEqual([]);
  });

  test('another site cannot show a page in a frame', async ({ page, baseURL }) => {
    const framed = `${baseURL}/`;
    // a page of another origin (127.0.0.1 is not localhost), served by the test, framing the site's home page
    const other = `${(baseURL ?? '').replace('//localhost:', '//127.0.0.1:')}/framing-page`;
    await page.route(other, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!DOCTYPE html><iframe src="${framed}"></iframe>` }),
    );
    // the document's load waits for its frame's
    await page.goto(other);
    const child = page.frames().find((frame) => frame !== page.mainFrame());
    // the frame holds the browser's error page, not the site (without the policy and X-Frame-Options it
    // shows the home page, header and all)
    expect(child?.url()).toMatch(/^chrome-error:/);
    expect(await child?.locator('header').count()).toBe(0);
  });
});
