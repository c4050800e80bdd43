import { orderSent, submitOrderData } from '@/lib/orders/rules';
import { defineContract } from '../contract';

export const submitOrder = defineContract({
  id: 'submitOrder',
  gateways: ['main'],
  path: 'blade-purchaser/order/submitOrder',
  methods: ['POST'],
  summary:
    'spec §7 submitOrder: a signed-in buyer asks a supplier for samples or a trial order of a published product (spec §2 /startOrder/{productId}): kind, quantity and unit, destination country and city, a message of up to 2,000 characters. The product id is also taken as goodsSpuId, goodId or spuId. The supplier is mailed and sees it in the workspace. At most 20 a day per buyer.',
  data: submitOrderData,
  response: orderSent,
  auth: 'buyer',
  mutates: true,
  idempotent: true,
});
