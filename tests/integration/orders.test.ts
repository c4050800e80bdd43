import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

// spec §7 submitOrder (spec §2 /startOrder/{productId}; decision 0161) against the real API and database:
// the request stored, the supplier's people and the buyer mailed, the supplier's list, the limits.
const db = withSeededDatabase('orders');

async function firstProduct(): Promise<{ id: number; supplierId: number }> {
  const { rows } = await db().pool.query<{ id: string; supplier_id: string }>(
    `SELECT id, supplier_id FROM products WHERE status = 'published' ORDER BY id LIMIT 1`,
  );
  return { id: Number(rows[0]?.id), supplierId: Number(rows[0]?.supplier_id) };
}

const order = (productId: number, overrides: Record<string, unknown> = {}) => ({
  productId,
  kind: 'sample',
  quantity: '5',
  unitCode: 'piece',
  countryCode: 'ES',
  city: 'Valencia',
  message: 'Blue and green, packed one per box.',
  ...overrides,
});

describe('sample and trial orders', () => {
  it('stores a buyer’s request and mails the supplier’s people and the buyer, in their languages', async () => {
    const product = await firstProduct();
    const supplier = await createAccountWithSession(db().pool, 'supplier');
    await db().pool.query(`UPDATE accounts SET supplier_id = $1, preferred_language = 'zh' WHERE id = $2`, [
      product.supplierId,
      supplier.accountId,
    ]);
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const res = await callGateway('main', 'blade-purchaser/order/submitOrder', {
      body: { lang: 'es', data: { ...order(product.id), productId: undefined, spuId: String(product.id) } },
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(res.status).toBe(200);
    const { reference } = res.body.data as { reference: string; supplierName: string };
    expect(reference).toMatch(/^SO-[2-9A-HJKMNP-Z]{8}$/);
    const { rows } = await db().pool.query(
      `SELECT kind, quantity, unit_code, country_code, city, supplier_id FROM sample_orders WHERE reference = $1`,
      [reference],
    );
    expect(rows).toEqual([
      {
        kind: 'sample',
        quantity: 5,
        unit_code: 'piece',
        country_code: 'ES',
        city: 'Valencia',
        supplier_id: String(product.supplierId),
      },
    ]);
    const mails = await db().pool.query<{ template: string; locale: string; payload: Record<string, string> }>(
      `SELECT template, locale, payload FROM email_outbox WHERE payload->>'reference' = $1 ORDER BY template`,
      [reference],
    );
    const toSupplier = mails.rows.filter((m) => m.template === 'orderReceived');
    expect(toSupplier.length).toBeGreaterThanOrEqual(1);
    const chinese = toSupplier.find((m) => m.locale === 'zh');
    expect(chinese?.payload.place).toContain('Valencia');
    // none of the buyer's words in the supplier's mail
    expect(JSON.stringify(toSupplier)).not.toContain('packed one per box');
    const copy = mails.rows.find((m) => m.template === 'orderSent');
    expect(copy?.locale).toBe('es');
    expect(copy?.payload.quantity).toMatch(/^5 /);

    const { listSupplierOrders } = await import('@/lib/orders/service');
    const list = await listSupplierOrders('en', product.supplierId, 1);
    expect(list.items[0]).toMatchObject({
      reference,
      kind: 'sample',
      quantity: '5',
      unit: 'Pieces',
      message: 'Blue and green, packed one per box.',
    });
    expect(list.items[0]?.place).toBe('Valencia, Spain');
  });

  it('refuses a signed-out caller, a product no longer published, an unknown unit, and a 21st order in a day', async () => {
    const product = await firstProduct();
    const signedOut = await callGateway('main', 'blade-purchaser/order/submitOrder', {
      body: { data: order(product.id) },
    });
    expect(signedOut.status).toBe(401);

    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const send = (data: Record<string, unknown>) =>
      callGateway('main', 'blade-purchaser/order/submitOrder', {
        body: { lang: 'en', data },
        headers: { authorization: `Bearer ${buyer.token}` },
      });
    // a product its supplier has just hidden
    const { rows } = await db().pool.query<{ id: string }>(
      `UPDATE products SET status = 'hidden' WHERE id = (SELECT id FROM products WHERE status = 'published'
         ORDER BY id DESC LIMIT 1) RETURNING id`,
    );
    const gone = await send(order(Number(rows[0]?.id)));
    expect(gone.status).toBe(404);
    expect(
      (await db().pool.query('SELECT count(*)::int AS n FROM sample_orders WHERE product_id = $1', [rows[0]?.id]))
        .rows[0].n,
    ).toBe(0);
    const unit = await send(order(product.id, { unitCode: 'parsec' }));
    expect(unit.status).toBe(400);
    expect((unit.body.data as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(['data.unitCode']);

    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await send(order(product.id, { quantity: String(i + 1) }))).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
