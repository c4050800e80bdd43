import { expect, test, type Page } from '@playwright/test';
import account from '../../messages/en/account.json';
import accountPages from '../../messages/en/accountPages.json';
import cart from '../../messages/en/cart.json';
import { CART_UPDATE as UPDATE, freshEmail as uniqueEmail, registerBuyer, serverCart } from '../support/e2e-buyer';
import enquiry from '../../messages/en/enquiry.json';
import { openLoginDialog } from '../support/login-dialog';

const SUPPLIER = { email: 'supplier@demo.sourcefair.test', password: 'demo-supplier-1' };

async function signInFromHeader(page: Page, email: string, password: string): Promise<void> {
  const dialog = await openLoginDialog(page);
  const form = dialog.locator('form[data-form="login"]');
  await form.getByLabel(account.email).fill(email);
  await form.getByLabel(account.email).press('Tab');
  await form.getByLabel(account.password).fill(password);
  await form.getByRole('button', { name: account.submitLogin }).click();
  await expect(dialog).toBeHidden();
}

/** Product links of the newest products (slug and id), from the product search. */
async function newestProducts(page: Page, count: number): Promise<{ slug: string; id: number }[]> {
  await page.goto('/search/product?lang=en');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(count - 1)).toBeVisible();
  const found: { slug: string; id: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const href = (await cards.nth(i).getByRole('link').first().getAttribute('href')) ?? '';
    const match = /^\/([^/]*_)(\d+)\.html$/.exec(href);
    if (!match?.[1] || !match[2]) throw new Error(`not a product link: ${href}`);
    found.push({ slug: match[1], id: Number(match[2]) });
  }
  return found;
}

const submit = (page: Page) => page.getByRole('button', { name: enquiry.submit });
/** A page reached by a click renders on the server first: on a busy machine that outlasts the default 5 s. */
const LOADED = { timeout: 20_000 };

