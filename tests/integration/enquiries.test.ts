import { randomUUID } from 'node:crypto';
import { resetEnvForTests } from '@/lib/env';
import api from '@/messages/en/api.json';
import { createAccountWithSession } from '../support/accounts';
import { callGateway, freshIp } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('enquiries', { suppliers: 6, products: 40 });
const SUBMIT = 'blade-purchaser/inquiry/submitNewInquiry';
const SUBMIT_LIST = 'blade-purchaser/inquiry/submitInquiryList';
const LIST = 'blade-purchaser/inquiry/list';
const DETAIL = 'blade-purchaser/inquiry/detail';
const SUPPLIER_LIST = 'inquiry/list.json';
const SUPPLIER_DETAIL = 'inquiry/detail.json';
const MESSAGE = 'Please quote 500 pieces with delivery to Hamburg in June.';

type Product = { id: number; supplierId: number; unitCode: string };
let firstSupplier = 0;
/** Published products of the first supplier (the test supplier accounts' company), then of others. */
let own: Product[] = [];
let others: Product[] = [];

beforeAll(async () => {
  const { rows } = await db().pool.query<{ id: string; supplier_id: string; unit_code: string }>(
    "SELECT id, supplier_id, unit_code FROM products WHERE status = 'published' ORDER BY id",
  );
  const products = rows.map((r) => ({ id: Number(r.id), supplierId: Number(r.supplier_id), unitCode: r.unit_code }));
  firstSupplier = Number((await db().pool.query<{ id: string }>('SELECT min(id) AS id FROM suppliers')).rows[0]?.id);
  own = products.filter((p) => p.supplierId === firstSupplier);
  others = products.filter((p) => p.supplierId !== firstSupplier);
});

type Options = { token?: string; key?: string; lang?: string; ip?: string };

function main(path: string, data: unknown, options: Options = {}) {
  return callGateway('main', path, {
    body: { lang: options.lang ?? 'en', data, ...(options.token && { token: options.token }) },
    headers: options.key ? { 'idempotency-key': options.key } : {},
    ip: options.ip ?? freshIp(),
  });
}

function supplier(path: string, data: unknown, token: string) {
  return callGateway('supplier', path, { body: { lang: 'en', data, token } });
}

const email = (name: string) => `${name}-${randomUUID().slice(0, 8)}@acme-trading.de`;

async function enquiriesOf(accountId: number) {
  const { rows } = await db().pool.query<{
    id: string;
    supplier_id: string;
    product_id: string | null;
    batch_id: string | null;
    quantity: number | null;
    unit_code: string | null;
    message: string;
    status: string;
    source: number;
  }>('SELECT * FROM enquiries WHERE buyer_account_id = $1 ORDER BY id', [accountId]);
  return rows;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db().pool.query<{ n: string }>(sql, params);
  return Number(rows[0]?.n);
}

const mailsTo = (address: string, template: string) =>
  count('SELECT count(*) AS n FROM email_outbox WHERE to_address = $1 AND template = $2', [address, template]);

async function supplierAccount(supplierId: number) {
  const address = email('seller');
  const { accountId, token } = await createAccountWithSession(db().pool, 'supplier', { email: address });
  await db().pool.query('UPDATE accounts SET supplier_id = $1, preferred_language = $2 WHERE id = $3', [
    supplierId,
    'de',
    accountId,
  ]);
  return { accountId, token, email: address };
}

