import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import account from '../../messages/en/account.json';
import catalogue from '../../messages/en/catalogue.json';
import fav from '../../messages/en/favourites.json';
import { HYDRATED } from '../support/hydration';
import { registerBuyer as registerThroughApi } from '../support/e2e-buyer';

// spec §2 /myFavorite/:type is mobile only; desktop keeps the same lists at /account/favorites/:type.
const listBase = (info: TestInfo) => (info.project.name === 'mobile' ? '/myFavorite' : '/account/favorites');

/** A new buyer of its own per test, registered through the API (the page stays signed out). */
async function registerBuyer(api: APIRequestContext, label: string): Promise<{ email: string; password: string }> {
  const email = `e2e-fav-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme-trading.com`;
  const password = 'follow-123';
  await registerThroughApi(api, email, password);
  return { email, password };
}

async function fillLogin(form: Locator, email: string, password: string) {
  await form.getByLabel(account.email).fill(email);
  await form.getByLabel(account.email).press('Tab');
  await form.getByLabel(account.password).fill(password);
  await form.getByRole('button', { name: account.submitLogin }).click();
}

/** The supplier of the home page's first new arrival: its page's path and name. */
async function openSupplier(page: Page): Promise<{ href: string; name: string }> {
  await page.goto('/');
  await page.getByRole('region', { name: 'New arrivals' }).getByRole('article').first().getByRole('link').click();
  const href = (await page.getByRole('link', { name: 'View supplier profile' }).getAttribute('href')) ?? '';
  await page.goto(href);
  return { href, name: (await page.getByRole('heading', { level: 1 }).innerText()).trim() };
}

/** Clicks a client island's button once, when it is enabled (after hydration), and waits for its effect. */
async function clickAndSee(button: Locator, effect: Locator) {
  await button.click();
  await expect(effect).toBeVisible(HYDRATED);
}

