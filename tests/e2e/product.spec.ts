import { expect, test, type Page } from '@playwright/test';
import { newArrivalWithModelCode, splitWidths } from '../support/model-codes';
import { HYDRATED } from '../support/hydration';

// The product, supplier and review pages in a browser: the click-through from the home page, the image
// viewer, the enquiry cart, the layout and the not-found page (drawn by client scripts). Their status
// codes, redirects, head, JSON-LD and served text and links: tests/http/product.spec.ts.

/** Opens the first new arrival of the home page and returns its path and id. */
async function openFirstProduct(page: Page): Promise<{ path: string; id: string; name: string }> {
  await page.goto('/');
  const link = page.getByRole('region', { name: 'New arrivals' }).getByRole('article').first().getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  const name = (await link.innerText()).trim();
  const id = /_(\d+)\.html$/.exec(href)?.[1];
  if (!id) throw new Error(`not a product link: ${href}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.]/g, '\\.')}$`));
  // a navigation in the page changes the URL as it starts rendering the product: its heading says it has
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return { path: href, id, name };
}

test.describe('product page', { tag: '@route:product' }, () => {
  test('takes a buyer from a new arrival on the home page to the product and on to its supplier', async ({ page }) => {
    const { path, name } = await openFirstProduct(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const trail = page.getByRole('navigation', { name: 'You are here' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // home, the industry and the categories down to the product's own
    expect(await trail.getByRole('link').count()).toBeGreaterThanOrEqual(3);
    const tiers = page.getByRole('table', { name: 'Price by order quantity' });
    await expect(tiers.getByRole('row')).toHaveCount(4); // header + three tiers
    await expect(tiers.getByRole('cell').nth(1)).toHaveText(/^US\$[\d,]+\.\d\d$/);
    // the product's own minimum order comes first; related cards below carry theirs
    await expect(page.getByText(/^Min\. order: [\d,]+\s/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
    const related = page.getByRole('region', { name: 'Related products' });
    await expect(related.getByRole('article').first()).toBeVisible();
    const relatedLinks = await related.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(relatedLinks).not.toContain(path);

    const supplierName = (
      await page.getByRole('region', { name: 'Supplier' }).getByRole('link').first().innerText()
    ).trim();
    await page.getByRole('link', { name: 'View supplier profile' }).click();
    await expect(page).toHaveURL(/\/supplier\/[^/]*_\d+\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(supplierName);
    await expect(page.getByRole('heading', { name: 'Company profile' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  });

  test('shows the pictures in a viewer that zooms, turns, moves on and closes with Esc', async ({ page }) => {
    await openFirstProduct(page);
    const opener = page.getByRole('button', { name: 'Open image 1 in the viewer' });
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    // the gallery is a client island: its buttons are enabled once it has hydrated, and the click waits for that
    await opener.click();
    await expect(dialog).toBeVisible(HYDRATED);
    await expect(dialog.getByRole('button', { name: 'Close viewer' })).toBeFocused();
    const image = dialog.getByRole('img');
    await page.keyboard.press('+');
    await expect(image).toHaveCSS('transform', /matrix\(1\.25, 0, 0, 1\.25/);
    await dialog.getByRole('button', { name: 'Rotate' }).click();
    await expect(image).toHaveCSS('transform', /matrix\(0, 1\.25, -1\.25, 0/);
    const position = dialog.getByText(/^Image \d+ of \d+$/);
    const count = Number((/of (\d+)/.exec(await position.innerText()) ?? [])[1]);
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(`Image ${count} of ${count}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // focus is back on the main image, which now shows the picture the viewer showed last
    await expect(page.getByRole('button', { name: `Open image ${count} in the viewer` })).toBeFocused();
  });

  test('a viewer that cannot load leaves the page as it was: a network error toast, and the next click opens it', async ({
    page,
    context,
  }) => {
    await openFirstProduct(page);
    // every script of the page has arrived; the viewer's code loads on the first click
    await page.waitForLoadState('networkidle');
    const opener = page.getByRole('button', { name: 'Open image 1 in the viewer' });
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await context.setOffline(true);
    await opener.click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('network error', HYDRATED);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await context.setOffline(false);
    await opener.click();
    await expect(dialog).toBeVisible(HYDRATED);
  });

  test('answers 404 with the translated not-found page for an unknown product id and id 0', async ({ page }) => {
    for (const path of ['/No-Such-Product_987654321.html', '/0.html', '/Some-Name_99999999999999999999.html']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });

  test('offers the enquiry cart of the product once its scripts have run', async ({ page }) => {
    // served disabled, enabled by the page's scripts; the enquiry form's link: tests/http/product.spec.ts
    await openFirstProduct(page);
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Add to enquiry cart', exact: true }),
    ).toBeEnabled();
  });

  test('never splits a model code of the name across two lines, left to right or right to left', async ({ page }) => {
    const { path, code } = await newArrivalWithModelCode(page);
    for (const lang of ['ar', 'en']) {
      await page.goto(`${path}?lang=${lang}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(code);
      // the heading at every width from a small phone's column to a wide one: the code's characters
      // always share one line
      const split = await splitWidths(heading, code, 160, 720);
      expect(split, `${code} split over lines at these widths (px, ${lang})`).toEqual([]);
    }
  });

  test('fits the screen without sideways scrolling and lays out for the device', async ({ page }, testInfo) => {
    await openFirstProduct(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // once the streamed parts have arrived, nothing is wider than the screen
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBeLessThanOrEqual(0);
    const grid = page.getByRole('region', { name: 'Related products' }).getByRole('article').first().locator('..');
    await expect
      .poll(() => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length))
      .toBe(testInfo.project.name === 'mobile' ? 2 : 6);
  });
});

test.describe('supplier page', { tag: '@route:supplier' }, () => {
  async function openSupplier(page: Page) {
    await openFirstProduct(page);
    const href = (await page.getByRole('link', { name: 'View supplier profile' }).getAttribute('href')) ?? '';
    await page.goto(href);
    return { href, id: /_(\d+)\.html$/.exec(href)?.[1] ?? '' };
  }

  test('shows a page beyond the last and a malformed page number the way to the products', async ({ page }) => {
    // the status codes and redirects of those URLs: tests/http/product.spec.ts
    const { href } = await openSupplier(page);
    // the products stream in after the page's head; React's script puts them in place
    await page.goto(`${href}?page=999999`);
    await expect(page.getByRole('link', { name: 'This page has no products. Go to the first page.' })).toHaveAttribute(
      'href',
      href,
    );
    await page.goto(`${href}?page=abc`);
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  });

  test('answers 404 with the translated not-found page for an unknown supplier', async ({ page }) => {
    // the redirects of a wrong slug and the canonical URL: tests/http/product.spec.ts
    const unknown = await page.goto('/supplier/Nobody_987654321.html');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('product reviews', { tag: '@route:productScores' }, () => {
  test('lists the reviews of a product with their stars as text, linked from the product page', async ({ page }) => {
    const { name, path } = await openFirstProduct(page);
    await page.getByRole('link', { name: /^(No reviews yet|\d+ reviews?)$/ }).click();
    await expect(page).toHaveURL(/\/product\/score\/list\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reviews of ${name}`);
    const reviews = page.getByRole('listitem').filter({ hasText: /out of 5 stars/ });
    const empty = page.getByText('No buyer has reviewed this product yet.');
    await expect(reviews.first().or(empty)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the product' })).toHaveAttribute('href', path);
  });
});
