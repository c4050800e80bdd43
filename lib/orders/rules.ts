import { z } from 'zod';
import { quantitySchema, unitCodeSchema } from '@/lib/enquiries/rules';
import { PRODUCT_ID_ALIASES, withAliases } from '@/lib/validation/aliases';
import { idParam } from '@/lib/validation/id';
import { optionalText, text } from '@/lib/validation/text';

/**
 * A request for samples or a trial order (spec §2 /startOrder/{productId}, §7 submitOrder; the fields are
 * not shown, so these are ours: docs/decisions/0161). Client-safe: the contract, the service and the form
 * share them.
 */
export const ORDER_KINDS = ['sample', 'trial'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_LIMITS = { cityMax: 100, messageMax: 2000, perBuyerDay: 20, pageSize: 20 } as const;

const orderFields = z.strictObject({
  productId: idParam,
  kind: z.enum(ORDER_KINDS, { message: 'choose' }),
  quantity: quantitySchema,
  unitCode: unitCodeSchema,
  countryCode: text()
    .trim()
    .regex(/^[A-Z]{2}$/, { message: 'choose' }),
  city: optionalText(ORDER_LIMITS.cityMax),
  message: optionalText(ORDER_LIMITS.messageMax),
});

/** submitOrder's data: `productId`, or the same under one of the app's names (spec §3). */
export const submitOrderData = withAliases(orderFields, { productId: PRODUCT_ID_ALIASES });
export type SubmitOrderData = z.output<typeof submitOrderData>;

export const orderSent = z.strictObject({ reference: z.string(), supplierName: z.string() });
