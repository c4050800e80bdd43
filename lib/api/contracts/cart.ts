import { z } from 'zod';
import { CART_LIMIT, type CartOperation } from '@/lib/cart/rules';
import { cartProductSchema, cartSchema, goodIdsParam, productIdParam } from '@/lib/cart/schema';
import { defineContract } from '../contract';

/** Sent by clients of the original contract; it must name the caller (nobody reads another's cart). */
const purchaserContactId = productIdParam.optional();

// spec §7 `blade-digital-expo/...`: a blade service, answered with the blade codes ('0', '100001') on
// the main gateway like the blade-purchaser calls, with the buyer's own session token.
export const cartInfo = defineContract({
  id: 'cartInfo',
  gateways: ['main'],
  path: 'blade-digital-expo/api/shopCart/cartInfo.json',
  methods: ['POST'],
  summary: "spec §7: the signed-in buyer's enquiry cart (published products only, oldest first).",
  data: z.strictObject({ purchaserContactId }).optional(),
  response: cartSchema,
  auth: 'buyer',
  mutates: false,
});

export const cartUpdate = defineContract({
  id: 'cartUpdate',
  gateways: ['main'],
  path: 'blade-digital-expo/api/shopCart/update.json',
  methods: ['POST'],
  summary:
    'spec §4, §7: operationType 1 adds goodIds, 2 removes them; a cart of more than 10 is refused (saas.nomorethanproducts) and nothing is written; unknown or unpublished products are refused.',
  data: z.strictObject({
    goodIds: goodIdsParam,
    operationType: z
      .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')])
      .transform((v): CartOperation => (Number(v) === 1 ? 1 : 2)),
    purchaserContactId,
  }),
  response: cartSchema,
  auth: 'buyer',
  mutates: true,
});

export const productInfoList = defineContract({
  id: 'productInfoList',
  gateways: ['main'],
  path: 'goods/productInfoList.json',
  methods: ['POST'],
  summary:
    'spec §7 product info: the cards of up to 10 published products, in the order asked; unknown or unpublished ids are left out (the not-logged-in cart reads its products here).',
  data: z.strictObject({ goodIds: goodIdsParam.pipe(z.array(z.number()).max(CART_LIMIT)) }),
  response: z.object({ items: z.array(cartProductSchema) }),
  auth: 'none',
  mutates: false,
});