test.describe('follows and favourites', { tag: ['@route:myFavorite', '@route:accountFavorites'] }, () => {
  test('signed out, Follow signs in through the dialog and follows without a second click; unfollowed in favourites', async ({
    page,
    request,
  }, info) => {
    test.slow(); // eleven page loads and a sign-in
    const buyer = await registerBuyer(request, 'gate');
    const supplier = await openSupplier(page);
    const follow = page.getByRole('main').getByRole('button', { name: fav.followSupplier });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');

    const dialog = page.getByRole('dialog');
    await clickAndSee(follow, dialog);
    // the button shows the follow at once (optimistic): the reload waits for the server's answer to it
    const followed = page.waitForResponse((res) => res.url().includes('/favorite/followSupplier') && res.ok());
    await fillLogin(dialog.locator('form[data-form="login"]'), buyer.email, buyer.password);
    await expect(dialog).toBeHidden();
    // spec §4: the login gate resumes the action: followed, no second click
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('signed-in-buyer')).toHaveText(buyer.email);
    await followed;
    await page.reload();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');

    if (info.project.name === 'mobile') {
      await page.goto('/account');
      await page.getByRole('link', { name: fav.title }).click();
    } else {
      // the header's buyer hub: the name opens the list of the buyer's pages
      await page.getByTestId('signed-in-buyer').click();
      await page.getByRole('banner').getByRole('link', { name: fav.title }).click();
    }
    await expect(page).toHaveURL(new RegExp(`${listBase(info)}/product$`));
    await expect(page.getByText(fav.emptyProduct)).toBeVisible();
    const tabs = page.getByRole('navigation', { name: fav.tabsLabel });
    await expect(tabs.getByRole('link', { name: `${fav.tabProduct} 0` })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: `${fav.tabExhibitor} 1` }).click();
    await expect(page).toHaveURL(new RegExp(`${listBase(info)}/exhibitor$`));

    const list = page.getByRole('region', { name: fav.tabExhibitor });
    await expect(list.getByRole('link', { name: supplier.name, exact: true })).toHaveAttribute('href', supplier.href);
    const removed = list.getByText(`${supplier.name} was removed from your favourites.`);
    // the list changes at once (optimistic): the reload waits for the server's answer to the unfollow
    const unfollowed = page.waitForResponse((res) => res.url().includes('/unfollow') && res.ok());
    await clickAndSee(list.getByRole('button', { name: `Unfollow ${supplier.name}`, exact: true }), removed);
    await expect(list.getByRole('button', { name: `Undo: follow ${supplier.name} again`, exact: true })).toBeFocused();
    await unfollowed;

    await page.reload();
    await expect(page.getByText(fav.emptyExhibitor)).toBeVisible();
    await expect(tabs.getByRole('link', { name: `${fav.tabExhibitor} 0` })).toBeVisible();
    await page.goto(supplier.href);
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
  });

  test('signed out, favourites ask to sign in and come back', async ({ page, request }, info) => {
    // each device's redirects to its own address, as served: tests/http/favourites.spec.ts
    const own = `${listBase(info)}/exhibitorCard`;
    await page.goto(own);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(own)}$`));
    const buyer = await registerBuyer(request, 'login');
    await fillLogin(page.locator('form[data-form="login"]'), buyer.email, buyer.password);
    await expect(page).toHaveURL(new RegExp(`${own}$`));
    await expect(page.getByRole('heading', { level: 1, name: fav.title })).toBeVisible();
    await expect(page.getByText(fav.emptyExhibitorCard)).toBeVisible();
  });

  test('keeps all three favourite tabs on the screen in the languages with the longest names', async ({
    page,
  }, info) => {
    await registerBuyer(page.request, 'tabs');
    for (const lang of ['de', 'tl', 'ms', 'my']) {
      await page.goto(`${listBase(info)}/product?lang=${lang}`);
      const tabs = page
        .locator('nav')
        .filter({ has: page.locator('a[href$="/exhibitorCard"]') })
        .getByRole('link');
      await expect(tabs).toHaveCount(3);
      const width = page.viewportSize()?.width ?? 0;
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        expect(
          (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width,
          `${lang}: ${await tab.innerText()}`,
        ).toBe(true);
      }
    }
  });

  test('follows a product from its page and pages through 21 favourites, newest first', async ({
    page,
    request,
  }, info) => {
    test.slow(); // twenty-one follows and seven page loads
    const buyer = await registerBuyer(request, 'pages');
    await page.goto(`/login?redirect=${encodeURIComponent(`${listBase(info)}/product`)}`);
    await fillLogin(page.locator('form[data-form="login"]'), buyer.email, buyer.password);
    await expect(page.getByText(fav.emptyProduct)).toBeVisible();

    // the first new arrival, followed on its own page
    await page.goto('/');
    const first = page.getByRole('region', { name: 'New arrivals' }).getByRole('article').first().getByRole('link');
    const firstName = (await first.innerText()).trim();
    await first.click();
    const follow = page.getByRole('main').getByRole('button', { name: fav.followProduct });
    // the button shows the follow at once (optimistic): leaving the page waits for the server's answer to it
    const followed = page.waitForResponse((res) => res.url().includes('/favorite/followProduct') && res.ok());
    await clickAndSee(follow, page.getByRole('main').getByRole('link', { name: fav.inFavourites }));
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await followed;
    const firstId = Number(/_(\d+)\.html$/.exec(page.url())?.[1]);

    // twenty more through the API, with the session cookie the sign-in set
    await page.goto('/search/product');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const hrefs = await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const ids = [...new Set(hrefs.map((h) => Number(/_(\d+)\.html$/.exec(h)?.[1])))].filter(
      (id) => id && id !== firstId,
    );
    expect(ids.length).toBeGreaterThanOrEqual(20);
    for (const productId of ids.slice(0, 20)) {
      const res = await page.request.post('/api/main/blade-purchaser/favorite/followProduct', {
        data: { data: { productId } },
      });
      expect((await res.json()).success).toBe(true);
    }

    await page.goto(`${listBase(info)}/product`);
    const list = page.getByRole('region', { name: fav.tabProduct });
    await expect(list.getByRole('button', { name: /^Unfollow / })).toHaveCount(20);
    await expect(list.getByRole('link', { name: firstName, exact: true })).toHaveCount(0);
    await page
      .getByRole('navigation', { name: catalogue.paginationLabel })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${listBase(info)}/product\\?page=2$`));
    await expect(list.getByRole('button', { name: /^Unfollow / })).toHaveCount(1);
    await expect(list.getByRole('link', { name: firstName, exact: true })).toBeVisible();
    // a page beyond the last goes to the last
    await page.goto(`${listBase(info)}/product?page=9`);
    await expect(page).toHaveURL(new RegExp(`${listBase(info)}/product\\?page=2$`));
  });
});
