import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('favourites', { suppliers: 10, products: 60 });

type Body = Record<string, unknown>;
const call = (path: string, token: string | undefined, data: unknown, lang = 'en') =>
  callGateway('main', `blade-purchaser/favorite/${path}`, { body: { token, lang, data } });

let productIds: number[] = [];
let supplierIds: number[] = [];

beforeAll(async () => {
  const products = await db().pool.query<{ id: string }>(
    "SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT 30",
  );
  productIds = products.rows.map((r) => Number(r.id));
  const suppliers = await db().pool.query<{ id: string }>('SELECT id FROM suppliers ORDER BY id LIMIT 5');
  supplierIds = suppliers.rows.map((r) => Number(r.id));
});

async function rowsOf(accountId: number): Promise<number> {
  const { rows } = await db().pool.query<{ n: string }>('SELECT count(*) AS n FROM favourites WHERE account_id = $1', [
    accountId,
  ]);
  return Number(rows[0]?.n);
}

describe('following products and suppliers (spec §7)', () => {
  it('follows a product twice as one favourite and lists it once', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const id = productIds[0];
    const first = await call('followProduct', buyer.token, { productId: id });
    const second = await call('followProduct', buyer.token, { productId: String(id) });
    expect(first.body).toMatchObject({ success: true, code: '0', data: { productId: id, followed: true } });
    expect(second.body.data).toEqual({ productId: id, followed: true });
    expect(await rowsOf(buyer.accountId)).toBe(1);
    const list = await call('list', buyer.token, { type: 'product' });
    const page = list.body.data as { total: number; items: { product: { id: number } }[] };
    expect(page.total).toBe(1);
    expect(page.items.map((i) => i.product.id)).toEqual([id]);
  });

  it('unfollows a product, and unfollowing one never followed is fine', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    await call('followProduct', buyer.token, { productId: productIds[1] });
    const gone = await call('unfollowProduct', buyer.token, { productId: productIds[1] });
    expect(gone.body).toMatchObject({ success: true, data: { productId: productIds[1], followed: false } });
    const never = await call('unfollowProduct', buyer.token, { productId: productIds[2] });
    expect(never.body).toMatchObject({ success: true, data: { followed: false } });
    expect(await rowsOf(buyer.accountId)).toBe(0);
  });

  it('follows and unfollows a supplier, listed with its name and published product count', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const id = supplierIds[0];
    await call('followSupplier', buyer.token, { supplierId: id });
    await call('followSupplier', buyer.token, { supplierId: id });
    const { rows } = await db().pool.query<{ name_en: string; n: string }>(
      `SELECT s.name_en, (SELECT count(*) FROM products p WHERE p.supplier_id = s.id AND p.status = 'published') AS n
         FROM suppliers s WHERE s.id = $1`,
      [id],
    );
    const list = await call('list', buyer.token, { type: 'exhibitor' });
    expect(list.body.data).toMatchObject({
      type: 'exhibitor',
      total: 1,
      pageCount: 1,
      items: [{ kind: 'exhibitor', supplier: { id, name: rows[0]?.name_en, productCount: Number(rows[0]?.n) } }],
    });
    await call('unfollowSupplier', buyer.token, { supplierId: id });
    const after = await call('list', buyer.token, { type: 'exhibitor' });
    expect(after.body.data).toMatchObject({ total: 0, items: [], pageCount: 0 });
  });

  it('answers an unknown or unpublished product and an unknown supplier with a translated 404, writing nothing', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const hidden = productIds[3];
    await db().pool.query("UPDATE products SET status = 'hidden' WHERE id = $1", [hidden]);
    try {
      const unknown = await call('followProduct', buyer.token, { productId: 999_999_999 }, 'de');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({
        success: false,
        code: '100404',
        msg: 'Dieses Produkt ist nicht mehr verfügbar.',
        data: { issues: [{ path: 'data.productId', code: 'unknown' }] },
      });
      const unpublished = await call('followProduct', buyer.token, { productId: hidden });
      expect(unpublished.status).toBe(404);
      const supplier = await call('followSupplier', buyer.token, { supplierId: 999_999_999 });
      expect(supplier.status).toBe(404);
      expect(supplier.body.msg).toBe('This supplier is no longer available.');
      expect(await rowsOf(buyer.accountId)).toBe(0);
    } finally {
      await db().pool.query("UPDATE products SET status = 'published' WHERE id = $1", [hidden]);
    }
  });

  it('leaves a product that was unpublished after following out of the list and the count', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    await call('followProduct', buyer.token, { productId: productIds[4] });
    await call('followProduct', buyer.token, { productId: productIds[5] });
    await db().pool.query("UPDATE products SET status = 'hidden' WHERE id = $1", [productIds[4]]);
    try {
      const list = await call('list', buyer.token, { type: 'product' });
      const page = list.body.data as { total: number; items: { product: { id: number } }[] };
      expect(page.total).toBe(1);
      expect(page.items.map((i) => i.product.id)).toEqual([productIds[5]]);
      const { countFavourites } = await import('@/lib/favourites/service');
      expect(await countFavourites(buyer.accountId)).toEqual({ product: 1, exhibitor: 0, exhibitorCard: 0 });
    } finally {
      await db().pool.query("UPDATE products SET status = 'published' WHERE id = $1", [productIds[4]]);
    }
  });

  it('needs a signed-in buyer: no token is an invalid token, a supplier is refused', async () => {
    const anonymous = await call('followProduct', undefined, { productId: productIds[0] });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('100001');
    const supplier = await createAccountWithSession(db().pool, 'supplier');
    const refused = await call('list', supplier.token, { type: 'product' });
    expect(refused.status).toBe(403);
    expect(await rowsOf(supplier.accountId)).toBe(0);
  });
});

