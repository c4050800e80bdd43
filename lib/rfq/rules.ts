import { z } from 'zod';
import { storable, text } from '@/lib/validation/text';
import { idParam } from '@/lib/validation/id';
import { PAYMENT_TERM_CODES, SHIPMENT_TERMS } from '@/lib/reference/codes';

/**
 * The rules of an RFQ and of a quotation, shared by the API contracts, the services and the forms
 * (client-safe). Messages are rule keys (`required`, `maxlength` ...) that the forms translate.
 */
export const RFQ_LIMITS = {
  productNameMin: 2,
  productNameMax: 200,
  descriptionMin: 10,
  descriptionMax: 4000,
  quantityMax: 100_000_000,
  /** A price per unit, in major units (the database keeps minor units). */
  priceMax: 10_000_000,
  attachmentsMax: 5,
  /** An RFQ takes quotations for this many days after it is posted. */
  openDays: 30,
  /** How many suppliers a new RFQ is sent to (lib/rfq/matching.ts). */
  matchLimit: 20,
  tiersMax: 5,
  leadTimeMaxDays: 365,
  /** A quotation is valid for at most this many days from today. */
  validityMaxDays: 365,
  messageMax: 2000,
  pageSize: 10,
} as const;

/** Currencies an RFQ or a quotation can be priced in: all with two decimals (lib/format formatMoney). */
export const RFQ_CURRENCIES = ['USD', 'EUR', 'GBP', 'CNY', 'AUD', 'CAD'] as const;
export type RfqCurrency = (typeof RFQ_CURRENCIES)[number];

/**
 * spec §3 source codes an RFQ entry point records: 2 organic (/rfq), 5 product conversion
 * (/landing/rfq/product-{id}), 6 industry operation (/exhibition-rfq/{exhibitionId}), 7 RFQ e-mail
 * (/rfq-buyerservice), 8 AI, 10 CRM import (/crm-rfq).
 */
export const RFQ_SOURCES = {
  organic: 2,
  productConversion: 5,
  industryOperation: 6,
  rfqEmail: 7,
  ai: 8,
  crm: 10,
} as const;
export type RfqSource = (typeof RFQ_SOURCES)[keyof typeof RFQ_SOURCES];
const SOURCE_VALUES = Object.values(RFQ_SOURCES) as [RfqSource, ...RfqSource[]];

