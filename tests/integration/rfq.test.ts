import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resetEnvForTests } from '@/lib/env';
import { RFQ_LIMITS } from '@/lib/rfq/rules';
import type { UploadItem } from '@/lib/uploads/limits';
import api from '@/messages/en/api.json';
import { createAccountWithSession } from '../support/accounts';
import { callGateway, freshIp } from '../support/api';
import { pdfDocument } from '../support/images';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('rfq');
let uploadDir = '';

type Account = { accountId: number; token: string };
let buyerA: Account;
let buyerB: Account;
/** A category with products of several suppliers, and two suppliers of it with accounts. */
let categoryId = 0;
let supplierOne: Account & { supplierId: number };
let supplierTwo: Account & { supplierId: number };
/** A supplier with an account but no product in the category: never matched to its RFQs. */
let outsider: Account & { supplierId: number };

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'sf-rfq-'));
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvForTests();
  const pool = db().pool;
  buyerA = await createAccountWithSession(pool, 'buyer');
  buyerB = await createAccountWithSession(pool, 'buyer');
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM categories WHERE level = 2 ORDER BY id LIMIT 1');
  categoryId = Number(rows[0]?.id);
  supplierOne = await supplierInCategory('one', true);
  supplierTwo = await supplierInCategory('two', true);
  outsider = await supplierInCategory('outsider', false);
});

afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  resetEnvForTests();
  await rm(uploadDir, { recursive: true, force: true });
});

