import { submitOrderData } from '@/lib/orders/rules';

const order = { kind: 'sample', quantity: '5', unitCode: 'piece', countryCode: 'DE' };

describe('submitOrder data (decision 0161)', () => {
  it('takes the product id under its own name or one of the app’s', () => {
    for (const name of ['productId', 'goodsSpuId', 'goodId', 'spuId']) {
      const parsed = submitOrderData.safeParse({ ...order, [name]: '42' });
      expect(parsed.success && parsed.data.productId, name).toBe(42);
    }
  });

  it('reads the quantity as a whole number and drops an empty city and message', () => {
    const parsed = submitOrderData.parse({ ...order, productId: 42, city: '  ', message: '' });
    expect(parsed).toEqual({ productId: 42, kind: 'sample', quantity: 5, unitCode: 'piece', countryCode: 'DE' });
  });

  it('names each field that is wrong', () => {
    const parsed = submitOrderData.safeParse({
      productId: 42,
      kind: 'bulk',
      quantity: '05',
      unitCode: 'Piece!',
      countryCode: 'Germany',
      message: 'x'.repeat(2001),
    });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['kind', 'choose'],
      ['quantity', 'positiveInteger'],
      ['unitCode', 'unknownUnit'],
      ['countryCode', 'choose'],
      ['message', 'maxlength'],
    ]);
  });
});