/** What a buyer sees of an RFQ: open, closed, or past its date (`open` in the table, but expired). */
export const RFQ_STATUSES = ['open', 'closed', 'expired'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

export const QUOTATION_STATUSES = ['submitted', 'accepted', 'declined', 'withdrawn'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** A whole number of cents at most: 12.5 and 12.05 pass, 12.055 does not. */
function hasCents(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** A price per unit in major units (US$ 12.50 is 12.5). */
export const priceSchema = z
  .number({ message: 'number' })
  .nonnegative({ message: 'min' })
  .max(RFQ_LIMITS.priceMax, { message: 'max' })
  .refine(hasCents, { message: 'cents' });

export const quantitySchema = z
  .number({ message: 'number' })
  .int({ message: 'integer' })
  .min(1, { message: 'min' })
  .max(RFQ_LIMITS.quantityMax, { message: 'max' });

/** Major units to the minor units the database keeps. */
export function toMinor(price: number): number {
  return Math.round(price * 100);
}

export const countryCodeSchema = text().regex(/^[A-Z]{2}$/, { message: 'invalid' });

/** The RFQ itself, as posted (addRfq, addRfqAndReg, addRfqAndPurReg) or edited (editRfq). */
export const rfqFieldsSchema = z.strictObject({
  productName: text()
    .trim()
    .min(RFQ_LIMITS.productNameMin, { message: 'minlength' })
    .max(RFQ_LIMITS.productNameMax, { message: 'maxlength' }),
  /** A level-2 category of the rfqCategory picker. */
  categoryId: idParam,
  quantity: quantitySchema,
  unitCode: text().trim().min(1, { message: 'required' }).max(32),
  /** Optional target price per unit, in `currency`. */
  targetPrice: priceSchema.optional(),
  currency: z.enum(RFQ_CURRENCIES).default('USD'),
  paymentTerm: z.enum(PAYMENT_TERM_CODES, { message: 'required' }),
  shipmentTerm: z.enum(SHIPMENT_TERMS, { message: 'required' }),
  destinationCountry: countryCodeSchema,
  description: text()
    .trim()
    .min(RFQ_LIMITS.descriptionMin, { message: 'minlength' })
    .max(RFQ_LIMITS.descriptionMax, { message: 'maxlength' }),
  /** Upload ids (attachment/upload.json); at most five, each once. */
  attachments: z
    .array(z.uuid().check(storable))
    .max(RFQ_LIMITS.attachmentsMax, { message: 'max' })
    .default([])
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type RfqFields = z.output<typeof rfqFieldsSchema>;

/** Where a new RFQ came from: the product or exhibition it was asked about and the entry point's source. */
export const rfqOriginSchema = z.strictObject({
  productId: idParam.optional(),
  exhibitionId: idParam.optional(),
  source: z
    .union(SOURCE_VALUES.map((code) => z.literal(code)) as [z.ZodLiteral<RfqSource>, ...z.ZodLiteral<RfqSource>[]])
    .default(RFQ_SOURCES.organic),
});
export type RfqOrigin = z.output<typeof rfqOriginSchema>;

export const newRfqSchema = rfqFieldsSchema.extend(rfqOriginSchema.shape);
export type NewRfq = z.output<typeof newRfqSchema>;

/** The purchase profile asked for with addRfqAndPurReg and regAfterRfq. */
export const rfqProfileSchema = z.strictObject({
  companyName: text().trim().min(1, { message: 'required' }).max(200, { message: 'maxlength' }),
  contactName: text().trim().min(1, { message: 'required' }).max(100, { message: 'maxlength' }),
  countryCode: countryCodeSchema,
  dialingCode: text()
    .trim()
    .regex(/^\+?\d{1,4}$/, { message: 'invalid' })
    .optional(),
  mobile: text()
    .trim()
    .regex(/^[\d\s()+-]{4,24}$/, { message: 'invalid' })
    .optional(),
});
export type RfqProfile = z.output<typeof rfqProfileSchema>;

/** The profile fields a buyer needs before suppliers see a complete request (isCompleted). */
export const PROFILE_REQUIRED = ['companyName', 'contactName', 'countryCode'] as const;

export const priceTierSchema = z.strictObject({
  minQuantity: quantitySchema,
  price: priceSchema,
});

/** A supplier's quotation: price tiers by quantity, MOQ, lead time, Incoterm, payment term, validity. */
export const quotationFieldsSchema = z.strictObject({
  currency: z.enum(RFQ_CURRENCIES),
  tiers: z
    .array(priceTierSchema)
    .min(1, { message: 'required' })
    .max(RFQ_LIMITS.tiersMax, { message: 'max' })
    .refine((tiers) => tiers.every((tier, i) => i === 0 || tier.minQuantity > (tiers[i - 1]?.minQuantity ?? 0)), {
      message: 'tiersOrder',
    }),
  moq: quantitySchema,
  leadTimeDays: z
    .number({ message: 'number' })
    .int({ message: 'integer' })
    .min(0, { message: 'min' })
    .max(RFQ_LIMITS.leadTimeMaxDays, { message: 'max' }),
  incoterm: z.enum(SHIPMENT_TERMS, { message: 'required' }),
  paymentTerm: z.enum(PAYMENT_TERM_CODES).optional(),
  /** The last day the prices hold (YYYY-MM-DD); from today up to a year ahead (checked by the service). */
  validUntil: z.iso.date({ message: 'invalid' }).check(storable),
  message: text().trim().max(RFQ_LIMITS.messageMax, { message: 'maxlength' }).default(''),
});
export type QuotationFields = z.output<typeof quotationFieldsSchema>;

export const REPLY_ACTIONS = ['accept', 'decline', 'message'] as const;
export type ReplyAction = (typeof REPLY_ACTIONS)[number];

/** The buyer's answer to a quotation: accept or decline (with an optional note) or a message. */
export const replySchema = z
  .strictObject({
    quotationId: idParam,
    action: z.enum(REPLY_ACTIONS),
    message: text().trim().max(RFQ_LIMITS.messageMax, { message: 'maxlength' }).default(''),
  })
  .refine((reply) => reply.action !== 'message' || reply.message.length > 0, {
    message: 'required',
    path: ['message'],
  });

/** Today's date as YYYY-MM-DD in UTC, the calendar quotation validity is counted in. */
export function utcDate(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** A date `days` after `from` (YYYY-MM-DD, UTC). */
export function addDays(from: string, days: number): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return utcDate(date);
}
