import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { rfqExample } from '../support/rfq-example';
import { withSeededDatabase } from '../support/seeded-database';

// spec §3: a product's id and name, and a supplier's id, appear under several field names in the original
// clients; the calls the app makes take them (lib/validation/aliases.ts).
const db = withSeededDatabase('field-aliases');

let token = '';
let accountId = 0;
beforeAll(async () => {
  ({ token, accountId } = await createAccountWithSession(db().pool, 'buyer'));
});

async function first(sql: string): Promise<number> {
  const { rows } = await db().pool.query<{ id: string }>(sql);
  return Number(rows[0]?.id);
}

function send(path: string, data: unknown) {
  return callGateway('main', path, { body: { data }, headers: { authorization: `Bearer ${token}` } });
}

describe("the app's field names", () => {
  it('follows a product named goodsSpuId or id, and a supplier named id', async () => {
    const products = await db().pool.query<{ id: string }>(
      "SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT 2",
    );
    const [a, b] = products.rows.map((r) => Number(r.id));
    expect((await send('blade-purchaser/favorite/followProduct', { goodsSpuId: String(a) })).body.data).toEqual({
      productId: a,
      followed: true,
    });
    expect((await send('blade-purchaser/favorite/followProduct', { id: b })).body.data).toEqual({
      productId: b,
      followed: true,
    });
    const supplier = await first('SELECT min(id) AS id FROM suppliers');
    expect((await send('blade-purchaser/favorite/followSupplier', { id: supplier })).body.data).toEqual({
      supplierId: supplier,
      followed: true,
    });
    // the same field under two names is refused, not read twice
    const twice = await send('blade-purchaser/favorite/followProduct', { productId: a, goodsSpuId: b });
    expect(twice.status).toBe(400);
  });

  it('posts an RFQ whose product is named goodsName and identified as goodsSpuId', async () => {
    const product = await first("SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT 1");
    const categoryId = await first('SELECT id FROM categories WHERE level = 2 ORDER BY id LIMIT 1');
    // the form's fields, the product named and identified as the app does
    const { productName, ...rest } = rfqExample(categoryId);
    const res = await send('blade-purchaser/rfq/addRfq', { ...rest, goodsName: productName, goodsSpuId: product });
    expect(res.status).toBe(200);
    const { rows } = await db().pool.query<{ product_name: string; product_id: string }>(
      'SELECT product_name, product_id FROM rfqs WHERE buyer_account_id = $1 ORDER BY id DESC LIMIT 1',
      [accountId],
    );
    expect(rows[0]).toEqual({ product_name: 'Water bottles', product_id: String(product) });
  });
});