test.describe('enquiries', () => {
  test(
    'a signed-out buyer enquires with an e-mail, is registered at once, and the demo supplier reads it',
    { tag: ['@route:enquiry', '@route:enquirySuccess', '@route:supplierEnquiries', '@route:supplierEnquiry'] },
    async ({ page }, info) => {
      test.slow(); // nine page loads, a registration and a supplier sign-in
      const email = freshEmail(info.project.name);
      const marker = `E2E ${info.project.name} ${Date.now()}`;
      // a product of the demo supplier (the first supplier), from its page (its enquiry link as served:
      // tests/http/enquiries.spec.ts)
      await page.goto('/supplier/x_1.html?lang=en');
      await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/_\d+\.html/);
      await page.getByRole('link', { name: enquiry.sendEnquiry }).click();
      await expect(page).toHaveURL(/\/enquiry\/[^/]*_\d+$/, LOADED);
      await expect(page.getByRole('heading', { level: 1, name: enquiry.title })).toBeVisible();
      const message = page.getByLabel(enquiry.messageLabel);
      await expect(message).toHaveValue(/^Hello,\n\nI am interested in /);

      // translated validation; what was typed stays
      await message.fill(`${marker}: please quote 300 pieces with delivery to Hamburg.`);
      await page.getByLabel(enquiry.quantityLabel, { exact: true }).fill('0300');
      await submit(page).click();
      await expect(page.getByText(enquiry.errorPositiveInteger)).toBeVisible();
      await expect(page.getByText(enquiry.errorRequired)).toBeVisible();
      await expect(message).toHaveValue(`${marker}: please quote 300 pieces with delivery to Hamburg.`);
      await page.getByLabel(enquiry.quantityLabel, { exact: true }).fill('300');
      await page.getByLabel(enquiry.emailLabel).fill(email);
      await submit(page).click();

      await expect(page).toHaveURL(/\/enquiry\/[^/]*_\d+\/success\?enquiry=\d+$/, LOADED);
      await expect(page.getByRole('heading', { level: 1, name: enquiry.successTitle })).toBeVisible();
      await expect(page.getByText(enquiry.successRegistered.replace('{email}', email))).toBeVisible();
      // the demo supplier's name ends in "Co., Ltd.": its own full stop closes the sentence
      await expect(
        page.getByRole('status').filter({ hasText: /^Your enquiry about .+ was sent to .+[^.]\.$/ }),
      ).toBeVisible();
      await expect(page.getByText(`${marker}: please quote`)).toBeVisible();
      await expect(page.getByRole('link', { name: enquiry.myEnquiries })).toBeVisible();

      // the demo supplier, in the workspace
      await page.context().clearCookies();
      await page.goto('/supplier-login?lang=en');
      await page.getByLabel(accountPages.emailLabel).fill(SUPPLIER.email);
      await page.getByLabel(accountPages.loginPasswordLabel).fill(SUPPLIER.password);
      await page.getByRole('main').getByRole('button', { name: accountPages.supplierLoginSubmit }).click();
      await expect(page.getByRole('heading', { level: 1, name: accountPages.workspaceTitle })).toBeVisible(LOADED);
      await page.getByRole('link', { name: enquiry.workspaceTitle }).click();
      await expect(page.getByRole('heading', { level: 1, name: enquiry.workspaceTitle })).toBeVisible(LOADED);
      const entry = page.getByTestId('supplier-enquiry').filter({ hasText: marker });
      await expect(entry.getByText(enquiry.unread, { exact: true })).toBeVisible();
      await entry.getByRole('link').click();
      await expect(page).toHaveURL(/\/workspace\/enquiries\/\d+$/, LOADED);
      await expect(page.getByRole('heading', { level: 1, name: /^Enquiry from / })).toBeVisible();
      await expect(page.getByText(`${email} (${enquiry.emailUnconfirmed})`)).toBeVisible();
      await expect(page.getByText(`${marker}: please quote 300 pieces`)).toBeVisible();
      await expect(page.getByRole('link', { name: enquiry.replyByEmail })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${email.replace(/[.+]/g, '\\$&')}\\?subject=`),
      );
      // opened: read for the whole company
      await page.getByRole('link', { name: enquiry.backToList }).click();
      await expect(page.getByTestId('supplier-enquiry').filter({ hasText: marker })).toBeVisible();
      await expect(
        page.getByTestId('supplier-enquiry').filter({ hasText: marker }).getByText(enquiry.unread, { exact: true }),
      ).toHaveCount(0);
      // a supplier is not offered the form
      await page.goto('/supplier/x_1.html?lang=en');
      await page.getByRole('link', { name: enquiry.sendEnquiry }).click();
      await expect(page.getByText(enquiry.supplierViewer)).toBeVisible();
      await expect(submit(page)).toHaveCount(0);
    },
  );

  test(
    'a signed-in buyer enquires about the whole cart: one enquiry per product, the cart emptied',
    { tag: ['@route:enquiryCart', '@route:submitResult', '@route:accountEnquiries'] },
    async ({ page, request }, info) => {
      test.slow(); // a sign-in, six page loads and three enquiries in one submission
      const email = freshEmail(info.project.name);
      const password = 'secret-123';
      const token = await registerBuyer(request, email, password);
      const products = await newestProducts(page, 3);
      const added = await request.post(UPDATE, {
        data: { token, data: { goodIds: products.map((p) => p.id), operationType: 1 } },
      });
      expect(added.ok()).toBe(true);
      await signInFromHeader(page, email, password);

      await page.goto('/cart?lang=en');
      await expect(page.getByTestId('cart-item')).toHaveCount(3);
      await page.getByRole('link', { name: cart.sendAll }).click();
      await expect(page).toHaveURL(/\/enquiry\/cart$/, LOADED);
      await expect(page.getByRole('heading', { level: 1, name: enquiry.cartTitle })).toBeVisible();
      const items = page.getByTestId('enquiry-cart-item');
      await expect(items).toHaveCount(3);
      await expect(page.getByText(enquiry.sendingAs.replace('{email}', email))).toBeVisible();
      await expect(page.getByLabel(enquiry.messageLabel)).toHaveValue(/^Hello,\n\nI am interested in the products/);
      await items
        .first()
        .getByLabel(/^Quantity of /)
        .fill('750');
      await submit(page).click();

      await expect(page).toHaveURL(/\/submitResult\/enquiry\/success\?batch=[0-9a-f-]{36}$/, LOADED);
      await expect(page.getByRole('heading', { level: 1, name: enquiry.listSuccessTitle })).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: /3 enquiries were sent to \d+ suppliers?\./ }),
      ).toBeVisible();
      await expect(page.getByTestId('buyer-enquiry')).toHaveCount(3);
      await expect(page.getByTestId('buyer-enquiry').filter({ hasText: '750 ' })).toHaveCount(1);
      // the cart is emptied of what was sent, on the server and in the header
      expect(await serverCart(request, token)).toEqual([]);
      await expect(page.getByTestId('cart-link')).not.toContainText('3');

      await page.getByRole('link', { name: enquiry.myEnquiries }).click();
      await expect(page).toHaveURL(/\/account\/enquiries$/, LOADED);
      await expect(page.getByRole('heading', { level: 1, name: enquiry.myTitle })).toBeVisible();
      const mine = page.getByTestId('buyer-enquiry');
      await expect(mine).toHaveCount(3);
      await expect(mine.first()).toContainText(enquiry.statusSent);
      await expect(mine.first()).toContainText(enquiry.cartBatch);
    },
  );

  test(
    'the auto-login landing signs the buyer in and shows the same form',
    { tag: ['@route:enquiryAutoLogin'] },
    async ({ page, request }, info) => {
      const email = freshEmail(info.project.name);
      const token = await registerBuyer(request, email, 'secret-123');
      const issued = await request.post('/api/main/login/appToken.json', { data: { token } });
      const { appToken } = ((await issued.json()) as { data: { appToken: string } }).data;
      const [product] = await newestProducts(page, 1);
      if (!product) throw new Error('no product');
      const path = `/ac/enquiry/${product.slug}${product.id}`;
      await page.goto(`${path}?lang=en&appToken=${appToken}`);
      // the code is used once and leaves the address
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[.%]/g, '\\$&')}\\?lang=en$`));
      await expect(page.getByRole('heading', { level: 1, name: enquiry.title })).toBeVisible();
      await expect(page.getByText(enquiry.sendingAs.replace('{email}', email))).toBeVisible();
      await expect(page.getByLabel(enquiry.emailLabel)).toHaveCount(0);
      // one URL per form, another slug redirecting: tests/http/enquiries.spec.ts
    },
  );
});

function freshEmail(project: string): string {
  return uniqueEmail(`enquiry-${project}`);
}
