import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('cart');
const INFO = 'blade-digital-expo/api/shopCart/cartInfo.json';
const UPDATE = 'blade-digital-expo/api/shopCart/update.json';
const PRODUCTS = 'goods/productInfoList.json';
const german = JSON.parse(readFileSync(path.resolve(__dirname, '../../messages/de/api.json'), 'utf8')) as Record<
  string,
  string
>;

let published: number[] = [];

beforeAll(async () => {
  const { rows } = await db().pool.query<{ id: string }>(
    "SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT 30",
  );
  published = rows.map((r) => Number(r.id));
});

const call = (p: string, token: string | null, data: unknown, lang = 'en') =>
  callGateway('main', p, { body: { lang, data, ...(token && { token }) } });
const add = (token: string, goodIds: unknown, lang?: string) =>
  call(UPDATE, token, { goodIds, operationType: 1 }, lang);
const remove = (token: string, goodIds: unknown) => call(UPDATE, token, { goodIds, operationType: 2 });

async function rowsOf(accountId: number): Promise<number[]> {
  const { rows } = await db().pool.query<{ id: string }>(
    'SELECT product_id AS id FROM cart_items WHERE buyer_account_id = $1 ORDER BY added_at, product_id',
    [accountId],
  );
  return rows.map((r) => Number(r.id));
}

const ids = (from: number, to: number) => published.slice(from, to);

describe("a signed-in buyer's enquiry cart (spec §4, §7)", () => {
  it('starts empty, adds in order with the cards the cart shows, and removes', async () => {
    const { token } = await createAccountWithSession(db().pool, 'buyer');
    expect((await call(INFO, token, {})).body.data).toEqual({ goodIds: [], items: [], limit: 10 });
    const [a, b, c] = ids(0, 3) as [number, number, number];
    const added = await add(token, [b, a]);
    expect(added.body).toMatchObject({ success: true, code: '0' });
    await add(token, String(c)); // the comma-separated form of the stored list
    const info = await call(INFO, token, {});
    expect((info.body.data as { goodIds: number[] }).goodIds).toEqual([b, a, c]);
    const items = (info.body.data as { items: Record<string, unknown>[] }).items;
    expect(items[0]).toMatchObject({ id: b, moq: expect.any(Number), unit: expect.any(String) });
    expect(items[0]?.name).toEqual(expect.any(String));
    expect(items[0]?.supplierName).toEqual(expect.any(String));
    const removed = await call(UPDATE, token, { goodIds: `${a}`, operationType: '2' });
    expect((removed.body.data as { goodIds: number[] }).goodIds).toEqual([b, c]);
  });

  it('adds a product already in the cart only once', async () => {
    const { token, accountId } = await createAccountWithSession(db().pool, 'buyer');
    const [a] = ids(0, 1) as [number];
    await add(token, [a]);
    const again = await add(token, [a, a]);
    expect((again.body.data as { goodIds: number[] }).goodIds).toEqual([a]);
    expect(await rowsOf(accountId)).toEqual([a]);
  });

  it('refuses the 11th product with saas.nomorethanproducts, translated, and writes nothing', async () => {
    const { token, accountId } = await createAccountWithSession(db().pool, 'buyer');
    expect((await add(token, ids(0, 10))).body.success).toBe(true);
    const eleventh = await add(token, ids(10, 11));
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toMatchObject({
      success: false,
      code: '100409',
      msg: 'The enquiry cart holds at most 10 products. Remove one to add another.',
      data: { issues: [{ path: 'data.goodIds', code: 'too_big', key: 'noMoreThanProducts' }] },
    });
    const inGerman = await add(token, ids(10, 11), 'de');
    expect(inGerman.body.msg).toBe(german.noMoreThanProducts?.replace('{max}', '10'));
    expect(await rowsOf(accountId)).toEqual(ids(0, 10));
    // a product already in the full cart is not refused
    expect((await add(token, ids(3, 4))).body.success).toBe(true);
  });

  it('refuses an add that would pass 10 as a whole, writing none of it', async () => {
    const { token, accountId } = await createAccountWithSession(db().pool, 'buyer');
    await add(token, ids(0, 8));
    const res = await add(token, ids(8, 11));
    expect(res.body.code).toBe('100409');
    expect(await rowsOf(accountId)).toEqual(ids(0, 8));
  });

  it('never makes 11 when adds race at the limit', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { token, accountId } = await createAccountWithSession(db().pool, 'buyer');
      await add(token, ids(0, 9));
      const racing = await Promise.all([add(token, ids(9, 10)), add(token, ids(10, 11))]);
      expect(racing.map((r) => r.body.success).sort()).toEqual([false, true]);
      expect(racing.find((r) => !r.body.success)?.body.code).toBe('100409');
      expect((await rowsOf(accountId)).length).toBe(10);
    }
    const { token, accountId } = await createAccountWithSession(db().pool, 'buyer');
    await add(token, ids(0, 6));
    const many = await Promise.all(ids(6, 14).map((id) => add(token, [id])));
    expect(many.filter((r) => r.body.success)).toHaveLength(4);
    expect((await rowsOf(accountId)).length).toBe(10);
  });

  it('refuses unknown and unpublished products and writes nothing', async () => {
    const { token, accountId } = await createAccountWithSession(db().pool, 'buyer');
    const [a, hidden] = ids(20, 22) as [number, number];
    await db().pool.query(`UPDATE products SET status = 'hidden' WHERE id = $1`, [hidden]);
    try {
      const res = await add(token, [a, hidden, 987654321]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        code: '100422',
        msg: 'Some of these products are no longer available.',
        data: {
          issues: [
            { path: 'data.goodIds.1', code: 'not_found' },
            { path: 'data.goodIds.2', code: 'not_found' },
          ],
        },
      });
      expect(await rowsOf(accountId)).toEqual([]);
    } finally {
      await db().pool.query(`UPDATE products SET status = 'published' WHERE id = $1`, [hidden]);
    }
  });

  it('stops listing a product taken off sale, lets the buyer remove it, and frees its place', async () => {
    const { token, accountId } = await createAccountWithSession(db().pool, 'buyer');
    const [a, b] = ids(22, 24) as [number, number];
    await add(token, [a, b]);
    await db().pool.query(`UPDATE products SET status = 'hidden' WHERE id = $1`, [b]);
    try {
      expect((await call(INFO, token, {})).body.data).toMatchObject({ goodIds: [a] });
      expect((await remove(token, [b])).body.data).toMatchObject({ goodIds: [a] });
      expect(await rowsOf(accountId)).toEqual([a]);
    } finally {
      await db().pool.query(`UPDATE products SET status = 'published' WHERE id = $1`, [b]);
    }
  });

  it('needs a signed-in buyer: no session is an invalid token, a supplier is refused', async () => {
    const anonymous = await call(INFO, null, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('100001');
    const supplier = await createAccountWithSession(db().pool, 'supplier');
    const refused = await add(supplier.token, ids(0, 1));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('100403');
  });
});