describe('submitNewInquiry from a signed-in buyer (spec §7)', () => {
  it("writes one enquiry to the product's supplier in the product's unit and mails the supplier's people", async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const seller = await supplierAccount(firstSupplier);
    const product = own[0] as Product;
    const res = await main(SUBMIT, { productId: product.id, quantity: 500, message: `  ${MESSAGE}  ` }, buyer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      code: '0',
      data: { supplierId: firstSupplier, productId: product.id, registered: false, tradeChinaToken: null },
    });
    const [row] = await enquiriesOf(buyer.accountId);
    expect(row).toMatchObject({
      supplier_id: String(firstSupplier),
      product_id: String(product.id),
      quantity: 500,
      unit_code: product.unitCode,
      message: MESSAGE,
      status: 'sent',
      source: 3, // spec §3 source code: inquiry
    });
    expect(Number(row?.id)).toBe((res.body.data as { enquiryId: number }).enquiryId);
    const { rows: mails } = await db().pool.query<{ locale: string; payload: { link: string; product: string } }>(
      "SELECT locale, payload FROM email_outbox WHERE to_address = $1 AND template = 'enquiryReceived'",
      [seller.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.locale).toBe('de');
    expect(mails[0]?.payload.link).toMatch(new RegExp(`/workspace/enquiries/${row?.id}$`));
  });

  it('writes to a supplier without a product, quantity optional, and takes a unit from nameOfUnit', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const plain = await main(SUBMIT, { supplierId: String(firstSupplier), message: MESSAGE }, buyer);
    expect(plain.body.success).toBe(true);
    const counted = await main(
      SUBMIT,
      { supplierId: firstSupplier, message: MESSAGE, quantity: '20', unitCode: 'carton' },
      buyer,
    );
    expect(counted.body.success).toBe(true);
    const rows = await enquiriesOf(buyer.accountId);
    expect(rows.map((r) => [r.product_id, r.quantity, r.unit_code])).toEqual([
      [null, null, null],
      [null, 20, 'carton'],
    ]);
  });

  it.each([
    ['a message under 20 characters', { message: 'Price please.' }, 'data.message', 'minlength'],
    ['a message over 4000 characters', { message: 'x'.repeat(4001) }, 'data.message', 'maxlength'],
    ['a quantity starting with 0 (spec §5 positive integer)', { quantity: '012' }, 'data.quantity', 'positiveInteger'],
    ['a quantity of 0', { quantity: 0 }, 'data.quantity', 'positiveInteger'],
    ['a fractional quantity', { quantity: 1.5 }, 'data.quantity', 'positiveInteger'],
    ['a quantity of ten digits', { quantity: '1000000000' }, 'data.quantity', 'quantityMax'],
    ['a product without a quantity', { quantity: undefined }, 'data.quantity', 'required'],
    ['both a product and a supplier', { supplierId: 1 }, 'data.productId', 'required'],
  ])('refuses %s with the field named and writes nothing', async (_name, change, path, key) => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const data = { productId: own[0]?.id, quantity: 10, message: MESSAGE, ...change };
    const res = await main(SUBMIT, data, buyer);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: '100422', msg: api.invalidData });
    expect((res.body.data as { issues: unknown[] }).issues).toContainEqual(expect.objectContaining({ path, key }));
    expect(await enquiriesOf(buyer.accountId)).toEqual([]);
  });

  it('refuses an unknown unit, an unknown or unpublished product and an unknown supplier, translated', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const unit = await main(
      SUBMIT,
      { productId: own[0]?.id, quantity: 5, unitCode: 'barrel', message: MESSAGE },
      buyer,
    );
    expect(unit.status).toBe(400);
    expect(unit.body).toMatchObject({ msg: api.enquiryUnitUnknown, data: { issues: [{ path: 'data.unitCode' }] } });
    const hidden = others[0] as Product;
    await db().pool.query("UPDATE products SET status = 'hidden' WHERE id = $1", [hidden.id]);
    try {
      const res = await main(SUBMIT, { productId: hidden.id, quantity: 5, message: MESSAGE }, buyer);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: '100404', msg: api.productUnavailable });
    } finally {
      await db().pool.query("UPDATE products SET status = 'published' WHERE id = $1", [hidden.id]);
    }
    const nobody = await main(SUBMIT, { supplierId: 987654321, message: MESSAGE }, { ...buyer, lang: 'de' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.msg).not.toBe(api.supplierUnavailable); // German
    expect(await enquiriesOf(buyer.accountId)).toEqual([]);
  });

  it('refuses suppliers: enquiries are sent from buyer accounts', async () => {
    const seller = await supplierAccount(others[0]?.supplierId ?? firstSupplier);
    const before = await count('SELECT count(*) AS n FROM enquiries');
    const res = await main(SUBMIT, { productId: own[0]?.id, quantity: 5, message: MESSAGE }, seller);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: '100403', msg: api.enquirySupplierRefused });
    expect(await count('SELECT count(*) AS n FROM enquiries')).toBe(before);
  });

  it('accepts at most 50 enquiries a buyer in 24 hours', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    await db().pool.query(
      `INSERT INTO enquiries (buyer_account_id, supplier_id, message)
       SELECT $1, $2, 'An earlier enquiry of this buyer.' FROM generate_series(1, 50)`,
      [buyer.accountId, firstSupplier],
    );
    const res = await main(SUBMIT, { supplierId: firstSupplier, message: MESSAGE }, buyer);
    expect(res.status).toBe(429);
    expect(res.body.msg).toBe(api.enquiryDailyLimit.replace('{max}', '50'));
    expect(res.headers.get('retry-after')).toBe('3600');
    expect(await enquiriesOf(buyer.accountId)).toHaveLength(50);
  });
});

