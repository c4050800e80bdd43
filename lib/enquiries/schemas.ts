import { z } from 'zod';
import { ENQUIRY_STATUSES } from './rules';

// Enquiries as lib/enquiries/read.ts returns them and the API answers them (client-safe: zod only; the
// contracts in lib/api/contracts/enquiries.ts read them).

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
