import { z } from 'zod';
import { productIdParam } from '@/lib/cart/schema';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_STATUSES,
  enquirerEmailSchema,
  enquiryIdParam,
  enquiryItemSchema,
  enquiryMessageSchema,
  quantitySchema,
  unitCodeSchema,
} from '@/lib/enquiries/rules';
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

/** The product of an enquiry as lists show it (names in the reader's language). */
export const enquiryProductSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});

export const enquirySupplierSchema = z.object({ id: z.number(), slug: z.string(), name: z.string() });

const enquiryCommon = {
  id: z.number(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** Enquiries sent together from the cart share it. */
  batchId: z.string().nullable(),
  product: enquiryProductSchema.nullable(),
  supplier: enquirySupplierSchema,
  quantity: z.number().nullable(),
  unitCode: z.string().nullable(),
  /** The unit's name in the reader's language (plural when the quantity is not 1). */
  unit: z.string().nullable(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
};

/** An enquiry the buyer sent. */
export const buyerEnquirySchema = z.object({ ...enquiryCommon });
export type BuyerEnquiry = z.infer<typeof buyerEnquirySchema>;

/** What a supplier learns of the buyer: enough to answer (the buyer chose to write to this supplier). */
export const enquiryBuyerSchema = z.object({
  name: z.string().nullable(),
  company: z.string().nullable(),
  countryCode: z.string().nullable(),
  email: z.string(),
  /** The buyer confirmed the address (accounts made from an enquiry's e-mail start unconfirmed). */
  emailVerified: z.boolean(),
});

/** An enquiry a supplier received; `read` once anyone of the company opened it. */
export const supplierEnquirySchema = z.object({
  ...enquiryCommon,
  read: z.boolean(),
  buyer: enquiryBuyerSchema,
});
export type SupplierEnquiry = z.infer<typeof supplierEnquirySchema>;

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