describe('a signed-out buyer enquiring with an e-mail (registered at once)', () => {
  it('makes the buyer account, signs it in and sends the enquiry, in one go', async () => {
    const address = email('walk-in');
    const product = own[1] as Product;
    const res = await main(SUBMIT, { productId: product.id, quantity: '40', message: MESSAGE, email: address });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { registered: boolean; tradeChinaToken: string; enquiryId: number };
    expect(data.registered).toBe(true);
    expect(res.headers.get('set-cookie')).toContain(`sf_session=${data.tradeChinaToken}`);
    const { rows } = await db().pool.query<{ id: string; password_hash: string | null; source: number }>(
      `SELECT a.id, a.password_hash, p.source FROM accounts a JOIN buyer_profiles p ON p.account_id = a.id
       WHERE a.email = $1 AND a.member_type = 2`,
      [address],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ password_hash: null, source: 3 }); // spec §3: came through an enquiry
    const accountId = Number(rows[0]?.id);
    expect((await enquiriesOf(accountId)).map((r) => Number(r.id))).toEqual([data.enquiryId]);
    // fastRegister's mail: set a password, confirm the address
    expect(await mailsTo(address, 'fastRegister')).toBe(1);
    // the token is a live session of the new buyer
    const list = await main(LIST, {}, { token: data.tradeChinaToken });
    expect((list.body.data as { total: number }).total).toBe(1);
  });

  it('asks for an e-mail when there is none, writing nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM accounts');
    const res = await main(SUBMIT, { productId: own[0]?.id, quantity: 5, message: MESSAGE });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: api.enquiryEmailRequired, data: { issues: [{ path: 'data.email' }] } });
    expect(await count('SELECT count(*) AS n FROM accounts')).toBe(before);
  });

  it('refuses an e-mail that has an account (sign in instead) and leaves nothing: no enquiry, account or mail', async () => {
    const address = email('known');
    const known = await createAccountWithSession(db().pool, 'buyer', { email: address });
    const before = await count('SELECT count(*) AS n FROM enquiries');
    const res = await main(SUBMIT, { productId: own[0]?.id, quantity: 5, message: MESSAGE, email: address });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      code: '100409',
      msg: api.enquiryEmailExists,
      data: { issues: [{ path: 'data.email', code: 'exists' }] },
    });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await count('SELECT count(*) AS n FROM enquiries')).toBe(before);
    expect(await enquiriesOf(known.accountId)).toEqual([]);
    expect(await mailsTo(address, 'fastRegister')).toBe(0);
    const seller = await supplierAccount(others[1]?.supplierId ?? firstSupplier);
    const asSupplier = await main(SUBMIT, {
      productId: own[0]?.id,
      quantity: 5,
      message: MESSAGE,
      email: seller.email,
    });
    expect(asSupplier.status).toBe(403);
    expect(asSupplier.body.msg).toBe(api.supplierAccount);
  });

  it('rolls the new account back when the enquiry is refused (an unknown unit)', async () => {
    const address = email('rolled-back');
    const res = await main(SUBMIT, {
      productId: own[0]?.id,
      quantity: 5,
      unitCode: 'barrel',
      message: MESSAGE,
      email: address,
    });
    expect(res.status).toBe(400);
    expect(await count('SELECT count(*) AS n FROM accounts WHERE email = $1', [address])).toBe(0);
    expect(await mailsTo(address, 'fastRegister')).toBe(0);
  });
});

