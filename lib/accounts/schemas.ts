import { z } from 'zod';

// The accounts domain's records as services return them and the API answers them (client-safe: zod only;
// the contracts in lib/api/contracts/accounts.ts and the browser's stored user info read them).

/** spec §3 buyer user info (the token itself is never echoed back). */
export const buyerUserInfoSchema = z.object({
  id: z.number(),
  userId: z.number(),
  nickname: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  tagCodes: z.array(z.string()),
  companyName: z.string().nullable(),
  mobile: z.string().nullable(),
  dialingCode: z.string().nullable(),
  mobileAreaCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  isGlobalBuyer: z.boolean(),
  /**
   * Whether the buyer confirmed the e-mail address (a /verify link, a used password link or a social
   * sign-in). The default lets user info that clients stored before this field existed still be read.
   */
  emailVerified: z.boolean().default(false),
});
export type BuyerUserInfo = z.infer<typeof buyerUserInfoSchema>;

export const supplierAccountInfoSchema = z.object({
  id: z.number(),
  email: z.string(),
  nickname: z.string().nullable(),
  supplierId: z.number(),
  supplierName: z.string(),
});
export type SupplierAccountInfo = z.infer<typeof supplierAccountInfoSchema>;

/** The buyer's purchase profile (spec §3 register payload and pre-registration fields). */
export const purchaseInfoSchema = z.object({
  companyName: z.string().nullable(),
  contactName: z.string().nullable(),
  mobile: z.string().nullable(),
  dialingCode: z.string().nullable(),
  countryCode: z.string().nullable(),
  tagCodes: z.array(z.string()),
  productName: z.string().nullable(),
  companyWebsite: z.string().nullable(),
  businessType: z.number().nullable(),
  jobTitle: z.string().nullable(),
});
export type PurchaseInfo = z.infer<typeof purchaseInfoSchema>;

export const notificationSettingsSchema = z.object({
  newsletter: z.boolean(),
  rfqUpdates: z.boolean(),
  exhibitionNews: z.boolean(),
});
