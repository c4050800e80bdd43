import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import en from '../../messages/en/account.json';
import api from '../../messages/en/api.json';
import pages from '../../messages/en/accountPages.json';
import { registerBuyer as registerThroughApi } from '../support/e2e-buyer';

// every test registers a buyer and signs in at least twice (argon2 hashing), on 2 shared cores
test.describe.configure({ timeout: 90_000 });

type Buyer = { email: string; password: string };

/** A new buyer account per test and project, so revoking its sessions touches no other test. */
async function registerBuyer(request: APIRequestContext, label: string, project: string): Promise<Buyer> {
  const email = `e2e-session-${label}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme-trading.com`;
  const password = 'session-pass-1';
  await registerThroughApi(request, email, password);
  return { email, password };
}

/**
 * Signs in on /login as a buyer would and lands on `redirect`, returning once that page's start-up refresh
 * has been answered (a session revoked while it runs would otherwise end there, quietly).
 */
async function signInOnPage(page: Page, buyer: Buyer, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  const form = page.locator('form[data-form="login"]');
  await form.getByLabel(en.email).fill(buyer.email);
  await form.getByLabel(en.email).press('Tab');
  await form.getByLabel(en.password).fill(buyer.password);
  const answered = { userInfo: 0, purchaseInfo: 0 };
  const count = (response: Response) => {
    if (response.url().includes('/login/getUserInfo.json')) answered.userInfo += 1;
    if (response.url().includes('/account/getPurchaseInfo')) answered.purchaseInfo += 1;
  };
  page.on('response', count);
  await form.getByRole('button', { name: en.submitLogin }).click();
  await expect(page.getByTestId('signed-in-buyer')).toHaveText(buyer.email, { timeout: 20_000 });
  // the login's own user info, then the start-up's user and purchase info
  await expect.poll(() => answered, { timeout: 20_000 }).toEqual({ userInfo: 2, purchaseInfo: 1 });
  page.off('response', count);
}

/** The token the page keeps (spec §3 buyer trade token), null when none. */
async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('sf_buyerTradeToken');
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  });
}

/** The tag codes of the stored buyer user info; undefined while the page is being replaced by a reload. */
async function storedTags(page: Page): Promise<string[] | null | undefined> {
  return page
    .evaluate(() => {
      const raw = window.localStorage.getItem('sf_buyerUserInfo');
      return raw ? (JSON.parse((JSON.parse(raw) as { value: string }).value) as { tagCodes: string[] }).tagCodes : null;
    })
    .catch(() => undefined);
}

/** Ends a session on the server the way another device would: logout with that token. */
async function revoke(request: APIRequestContext, token: string) {
  const res = await request.post('/api/main/login/logout.json', {
    headers: { authorization: `Bearer ${token}` },
    data: { data: {} },
  });
  expect(await res.json()).toMatchObject({ success: true, data: { loggedOut: true } });
}

const toasts = (page: Page) => page.getByRole('region', { name: api.toastRegion }).locator('p');

