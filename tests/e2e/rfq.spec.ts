import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { hashPassword } from '@/lib/accounts/password';
import { pdfDocument } from '../support/images';
import {
  DEMO_SUPPLIER,
  demoSupplierCategory,
  postRfq,
  signInNewBuyer,
  sendQuotation,
  signInSupplier,
  withDb,
} from '../support/demo-accounts';

// Seeded with 40 suppliers / 400 products (anchor 2026-06-01); the demo supplier is the first supplier.

/**
 * A second seeded supplier company, given a product in the category (so it is matched) and a supplier
 * account of its own to sign in with. No new company and no keyword other tests count: the catalogue's
 * company count and keyword lists stay as seeded.
 */
async function createSupplier(categoryId: number): Promise<{ name: string; email: string; password: string }> {
  const tag = randomUUID().slice(0, 8);
  const email = `supplier-${tag}@example.test`;
  const password = 'second-supplier-1';
  const name = await withDb(async (db) => {
    const { rows } = await db.query<{ id: string; name: string }>(
      `SELECT s.id, s.name_en AS name FROM suppliers s
       WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.supplier_id = s.id AND a.email = $1)
       ORDER BY s.id DESC LIMIT 1`,
      [DEMO_SUPPLIER.email],
    );
    const supplier = rows[0];
    if (!supplier) throw new Error('no second supplier');
    await db.query(
      `INSERT INTO products (supplier_id, category_id, slug, name_en, name_cn, unit_code, moq, status, published_at)
       VALUES ($1, $2, $3, $4, $4, 'piece', 100, 'published', '2026-01-01')`,
      [supplier.id, categoryId, `quotation-sample-${tag}_`, `Quotation sample ${tag}`],
    );
    await db.query(
      `INSERT INTO accounts (member_type, email, password_hash, nickname, supplier_id) VALUES (3, $1, $2, 'Second', $3)`,
      [email, await hashPassword(password), supplier.id],
    );
    return supplier.name;
  });
  return { name, email, password };
}

async function fillRequest(page: Page, category: string, productName: string) {
  await page.getByLabel('Product name').fill(productName);
  await page.getByLabel('Category').selectOption({ label: category });
  await page.getByLabel('Quantity').fill('2000');
  await page.getByLabel('Unit', { exact: true }).selectOption({ label: 'Pieces' });
  await page.getByLabel('Target price per unit').fill('2.60');
  await page.getByLabel('Payment terms').selectOption({ label: 'Telegraphic transfer (T/T)' });
  await page.getByLabel('Shipment terms (Incoterm)').selectOption({ label: 'Free on Board (FOB)' });
  await page.getByLabel('Destination country').selectOption({ label: 'Germany' });
  await page.getByLabel('Description').fill('Double wall stainless steel, 500 ml, logo printed, gift box.');
}

async function newContext(browser: Browser, isMobile: boolean) {
  return browser.newContext(isMobile ? { viewport: { width: 375, height: 780 }, isMobile: true, hasTouch: true } : {});
}

