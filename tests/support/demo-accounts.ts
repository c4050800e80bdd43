import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect, type APIRequestContext } from '@playwright/test';
import { servedCaptcha } from './captcha';

// The seeded demo accounts, new buyers and RFQs, set up through the API and the database, for the HTTP
// and e2e tests.

// Seeded with 40 suppliers / 400 products (anchor 2026-06-01); the demo supplier is the first supplier.
export const DEMO_SUPPLIER = { email: 'supplier@demo.sourcefair.test', password: 'demo-supplier-1' };

export async function withDb<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * The demo supplier's category with the fewest suppliers beside it (at least one more, for a second
 * quotation): an RFQ posted there is surely matched to it. The catalogue itself is left as seeded, since
 * other tests count it.
 */
export async function demoSupplierCategory(): Promise<{ id: number; name: string }> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string; name: string }>(
      `SELECT c.id, c.name_en AS name FROM categories c
       WHERE c.level = 2 AND EXISTS (
         SELECT 1 FROM products p JOIN accounts a ON a.supplier_id = p.supplier_id
         WHERE p.category_id = c.id AND p.status = 'published' AND a.email = $1)
       ORDER BY (SELECT count(DISTINCT supplier_id) FROM products q WHERE q.category_id = c.id), c.id LIMIT 1`,
      [DEMO_SUPPLIER.email],
    );
    const row = rows[0];
    if (!row) throw new Error('the demo supplier sells in no category');
    return { id: Number(row.id), name: row.name };
  });
}

/** A new buyer of its own, signed in on this request context (the session cookie). */
export async function signInNewBuyer(request: APIRequestContext): Promise<string> {
  const email = `e2e-rfq-${randomUUID().slice(0, 8)}@example.test`;
  const res = await request.post('/api/main/blade-purchaser/account/register', {
    data: { lang: 'en', captcha: await servedCaptcha(request), data: { email, password: 'buyer-pass-1' } },
  });
  expect(res.status()).toBe(200);
  return email;
}

export async function signInSupplier(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post('/api/supplier/account/login.json', {
    data: { lang: 'en', data: { login: account.email, password: account.password } },
  });
  expect(res.status()).toBe(200);
}

/** An RFQ posted through the API by the buyer signed in on `request`. */
export async function postRfq(request: APIRequestContext, categoryId: number, productName: string): Promise<number> {
  const res = await request.post('/api/main/blade-purchaser/rfq/addRfq', {
    data: {
      lang: 'en',
      data: {
        productName,
        categoryId,
        quantity: 1200,
        unitCode: 'piece',
        paymentTerm: 'TT',
        shipmentTerm: 'FOB',
        destinationCountry: 'DE',
        description: 'Double wall stainless steel, 500 ml, gift box.',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { rfqId: number } }).data.rfqId;
}

/** The demo supplier's company id (the demo supplier account works for it); signs the context in as it. */
export async function demoSupplierId(api: APIRequestContext): Promise<number> {
  await signInSupplier(api, DEMO_SUPPLIER);
  const info = await api.post('/api/supplier/account/info.json', { data: { lang: 'en', data: {} } });
  return ((await info.json()) as { data: { supplierId: number } }).data.supplierId;
}

/** An ac code of the account as the site mails it: 256 random bits, only the sha-256 stored, 10 minutes, single use. */
export async function autoLoginCode(email: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await withDb((db) =>
    db.query(
      `INSERT INTO login_codes (code_hash, account_id, purpose, expires_at)
       SELECT $1, id, 'auto_login', now() + interval '10 minutes' FROM accounts WHERE email = $2`,
      [createHash('sha256').update(code).digest(), email],
    ),
  );
  return code;
}

/** A new buyer account of its own, signed in on the context that registers it (the demo buyer stays untouched). */
export async function registerBuyer(api: APIRequestContext, label: string): Promise<{ email: string; id: number }> {
  const email = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const res = await api.post('/api/main/blade-purchaser/account/register', {
    data: { lang: 'en', captcha: await servedCaptcha(api), data: { email, password: 'first-pass' } },
  });
  const { tradeChinaToken } = ((await res.json()) as { data: { tradeChinaToken: string } }).data;
  const info = await api.post('/api/main/login/getUserInfo.json', { data: { token: tradeChinaToken } });
  return { email, id: ((await info.json()) as { data: { id: number } }).data.id };
}

/** A quotation sent through the API by the supplier signed in on `api`, valid for 20 days. */
export async function sendQuotation(
  api: APIRequestContext,
  rfqId: number,
  terms: { currency: string; price: number; moq: number; leadTimeDays: number; incoterm: string },
): Promise<void> {
  const { price, ...rest } = terms;
  const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const res = await api.post('/api/supplier/rfq/quotation/save.json', {
    data: { lang: 'en', data: { rfqId, ...rest, tiers: [{ minQuantity: terms.moq, price }], validUntil } },
  });
  expect(res.status(), await res.text()).toBe(200);
}