describe('the "is followed" state of a page', () => {
  it('answers in one call which of the asked products and suppliers are followed, in the order asked', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    await call('followProduct', buyer.token, { productId: productIds[7] });
    await call('followProduct', buyer.token, { productId: productIds[9] });
    await call('followSupplier', buyer.token, { supplierId: supplierIds[2] });
    const status = await call('status', buyer.token, {
      productIds: [productIds[9], productIds[8], String(productIds[7]), productIds[9]],
      supplierIds: [supplierIds[1], supplierIds[2]],
    });
    expect(status.body.data).toEqual({ productIds: [productIds[9], productIds[7]], supplierIds: [supplierIds[2]] });
    const nothing = await call('status', buyer.token, {});
    expect(nothing.body.data).toEqual({ productIds: [], supplierIds: [] });
  });
});

describe("another buyer's favourites", () => {
  it('are never visible nor changed: lists, state and unfollow only reach the caller', async () => {
    const alice = await createAccountWithSession(db().pool, 'buyer');
    const bob = await createAccountWithSession(db().pool, 'buyer');
    await call('followProduct', alice.token, { productId: productIds[10] });
    await call('followSupplier', alice.token, { supplierId: supplierIds[3] });

    const bobsProducts = await call('list', bob.token, { type: 'product' });
    expect(bobsProducts.body.data).toMatchObject({ total: 0, items: [] });
    const bobsSuppliers = await call('list', bob.token, { type: 'exhibitor' });
    expect(bobsSuppliers.body.data).toMatchObject({ total: 0, items: [] });
    const bobsState = await call('status', bob.token, { productIds: [productIds[10]], supplierIds: [supplierIds[3]] });
    expect(bobsState.body.data).toEqual({ productIds: [], supplierIds: [] });
    // a client-sent account id is not part of the contract: refused, not obeyed
    const named = await call('list', bob.token, { type: 'product', accountId: alice.accountId } as Body);
    expect(named.status).toBe(400);

    await call('unfollowProduct', bob.token, { productId: productIds[10] });
    await call('unfollowSupplier', bob.token, { supplierId: supplierIds[3] });
    expect(await rowsOf(alice.accountId)).toBe(2);
    const alicesState = await call('status', alice.token, {
      productIds: [productIds[10]],
      supplierIds: [supplierIds[3]],
    });
    expect(alicesState.body.data).toEqual({ productIds: [productIds[10]], supplierIds: [supplierIds[3]] });
  });
});

