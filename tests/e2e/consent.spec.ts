import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import enCommon from '../../messages/en/common.json';
import enConsent from '../../messages/en/consent.json';
import arConsent from '../../messages/ar/consent.json';
import { withDb } from '../support/demo-accounts';
import { startSiteServer, type HeapServer } from '../support/heap-server';
import { e2eServerEnv } from '../support/server-env';

// spec §1, §4, §9 cookie consent in a browser: who is asked, what each choice does to the analytics calls
// and cookies, the reopened preferences, the records on the server. The visitor's country comes from the
// server's own GeoIP lookup of the client address; these tests run their own server behind a trusted
// proxy (TRUSTED_PROXY_HOPS=1, as deploy/ has nginx) and play that proxy, sending the address a German,
// Polish or American visitor would come from. The suite's own server trusts no proxy, and neither does
// production without one: a visitor's own X-Forwarded-For decides nothing there
// (tests/integration/api-reference.test.ts).

const ADDRESS = { DE: '85.214.132.117', PL: '83.0.0.1', US: '8.8.8.8' } as const;

/** The calls of the consent gate (lib/consent/gate.ts): Page_View, analytics and search, behaviour events. */
const ANALYTICS = /\/api\/[a-z]+\/(visit\/track|analytics\/(track|search)|behavior\/event)\.json/;

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations inside the consent library's own element (the page itself: site-scan.spec.ts). */
async function consentViolations(page: Page): Promise<string[]> {
  // the library fades and slides its dialogs in: colours are measured once they stand still
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (on: object, o: object) => Promise<Result> } }).axe;
    const result = await axe.run({ include: [['#cc-main']] }, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

let server: HeapServer;
test.beforeAll(async () => {
  server = await startSiteServer({
    ...e2eServerEnv(Number(process.env.E2E_PORT ?? 3100)),
    TRUSTED_PROXY_HOPS: '1',
  });
});
test.afterAll(async () => {
  await server?.stop();
});

type Visit = { context: BrowserContext; page: Page; analytics: Request[] };

async function visitFrom(browser: Browser, country: keyof typeof ADDRESS, locale = 'en-US'): Promise<Visit> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL: server.site,
    locale,
    extraHTTPHeaders: { 'x-forwarded-for': ADDRESS[country] },
  });
  const page = await context.newPage();
  const analytics: Request[] = [];
  page.on('request', (request) => {
    if (ANALYTICS.test(request.url())) analytics.push(request);
  });
  return { context, page, analytics };
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((c) => c.name);
}

async function storedConsent(context: BrowserContext): Promise<{ categories: string[]; consentId: string } | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[]; consentId: string }) : null;
}

/** The server's records of one consent id, oldest first (spec §3 record, §4 accept or reject). */
async function recordsOf(consentId: string): Promise<{ event: string; result: string; country: string | null }[]> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ event: string; result: string; country: string | null }>(
      'SELECT event, result, country_code AS country FROM cookie_consents WHERE consent_id = $1 ORDER BY id',
      [consentId],
    );
    return rows;
  });
}

async function expectRecords(context: BrowserContext, expected: [string, string, string][]) {
  const consent = await storedConsent(context);
  expect(consent).not.toBeNull();
  await expect
    .poll(async () => (await recordsOf(consent!.consentId)).map((r) => [r.event, r.result, r.country]))
    .toEqual(expected);
}

/** The banner: a dialog named by its label, headed by its title. */
function banner(page: Page) {
  return page.getByRole('dialog', { name: enConsent.bannerLabel });
}

