import { z } from 'zod';
import { text } from '@/lib/validation/text';
import { emailSchema, POSITIVE_INTEGER_PATTERN } from '@/lib/accounts/rules';
import { CART_LIMIT } from '@/lib/cart/rules';
import { productIdParam } from '@/lib/cart/schema';

/**
 * The rules of an enquiry, shared by the contracts, the service and the forms (client-safe). The spec
 * names the calls (§7 submitNewInquiry, submitInquiryList) but not their fields: these bounds are ours
 * (ARCHITECTURE.md, "Enquiries").
 */
export const ENQUIRY_LIMITS = {
  /** Long enough to say what is wanted, short enough to be read: trimmed characters. */
  messageMin: 20,
  messageMax: 4000,
  /** Nine digits: a billion of anything is beyond one enquiry, and it fits the integer column. */
  quantityMax: 999_999_999,
  /** spec §5, §9: the cart holds at most 10 products, so one cart enquiry names at most 10. */
  listMax: CART_LIMIT,
  /** Enquiries one buyer may send in 24 hours: five full carts; more looks like a flood, not sourcing. */
  perDay: 50,
  pageSize: 20,
  pageSizeMax: 50,
} as const;

/** The message: trimmed, 20 to 4000 characters; issues carry spec §5's message keys. */
export const enquiryMessageSchema = text()
  .trim()
  .min(1, { message: 'required' })
  .min(ENQUIRY_LIMITS.messageMin, { message: 'minlength' })
  .max(ENQUIRY_LIMITS.messageMax, { message: 'maxlength' });

/** spec §5 positive integer (digits not starting with 0), as a number or its digits, up to nine digits. */
export const quantitySchema = z.union([z.number(), text().trim()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? (Number.isSafeInteger(value) ? String(value) : 'NaN') : value;
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: 'required' });
    return z.NEVER;
  }
  if (!POSITIVE_INTEGER_PATTERN.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'positiveInteger' });
    return z.NEVER;
  }
  if (text.length > 9) {
    ctx.addIssue({ code: 'custom', message: 'quantityMax' });
    return z.NEVER;
  }
  return Number(text);
});

/** A unit of measure as nameOfUnit lists it (its code); whether it exists is the service's check. */
export const unitCodeSchema = text()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,31}$/, { message: 'unknownUnit' });

/** An enquiry's id in a request: a positive integer or its digits (as every route id). */
export const enquiryIdParam = productIdParam;

/** Sent only by signed-out buyers: the address their account is made with (spec §7 fastRegister). */
export const enquirerEmailSchema = emailSchema;

/** One product of a cart enquiry: the product, how many, in which unit (the product's own by default). */
export const enquiryItemSchema = z.strictObject({
  productId: productIdParam,
  quantity: quantitySchema,
  unitCode: unitCodeSchema.optional(),
});

/** Who an enquiry is about: one product, or one supplier without a product. */
export type EnquiryTargetKind = 'product' | 'supplier';

/** Read state as a supplier sees it: `sent` until someone of the company opened it. */
export const ENQUIRY_STATUSES = ['sent', 'read', 'replied', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** A form's quantity field (text as typed): the rule of quantitySchema; empty allowed when optional. */
export function quantityFieldSchema(options: { optional: boolean }) {
  return z.string().superRefine((value, ctx) => {
    if (options.optional && value.trim() === '') return;
    const parsed = quantitySchema.safeParse(value);
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'positiveInteger' });
  });
}