describe("another buyer's cart", () => {
  it('is never visible or changed: each buyer reads and writes only their own', async () => {
    const alice = await createAccountWithSession(db().pool, 'buyer');
    const bob = await createAccountWithSession(db().pool, 'buyer');
    const [a, b] = ids(0, 2) as [number, number];
    await add(alice.token, [a, b]);
    expect((await call(INFO, bob.token, {})).body.data).toMatchObject({ goodIds: [], items: [] });
    await remove(bob.token, [a]);
    expect(await rowsOf(alice.accountId)).toEqual([a, b]);
  });

  it('refuses a purchaserContactId naming someone else, reading or writing', async () => {
    const alice = await createAccountWithSession(db().pool, 'buyer');
    const bob = await createAccountWithSession(db().pool, 'buyer');
    const [a] = ids(0, 1) as [number];
    await add(alice.token, [a]);
    const read = await call(INFO, bob.token, { purchaserContactId: alice.accountId });
    expect(read.status).toBe(403);
    expect(read.body.data).toBeNull();
    const write = await call(UPDATE, bob.token, {
      goodIds: [a],
      operationType: 2,
      purchaserContactId: String(alice.accountId),
    });
    expect(write.status).toBe(403);
    expect(await rowsOf(alice.accountId)).toEqual([a]);
    const own = await call(INFO, alice.token, { purchaserContactId: alice.accountId });
    expect(own.body.data).toMatchObject({ goodIds: [a] });
  });
});

describe('product cards for the not-logged-in cart', () => {
  it('answers anyone, in the order asked, leaving out unknown and unpublished products', async () => {
    const [a, b, hidden] = ids(24, 27) as [number, number, number];
    await db().pool.query(`UPDATE products SET status = 'hidden' WHERE id = $1`, [hidden]);
    try {
      const res = await call(PRODUCTS, null, { goodIds: [b, 987654321, hidden, a] });
      expect(res.body.success).toBe(true);
      expect((res.body.data as { items: { id: number }[] }).items.map((i) => i.id)).toEqual([b, a]);
    } finally {
      await db().pool.query(`UPDATE products SET status = 'published' WHERE id = $1`, [hidden]);
    }
  });

  it('takes at most 10 ids', async () => {
    const res = await call(PRODUCTS, null, { goodIds: ids(0, 11) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('100422');
  });
});
