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
import {
  comparisonSchema,
  rfqDetailSchema,
  rfqListItemSchema,
  supplierRfqItemSchema,
  supplierRfqSchema,
} from '@/lib/rfq/schemas';
import { defineContract } from '../contract';
import { PRODUCT_ID_ALIASES, PRODUCT_NAME_ALIASES, withAliases } from '@/lib/validation/aliases';
import { idParam } from '@/lib/validation/id';
import { purchaseInfoSchema } from '@/lib/accounts/schemas';
import { CACHE_TAGS } from '@/lib/cache/tags';

/** spec §7 RFQ calls (addRfq ... isCompleted) and the supplier side of quotations. */

const rfqId = z.strictObject({ rfqId: idParam });

export const postedSchema = z.object({ rfqId: z.number(), matchedSuppliers: z.number() });

const page = z.object({ total: z.number(), page: z.number(), pageSize: z.number() });

const paging = {
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(RFQ_LIMITS.pageSize),
};

const account = { email: emailSchema, password: registerPasswordSchema };

/** An RFQ as posted, its product also named and identified as the app does (spec §3: goodsName, goodsSpuId…). */
const postedRfq = withAliases(newRfqSchema, { productName: PRODUCT_NAME_ALIASES, productId: PRODUCT_ID_ALIASES });

export const addRfq = defineContract({
  id: 'addRfq',
  gateways: ['main'],
  path: 'blade-purchaser/rfq/addRfq',
  methods: ['POST'],
  summary:
    'spec §7 addRfq: a signed-in buyer posts an RFQ (attachments by upload id); it is matched to suppliers of its category in the same transaction. The product name is also taken as goodsName or enName, its id as goodsSpuId, goodId or spuId.',
  data: postedRfq,
  response: postedSchema,
  auth: 'buyer',
  mutates: true,
  expires: [CACHE_TAGS.buyerDemand],
  idempotent: true,
});

const withAccount = z.strictObject({ rfq: postedRfq, ...account });

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
  captcha: 'signedOut',
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
  captcha: 'signedOut',
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