describe('idempotent enquiries (docs/decisions/0113-idempotency-keys.md)', () => {
  it('answers a retry with the same key with the first answer: one enquiry', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const key = randomUUID();
    const data = { productId: own[0]?.id, quantity: 12, message: MESSAGE };
    const first = await main(SUBMIT, data, { ...buyer, key });
    const again = await main(SUBMIT, { ...data, quantity: '12', message: `${MESSAGE} ` }, { ...buyer, key });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(await enquiriesOf(buyer.accountId)).toHaveLength(1);
  });

  it('replays a signed-out enquiry with its new session: one account, one enquiry, one mail', async () => {
    const key = randomUUID();
    const address = email('replayed');
    const data = { productId: own[0]?.id, quantity: 3, message: MESSAGE, email: address };
    const first = await main(SUBMIT, data, { key });
    const again = await main(SUBMIT, data, { key });
    expect(again.body.data).toEqual(first.body.data);
    expect(again.headers.get('set-cookie')).toBe(first.headers.get('set-cookie'));
    expect(await count('SELECT count(*) AS n FROM accounts WHERE email = $1', [address])).toBe(1);
    expect(await mailsTo(address, 'fastRegister')).toBe(1);
    const enquiryId = (first.body.data as { enquiryId: number }).enquiryId;
    expect(
      await count(
        'SELECT count(*) AS n FROM enquiries e JOIN accounts a ON a.id = e.buyer_account_id WHERE a.email = $1',
        [address],
      ),
    ).toBe(1);
    expect(await count('SELECT count(*) AS n FROM enquiries WHERE id = $1', [enquiryId])).toBe(1);
  });

  it('refuses the same key with other content and keeps the first enquiry only', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const key = randomUUID();
    await main(SUBMIT, { productId: own[0]?.id, quantity: 12, message: MESSAGE }, { ...buyer, key });
    const other = await main(SUBMIT, { productId: own[0]?.id, quantity: 13, message: MESSAGE }, { ...buyer, key });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({
      code: '100422',
      msg: api.idempotencyKeyReused,
      data: { issues: [{ path: 'idempotencyKey', code: 'reused' }] },
    });
    expect((await enquiriesOf(buyer.accountId)).map((r) => r.quantity)).toEqual([12]);
  });

  it('makes one enquiry of a double click: two concurrent submissions with one key', async () => {
    for (let round = 0; round < 3; round += 1) {
      const buyer = await createAccountWithSession(db().pool, 'buyer');
      const key = randomUUID();
      const data = { productId: own[round]?.id ?? own[0]?.id, quantity: 8, message: MESSAGE };
      const both = await Promise.all([main(SUBMIT, data, { ...buyer, key }), main(SUBMIT, data, { ...buyer, key })]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      expect(both[0]?.body.data).toEqual(both[1]?.body.data);
      expect(await enquiriesOf(buyer.accountId)).toHaveLength(1);
    }
  });

  it('makes one batch of a replayed cart enquiry', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const key = randomUUID();
    const data = { items: own.slice(0, 2).map((p) => ({ productId: p.id, quantity: 10 })), message: MESSAGE };
    const both = await Promise.all([
      main(SUBMIT_LIST, data, { ...buyer, key }),
      main(SUBMIT_LIST, data, { ...buyer, key }),
    ]);
    expect(both[0]?.body.data).toEqual(both[1]?.body.data);
    const rows = await enquiriesOf(buyer.accountId);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.batch_id)).size).toBe(1);
  });
});

