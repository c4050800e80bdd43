import { z } from 'zod';
import { emailSchema } from '@/lib/accounts/rules';
import { optionalText, text } from '@/lib/validation/text';

/**
 * The customer-service message (spec §2 /customer-service; its fields are not shown in the spec, so these
 * are ours: docs/decisions/0159). Client-safe: the contract, the service and the form share them.
 */
export const SUPPORT_TOPICS = ['account', 'enquiry', 'exhibition', 'supplier', 'privacy', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_LIMITS = {
  nameMax: 100,
  companyMax: 120,
  referenceMax: 200,
  messageMin: 20,
  messageMax: 4000,
  /** Confirmations a day to one e-mail address, so the form cannot be used to flood someone's inbox. */
  perEmailDay: 3,
} as const;

export const supportMessageData = z.strictObject({
  name: text().trim().min(1, { message: 'required' }).max(SUPPORT_LIMITS.nameMax, { message: 'maxlength' }),
  email: emailSchema,
  company: optionalText(SUPPORT_LIMITS.companyMax),
  topic: z.enum(SUPPORT_TOPICS, { message: 'topic' }),
  reference: optionalText(SUPPORT_LIMITS.referenceMax),
  message: text()
    .trim()
    .min(1, { message: 'required' })
    .min(SUPPORT_LIMITS.messageMin, { message: 'minlength' })
    .max(SUPPORT_LIMITS.messageMax, { message: 'maxlength' }),
});
export type SupportMessageData = z.output<typeof supportMessageData>;

export const supportMessageSent = z.strictObject({ reference: z.string() });
