import { z } from 'zod';
import { PRODUCT_ID_ALIASES, withAliases } from '@/lib/validation/aliases';

// lib/validation/aliases.ts: spec §3's alternative field names, read as the field they stand for.
const schema = withAliases(z.strictObject({ productId: z.number(), note: z.string().optional() }), {
  productId: PRODUCT_ID_ALIASES,
});

describe('fields under their other names', () => {
  it.each(PRODUCT_ID_ALIASES)('reads %s as productId', (alias) => {
    expect(schema.parse({ [alias]: 7, note: 'x' })).toEqual({ productId: 7, note: 'x' });
  });

  it('leaves the field alone when it is sent itself, and refuses two of its other names', () => {
    expect(schema.parse({ productId: 3 })).toEqual({ productId: 3 });
    expect(schema.safeParse({ goodsSpuId: 1, spuId: 2 }).success).toBe(false);
  });

  it('refuses a field sent under two names rather than dropping one', () => {
    const result = schema.safeParse({ productId: 3, goodId: 4 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('passes anything but an object to the schema to refuse', () => {
    expect(schema.safeParse([1]).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });
});