describe('submitInquiryList: the whole enquiry cart (spec §7)', () => {
  async function fillCart(accountId: number, ids: number[]) {
    for (const id of ids) {
      await db().pool.query('INSERT INTO cart_items (buyer_account_id, product_id) VALUES ($1, $2)', [accountId, id]);
    }
  }
  const cartOf = async (accountId: number) =>
    (
      await db().pool.query<{ id: string }>(
        'SELECT product_id AS id FROM cart_items WHERE buyer_account_id = $1 ORDER BY product_id',
        [accountId],
      )
    ).rows.map((r) => Number(r.id));

  it('sends one enquiry per product with one batch, empties the cart of them, one mail per supplier', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const seller = await supplierAccount(firstSupplier);
    const [a, b] = own as [Product, Product];
    const c = others[0] as Product;
    const kept = others[1] as Product;
    await fillCart(buyer.accountId, [a.id, b.id, c.id, kept.id]);
    const res = await main(
      SUBMIT_LIST,
      {
        items: [
          { productId: a.id, quantity: 100 },
          { productId: String(b.id), quantity: '200', unitCode: 'set' },
          { productId: c.id, quantity: 300 },
        ],
        message: MESSAGE,
      },
      buyer,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { batchId: string; enquiries: { productId: number; supplierId: number }[] };
    expect(data.enquiries.map((e) => e.productId)).toEqual([a.id, b.id, c.id]);
    expect(data.enquiries.map((e) => e.supplierId)).toEqual([firstSupplier, firstSupplier, c.supplierId]);
    const rows = await enquiriesOf(buyer.accountId);
    expect(rows.map((r) => [Number(r.product_id), r.quantity, r.unit_code, r.batch_id])).toEqual([
      [a.id, 100, a.unitCode, data.batchId],
      [b.id, 200, 'set', data.batchId],
      [c.id, 300, c.unitCode, data.batchId],
    ]);
    expect(await cartOf(buyer.accountId)).toEqual([kept.id]);
    // the first supplier's person gets one mail for its two products
    const { rows: mails } = await db().pool.query<{ payload: { count: number; product: string | null } }>(
      "SELECT payload FROM email_outbox WHERE to_address = $1 AND template = 'enquiryReceived'",
      [seller.email],
    );
    expect(mails.map((m) => m.payload)).toEqual([expect.objectContaining({ count: 2, product: null })]);
  });

  it('refuses the whole list when a product is no longer sold, naming it, and leaves the cart', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const [a, hidden] = others.slice(2, 4) as [Product, Product];
    await fillCart(buyer.accountId, [a.id, hidden.id]);
    await db().pool.query("UPDATE products SET status = 'hidden' WHERE id = $1", [hidden.id]);
    try {
      const res = await main(
        SUBMIT_LIST,
        { items: [a, hidden].map((p) => ({ productId: p.id, quantity: 1 })), message: MESSAGE },
        buyer,
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        msg: api.productUnavailable,
        data: { issues: [{ path: 'data.items.1.productId', code: 'not_found' }] },
      });
      expect(await enquiriesOf(buyer.accountId)).toEqual([]);
      expect(await cartOf(buyer.accountId)).toEqual([a.id, hidden.id].sort((x, y) => x - y));
    } finally {
      await db().pool.query("UPDATE products SET status = 'published' WHERE id = $1", [hidden.id]);
    }
  });

  it('refuses a product twice, more than 10 products, or a product without a quantity', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const twice = await main(
      SUBMIT_LIST,
      { items: [own[0], own[0]].map((p) => ({ productId: p?.id, quantity: 1 })), message: MESSAGE },
      buyer,
    );
    expect(twice.status).toBe(400);
    const eleven = await main(
      SUBMIT_LIST,
      { items: [...own, ...others].slice(0, 11).map((p) => ({ productId: p.id, quantity: 1 })), message: MESSAGE },
      buyer,
    );
    expect(eleven.status).toBe(400);
    const bare = await main(SUBMIT_LIST, { items: [{ productId: own[0]?.id }], message: MESSAGE }, buyer);
    expect((bare.body.data as { issues: { path: string }[] }).issues[0]?.path).toBe('data.items.0.quantity');
    expect(await enquiriesOf(buyer.accountId)).toEqual([]);
  });

  it('registers a signed-out buyer from the e-mail in the same transaction', async () => {
    const address = email('cart-walk-in');
    const res = await main(SUBMIT_LIST, {
      items: own.slice(0, 2).map((p) => ({ productId: p.id, quantity: 2 })),
      message: MESSAGE,
      email: address,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ registered: true, tradeChinaToken: expect.any(String) });
    expect(
      await count(
        'SELECT count(*) AS n FROM enquiries e JOIN accounts a ON a.id = e.buyer_account_id WHERE a.email = $1',
        [address],
      ),
    ).toBe(2);
  });
});

