import { z } from 'zod';
import { productIdParam } from '@/lib/cart/schema';
import {
  ENQUIRY_LIMITS,
  enquirerEmailSchema,
  enquiryIdParam,
  enquiryItemSchema,
  enquiryMessageSchema,
  quantitySchema,
  unitCodeSchema,
} from '@/lib/enquiries/rules';
import { buyerEnquirySchema, supplierEnquirySchema } from '@/lib/enquiries/schemas';
import { defineContract } from '../contract';
import { CACHE_TAGS } from '@/lib/cache/tags';

/** Optional paging: page 1 and ENQUIRY_LIMITS.pageSize by default; a page beyond the last has no items. */
const paging = z
  .strictObject({
    page: z.number().int().min(1).max(1000).optional(),
    pageSize: z.number().int().min(1).max(ENQUIRY_LIMITS.pageSizeMax).optional(),
  })
  .optional();

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number(), pageCount: z.number() });

/** The new buyer session when the enquiry registered its sender at once (spec §7 fastRegister). */
const registration = {
  registered: z.boolean(),
  tradeChinaToken: z.string().nullable(),
};

export const sentEnquirySchema = z.object({
  enquiryId: z.number(),
  supplierId: z.number(),
  productId: z.number().nullable(),
  ...registration,
});
export type SentEnquiry = z.infer<typeof sentEnquirySchema>;

export const sentEnquiryListSchema = z.object({
  batchId: z.string(),
  enquiries: z.array(z.object({ enquiryId: z.number(), productId: z.number(), supplierId: z.number() })),
  ...registration,
});
export type SentEnquiryList = z.infer<typeof sentEnquiryListSchema>;

export const submitNewInquiry = defineContract({
  id: 'submitNewInquiry',
  gateways: ['main'],
  path: 'blade-purchaser/inquiry/submitNewInquiry',
  methods: ['POST'],
  summary:
    'spec §7 submitNewInquiry: a buyer writes to the supplier of one product (quantity required) or to one supplier. Signed out, `email` registers the buyer at once in the same transaction (fastRegister) and signs them in; an e-mail with an account is refused (409, sign in instead). Suppliers are refused. The supplier is mailed.',
  data: z
    .strictObject({
      productId: productIdParam.optional(),
      supplierId: productIdParam.optional(),
      message: enquiryMessageSchema,
      quantity: quantitySchema.optional(),
      unitCode: unitCodeSchema.optional(),
      /** Signed-out buyers only; ignored when a buyer is signed in. */
      email: enquirerEmailSchema.optional(),
    })
    .refine((d) => (d.productId === undefined) !== (d.supplierId === undefined), {
      message: 'required',
      path: ['productId'],
    })
    .refine((d) => d.productId === undefined || d.quantity !== undefined, { message: 'required', path: ['quantity'] })
    .refine((d) => d.unitCode === undefined || d.quantity !== undefined, { message: 'required', path: ['quantity'] }),
  response: sentEnquirySchema,
  auth: 'optional',
  captcha: 'signedOut',
  mutates: true,
  expires: [CACHE_TAGS.buyerDemand],
  idempotent: true,
});

export const submitInquiryList = defineContract({
  id: 'submitInquiryList',
  gateways: ['main'],
  path: 'blade-purchaser/inquiry/submitInquiryList',
  methods: ['POST'],
  summary:
    "spec §7 submitInquiryList: one message about up to 10 products (the enquiry cart): one enquiry per product sharing a batchId, and the products leave the buyer's cart, in one transaction. Signed out, `email` registers the buyer at once as for submitNewInquiry.",
  data: z.strictObject({
    items: z
      .array(enquiryItemSchema)
      .min(1)
      .max(ENQUIRY_LIMITS.listMax)
      .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, { message: 'duplicate' }),
    message: enquiryMessageSchema,
    email: enquirerEmailSchema.optional(),
  }),
  response: sentEnquiryListSchema,
  auth: 'optional',
  captcha: 'signedOut',
  mutates: true,
  expires: [CACHE_TAGS.buyerDemand],
  idempotent: true,
});

export const inquiryList = defineContract({
  id: 'inquiryList',
  gateways: ['main'],
  path: 'blade-purchaser/inquiry/list',
  methods: ['POST'],
  summary: "The signed-in buyer's own sent enquiries, newest first.",
  data: paging,
  response: pageOf(buyerEnquirySchema),
  auth: 'buyer',
  mutates: false,
});

export const inquiryDetail = defineContract({
  id: 'inquiryDetail',
  gateways: ['main'],
  path: 'blade-purchaser/inquiry/detail',
  methods: ['POST'],
  summary: "One of the signed-in buyer's own enquiries; anyone else's is not found.",
  data: z.strictObject({ enquiryId: enquiryIdParam }),
  response: buyerEnquirySchema,
  auth: 'buyer',
  mutates: false,
});

export const supplierInquiryList = defineContract({
  id: 'supplierInquiryList',
  gateways: ['supplier'],
  path: 'inquiry/list.json',
  methods: ['POST'],
  summary:
    "The enquiries the signed-in supplier's company received, newest first, with their read state and the unread count.",
  data: paging,
  response: pageOf(supplierEnquirySchema).extend({ unread: z.number() }),
  auth: 'supplier',
  mutates: false,
});

export const supplierInquiryDetail = defineContract({
  id: 'supplierInquiryDetail',
  gateways: ['supplier'],
  path: 'inquiry/detail.json',
  methods: ['POST'],
  summary:
    "One enquiry of the signed-in supplier's company, marked read by opening it; another company's is not found.",
  data: z.strictObject({ enquiryId: enquiryIdParam }),
  response: supplierEnquirySchema,
  auth: 'supplier',
  mutates: true,
});
