import { z } from 'zod';
import { text } from '@/lib/validation/text';
import { emailSchema, registerPasswordSchema } from '@/lib/accounts/rules';
import {
  newRfqSchema,
  quotationFieldsSchema,
  replySchema,
  RFQ_LIMITS,
  RFQ_STATUSES,
  QUOTATION_STATUSES,
  rfqFieldsSchema,
  rfqProfileSchema,
} from '@/lib/rfq/rules';
import { defineContract } from '../contract';
import { idParam } from '@/lib/validation/id';
import { purchaseInfoSchema } from './accounts';
import { CACHE_TAGS } from '@/lib/cache/tags';

/** spec §7 RFQ calls (addRfq ... isCompleted) and the supplier side of quotations. */

const rfqId = z.strictObject({ rfqId: idParam });
/** A unit: its code, its name for quantities ("2,000 pieces") and for prices per unit ("per piece"). */
const named = z.object({ code: z.string(), name: z.string(), singular: z.string() });

export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  contentType: z.string(),
  url: z.string(),
});

export const postedSchema = z.object({ rfqId: z.number(), matchedSuppliers: z.number() });

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
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type RfqListItem = z.infer<typeof rfqListItemSchema>;

const page = z.object({ total: z.number(), page: z.number(), pageSize: z.number() });

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

const paging = {
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(RFQ_LIMITS.pageSize),
};

const account = { email: emailSchema, password: registerPasswordSchema };

export const addRfq = defineContract({
  id: 'addRfq',
  gateways: ['main'],
  path: 'blade-purchaser/rfq/addRfq',
  methods: ['POST'],
  summary:
    'spec §7 addRfq: a signed-in buyer posts an RFQ (attachments by upload id); it is matched to suppliers of its category in the same transaction.',
  data: newRfqSchema,
  response: postedSchema,
  auth: 'buyer',
  mutates: true,
  expires: [CACHE_TAGS.buyerDemand],
  idempotent: true,
});

const withAccount = z.strictObject({ rfq: newRfqSchema, ...account });

export const addRfqAndReg = defineContract({
  id: 'addRfqAndReg',
  gateways: ['main'],
  path: 'blade-purchaser/rfq/addRfqAndReg',
  methods: ['POST'],
  summary:
    'spec §7 addRfqAndReg: registers a buyer (e-mail, password) and posts the RFQ in one transaction; answers the token as register does and sets the session cookie.',
  data: withAccount,
  response: postedSchema.extend({ tradeChinaToken: z.string() }),
  auth: 'none',
  mutates: true,
  expires: [CACHE_TAGS.buyerDemand],
  idempotent: true,
});

export const addRfqAndPurReg = defineContract({
  id: 'addRfqAndPurReg',
  gateways: ['main'],
  path: 'blade-purchaser/rfq/addRfqAndPurReg',
  methods: ['POST'],
  summary:
    'spec §7 addRfqAndPurReg: as addRfqAndReg, with the purchase profile (company, contact, country, mobile) saved in the same transaction.',
  data: withAccount.extend({ purchase: rfqProfileSchema }),
  response: postedSchema.extend({ tradeChinaToken: z.string() }),
  auth: 'none',
  mutates: true,
  expires: [CACHE_TAGS.buyerDemand],
  idempotent: true,
});

export const regAfterRfq = defineContract({
  id: 'regAfterRfq',
  gateways: ['main'],
  path: 'blade-purchaser/rfq/regAfterRfq',
  methods: ['POST'],
  summary:
    "spec §7 regAfterRfq: after posting (registered at once), the buyer completes the purchase profile from the success page; the RFQ must be the caller's.",
  data: rfqProfileSchema.extend({ rfqId: idParam }),
  response: purchaseInfoSchema.extend({ completed: z.boolean() }),
  auth: 'buyer',
  mutates: true,
});

export const checkEmailPhone = defineContract({
  id: 'checkEmailPhone',
  gateways: ['main'],
  path: 'blade-purchaser/rfq/checkEmailPhone',
  methods: ['POST'],
  summary:
    "spec §7 checkEmailPhone: for the RFQ form's register-at-once fields, whether an e-mail has an account (a supplier's is refused) and how public it is, and whether a mobile number can exist.",
  data: z
    .strictObject({
      email: emailSchema.optional(),
      mobile: text().trim().min(1).max(32).optional(),
      dialingCode: text().trim().max(8).optional(),
      country: text().trim().max(2).optional(),
    })
    .refine((d) => d.email !== undefined || d.mobile !== undefined, { message: 'required', path: ['email'] }),
  response: z.object({
    email: z
      .object({
        registered: z.union([z.literal(0), z.literal(1)]),
        supplier: z.boolean(),
        result: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      })
      .nullable(),
    mobile: z.object({ valid: z.boolean(), e164: z.string().nullable() }).nullable(),
  }),
  auth: 'none',
  mutates: false,
});