test.describe('start-up refresh (spec §4)', () => {
  test('reloads once with the fresh user info when the buyer’s tags changed elsewhere', async ({
    page,
    request,
  }, info) => {
    const buyer = await registerBuyer(request, 'tags', info.project.name);
    await signInOnPage(page, buyer, '/');
    expect(await storedTags(page)).toEqual([]);

    // another device of the same buyer changes the products they source
    const tree = await request.post('/api/main/cateAndTag', { data: {} });
    const industries = ((await tree.json()) as { data: { children: { tags: { code: string }[] }[] }[] }).data;
    const codes = industries.flatMap((i) => i.children.flatMap((c) => c.tags.map((t) => t.code))).slice(0, 2);
    expect(codes).toHaveLength(2);
    const elsewhere = await request.post('/api/main/login/login.json', {
      data: { data: { login: buyer.email, password: buyer.password } },
    });
    const { token } = ((await elsewhere.json()) as { data: { token: string } }).data;
    const saved = await request.post('/api/main/blade-purchaser/account/completePurchaseInfo', {
      headers: { authorization: `Bearer ${token}` },
      data: { data: { tagCodes: codes } },
    });
    expect(await saved.json()).toMatchObject({ success: true, data: { tagCodes: codes } });

    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    // the start-up refresh reads the user info once per load: the second load's answer is the one after which
    // a loop would reload again
    let userInfoAnswers = 0;
    page.on('requestfinished', (request) => {
      if (request.url().includes('/login/getUserInfo.json')) userInfoAnswers += 1;
    });
    await page.goto('/search/product?keyword=led');
    await expect.poll(() => storedTags(page), { timeout: 20_000 }).toEqual(codes);
    await expect.poll(() => loads, { timeout: 20_000 }).toBe(2);
    await expect(page.getByTestId('signed-in-buyer')).toHaveText(buyer.email);
    // no loop: the reloaded page has checked the session again, has gone quiet, and stays
    await expect.poll(() => userInfoAnswers, { timeout: 20_000 }).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(2);
    expect(userInfoAnswers).toBe(2);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('a session revoked elsewhere leaves the page signed out, quietly', async ({ page, request }, info) => {
    const buyer = await registerBuyer(request, 'revoked', info.project.name);
    await signInOnPage(page, buyer, '/');
    const token = await storedToken(page);
    expect(token).not.toBeNull();
    await revoke(request, token ?? '');

    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: en.signIn })).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeNull();
    await expect.poll(() => storedTags(page)).toBeNull();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('a stale stored token gives way to the live session of a later sign-in in this browser', async ({
    page,
    request,
  }, info) => {
    const buyer = await registerBuyer(request, 'stale', info.project.name);
    await signInOnPage(page, buyer, '/');
    const first = await storedToken(page);
    // a second sign-in in the same browser (its cookie replaces the first), then the first session ends
    const again = await page.request.post('/api/main/login/login.json', {
      data: { data: { login: buyer.email, password: buyer.password } },
    });
    expect(again.ok()).toBe(true);
    await revoke(request, first ?? '');

    await page.reload();
    await expect(page.getByTestId('signed-in-buyer')).toHaveText(buyer.email);
    await expect.poll(() => storedToken(page)).toBeNull();
    await expect.poll(() => storedTags(page)).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe('forced login (spec §4, §8)', { tag: '@route:unsubscribe' }, () => {
  test('a call with a session ended elsewhere opens the compact login; after signing in the action goes through', async ({
    page,
    request,
  }, info) => {
    const mobile = info.project.name === 'mobile';
    const buyer = await registerBuyer(request, 'forced', info.project.name);
    await signInOnPage(page, buyer, '/setting/unsubscribe');
    const newsletter = page.getByLabel(pages.newsletter);
    await expect(newsletter).toBeVisible();
    const wasOn = await newsletter.isChecked();
    await revoke(request, (await storedToken(page)) ?? '');

    await newsletter.setChecked(!wasOn);
    const save = page.getByRole('button', { name: pages.saveSettings });
    await save.click();
    const dialog = page.getByRole('dialog', { name: en.loginTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription(api.invalidToken);
    await expect(dialog.locator('form[data-form="register"]')).toHaveCount(0);
    await expect(dialog.getByLabel(en.email)).toBeFocused();

    // spec §2: a small centred modal on desktop, a bottom sheet on mobile
    // open, not closing; only the scrim fades, so the dialog's box is final at once
    await expect(dialog).toHaveAttribute('data-state', 'open');
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('the dialog has no box');
    if (mobile) {
      expect(box.width).toBe(viewport.width);
      expect(Math.abs(box.y + box.height - viewport.height)).toBeLessThanOrEqual(1);
      expect(box.y).toBeGreaterThan(0);
    } else {
      expect(box.width).toBe(420);
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
      expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(1);
    }

    // keyboard: Tab stays inside, Esc closes, focus goes back to the button that made the call
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(save).toBeFocused();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(api.invalidToken);

    // the buyer tries again: the compact login opens again, and this time they sign in (spec §8: the forced
    // login runs once for a burst of invalid-token answers, so a retry within the burst only shows the error)
    await expect(async () => {
      if (!(await dialog.isVisible())) await save.click();
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await dialog.getByLabel(en.email).fill(buyer.email);
    await dialog.getByLabel(en.email).press('Tab');
    await dialog.getByLabel(en.password).fill(buyer.password);
    await dialog.getByRole('button', { name: en.submitLogin }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('signed-in-buyer')).toHaveText(buyer.email);

    // the form kept the change; sending it again works
    await expect(newsletter).toBeChecked({ checked: !wasOn });
    await save.click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(pages.settingsSaved);
    await page.reload();
    await expect(page.getByLabel(pages.newsletter)).toBeChecked({ checked: !wasOn });
  });
});

test.describe('logout (spec §4)', () => {
  test('revokes the session on the server and clears every stored value of the buyer', async ({
    page,
    request,
  }, info) => {
    const buyer = await registerBuyer(request, 'logout', info.project.name);
    await signInOnPage(page, buyer, '/');
    const token = await storedToken(page);
    await page.evaluate(() => {
      window.localStorage.setItem('sf_cartProductIds', '12,34');
      window.localStorage.setItem('sf_rfqSource', 'product-page');
      window.localStorage.setItem('sf_preRegistration:41', '{"companyName":"Acme"}');
      window.sessionStorage.setItem('sf_searchDraft', 'led');
    });
    const deviceId = await page.evaluate(() => window.localStorage.getItem('sf_deviceId'));

    const logOut = page.getByRole('banner').getByRole('button', { name: en.logOut });
    await logOut.click();
    await expect(page.getByRole('banner').getByRole('button', { name: en.signIn })).toBeVisible();
    const left = await page.evaluate(() => ({
      keys: Object.keys(window.localStorage),
      tab: Object.keys(window.sessionStorage),
    }));
    for (const key of ['sf_buyerTradeToken', 'sf_buyerUserInfo', 'sf_cartProductIds', 'sf_rfqSource']) {
      expect(left.keys).not.toContain(key);
    }
    expect(left.keys.filter((k) => k.startsWith('sf_preRegistration'))).toEqual([]);
    expect(left.tab).not.toContain('sf_searchDraft');
    expect(await page.evaluate(() => window.localStorage.getItem('sf_deviceId'))).toBe(deviceId);
    expect((await page.context().cookies()).some((c) => c.name === 'sf_session')).toBe(false);

    // the old token no longer works anywhere
    const me = await request.post('/api/main/login/getUserInfo.json', {
      headers: { authorization: `Bearer ${token}` },
      data: { data: {} },
    });
    expect(await me.json()).toMatchObject({ success: false, code: '100001' });
  });
});
