import { expect, test, type Locator, type Page } from '@playwright/test';
import account from '../../messages/en/account.json';
import api from '../../messages/en/api.json';
import cart from '../../messages/en/cart.json';
import { CART_UPDATE as UPDATE, freshEmail as uniqueEmail, registerBuyer, serverCart } from '../support/e2e-buyer';
import { openLoginDialog } from '../support/login-dialog';

const STORED = 'sf_cartProductIds';
const FULL = api.noMoreThanProducts.replace('{max}', '10');

/** The product cards of the product search (newest first), once they have streamed in. */
async function openProductList(page: Page, atLeast: number): Promise<Locator> {
  await page.goto('/search/product');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(atLeast - 1)).toBeVisible();
  return cards;
}

async function productIdOf(card: Locator): Promise<number> {
  const href = (await card.getByRole('link').first().getAttribute('href')) ?? '';
  const id = /_(\d+)\.html$/.exec(href)?.[1];
  if (!id) throw new Error(`not a product link: ${href}`);
  return Number(id);
}

/** The card's compact button (enabled once the page knows whose cart it is). */
// a card's button: the words it shows, then the product's name (WCAG 2.5.3)
const addButton = (card: Locator) => card.getByRole('button', { name: new RegExp(`^${cart.addShort} `) });
const cartCount = (page: Page) => page.getByTestId('cart-link');

async function signInFromHeader(page: Page, email: string, password: string): Promise<void> {
  const dialog = await openLoginDialog(page);
  const form = dialog.locator('form[data-form="login"]');
  await form.getByLabel(account.email).fill(email);
  await form.getByLabel(account.email).press('Tab');
  await form.getByLabel(account.password).fill(password);
  await form.getByRole('button', { name: account.submitLogin }).click();
  await expect(dialog).toBeHidden();
}

test.describe('enquiry cart', { tag: '@route:cart' }, () => {
  test('keeps a visitor cart of 10 across reloads and refuses the 11th with the message', async ({ page }) => {
    const cards = await openProductList(page, 11);
    for (let i = 0; i < 10; i += 1) {
      await addButton(cards.nth(i)).click();
      await expect(cards.nth(i).getByRole('button', { name: new RegExp(`^${cart.inCartShort} `) })).toBeVisible();
    }
    await expect(cartCount(page)).toContainText('10');
    await addButton(cards.nth(10)).click();
    await expect(page.getByText(FULL)).toBeVisible();
    await expect(addButton(cards.nth(10))).toBeVisible(); // not added
    // spec §3: the not-logged-in list is stored comma separated
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), STORED);
    expect(stored?.split(',')).toHaveLength(10);

    await page.reload();
    await expect(cartCount(page)).toContainText('10');
    await cartCount(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: cart.title })).toBeVisible();
    await expect(page.getByRole('list', { name: cart.listLabel }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByText(cart.full.replace('{max}', '10'))).toBeVisible();
    await expect(page.getByRole('link', { name: cart.sendAll })).toHaveAttribute('href', '/enquiry/cart');
  });

  test('merges the cart kept before signing in into the buyer cart, up to 10, and removes on /cart', async ({
    page,
    request,
  }, info) => {
    const email = freshEmail(info.project.name);
    const password = 'secret-123';
    const token = await registerBuyer(request, email, password);
    const cards = await openProductList(page, 11);
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) ids.push(await productIdOf(cards.nth(i)));
    // the server cart already holds 8 products (from another device)
    const seeded = await request.post(UPDATE, {
      data: { token, data: { goodIds: ids.slice(0, 8), operationType: 1 } },
    });
    expect(seeded.ok()).toBe(true);

    // signed out: one product the server has, and three new ones
    for (const i of [7, 8, 9, 10]) await addButton(cards.nth(i)).click();
    await expect(cartCount(page)).toContainText('4');

    await signInFromHeader(page, email, password);
    // the server's 8 are kept; two of the three new ones fit, the most recently added
    await expect(
      page.getByText('1 product you added before signing in did not fit: the enquiry cart holds at most 10.'),
    ).toBeVisible();
    await expect(cartCount(page)).toContainText('10');
    await expect.poll(() => serverCart(request, token)).toEqual([...ids.slice(0, 8), ids[9], ids[10]]);
    // cleared once the server accepted the merge
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORED)).toBeNull();

    await page.goto('/cart');
    const list = page.getByRole('list', { name: cart.listLabel });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const newest = list.getByRole('listitem').first();
    const name = (await newest.getByRole('heading').innerText()).trim();
    await newest.getByRole('button', { name: `Remove ${name} from the enquiry cart` }).click();
    await expect(list.getByRole('listitem')).toHaveCount(9);
    await expect(cartCount(page)).toContainText('9');
    await expect.poll(() => serverCart(request, token)).toEqual([...ids.slice(0, 8), ids[9]]);
  });

  test('adds from the product page, and removing the last product shows the empty state', async ({ page }) => {
    const cards = await openProductList(page, 1);
    await cards.first().getByRole('link').first().click();
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await page.getByRole('main').getByRole('button', { name: cart.add, exact: true }).click();
    await expect(page.getByRole('main').getByRole('button', { name: cart.removeFromCart })).toBeFocused();
    await page.getByRole('link', { name: cart.viewCart }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const list = page.getByRole('list', { name: cart.listLabel });
    await expect(list.getByRole('heading', { name: title })).toBeVisible();
    await list.getByRole('button', { name: `Remove ${title} from the enquiry cart` }).click();
    await expect(page.getByRole('heading', { level: 2, name: cart.emptyTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: cart.browse })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: cart.emptyTitle })).toBeVisible();
  });

  test('fits the screen without sideways scrolling', async ({ page }) => {
    const cards = await openProductList(page, 3);
    for (let i = 0; i < 3; i += 1) await addButton(cards.nth(i)).click();
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: cart.listLabel }).getByRole('listitem')).toHaveCount(3);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBeLessThanOrEqual(0);
  });
});

function freshEmail(project: string): string {
  return uniqueEmail(`cart-${project}`);
}
