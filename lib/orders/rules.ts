import { z } from 'zod';
import { quantitySchema, unitCodeSchema } from '@/lib/enquiries/rules';
import { idParam } from '@/lib/validation/id';
import { text } from '@/lib/validation/text';

/**
 * A request for samples or a trial order (spec §2 /startOrder/{productId}, §7 submitOrder; the fields are
 * not shown, so these are ours: docs/decisions/0161). Client-safe: the contract, the service and the form
 * share them.
 */
export const ORDER_KINDS = ['sample', 'trial'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_LIMITS = { cityMax: 100, messageMax: 2000, perBuyerDay: 20, pageSize: 20 } as const;

/** The names the native app sends a product id under (spec §7's alternative field names). */
const PRODUCT_ID_ALIASES = ['goodsSpuId', 'goodId', 'spuId'] as const;

const orderFields = z.strictObject({
  productId: idParam,
  kind: z.enum(ORDER_KINDS, { message: 'choose' }),
  quantity: quantitySchema,
  unitCode: unitCodeSchema,
  countryCode: text()
    .trim()
    .regex(/^[A-Z]{2}$/, { message: 'choose' }),
  city: text()
    .trim()
    .max(ORDER_LIMITS.cityMax, { message: 'maxlength' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  message: text()
    .trim()
    .max(ORDER_LIMITS.messageMax, { message: 'maxlength' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** submitOrder's data: `productId`, or the same under one of the app's names. */
export const submitOrderData = z.preprocess((value) => {
  if (!value || typeof value !== 'object' || Array.isArray(value) || 'productId' in value) return value;
  const record = value as Record<string, unknown>;
  const alias = PRODUCT_ID_ALIASES.find((name) => record[name] !== undefined);
  if (!alias) return value;
  const { [alias]: productId, ...rest } = record;
  return { ...rest, productId };
}, orderFields);
export type SubmitOrderData = z.output<typeof submitOrderData>;

export const orderSent = z.strictObject({ reference: z.string(), supplierName: z.string() });