describe('favourites lists', () => {
  it('pages newest first, 20 a page by default; a page beyond the last has no items', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const followed = productIds.slice(0, 25);
    for (const id of followed) await call('followProduct', buyer.token, { productId: id });
    const first = (await call('list', buyer.token, { type: 'product' })).body.data as {
      total: number;
      pageCount: number;
      pageSize: number;
      items: { product: { id: number } }[];
    };
    expect(first).toMatchObject({ total: 25, pageCount: 2, pageSize: 20, page: 1 });
    expect(first.items.map((i) => i.product.id)).toEqual([...followed].reverse().slice(0, 20));
    const second = (await call('list', buyer.token, { type: 'product', page: 2 })).body.data as {
      items: { product: { id: number } }[];
    };
    expect(second.items.map((i) => i.product.id)).toEqual([...followed].reverse().slice(20));
    const beyond = await call('list', buyer.token, { type: 'product', page: 3 });
    expect(beyond.body.data).toMatchObject({ total: 25, page: 3, items: [] });
    const small = await call('list', buyer.token, { type: 'product', pageSize: 5, page: 5 });
    expect(small.body.data).toMatchObject({ pageCount: 5, items: [{}, {}, {}, {}, {}] });
  });

  it("names products in the reader's language", async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const id = productIds[12];
    await call('followProduct', buyer.token, { productId: id });
    const { rows } = await db().pool.query<{ name_cn: string }>('SELECT name_cn FROM products WHERE id = $1', [id]);
    const list = await call('list', buyer.token, { type: 'product' }, 'zh');
    expect(list.body.data).toMatchObject({ items: [{ product: { id, name: rows[0]?.name_cn } }] });
  });

  it("lists collected business cards and removes one from the caller's favourites only", async () => {
    const alice = await createAccountWithSession(db().pool, 'buyer');
    const bob = await createAccountWithSession(db().pool, 'buyer');
    const exhibitor = await createAccountWithSession(db().pool, 'supplier');
    const {
      rows: [card],
    } = await db().pool.query<{ id: string }>(
      `INSERT INTO business_cards (account_id, full_name, job_title, company_name, email, website, qr_token)
       VALUES ($1, 'Li Wei', 'Sales manager', 'Ningbo Lights', 'li.wei@example.test',
               'https://global.sourcefair.com/expo/ningbo-lights', 'qr-fav-1') RETURNING id`,
      [exhibitor.accountId],
    );
    const cardId = Number(card?.id);
    for (const buyer of [alice, bob]) {
      await db().pool.query(
        "INSERT INTO favourites (account_id, kind, business_card_id) VALUES ($1, 'exhibitorCard', $2)",
        [buyer.accountId, cardId],
      );
    }
    const list = await call('list', alice.token, { type: 'exhibitorCard' }, 'de');
    expect(list.body.data).toMatchObject({
      total: 1,
      items: [
        {
          kind: 'exhibitorCard',
          // spec §7 outbound links: a host named global goes to www, the product's own domains get the language
          card: {
            id: cardId,
            fullName: 'Li Wei',
            companyName: 'Ningbo Lights',
            website: 'https://www.sourcefair.com/expo/ningbo-lights?lang=de',
          },
        },
      ],
    });
    const removed = await call('removeCard', bob.token, { businessCardId: cardId });
    expect(removed.body.data).toEqual({ businessCardId: cardId, removed: true });
    expect(await rowsOf(bob.accountId)).toBe(0);
    expect(await rowsOf(alice.accountId)).toBe(1);
  });
});
