import { z } from 'zod';
import { QUOTATION_STATUSES, RFQ_STATUSES } from './rules';

// RFQs and quotations as the services (buyer.ts, supplier.ts, read.ts) return them and the API answers
// them (client-safe: zod only; the contracts in lib/api/contracts/rfq.ts read them).

/** A unit: its code, its name for quantities ("2,000 pieces") and for prices per unit ("per piece"). */
const named = z.object({ code: z.string(), name: z.string(), singular: z.string() });

export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  contentType: z.string(),
  url: z.string(),
});

/** An RFQ as its buyer (and, without the buyer's details, a matched supplier) sees it. */
export const rfqDetailSchema = z.object({
  rfqId: z.number(),
  productName: z.string(),
  category: z.object({ id: z.number(), name: z.string() }),
  quantity: z.number(),
  unit: named,
  targetPrice: z.number().nullable(),
  currency: z.string(),
  paymentTerm: z.string().nullable(),
  shipmentTerm: z.string().nullable(),
  destinationCountry: z.string().nullable(),
  description: z.string(),
  attachments: z.array(attachmentSchema),
  status: z.enum(RFQ_STATUSES),
  source: z.number(),
  productId: z.number().nullable(),
  exhibitionId: z.number().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  matchedSuppliers: z.number(),
  quotationCount: z.number(),
  /** Open and the caller's own: editRfq takes it. */
  editable: z.boolean(),
});
export type RfqDetail = z.infer<typeof rfqDetailSchema>;

export const rfqListItemSchema = z.object({
  rfqId: z.number(),
  productName: z.string(),
  categoryName: z.string(),
  quantity: z.number(),
  unit: named,
  status: z.enum(RFQ_STATUSES),
  quotationCount: z.number(),
  /** Of those, the ones the buyer has not opened in the comparison yet. */
  newQuotationCount: z.number(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type RfqListItem = z.infer<typeof rfqListItemSchema>;

export const replyMessageSchema = z.object({ body: z.string(), createdAt: z.string() });

export const tierSchema = z.object({ minQuantity: z.number(), price: z.number() });

/** One quotation in the buyer's comparison: the unit price at the RFQ's quantity and its terms. */
export const comparedQuotationSchema = z.object({
  quotationId: z.number(),
  supplier: z.object({
    id: z.number(),
    name: z.string(),
    countryCode: z.string(),
    verified: z.boolean(),
    slug: z.string(),
  }),
  currency: z.string(),
  tiers: z.array(tierSchema),
  /** The price per unit at the buyer's quantity (the tier it reaches); null without tiers. */
  unitPrice: z.number().nullable(),
  /** unitPrice × the buyer's quantity. */
  total: z.number().nullable(),
  tierMinQuantity: z.number().nullable(),
  belowFirstTier: z.boolean(),
  belowMoq: z.boolean(),
  moq: z.number(),
  leadTimeDays: z.number(),
  incoterm: z.string(),
  paymentTerm: z.string().nullable(),
  validUntil: z.string(),
  expired: z.boolean(),
  message: z.string(),
  status: z.enum(QUOTATION_STATUSES),
  replies: z.array(replyMessageSchema),
  submittedAt: z.string(),
  updatedAt: z.string(),
  /** Not seen by the buyer before this reading (or changed since). */
  isNew: z.boolean(),
});
export type ComparedQuotation = z.infer<typeof comparedQuotationSchema>;

export const comparisonSchema = z.object({
  rfq: rfqDetailSchema,
  quotations: z.array(comparedQuotationSchema),
  /** Every currency quoted, the RFQ's own first: more than one means prices are not comparable as they are. */
  currencies: z.array(z.string()),
});
export type Comparison = z.infer<typeof comparisonSchema>;

export const ownQuotationSchema = z.object({
  quotationId: z.number(),
  currency: z.string(),
  tiers: z.array(tierSchema),
  moq: z.number(),
  leadTimeDays: z.number(),
  incoterm: z.string(),
  paymentTerm: z.string().nullable(),
  validUntil: z.string(),
  message: z.string(),
  status: z.enum(QUOTATION_STATUSES),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type OwnQuotation = z.infer<typeof ownQuotationSchema>;

/** A matched RFQ as the supplier sees it: the request, the buyer's company and country, its own quotation. */
export const supplierRfqSchema = z.object({
  rfq: rfqDetailSchema.omit({ editable: true, source: true, matchedSuppliers: true, quotationCount: true }),
  buyer: z.object({ companyName: z.string().nullable(), countryCode: z.string().nullable() }),
  quotation: ownQuotationSchema.nullable(),
  /** The buyer's messages about this quotation, oldest first. */
  replies: z.array(replyMessageSchema),
  /** A quotation can be sent or changed: the RFQ is open and the buyer has not replied yet. */
  editable: z.boolean(),
  seenAt: z.string().nullable(),
});
export type SupplierRfq = z.infer<typeof supplierRfqSchema>;

export const supplierRfqItemSchema = z.object({
  rfqId: z.number(),
  productName: z.string(),
  categoryName: z.string(),
  quantity: z.number(),
  unit: named,
  destinationCountry: z.string().nullable(),
  status: z.enum(RFQ_STATUSES),
  matchedAt: z.string(),
  expiresAt: z.string().nullable(),
  seen: z.boolean(),
  quotationStatus: z.enum(QUOTATION_STATUSES).nullable(),
  buyerReplied: z.boolean(),
});
export type SupplierRfqItem = z.infer<typeof supplierRfqItemSchema>;