describe('who reads which enquiries', () => {
  it('shows a buyer their own enquiries, newest first, and never another buyer’s', async () => {
    const alice = await createAccountWithSession(db().pool, 'buyer');
    const bob = await createAccountWithSession(db().pool, 'buyer');
    const first = await main(SUBMIT, { productId: own[0]?.id, quantity: 1, message: MESSAGE }, alice);
    const second = await main(SUBMIT, { supplierId: firstSupplier, message: MESSAGE }, alice);
    const list = await main(LIST, { page: 1, pageSize: 10 }, alice);
    const items = (list.body.data as { items: { id: number; supplier: { id: number } }[]; total: number }).items;
    expect(items.map((i) => i.id)).toEqual(
      [second, first].map((r) => (r.body.data as { enquiryId: number }).enquiryId),
    );
    expect(items[1]).toMatchObject({ product: { id: own[0]?.id }, quantity: 1, status: 'sent' });
    const enquiryId = (first.body.data as { enquiryId: number }).enquiryId;
    expect((await main(DETAIL, { enquiryId }, alice)).body.data).toMatchObject({ id: enquiryId, message: MESSAGE });
    expect((await main(LIST, {}, bob)).body.data).toMatchObject({ items: [], total: 0 });
    const stolen = await main(DETAIL, { enquiryId }, bob);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ msg: api.enquiryNotFound, data: null });
    const signedOut = await main(LIST, {});
    expect(signedOut.status).toBe(401);
  });

  it("shows a supplier only its own company's enquiries, with the buyer's contact, and opening marks it read", async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const mine = await supplierAccount(firstSupplier);
    const rival = await supplierAccount(others[0]?.supplierId ?? 0);
    const sent = await main(SUBMIT, { productId: own[0]?.id, quantity: 7, message: MESSAGE }, buyer);
    const enquiryId = (sent.body.data as { enquiryId: number }).enquiryId;

    const before = (await supplier(SUPPLIER_LIST, {}, mine.token)).body.data as {
      items: { id: number; read: boolean; buyer: Record<string, unknown> }[];
      unread: number;
    };
    const listed = before.items.find((i) => i.id === enquiryId);
    expect(listed).toMatchObject({
      read: false,
      buyer: { company: 'Acme GmbH', countryCode: 'DE', emailVerified: false, email: expect.any(String) },
    });
    expect(before.items[0]?.id).toBe(enquiryId); // newest first

    const rivalList = (await supplier(SUPPLIER_LIST, { pageSize: 50 }, rival.token)).body.data as {
      items: { id: number }[];
    };
    expect(rivalList.items.map((i) => i.id)).not.toContain(enquiryId);
    const peek = await supplier(SUPPLIER_DETAIL, { enquiryId }, rival.token);
    expect(peek.status).toBe(404);
    expect(await count("SELECT count(*) AS n FROM enquiries WHERE id = $1 AND status = 'sent'", [enquiryId])).toBe(1);

    const opened = await supplier(SUPPLIER_DETAIL, { enquiryId }, mine.token);
    expect(opened.body.data).toMatchObject({ id: enquiryId, read: true, message: MESSAGE, quantity: 7 });
    const after = (await supplier(SUPPLIER_LIST, {}, mine.token)).body.data as { unread: number };
    expect(after.unread).toBe(before.unread - 1);
    // buyers cannot use the supplier calls, suppliers not the buyer's
    expect((await supplier(SUPPLIER_LIST, {}, buyer.token)).status).toBe(403);
    expect((await main(LIST, {}, mine)).status).toBe(403);
  });
});

describe('the database down', () => {
  it('answers 503 with Retry-After and records nothing as sent', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const { closeDb } = await import('@/lib/db/client');
    const saved = process.env.DATABASE_URL;
    await closeDb();
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:9/unreachable';
    resetEnvForTests();
    let res: Awaited<ReturnType<typeof main>>;
    try {
      res = await main(
        SUBMIT,
        { productId: own[0]?.id, quantity: 5, message: MESSAGE },
        { ...buyer, key: randomUUID() },
      );
    } finally {
      await closeDb();
      process.env.DATABASE_URL = saved;
      resetEnvForTests();
    }
    // an outage, not a fault: the client is asked to send the same submission again later
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body).toEqual({ success: false, code: '100503', msg: api.unavailable, data: null });
    expect(await enquiriesOf(buyer.accountId)).toEqual([]);
  });
});
