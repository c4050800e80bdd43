import { z } from 'zod';
import { href } from '@/lib/routes/href';
import { storable, text } from '@/lib/validation/text';
import {
  buyerUserInfoSchema,
  notificationSettingsSchema,
  purchaseInfoSchema,
  supplierAccountInfoSchema,
} from '@/lib/accounts/schemas';
import { defineContract } from '../contract';

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

const trimmed = (max: number) => text().trim().max(max);

export const purchaseInfoPatch = z.strictObject({
  companyName: trimmed(200).optional(),
  contactName: trimmed(100).optional(),
  mobile: text()
    .trim()
    .regex(/^[\d\s()+-]{4,24}$/)
    .optional(),
  dialingCode: text()
    .trim()
    .regex(/^\+?\d{1,4}$/)
    .optional(),
  countryCode: text()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  tagCodes: z.array(text().trim().min(1).max(32)).max(10, { message: 'tagsMax' }).optional(),
  productName: trimmed(200).optional(),
  companyWebsite: z
    .url({ protocol: /^https?$/ })
    .max(300)
    .check(storable)
    .optional(),
  // spec §3: a list of 10 business types
  businessType: z.number().int().min(1).max(10).optional(),
  jobTitle: trimmed(100).optional(),
});

/** The buyer id some original clients send; it must be the caller's own. */
const ownBuyer = z.strictObject({ buyerId: z.union([z.number(), text().regex(/^\d+$/)]).optional() }).optional();

export const getPurchaseInfo = defineContract({
  id: 'getPurchaseInfo',
  gateways: ['main'],
  path: 'blade-purchaser/account/getPurchaseInfo',
  methods: ['POST'],
  summary: "The signed-in buyer's purchase profile.",
  data: z.strictObject({}).optional(),
  response: purchaseInfoSchema,
  auth: 'buyer',
  mutates: false,
  singleInstance: true,
});

export const accountGetPurchaseInfo = defineContract({
  id: 'accountGetPurchaseInfo',
  gateways: ['main'],
  path: 'blade-purchaser/account/accountGetPurchaseInfo',
  methods: ['POST'],
  summary: "spec §7 accountGetPurchaseInfo with the buyer id: the caller's own profile only.",
  data: ownBuyer,
  response: purchaseInfoSchema,
  auth: 'buyer',
  mutates: false,
});

export const getBuyerUserInfo = defineContract({
  id: 'getBuyerUserInfo',
  gateways: ['main'],
  path: 'blade-purchaser/account/getBuyerUserInfo',
  methods: ['POST'],
  summary: "spec §7 getBuyerUserInfo with the buyer id: the caller's own user info only.",
  data: ownBuyer,
  response: buyerUserInfoSchema,
  auth: 'buyer',
  mutates: false,
});

export const completePurchaseInfo = defineContract({
  id: 'completePurchaseInfo',
  gateways: ['main'],
  path: 'blade-purchaser/account/completePurchaseInfo',
  methods: ['POST'],
  summary: "Completes or changes the signed-in buyer's purchase profile (only the fields sent).",
  data: purchaseInfoPatch,
  response: purchaseInfoSchema,
  auth: 'buyer',
  mutates: true,
});

const phoneCheck = z.object({
  valid: z.boolean(),
  e164: z.string().nullable(),
  country: z.string().nullable(),
  whatsappLink: z.string().nullable(),
});
const phoneData = z.strictObject({
  mobile: text().trim().min(1).max(32),
  dialingCode: text().trim().max(8).optional(),
  country: text().trim().max(2).optional(),
});