export const isCompleted = defineContract({
  id: 'isCompleted',
  gateways: ['main'],
  path: 'blade-purchaser/rfq/isCompleted',
  methods: ['POST'],
  summary:
    "spec §7 isCompleted: who is signed in (none, buyer or supplier) and whether a buyer's purchase profile has what suppliers need (company, contact, country).",
  data: z.strictObject({}).optional(),
  response: z.object({
    account: z.enum(['none', 'buyer', 'supplier']),
    completed: z.boolean(),
    missing: z.array(z.string()),
  }),
  auth: 'optional',
  mutates: false,
});

export const editRfq = defineContract({
  id: 'editRfq',
  gateways: ['main'],
  path: 'blade-purchaser/rfq/editRfq',
  methods: ['POST'],
  summary:
    "spec §7 editRfq: the buyer changes an open RFQ of their own; a new category adds that category's suppliers.",
  data: rfqFieldsSchema.extend({ rfqId: idParam }),
  response: postedSchema,
  auth: 'buyer',
  mutates: true,
});

export const searchRfq = defineContract({
  id: 'searchRfq',
  gateways: ['main'],
  path: 'blade-purchaser/rfq/searchRfq',
  methods: ['POST'],
  summary: "spec §7 searchRfq: the buyer's own RFQs, newest first, with status and quotation counts, paged.",
  data: z
    .strictObject({
      ...paging,
      status: z.enum(RFQ_STATUSES).optional(),
      keyword: text().trim().max(100).optional(),
    })
    .optional(),
  response: page.extend({ items: z.array(rfqListItemSchema) }),
  auth: 'buyer',
  mutates: false,
});

export const getRfqInfo = defineContract({
  id: 'getRfqInfo',
  gateways: ['main'],
  path: 'blade-purchaser/rfq/getRfqInfo',
  methods: ['POST'],
  summary: "spec §7 getRfqInfo: one of the buyer's own RFQs with its attachments (anyone else's: not found).",
  data: rfqId,
  response: rfqDetailSchema,
  auth: 'buyer',
  mutates: false,
});

export const quotationRfqDetails = defineContract({
  id: 'quotationRfqDetails',
  gateways: ['main'],
  path: 'blade-purchaser/rfq/quotationRfqDetails',
  methods: ['POST'],
  summary:
    "spec §7 quotationRfqDetails: the buyer's RFQ with its quotations for comparison (unit price at the RFQ's quantity, terms, validity, replies).",
  data: rfqId,
  response: comparisonSchema,
  auth: 'buyer',
  mutates: false,
});

export const replyQuotation = defineContract({
  id: 'replyQuotation',
  gateways: ['main'],
  path: 'blade-purchaser/rfq/replyQuotation',
  methods: ['POST'],
  summary:
    'spec §7 replyQuotation: the buyer accepts or declines a quotation (with an optional note) or sends a message about it; the supplier sees it in the workspace.',
  data: replySchema,
  response: z.object({ quotationId: z.number(), status: z.enum(QUOTATION_STATUSES) }),
  auth: 'buyer',
  mutates: true,
  idempotent: true,
});

export const submitNewRfq = defineContract({
  id: 'submitNewRfq',
  gateways: ['main'],
  path: 'blade-purchaser/rfq/submitNewRfq',
  methods: ['POST'],
  summary:
    "spec §7 submitNewRfq: posts one of the buyer's RFQs again as a new open RFQ (same request and attachments), matched anew.",
  data: rfqId,
  response: postedSchema,
  auth: 'buyer',
  mutates: true,
  idempotent: true,
});

export const supplierRfqList = defineContract({
  id: 'supplierRfqList',
  gateways: ['supplier'],
  path: 'rfq/list.json',
  methods: ['POST'],
  summary:
    "The RFQs matched to the signed-in supplier, newest first, with whether it has seen each and its quotation's state.",
  data: z.strictObject(paging).optional(),
  response: page.extend({ unseen: z.number(), items: z.array(supplierRfqItemSchema) }),
  auth: 'supplier',
  mutates: false,
});

export const supplierRfqDetail = defineContract({
  id: 'supplierRfqDetail',
  gateways: ['supplier'],
  path: 'rfq/detail.json',
  methods: ['POST'],
  summary:
    "One RFQ matched to the signed-in supplier (others: not found), marked seen, with its own quotation and the buyer's replies.",
  data: rfqId,
  response: supplierRfqSchema,
  auth: 'supplier',
  // reading marks the RFQ seen, nothing anyone else can see or use
  mutates: false,
});

export const submitQuotation = defineContract({
  id: 'submitQuotation',
  gateways: ['supplier'],
  path: 'rfq/quotation/save.json',
  methods: ['POST'],
  summary:
    "The signed-in supplier's quotation on a matched, open RFQ: one per supplier and RFQ, changed in place until the buyer replies.",
  data: quotationFieldsSchema.extend({ rfqId: idParam }),
  response: z.object({ quotationId: z.number(), created: z.boolean() }),
  auth: 'supplier',
  mutates: true,
  idempotent: true,
});