/** The page has settled with the banner up: its scripts ran, the country was asked, nothing is pending. */
async function bannerSettled(page: Page) {
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('cookie consent', { tag: '@route:home' }, () => {
  test('a German visitor is asked first; accepting sends the held page view and sets the visitor cookie', async ({
    browser,
  }) => {
    const { context, page, analytics } = await visitFrom(browser, 'DE');
    await page.goto('/?lang=en');
    await bannerSettled(page);
    await expect(banner(page).getByRole('heading', { name: enConsent.bannerTitle })).toBeVisible();
    // spec §4 opt-in: nothing of analytics before the choice, neither a call nor a cookie
    expect(analytics).toEqual([]);
    expect(await cookieNames(context)).not.toContain('sf_vid');
    await expect(banner(page).getByRole('button', { name: enConsent.rejectAll })).toBeVisible();

    const pageView = page.waitForRequest(ANALYTICS);
    await banner(page).getByRole('button', { name: enConsent.acceptAll }).click();
    expect((await pageView).postDataJSON()).toMatchObject({ data: { eventName: 'Page_View' } });
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => cookieNames(context)).toContain('sf_vid');
    expect((await storedConsent(context))?.categories).toEqual(['necessary', 'analytics']);
    await expectRecords(context, [['firstConsent', 'accept', 'DE']]);

    // the next page is tracked at once, and nobody is asked again
    const next = page.waitForRequest(ANALYTICS);
    await page.goto('/categories?lang=en');
    await next;
    await expect(banner(page)).toBeHidden();
    await context.close();
  });

  test('a Polish visitor who rejects is not tracked, then turns analytics on from the footer', async ({ browser }) => {
    const { context, page, analytics } = await visitFrom(browser, 'PL');
    await page.goto('/search/product?keyword=lamp&lang=en');
    await bannerSettled(page);
    await banner(page).getByRole('button', { name: enConsent.rejectAll }).click();
    await expect(banner(page)).toBeHidden();
    await expectRecords(context, [['firstConsent', 'reject', 'PL']]);

    // another page and another search: the held calls were dropped and none are sent
    await page.goto('/search/product?keyword=bottle&lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('bottle');
    await page.waitForLoadState('networkidle');
    expect(analytics).toEqual([]);
    expect(await cookieNames(context)).not.toContain('sf_vid');
    await expect(banner(page)).toBeHidden();

    // spec §4 change: the footer link reopens the preferences on any page, by keyboard too
    const reopen = page.getByRole('contentinfo').getByRole('button', { name: enCommon.cookiePreferences });
    await reopen.focus();
    await page.keyboard.press('Enter');
    const preferences = page.getByRole('dialog', { name: enConsent.preferencesTitle });
    await expect(preferences).toBeVisible();
    await expect(preferences.getByRole('checkbox', { name: enConsent.necessaryTitle })).toBeDisabled();
    const analyticsToggle = preferences.getByRole('checkbox', { name: enConsent.analyticsTitle });
    await expect(analyticsToggle).not.toBeChecked();
    await analyticsToggle.check();
    await preferences.getByRole('button', { name: enConsent.savePreferences }).click();
    await expect(preferences).toBeHidden();
    await expectRecords(context, [
      ['firstConsent', 'reject', 'PL'],
      ['change', 'accept', 'PL'],
    ]);
    const tracked = page.waitForRequest(ANALYTICS);
    await page.goto('/?lang=en');
    await tracked;
    await context.close();
  });

  test('a custom choice without analytics is a reject; banner and panel pass axe', async ({ browser }) => {
    const { context, page, analytics } = await visitFrom(browser, 'DE');
    await page.goto('/?lang=en');
    await bannerSettled(page);
    expect(await consentViolations(page)).toEqual([]);
    await banner(page).getByRole('button', { name: enConsent.managePreferences }).click();
    const preferences = page.getByRole('dialog', { name: enConsent.preferencesTitle });
    await expect(preferences.getByRole('checkbox', { name: enConsent.analyticsTitle })).not.toBeChecked();
    expect(await consentViolations(page)).toEqual([]);
    await preferences.getByRole('button', { name: enConsent.savePreferences }).click();
    await expect(preferences).toBeHidden();
    expect((await storedConsent(context))?.categories).toEqual(['necessary']);
    await expectRecords(context, [['firstConsent', 'reject', 'DE']]);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(analytics).toEqual([]);
    await context.close();
  });

  test('an American visitor is tracked at once, recorded as accept, and may still refuse', async ({ browser }) => {
    const { context, page } = await visitFrom(browser, 'US');
    const pageView = page.waitForRequest(ANALYTICS);
    await page.goto('/?lang=en');
    expect((await pageView).postDataJSON()).toMatchObject({ data: { eventName: 'Page_View' } });
    await expect(banner(page)).toBeHidden();
    expect((await storedConsent(context))?.categories).toEqual(['necessary', 'analytics']);
    await expectRecords(context, [['consent', 'accept', 'US']]);
    // the library reads the automatic consent as its own: the preferences show analytics on
    await page.getByRole('contentinfo').getByRole('button', { name: enCommon.cookiePreferences }).click();
    const preferences = page.getByRole('dialog', { name: enConsent.preferencesTitle });
    const analyticsToggle = preferences.getByRole('checkbox', { name: enConsent.analyticsTitle });
    await expect(analyticsToggle).toBeChecked();
    // turning it off is a change recorded as reject, and the visitor id is gone from cookie and storage
    expect(await cookieNames(context)).toContain('sf_vid');
    await analyticsToggle.uncheck();
    await preferences.getByRole('button', { name: enConsent.savePreferences }).click();
    await expectRecords(context, [
      ['consent', 'accept', 'US'],
      ['change', 'reject', 'US'],
    ]);
    expect(await cookieNames(context)).not.toContain('sf_vid');
    expect(await page.evaluate(() => window.localStorage.getItem('sf_vid'))).toBeNull();
    await context.close();
  });

  test('asks again in Germany when the accept was recorded automatically elsewhere', async ({ browser }) => {
    const abroad = await visitFrom(browser, 'US');
    await abroad.page.goto('/?lang=en');
    await expect
      .poll(async () => (await storedConsent(abroad.context))?.categories)
      .toEqual(['necessary', 'analytics']);
    const cookies = await abroad.context.cookies();
    await abroad.context.close();
    // the same browser later, in Germany: a new session with the stored consent
    const home = await visitFrom(browser, 'DE');
    await home.context.addCookies(cookies);
    await home.page.goto('/?lang=en');
    await bannerSettled(home.page);
    expect(home.analytics).toEqual([]);
    await banner(home.page).getByRole('button', { name: enConsent.rejectAll }).click();
    await expect(banner(home.page)).toBeHidden();
    expect((await storedConsent(home.context))?.categories).toEqual(['necessary']);
    await home.page.reload();
    await home.page.waitForLoadState('networkidle');
    await expect(banner(home.page)).toBeHidden();
    expect(home.analytics).toEqual([]);
    await home.context.close();
  });

  test('the banner reads right to left in Arabic', async ({ browser }) => {
    const { context, page } = await visitFrom(browser, 'DE', 'ar');
    await page.goto('/?lang=ar');
    const arabic = page.getByRole('dialog', { name: arConsent.bannerLabel });
    await expect(arabic).toBeVisible();
    await expect(arabic.getByRole('heading', { name: arConsent.bannerTitle })).toBeVisible();
    await expect(page.locator('#cc-main')).toHaveClass(/cc--rtl/);
    await expect(arabic.getByRole('button', { name: arConsent.acceptAll })).toBeVisible();
    // bottom centre, inside the window (spec §9), on the phone as on the desktop
    const viewport = page.viewportSize()!;
    // once it has slid in from below
    await expect
      .poll(async () => {
        const box = await arabic.boundingBox();
        return box && box.y + box.height;
      })
      .toBeLessThanOrEqual(viewport.height + 1);
    const box = (await arabic.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 1);
    await expect(arabic.getByRole('button', { name: arConsent.managePreferences })).toBeInViewport();
    await context.close();
  });

  test('the page stays usable when the consent script cannot load, and nothing is tracked', async ({ browser }) => {
    const { context, page, analytics } = await visitFrom(browser, 'DE');
    // the library's chunk fails to arrive (a blocker, a network fault)
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('cm__desc')) return route.abort();
      return route.fulfill({ response, body });
    });
    await page.goto('/search/product?keyword=bottle&lang=en');
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
    const box = page.getByRole('searchbox').first();
    await box.fill('lamp');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/product\?keyword=lamp/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('lamp');
    await page.waitForLoadState('networkidle');
    expect(analytics).toEqual([]);
    await context.close();
  });
});