export const getPublicEmailVerify = defineContract({
  id: 'getPublicEmailVerify',
  gateways: ['main'],
  path: 'blade-pre-registration/preRegisterVerify/getPublicEmailVerify.json',
  methods: ['POST'],
  summary:
    'spec §5, §7: result 1 a free mailbox (warning), 2 a company address, 3 a throwaway address (error); isVerify false when malformed.',
  data: z.strictObject({ email: text().max(254) }),
  response: z.object({ isVerify: z.boolean(), result: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
  auth: 'none',
  mutates: false,
});

export const getMobileVerify = defineContract({
  id: 'getMobileVerify',
  gateways: ['main'],
  path: 'blade-pre-registration/preRegisterVerify/getMobileVerify.json',
  methods: ['POST'],
  summary: 'Whether a mobile number can exist (offline numbering metadata), in E.164.',
  data: phoneData,
  response: phoneCheck,
  auth: 'none',
  mutates: false,
});

export const getWhatsappVerify = defineContract({
  id: 'getWhatsappVerify',
  gateways: ['main'],
  path: 'blade-pre-registration/preRegisterVerify/getWhatsappVerify.json',
  methods: ['POST'],
  summary:
    'Whether a WhatsApp number can exist, with its wa.me link (whether it uses WhatsApp cannot be known offline).',
  data: phoneData,
  response: phoneCheck,
  auth: 'none',
  mutates: false,
});

export const getNotificationSettings = defineContract({
  id: 'getNotificationSettings',
  gateways: ['main'],
  path: 'blade-purchaser/account/getNotificationSettings',
  methods: ['POST'],
  summary: "The signed-in buyer's mail choices behind /setting/unsubscribe (newsletter, RFQ updates, exhibition news).",
  data: z.strictObject({}).optional(),
  response: notificationSettingsSchema,
  auth: 'buyer',
  mutates: false,
});

export const saveNotificationSettings = defineContract({
  id: 'saveNotificationSettings',
  gateways: ['main'],
  path: 'blade-purchaser/account/saveNotificationSettings',
  methods: ['POST'],
  summary: "Saves the signed-in buyer's three mail switches; answers what was saved.",
  data: notificationSettingsSchema.strict(),
  response: notificationSettingsSchema,
  auth: 'buyer',
  mutates: true,
});

export const unsubscribe = defineContract({
  id: 'unsubscribe',
  gateways: ['main'],
  path: 'blade-purchaser/account/unsubscribe',
  methods: ['POST'],
  summary:
    "A mail's signed unsubscribe link, without signing in: switches off what the token names (one kind of mail, or all).",
  data: z.strictObject({ token: text().min(1).max(200) }),
  response: z.object({
    setting: z.enum(['newsletter', 'rfqUpdates', 'exhibitionNews', 'all']),
    settings: notificationSettingsSchema,
  }),
  auth: 'none',
  mutates: true,
});

export const unsubscribeOneClick = defineContract({
  id: 'unsubscribeOneClick',
  gateways: ['main'],
  path: 'blade-purchaser/account/unsubscribeOneClick',
  methods: ['POST'],
  summary:
    "RFC 8058 one-click unsubscribe, the address of a mail's List-Unsubscribe header: the mail client POSTs `List-Unsubscribe=One-Click` as a form with the token in the query string (JSON envelopes work too), from any origin; a GET is sent to /setting/unsubscribe, which asks first.",
  data: z.strictObject({ token: text().min(1).max(200), 'List-Unsubscribe': z.literal('One-Click') }),
  response: z.object({
    setting: z.enum(['newsletter', 'rfqUpdates', 'exhibitionNews', 'all']),
    settings: notificationSettingsSchema,
  }),
  auth: 'none',
  mutates: true,
  oneClick: { page: href('unsubscribe') },
});

const verifyCode = text().min(20).max(128);

export const verifyEmail = defineContract({
  id: 'verifyEmail',
  gateways: ['main'],
  path: 'blade-purchaser/account/verifyEmail',
  methods: ['POST'],
  summary:
    "Confirms an account's e-mail address with the single-use code of a mailed /verify link (7 days); no sign-in needed, none given.",
  data: z.strictObject({ code: verifyCode }),
  response: z.object({ status: z.enum(['verified', 'alreadyVerified']), email: z.string() }),
  auth: 'none',
  mutates: true,
});

export const sendVerifyEmail = defineContract({
  id: 'sendVerifyEmail',
  gateways: ['main'],
  path: 'blade-purchaser/account/sendVerifyEmail',
  methods: ['POST'],
  summary:
    'Mails the signed-in buyer a new /verify link (at most 3 an hour); a confirmed address gets no mail and the answer says so.',
  data: z.strictObject({}).optional(),
  response: z.object({ status: z.enum(['sent', 'alreadyVerified']) }),
  auth: 'buyer',
  mutates: true,
});