test.describe('requests for quotation, from posting to a reply', () => {
  test.setTimeout(240_000);

  test('a visitor registers at once while posting an RFQ with an attachment; two suppliers quote; the buyer compares and replies; the supplier sees it @route:rfqQuotation', async ({
    page,
    browser,
  }, info) => {
    const mobile = info.project.name === 'mobile';
    const category = await demoSupplierCategory();
    const second = await createSupplier(category.id);
    const product = `Steel bottles ${randomUUID().slice(0, 6)}`;

    // the buyer, signed out: the form registers at once
    await page.goto('/rfq?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Post a request for quotation' })).toBeVisible();
    await fillRequest(page, category.name, product);
    await page.locator('input[data-upload-input]').setInputFiles({
      name: 'drawing.pdf',
      mimeType: 'application/pdf',
      buffer: pdfDocument(),
    });
    await expect(page.getByText('drawing.pdf uploaded.')).toBeAttached();
    await page.getByLabel('E-mail address').fill(`e2e-rfq-${randomUUID().slice(0, 8)}@example.test`);
    await page.getByLabel('Choose a password').fill('buyer-pass-1');
    await page.getByRole('button', { name: 'Register and post my request' }).click();
    await expect(page).toHaveURL(/\/rfq\/success\?rfqId=\d+$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Your request has been posted' })).toBeVisible();
    await expect(page.getByText(/It has been sent to \d+ suppliers? of its category/)).toBeVisible();
    const rfqId = Number(new URL(page.url()).searchParams.get('rfqId'));

    // the demo supplier quotes in its workspace
    const supplierContext = await newContext(browser, mobile);
    // signed in through the API on the supplier's context (the UI sign-in has its own test in account-pages)
    await signInSupplier(supplierContext.request, DEMO_SUPPLIER);
    const supplier = await supplierContext.newPage();
    await supplier.goto('/workspace?lang=en');
    // the workspace itself, not the sign-in page it sends a visitor without a session to
    await expect(supplier).toHaveURL(/\/workspace\?lang=en$/);
    const listed = supplier.getByRole('listitem').filter({ has: supplier.getByRole('link', { name: product }) });
    await expect(listed.getByText('New')).toBeVisible();
    await listed.getByRole('link', { name: product }).click();
    await expect(supplier).toHaveURL(new RegExp(`/workspace/rfq/${rfqId}$`));
    await expect(supplier.getByRole('link', { name: 'drawing.pdf' })).toBeVisible();
    await supplier.getByLabel('Price per unit').fill('2.80');
    await supplier.getByRole('button', { name: 'Add a price tier' }).click();
    await supplier.getByRole('group', { name: 'Price tier 2' }).getByLabel('From quantity').fill('5000');
    await supplier.getByRole('group', { name: 'Price tier 2' }).getByLabel('Price per unit').fill('2.50');
    await supplier.getByLabel('Minimum order').fill('1000');
    await supplier.getByLabel('Lead time in days').fill('30');
    await supplier.getByLabel('Message to the buyer').fill('Samples within 7 days.');
    await supplier.getByRole('button', { name: 'Send the quotation' }).click();
    await expect(supplier.getByText('Your quotation was sent to the buyer.')).toBeVisible();

    // a second supplier quotes in euros with a shorter lead time
    const secondContext = await browser.newContext();
    await signInSupplier(secondContext.request, second);
    await sendQuotation(secondContext.request, rfqId, {
      currency: 'EUR',
      price: 2.4,
      moq: 500,
      leadTimeDays: 12,
      incoterm: 'CIF',
    });
    await secondContext.close();

    // the buyer compares both side by side
    await page.goto(`/rfq/detail?rfqId=${rfqId}&lang=en`);
    await page.getByRole('link', { name: 'Compare 2 quotations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Compare quotations' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('different currencies (USD, EUR)');
    const demoName = (
      await withDb((db) =>
        db.query<{ name: string }>(
          'SELECT s.name_en AS name FROM suppliers s JOIN accounts a ON a.supplier_id = s.id WHERE a.email = $1',
          [DEMO_SUPPLIER.email],
        ),
      )
    ).rows[0]?.name as string;
    const entries = mobile ? page.getByRole('article') : page.locator('tbody');
    const demo = entries.filter({ hasText: demoName });
    const euro = entries.filter({ hasText: second.name });
    await expect(demo).toContainText('US$2.80 per Piece');
    await expect(demo).toContainText('US$5,600.00');
    await expect(euro).toContainText('€2.40 per Piece');
    await expect(entries.first()).toContainText(demoName);
    await page.getByRole('link', { name: 'Shortest lead time first' }).click();
    await expect(page).toHaveURL(/sort=leadTime/);
    await expect(entries.first()).toContainText(second.name);

    // and replies to the demo supplier
    await demo.getByLabel(`Message to ${demoName}`).fill('Can you ship by sea to Hamburg?');
    await demo.getByRole('button', { name: 'Send the message' }).click();
    await expect(demo.getByRole('status').filter({ hasText: 'Your message was sent to the supplier.' })).toBeVisible();
    await expect(demo.getByRole('listitem').filter({ hasText: 'Can you ship by sea to Hamburg?' })).toBeVisible();
    await demo.getByRole('button', { name: `Accept the quotation of ${demoName}` }).click();
    await expect(demo.getByRole('status').filter({ hasText: 'You accepted this quotation.' })).toBeVisible();
    await expect(demo.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(demo.getByRole('button', { name: `Accept the quotation of ${demoName}` })).toHaveCount(0);

    // every column of the table shows on a 1024 px screen, in the languages with the longest headings,
    // prices per unit and statuses too
    if (!mobile) {
      await page.setViewportSize({ width: 1024, height: 800 });
      for (const lang of ['en', 'ar', 'de', 'id', 'ms', 'my', 'pl', 'pt', 'ru', 'tl', 'tr']) {
        await page.goto(`/rfq/quotation?rfqId=${rfqId}&lang=${lang}`);
        const hidden = await page.locator('table').evaluate((table) => {
          const wrap = table.parentElement as HTMLElement;
          return wrap.scrollWidth - wrap.clientWidth;
        });
        expect(hidden, lang).toBeLessThanOrEqual(0);
        // totals and dates are never broken inside ("US$5,600 / .00", an Arabic date over two lines)
        const broken = await page.getByTestId('figure').evaluateAll((figures) =>
          figures
            // one line: an Arabic date is several direction runs, but all on the same line
            .filter((figure) => new Set([...figure.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
            .map((figure) => figure.textContent),
        );
        expect(broken, lang).toEqual([]);
      }
    }

    // the supplier sees the reply
    await supplier.goto('/workspace?lang=en');
    const answered = supplier.getByRole('listitem').filter({ has: supplier.getByRole('link', { name: product }) });
    await expect(answered.getByText('Accepted')).toBeVisible();
    await answered.getByRole('link', { name: product }).click();
    await expect(supplier.getByText('Can you ship by sea to Hamburg?')).toBeVisible();
    await expect(
      supplier.getByText('The buyer has replied to your quotation, so it can no longer be changed.'),
    ).toBeVisible();
    await expect(supplier.getByRole('button', { name: 'Save the changes' })).toHaveCount(0);
    await supplierContext.close();
  });

  test('keeps the form and names each problem in words when the request is incomplete @route:rfq', async ({ page }) => {
    await page.goto('/rfq?lang=en&productName=Solar%20panels');
    await expect(page.getByLabel('Product name')).toHaveValue('Solar panels');
    await page.getByLabel('Quantity').fill('12.5');
    await page.getByRole('button', { name: 'Register and post my request' }).click();
    await expect(page.getByLabel('Category')).toBeFocused();
    await expect(page.getByText('Please enter a whole number above zero.')).toBeVisible();
    await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
    await expect(page.getByLabel('Product name')).toHaveValue('Solar panels');
    await expect(page).toHaveURL(/\/rfq\?/);
  });

  test('gives the target price and its currency controls of one height, side by side', async ({ page }) => {
    await page.goto('/rfq?lang=en');
    const price = await page.getByLabel('Target price per unit').boundingBox();
    const currency = await page.getByLabel('Currency', { exact: true }).boundingBox();
    expect(price && currency).toBeTruthy();
    expect(Math.abs((price?.height ?? 0) - (currency?.height ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((price?.y ?? 0) - (currency?.y ?? 0))).toBeLessThanOrEqual(1);
  });

  test('keeps the send button apart from "How it works" when one is under the other', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 780 });
    await page.goto('/rfq?lang=en');
    const send = await page.getByRole('button', { name: 'Register and post my request' }).boundingBox();
    const how = await page.getByRole('complementary', { name: 'How it works' }).boundingBox();
    expect(send && how).toBeTruthy();
    // the card below the form, a gap between them as between the form's own cards
    expect((how?.y ?? 0) - ((send?.y ?? 0) + (send?.height ?? 0))).toBeGreaterThanOrEqual(16);
  });

  test('gives the mobile number more room than its dialing code, and the unit half the row on a phone', async ({
    page,
  }, info) => {
    await page.goto('/rfq?lang=es');
    await page.getByLabel('Añadir los datos de mi empresa', { exact: false }).check();
    const dialing = await page.getByLabel('Prefijo telefónico').boundingBox();
    const mobile = await page.getByLabel('Número de móvil').boundingBox();
    expect((mobile?.width ?? 0) / (dialing?.width ?? 1)).toBeGreaterThan(1.5);
    const quantity = await page.getByLabel('Cantidad', { exact: true }).boundingBox();
    const unit = await page.getByLabel('Unidad', { exact: true }).boundingBox();
    const share = (unit?.width ?? 0) / ((unit?.width ?? 0) + (quantity?.width ?? 0));
    // a third of a phone's row cut the select's "Elija…"
    if (info.project.name === 'mobile') expect(share).toBeGreaterThan(0.45);
    else expect(share).toBeGreaterThan(0.3);
  });

  test('offers sign-in for an e-mail that has an account and refuses a supplier’s', async ({ page }) => {
    await page.goto('/rfq?lang=en');
    await page.getByLabel('E-mail address').fill(DEMO_SUPPLIER.email);
    await page.getByLabel('Choose a password').focus();
    await expect(page.getByRole('alert').filter({ hasText: 'This is a supplier account.' })).toBeVisible();
    await page.getByLabel('E-mail address').fill('buyer@demo.sourcefair.test');
    await page.getByLabel('Choose a password').focus();
    const registered = page.getByRole('alert').filter({ hasText: 'already has an account' });
    await expect(registered).toBeVisible();
    await registered.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('asks for company details after posting and saves them @route:rfqSuccess', async ({ page }) => {
    await signInNewBuyer(page.request);
    const category = await demoSupplierCategory();
    const rfqId = await postRfq(page.request, category.id, 'Glass jars');
    // the thanks for the request, as served: tests/http/rfq.spec.ts
    await page.goto(`/rfq/success?rfqId=${rfqId}&lang=en`);
    await page.getByLabel('Company name').fill('E2E Trading GmbH');
    await page.getByLabel('Contact person').fill('Eva Example');
    await page.getByLabel('Country of your company').selectOption({ label: 'Germany' });
    await page.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByText('Thank you. Your company details are saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Complete your company details' })).toHaveCount(0);
  });

  test('lays a request’s facts and the quotation form out within their columns in German', async ({
    page,
    browser,
  }) => {
    const buyer = await browser.newContext();
    await signInNewBuyer(buyer.request);
    const rfqId = await postRfq(buyer.request, (await demoSupplierCategory()).id, 'Thermoskannen');
    await buyer.close();
    await signInSupplier(page.request, DEMO_SUPPLIER);
    await page.goto(`/workspace/rfq/${rfqId}?lang=de`);
    // every value keeps at least half the list's width, however long the labels
    const facts = page.locator('dl').filter({ hasText: 'Lieferbedingungen' });
    const factsWidth = (await facts.boundingBox())?.width ?? 0;
    for (const value of await facts.locator('dd').all()) {
      expect((await value.boundingBox())?.width).toBeGreaterThanOrEqual(factsWidth * 0.5);
    }
    // 'Mindestbestellmenge' breaks inside its half of the pair instead of running under its neighbour's label
    const moq = page.locator('label').filter({ hasText: 'Mindestbestellmenge' });
    const lead = page.locator('label').filter({ hasText: 'Lieferzeit in Tagen' });
    const [moqBox, leadBox] = [await moq.boundingBox(), await lead.boundingBox()];
    expect((moqBox?.x ?? 0) + (moqBox?.width ?? 0)).toBeLessThanOrEqual(leadBox?.x ?? 0);
    expect(await moq.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('edits an open request; someone else’s is a 404 @route:rfqEdit', async ({ page, browser }) => {
    await signInNewBuyer(page.request);
    const category = await demoSupplierCategory();
    const rfqId = await postRfq(page.request, category.id, 'Cotton tote bags');
    await page.goto(`/rfq/edit/${rfqId}?lang=en`);
    await expect(page.getByLabel('Product name')).toHaveValue('Cotton tote bags');
    await page.getByLabel('Quantity').fill('3500');
    await page.getByRole('button', { name: 'Save the changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/rfq/detail\\?rfqId=${rfqId}$`), { timeout: 20_000 });
    await expect(page.getByText('3,500 Pieces')).toBeVisible();
    const other = await browser.newContext();
    await signInNewBuyer(other.request);
    expect((await other.request.get(`/rfq/edit/${rfqId}?lang=en`)).status()).toBe(404);
    await other.close();
  });

  test('prefills the form from a product and posts with its source; an unknown product is a 404 @route:landingRfq', async ({
    page,
  }) => {
    const product = await withDb(async (db) => {
      const { rows } = await db.query<{ id: string; name: string; category: string; moq: number }>(
        `SELECT p.id, p.name_en AS name, c.name_en AS category, p.moq FROM products p
         JOIN categories c ON c.id = p.category_id WHERE p.status = 'published' ORDER BY p.id LIMIT 1`,
      );
      return rows[0];
    });
    if (!product) throw new Error('no product');
    expect((await page.request.get('/landing/rfq/product-999999999?lang=en')).status()).toBe(404);
    await signInNewBuyer(page.request);
    await page.goto(`/landing/rfq/product-${product.id}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Request a quotation for ${product.name}`);
    await expect(page.getByLabel('Product name')).toHaveValue(product.name);
    await expect(page.getByLabel('Category')).toHaveValue(/\d+/);
    await expect(page.getByLabel('Quantity')).toHaveValue(String(product.moq));
    // signed in: no account fields
    await expect(page.getByLabel('Choose a password')).toHaveCount(0);
    await page.getByLabel('Payment terms').selectOption({ label: 'Letter of credit (L/C)' });
    await page.getByLabel('Shipment terms (Incoterm)').selectOption({ label: 'Ex Works (EXW)' });
    await page.getByLabel('Destination country').selectOption({ label: 'France' });
    await page.getByLabel('Description').fill('Same as the listed product, our own logo.');
    await page.getByRole('button', { name: 'Post my request' }).click();
    await expect(page).toHaveURL(/\/rfq\/success\?rfqId=\d+$/, { timeout: 30_000 });
    const rfqId = Number(new URL(page.url()).searchParams.get('rfqId'));
    const stored = await withDb((db) => db.query('SELECT source, product_id FROM rfqs WHERE id = $1', [rfqId]));
    expect(stored.rows[0]).toEqual({ source: 5, product_id: String(product.id) });
  });

  test('asks the exhibitors of a published exhibition; an unpublished one is a 404 @route:exhibitionRfq', async ({
    page,
  }) => {
    const [published, unpublished] = await withDb(async (db) =>
      Promise.all([
        db.query<{ id: string; name: string }>(
          'SELECT id, name_en AS name FROM exhibitions WHERE stage > 0 AND website_id = 1001 ORDER BY id LIMIT 1',
        ),
        db.query<{ id: string }>('SELECT id FROM exhibitions WHERE stage = 0 ORDER BY id LIMIT 1'),
      ]),
    );
    const exhibition = published.rows[0];
    if (!exhibition) throw new Error('no published exhibition');
    await page.goto(`/exhibition-rfq/${exhibition.id}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Request quotations from the exhibitors of ${exhibition.name}`,
    );
    await expect(page.getByRole('button', { name: 'Register and post my request' })).toBeVisible();
    expect((await page.request.get(`/exhibition-rfq/${unpublished.rows[0]?.id}?lang=en`)).status()).toBe(404);
  });

  test('the buyer-service entry point offers the form @route:rfqBuyerService', async ({ page }) => {
    await page.goto('/rfq-buyerservice?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sourcing help from our buyer service' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Request for quotation' })).toBeVisible();
  });

  test('the CRM entry point offers the form and is not for search engines @route:crmRfq', async ({ page }) => {
    await page.goto('/crm-rfq?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Tell us what you are sourcing now' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByLabel('Product name')).toBeVisible();
  });
});
