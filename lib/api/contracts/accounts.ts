import { z } from 'zod';
import { defineContract } from '../contract';

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

export const getUserInfo = defineContract({
  id: 'getUserInfo',
  gateways: ['main'],
  path: 'login/getUserInfo.json',
  methods: ['POST'],
  summary: "The signed-in buyer's user info (spec §3, §7).",
  data: z.strictObject({}).optional(),
  response: buyerUserInfoSchema,
  auth: 'buyer',
  mutates: false,
  singleInstance: true,
});

export const supplierAccountInfo = defineContract({
  id: 'supplierAccountInfo',
  gateways: ['supplier'],
  path: 'account/info.json',
  methods: ['POST'],
  summary: "The signed-in supplier's account and company.",
  data: z.strictObject({}).optional(),
  response: supplierAccountInfoSchema,
  auth: 'supplier',
  mutates: false,
  singleInstance: true,
});