/** A new supplier company with a supplier account, with (or without) a published product in the category. */
async function supplierInCategory(name: string, inCategory: boolean): Promise<Account & { supplierId: number }> {
  const pool = db().pool;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO suppliers (slug, name_en, name_cn, country_code, verified) VALUES ($1, $2, $2, 'CN', false) RETURNING id`,
    [`rfq-${name}`, `RFQ Test ${name} Ltd`],
  );
  const supplierId = Number(rows[0]?.id);
  const product = inCategory
    ? categoryId
    : Number(
        (
          await pool.query<{ id: string }>(
            'SELECT id FROM categories WHERE level = 2 AND id <> $1 ORDER BY id LIMIT 1',
            [categoryId],
          )
        ).rows[0]?.id,
      );
  await pool.query(
    `INSERT INTO products (supplier_id, category_id, slug, name_en, name_cn, unit_code, moq, status, published_at)
     VALUES ($1, $2, 'bottle', 'Steel bottle', '钢瓶', 'piece', 100, 'published', now())`,
    [supplierId, product],
  );
  const account = await createAccountWithSession(pool, 'supplier');
  await pool.query('UPDATE accounts SET supplier_id = $1 WHERE id = $2', [supplierId, account.accountId]);
  return { ...account, supplierId };
}

function rfq(overrides: Record<string, unknown> = {}) {
  return {
    productName: 'Stainless steel water bottles',
    categoryId,
    quantity: 2000,
    unitCode: 'piece',
    targetPrice: 2.45,
    currency: 'USD',
    paymentTerm: 'TT',
    shipmentTerm: 'FOB',
    destinationCountry: 'DE',
    description: 'Double wall, 500 ml, logo printed, gift box.',
    ...overrides,
  };
}

type Options = { token?: string; key?: string; lang?: string; expire?: (tags: readonly string[]) => void };

function main(path: string, data: unknown, options: Options = {}) {
  return callGateway('main', `blade-purchaser/rfq/${path}`, {
    expire: options.expire,
    body: { lang: options.lang ?? 'en', data },
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.key && { 'idempotency-key': options.key }),
    },
  });
}

function supplier(path: string, data: unknown, options: Options = {}) {
  return callGateway('supplier', `rfq/${path}`, {
    body: { lang: 'en', data },
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.key && { 'idempotency-key': options.key }),
    },
  });
}

let posted = 0;

/**
 * Posts a new RFQ. Each has a description of its own: the same buyer's same content within a few seconds
 * is one RFQ (lib/api/idempotency.ts KEYLESS_WINDOW_MS), and these are meant as separate ones.
 */
async function post(account: Account, overrides: Record<string, unknown> = {}): Promise<number> {
  posted += 1;
  const description = `Double wall, 500 ml, logo printed, gift box. Request ${posted}.`;
  const res = await main('addRfq', rfq({ description, ...overrides }), { token: account.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { rfqId: number }).rfqId;
}

async function countRows(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db().pool.query<{ n: string }>(sql, params);
  return Number(rows[0]?.n);
}

const rfqsOf = (accountId: number) =>
  countRows('SELECT count(*) AS n FROM rfqs WHERE buyer_account_id = $1', [accountId]);

async function uploadAnonymously(): Promise<string> {
  const { POST } = await import('@/app/api/attachment/upload.json/route');
  const form = new FormData();
  form.append('file', new File([new Uint8Array(pdfDocument())], 'drawing.pdf', { type: 'application/pdf' }));
  const response = await POST(
    new Request('http://localhost:3000/api/attachment/upload.json', {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': freshIp() },
    }),
  );
  expect(response.status).toBe(200);
  const [item] = (await response.json()) as UploadItem[];
  if (!item?.id) throw new Error('no upload id');
  return item.id;
}

function quotation(rfqId: number, overrides: Record<string, unknown> = {}) {
  return {
    rfqId,
    currency: 'USD',
    tiers: [
      { minQuantity: 500, price: 3.1 },
      { minQuantity: 1000, price: 2.8 },
      { minQuantity: 5000, price: 2.5 },
    ],
    moq: 500,
    leadTimeDays: 30,
    incoterm: 'FOB',
    paymentTerm: 'TT',
    validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    message: 'Sample in 7 days.',
    ...overrides,
  };
}

describe('posting an RFQ', () => {
  it('posts a signed-in buyer’s RFQ, matches suppliers of its category with accounts first, and shows it to its buyer', async () => {
    const rfqId = await post(buyerA);
    const { rows } = await db().pool.query<{ supplier_id: string }>(
      'SELECT supplier_id FROM rfq_matches WHERE rfq_id = $1',
      [rfqId],
    );
    const matched = rows.map((r) => Number(r.supplier_id));
    expect(matched).toEqual(expect.arrayContaining([supplierOne.supplierId, supplierTwo.supplierId]));
    expect(matched).not.toContain(outsider.supplierId);
    const info = await main('getRfqInfo', { rfqId }, { token: buyerA.token });
    expect(info.body.data).toMatchObject({
      rfqId,
      productName: 'Stainless steel water bottles',
      quantity: 2000,
      targetPrice: 2.45,
      status: 'open',
      source: 2,
      matchedSuppliers: matched.length,
      quotationCount: 0,
      editable: true,
    });
  });

  it('sends an RFQ to at most the bounded number of suppliers, those with an account first', async () => {
    const pool = db().pool;
    await pool.query(
      `WITH s AS (
         INSERT INTO suppliers (slug, name_en, name_cn, country_code, verified)
         SELECT 'bulk-' || g, 'Bulk supplier ' || g, '批量' || g, 'CN', true FROM generate_series(1, 25) g RETURNING id)
       INSERT INTO products (supplier_id, category_id, slug, name_en, name_cn, unit_code, moq, status, published_at)
       SELECT id, $1, 'bulk', 'Bulk bottle', '瓶', 'piece', 10, 'published', now() FROM s`,
      [categoryId],
    );
    const rfqId = await post(buyerA);
    const matched = await countRows('SELECT count(*) AS n FROM rfq_matches WHERE rfq_id = $1', [rfqId]);
    expect(matched).toBe(RFQ_LIMITS.matchLimit);
    // the unverified suppliers with accounts come before 25 verified ones without
    const withAccounts = await countRows(
      'SELECT count(*) AS n FROM rfq_matches WHERE rfq_id = $1 AND supplier_id = ANY($2::bigint[])',
      [rfqId, [supplierOne.supplierId, supplierTwo.supplierId]],
    );
    expect(withAccounts).toBe(2);
  });

  it('records the source code of the entry point and the product it came from', async () => {
    const { rows } = await db().pool.query<{ id: string }>(
      "SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT 1",
    );
    const productId = Number(rows[0]?.id);
    const rfqId = await post(buyerA, { source: 5, productId });
    const stored = await db().pool.query<{ source: number; product_id: string }>(
      'SELECT source, product_id FROM rfqs WHERE id = $1',
      [rfqId],
    );
    expect(stored.rows[0]).toEqual({ source: 5, product_id: String(productId) });
    const unknown = await main('addRfq', rfq({ source: 3 }), { token: buyerA.token });
    expect(unknown.status).toBe(400);
  });

  it('refuses a category, unit or country that does not exist with a translated message, keeping nothing', async () => {
    const before = await rfqsOf(buyerA.accountId);
    const category = await main('addRfq', rfq({ categoryId: 999_999 }), { token: buyerA.token });
    expect(category.status).toBe(400);
    expect(category.body.msg).toBe(api.rfqUnknownCategory);
    expect(category.body.data).toEqual({ issues: [{ path: 'data.categoryId', code: 'unknownCategory' }] });
    const unit = await main('addRfq', rfq({ unitCode: 'barrel' }), { token: buyerA.token, lang: 'de' });
    expect(unit.status).toBe(400);
    expect(unit.body.msg).not.toBe(api.rfqUnknownUnit);
    expect((await main('addRfq', rfq({ destinationCountry: 'ZZ' }), { token: buyerA.token })).body.msg).toBe(
      api.rfqUnknownCountry,
    );
    expect(await rfqsOf(buyerA.accountId)).toBe(before);
  });

  it('refuses a signed-out caller and a supplier', async () => {
    expect((await main('addRfq', rfq())).status).toBe(401);
    expect((await main('addRfq', rfq(), { token: supplierOne.token })).status).toBe(403);
  });
});

describe('idempotent submissions', () => {
  it('replays a retried addRfq with the same key: one RFQ, the same answer', async () => {
    const key = randomUUID();
    const before = await rfqsOf(buyerA.accountId);
    const first = await main('addRfq', rfq(), { token: buyerA.token, key });
    const second = await main('addRfq', rfq(), { token: buyerA.token, key });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await rfqsOf(buyerA.accountId)).toBe(before + 1);
  });

  it('expires the cached buyer demand figures once per posted RFQ, not on a replay or a refusal', async () => {
    const expired: string[] = [];
    const expire = (tags: readonly string[]) => void expired.push(...tags);
    const key = randomUUID();
    const description = `Expiry check ${randomUUID()}`;
    expect((await main('addRfq', rfq({ description }), { token: buyerA.token, key, expire })).status).toBe(200);
    expect(expired).toEqual(['buyer-demand']);
    expect((await main('addRfq', rfq({ description }), { token: buyerA.token, key, expire })).status).toBe(200);
    const refused = await main('addRfq', rfq({ categoryId: 999_999 }), { token: buyerA.token, expire });
    expect(refused.status).toBe(400);
    await main('searchRfq', {}, { token: buyerA.token, expire });
    expect(expired).toEqual(['buyer-demand']);
  });

  it('refuses the same key with other content and posts nothing more', async () => {
    const key = randomUUID();
    expect((await main('addRfq', rfq(), { token: buyerA.token, key })).status).toBe(200);
    const before = await rfqsOf(buyerA.accountId);
    const reused = await main('addRfq', rfq({ quantity: 3000 }), { token: buyerA.token, key });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ success: false, msg: api.idempotencyKeyReused });
    expect(await rfqsOf(buyerA.accountId)).toBe(before);
  });

  it('makes one RFQ of a concurrent double submit', async () => {
    const key = randomUUID();
    const before = await rfqsOf(buyerA.accountId);
    const [a, b] = await Promise.all([
      main('addRfq', rfq({ productName: 'Double submit' }), { token: buyerA.token, key }),
      main('addRfq', rfq({ productName: 'Double submit' }), { token: buyerA.token, key }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toEqual(b.body.data);
    expect(await rfqsOf(buyerA.accountId)).toBe(before + 1);
  });

  it('keeps one buyer’s key apart from another’s', async () => {
    const key = randomUUID();
    const a = await main('addRfq', rfq(), { token: buyerA.token, key });
    const b = await main('addRfq', rfq(), { token: buyerB.token, key });
    expect(b.status).toBe(200);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect((b.body.data as { rfqId: number }).rfqId).not.toBe((a.body.data as { rfqId: number }).rfqId);
  });
});

describe('registering at once', () => {
  it('registers, signs in, records the source and posts with an attachment sent signed out, in one go', async () => {
    const attachment = await uploadAnonymously();
    const email = `rfq-${randomUUID().slice(0, 8)}@acme-trading.de`;
    const res = await main(
      'addRfqAndPurReg',
      {
        rfq: rfq({ attachments: [attachment], source: 5 }),
        email,
        password: 'secret12',
        purchase: { companyName: 'Acme GmbH', contactName: 'Anna Schmidt', countryCode: 'DE', dialingCode: '+49' },
      },
      { key: randomUUID() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { rfqId, tradeChinaToken } = res.body.data as { rfqId: number; tradeChinaToken: string };
    expect(res.headers.get('set-cookie')).toContain(`sf_session=${tradeChinaToken}`);
    const info = await main('getRfqInfo', { rfqId }, { token: tradeChinaToken });
    expect(info.body.data).toMatchObject({ rfqId, attachments: [{ id: attachment, name: 'drawing.pdf' }] });
    const { rows } = await db().pool.query<{
      source: number;
      company_name: string;
      dialing_code: string;
      owner: string;
    }>(
      `SELECT p.source, p.company_name, p.dialing_code, (SELECT account_id FROM uploads WHERE id = $2)::text AS owner
       FROM accounts a JOIN buyer_profiles p ON p.account_id = a.id WHERE a.email = $1`,
      [email, attachment],
    );
    const accountId = await countRows('SELECT id AS n FROM accounts WHERE email = $1', [email]);
    expect(rows[0]).toEqual({ source: 5, company_name: 'Acme GmbH', dialing_code: '49', owner: String(accountId) });
    const completed = await main('isCompleted', {}, { token: tradeChinaToken });
    expect(completed.body.data).toEqual({ account: 'buyer', completed: true, missing: [] });
  });

  it('keeps no account when the RFQ is refused, and no RFQ when the e-mail is taken', async () => {
    const email = `rfq-${randomUUID().slice(0, 8)}@acme-trading.de`;
    const refused = await main('addRfqAndReg', { rfq: rfq({ categoryId: 999_999 }), email, password: 'secret12' });
    expect(refused.status).toBe(400);
    expect(await countRows('SELECT count(*) AS n FROM accounts WHERE email = $1', [email])).toBe(0);
    const taken = await db().pool.query<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [
      buyerA.accountId,
    ]);
    const before = await countRows('SELECT count(*) AS n FROM rfqs');
    const exists = await main('addRfqAndReg', { rfq: rfq(), email: taken.rows[0]?.email, password: 'secret12' });
    expect(exists.status).toBe(409);
    expect(exists.body.msg).toBe(api.emailExists);
    expect(await countRows('SELECT count(*) AS n FROM rfqs')).toBe(before);
  });

  it('lets no one attach another account’s upload', async () => {
    const attachment = await uploadAnonymously();
    await post(buyerA, { attachments: [attachment] });
    const before = await rfqsOf(buyerB.accountId);
    const res = await main('addRfq', rfq({ attachments: [attachment] }), { token: buyerB.token });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(api.rfqAttachmentInvalid);
    expect(await rfqsOf(buyerB.accountId)).toBe(before);
  });

  it('completes the purchase profile after posting (regAfterRfq), on the buyer’s own RFQ only', async () => {
    const email = `rfq-${randomUUID().slice(0, 8)}@example.test`;
    const res = await main('addRfqAndReg', { rfq: rfq(), email, password: 'secret12' });
    const { rfqId, tradeChinaToken } = res.body.data as { rfqId: number; tradeChinaToken: string };
    expect((await main('isCompleted', {}, { token: tradeChinaToken })).body.data).toEqual({
      account: 'buyer',
      completed: false,
      missing: ['companyName', 'contactName', 'countryCode'],
    });
    const profile = { companyName: 'Nordlicht SARL', contactName: 'Jonas Weber', countryCode: 'FR' };
    const others = await main('regAfterRfq', { rfqId, ...profile }, { token: buyerB.token });
    expect(others.status).toBe(404);
    const done = await main('regAfterRfq', { rfqId, ...profile }, { token: tradeChinaToken });
    expect(done.body.data).toMatchObject({ ...profile, completed: true });
  });

  it('checks an e-mail and a mobile number for the register fields, telling suppliers apart', async () => {
    const { rows } = await db().pool.query<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [
      supplierOne.accountId,
    ]);
    const res = await main('checkEmailPhone', { email: rows[0]?.email, mobile: '170 1234567', dialingCode: '49' });
    expect(res.body.data).toEqual({
      email: { registered: 1, supplier: true, result: 2 },
      mobile: { valid: true, e164: '+491701234567' },
    });
    const fresh = await main('checkEmailPhone', { email: 'someone@gmail.com' });
    expect(fresh.body.data).toEqual({ email: { registered: 0, supplier: false, result: 1 }, mobile: null });
  });
});

describe('one buyer’s RFQs are theirs alone', () => {
  it('hides buyer A’s RFQ from buyer B: reading, comparing, editing, posting again, listing', async () => {
    const rfqId = await post(buyerA, { productName: 'Private request' });
    for (const call of ['getRfqInfo', 'quotationRfqDetails', 'submitNewRfq']) {
      const res = await main(call, { rfqId }, { token: buyerB.token });
      expect(res.status, call).toBe(404);
      expect(res.body.msg).toBe(api.rfqNotFound);
    }
    const edit = await main('editRfq', { rfqId, ...rfq({ productName: 'Taken over' }) }, { token: buyerB.token });
    expect(edit.status).toBe(404);
    const stored = await db().pool.query<{ product_name: string }>('SELECT product_name FROM rfqs WHERE id = $1', [
      rfqId,
    ]);
    expect(stored.rows[0]?.product_name).toBe('Private request');
    const list = await main('searchRfq', { keyword: 'Private request' }, { token: buyerB.token });
    expect(list.body.data).toMatchObject({ total: 0, items: [] });
    const own = await main('searchRfq', { keyword: 'Private request' }, { token: buyerA.token });
    expect(own.body.data).toMatchObject({ total: 1, items: [{ rfqId, status: 'open', quotationCount: 0 }] });
  });

  it('refuses buyer B’s reply to a quotation on buyer A’s RFQ', async () => {
    const rfqId = await post(buyerA);
    const quoted = await supplier('quotation/save.json', quotation(rfqId), { token: supplierOne.token });
    const { quotationId } = quoted.body.data as { quotationId: number };
    const res = await main('replyQuotation', { quotationId, action: 'accept' }, { token: buyerB.token });
    expect(res.status).toBe(404);
    const status = await db().pool.query<{ status: string }>('SELECT status FROM quotations WHERE id = $1', [
      quotationId,
    ]);
    expect(status.rows[0]?.status).toBe('submitted');
  });

  it('edits an open RFQ of one’s own and adds the suppliers of a new category; a closed one is refused', async () => {
    const rfqId = await post(buyerA);
    const { rows } = await db().pool.query<{ category_id: string }>(
      `SELECT p.category_id FROM products p WHERE p.category_id <> $1 AND p.status = 'published' LIMIT 1`,
      [categoryId],
    );
    const other = Number(rows[0]?.category_id);
    const before = await countRows('SELECT count(*) AS n FROM rfq_matches WHERE rfq_id = $1', [rfqId]);
    const res = await main(
      'editRfq',
      { rfqId, ...rfq({ categoryId: other, quantity: 5000 }) },
      { token: buyerA.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.data as { matchedSuppliers: number }).matchedSuppliers).toBeGreaterThanOrEqual(before);
    expect((await main('getRfqInfo', { rfqId }, { token: buyerA.token })).body.data).toMatchObject({
      quantity: 5000,
      category: { id: other },
    });
    await db().pool.query(`UPDATE rfqs SET expires_at = now() - interval '1 day' WHERE id = $1`, [rfqId]);
    const late = await main('editRfq', { rfqId, ...rfq() }, { token: buyerA.token });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(api.rfqClosed);
  });
});

describe('suppliers and quotations', () => {
  it('lets only matched suppliers see an RFQ or quote on it', async () => {
    const rfqId = await post(buyerA, { productName: 'Matched only' });
    const detail = await supplier('detail.json', { rfqId }, { token: outsider.token });
    expect(detail.status).toBe(404);
    const quote = await supplier('quotation/save.json', quotation(rfqId), { token: outsider.token });
    expect(quote.status).toBe(404);
    expect(await countRows('SELECT count(*) AS n FROM quotations WHERE rfq_id = $1', [rfqId])).toBe(0);
    const list = await supplier('list.json', {}, { token: outsider.token });
    expect((list.body.data as { items: { rfqId: number }[] }).items.map((i) => i.rfqId)).not.toContain(rfqId);
    const buyerCall = await supplier('detail.json', { rfqId }, { token: buyerA.token });
    expect(buyerCall.status).toBe(403);
  });

  it('quotes, edits in place, compares by tier, replies, and locks the quotation once the buyer replied', async () => {
    const rfqId = await post(buyerA, { quantity: 2000 });
    const listed = await supplier('list.json', {}, { token: supplierOne.token });
    expect((listed.body.data as { items: { rfqId: number; seen: boolean }[] }).items[0]).toMatchObject({
      rfqId,
      seen: false,
    });
    const seen = await supplier('detail.json', { rfqId }, { token: supplierOne.token });
    expect(seen.body.data).toMatchObject({ quotation: null, editable: true, buyer: { companyName: 'Acme GmbH' } });
    const relisted = await supplier('list.json', {}, { token: supplierOne.token });
    expect((relisted.body.data as { items: { rfqId: number; seen: boolean }[] }).items[0]).toMatchObject({
      rfqId,
      seen: true,
    });

    const first = await supplier('quotation/save.json', quotation(rfqId), { token: supplierOne.token });
    expect(first.body.data).toMatchObject({ created: true });
    const edited = await supplier('quotation/save.json', quotation(rfqId, { leadTimeDays: 21 }), {
      token: supplierOne.token,
    });
    expect(edited.body.data).toEqual({
      quotationId: (first.body.data as { quotationId: number }).quotationId,
      created: false,
    });
    await supplier(
      'quotation/save.json',
      quotation(rfqId, { currency: 'EUR', tiers: [{ minQuantity: 3000, price: 2 }], moq: 3000 }),
      {
        token: supplierTwo.token,
      },
    );

    const compared = await main('quotationRfqDetails', { rfqId }, { token: buyerA.token });
    const data = compared.body.data as {
      currencies: string[];
      quotations: {
        supplier: { id: number };
        unitPrice: number;
        total: number;
        leadTimeDays: number;
        belowFirstTier: boolean;
        belowMoq: boolean;
      }[];
    };
    expect(data.currencies).toEqual(['USD', 'EUR']);
    const one = data.quotations.find((q) => q.supplier.id === supplierOne.supplierId);
    const two = data.quotations.find((q) => q.supplier.id === supplierTwo.supplierId);
    // 2,000 pieces reach the 1,000 tier of supplier one; supplier two starts at 3,000
    expect(one).toMatchObject({
      unitPrice: 2.8,
      total: 5600,
      leadTimeDays: 21,
      belowFirstTier: false,
      belowMoq: false,
    });
    expect(two).toMatchObject({ unitPrice: 2, belowFirstTier: true, belowMoq: true });

    const quotationId = (first.body.data as { quotationId: number }).quotationId;
    const reply = await main(
      'replyQuotation',
      { quotationId, action: 'message', message: 'Can you ship by sea to Hamburg?' },
      { token: buyerA.token, key: randomUUID() },
    );
    expect(reply.body.data).toEqual({ quotationId, status: 'submitted' });
    const after = await supplier('detail.json', { rfqId }, { token: supplierOne.token });
    expect(after.body.data).toMatchObject({
      editable: false,
      replies: [{ body: 'Can you ship by sea to Hamburg?' }],
      quotation: { quotationId, leadTimeDays: 21, status: 'submitted' },
    });
    // an edit (content of its own: the same content again within seconds would be the first save's replay)
    const locked = await supplier('quotation/save.json', quotation(rfqId, { message: 'Sample in 5 days.' }), {
      token: supplierOne.token,
    });
    expect(locked.status).toBe(409);
    expect(locked.body.msg).toBe(api.quotationLocked);

    const accepted = await main('replyQuotation', { quotationId, action: 'accept' }, { token: buyerA.token });
    expect(accepted.body.data).toEqual({ quotationId, status: 'accepted' });
    const again = await main('replyQuotation', { quotationId, action: 'decline' }, { token: buyerA.token });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(api.quotationDecided);
    const workspace = await supplier('list.json', {}, { token: supplierOne.token });
    expect((workspace.body.data as { items: { rfqId: number }[] }).items.find((i) => i.rfqId === rfqId)).toMatchObject({
      quotationStatus: 'accepted',
      buyerReplied: true,
    });
  });

  it('refuses an expired quotation’s acceptance, a validity out of range and quotes on an expired RFQ', async () => {
    const rfqId = await post(buyerA);
    const saved = await supplier('quotation/save.json', quotation(rfqId), { token: supplierOne.token });
    const { quotationId } = saved.body.data as { quotationId: number };
    await db().pool.query(`UPDATE quotations SET valid_until = current_date - 1 WHERE id = $1`, [quotationId]);
    const accept = await main('replyQuotation', { quotationId, action: 'accept' }, { token: buyerA.token });
    expect(accept.status).toBe(409);
    expect(accept.body.msg).toBe(api.quotationExpired);
    const far = await supplier('quotation/save.json', quotation(rfqId, { validUntil: '2099-01-01' }), {
      token: supplierOne.token,
    });
    expect(far.status).toBe(400);
    expect(far.body.msg).toBe(api.quotationValidity);
    await db().pool.query(`UPDATE rfqs SET expires_at = now() - interval '1 minute' WHERE id = $1`, [rfqId]);
    const late = await supplier('quotation/save.json', quotation(rfqId), { token: supplierTwo.token });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(api.rfqClosed);
  });

  it('counts the quotations a buyer has not opened yet, until the comparison shows them, and a changed one again', async () => {
    const { countNewQuotations } = await import('@/lib/rfq/buyer');
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const rfqId = await post(buyer);
    expect(await countNewQuotations(buyer.accountId)).toBe(0);
    await supplier('quotation/save.json', quotation(rfqId), { token: supplierOne.token });
    await supplier('quotation/save.json', quotation(rfqId), { token: supplierTwo.token });
    expect(await countNewQuotations(buyer.accountId)).toBe(2);
    // another buyer's count is their own
    expect(await countNewQuotations(buyerB.accountId)).toBe(0);
    type Listed = { items: { rfqId: number; quotationCount: number; newQuotationCount: number }[] };
    const listed = (await main('searchRfq', {}, { token: buyer.token })).body.data as Listed;
    expect(listed.items.find((item) => item.rfqId === rfqId)).toMatchObject({ quotationCount: 2, newQuotationCount: 2 });

    type Compared = { quotations: { supplier: { id: number }; isNew: boolean }[] };
    const compare = async () =>
      ((await main('quotationRfqDetails', { rfqId }, { token: buyer.token })).body.data as Compared).quotations;
    // shown as new the first time, then seen
    expect((await compare()).map((q) => q.isNew)).toEqual([true, true]);
    expect(await countNewQuotations(buyer.accountId)).toBe(0);
    expect((await compare()).map((q) => q.isNew)).toEqual([false, false]);
    // a supplier's change makes its quotation new again
    await supplier('quotation/save.json', quotation(rfqId, { leadTimeDays: 9 }), { token: supplierTwo.token });
    expect(await countNewQuotations(buyer.accountId)).toBe(1);
    const again = (await main('searchRfq', {}, { token: buyer.token })).body.data as Listed;
    expect(again.items.find((item) => item.rfqId === rfqId)?.newQuotationCount).toBe(1);
    const changed = await compare();
    expect(changed.find((q) => q.supplier.id === supplierTwo.supplierId)?.isNew).toBe(true);
    expect(changed.find((q) => q.supplier.id === supplierOne.supplierId)?.isNew).toBe(false);
    expect(await countNewQuotations(buyer.accountId)).toBe(0);
  });

  it('posts an RFQ again as a new open one with its attachments', async () => {
    const attachment = await uploadAnonymously();
    const rfqId = await post(buyerA, { attachments: [attachment] });
    await db().pool.query(`UPDATE rfqs SET status = 'closed' WHERE id = $1`, [rfqId]);
    const res = await main('submitNewRfq', { rfqId }, { token: buyerA.token });
    const copy = (res.body.data as { rfqId: number }).rfqId;
    expect(copy).not.toBe(rfqId);
    expect((await main('getRfqInfo', { rfqId: copy }, { token: buyerA.token })).body.data).toMatchObject({
      status: 'open',
      attachments: [{ id: attachment }],
    });
  });
});

describe('when the database fails', () => {
  it('answers a clear message and keeps nothing of the RFQ or the account', async () => {
    const pool = db().pool;
    await pool.query(`CREATE FUNCTION rfq_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full'; END $$`);
    await pool.query(
      'CREATE TRIGGER rfq_test_fail BEFORE INSERT ON rfq_matches FOR EACH STATEMENT EXECUTE FUNCTION rfq_test_fail()',
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const rfqs = await countRows('SELECT count(*) AS n FROM rfqs');
      const attachments = await countRows('SELECT count(*) AS n FROM rfq_attachments');
      const attachment = await uploadAnonymously();
      const email = `rfq-${randomUUID().slice(0, 8)}@example.test`;
      const res = await main(
        'addRfqAndReg',
        { rfq: rfq({ attachments: [attachment] }), email, password: 'secret12' },
        { key: randomUUID() },
      );
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false, msg: api.rfqNotSaved });
      const signedIn = await main('addRfq', rfq(), { token: buyerA.token, lang: 'de' });
      expect(signedIn.status).toBe(500);
      expect(signedIn.body.msg).not.toBe(api.rfqNotSaved);
      expect(await countRows('SELECT count(*) AS n FROM accounts WHERE email = $1', [email])).toBe(0);
      expect(await countRows('SELECT count(*) AS n FROM rfqs')).toBe(rfqs);
      expect(await countRows('SELECT count(*) AS n FROM rfq_attachments')).toBe(attachments);
      expect(
        await countRows('SELECT count(*) AS n FROM uploads WHERE id = $1 AND account_id IS NULL', [attachment]),
      ).toBe(1);
    } finally {
      errors.mockRestore();
      await pool.query('DROP TRIGGER rfq_test_fail ON rfq_matches');
      await pool.query('DROP FUNCTION rfq_test_fail()');
    }
  });
});
