import { z } from 'zod';
import { emailSchema } from '@/lib/accounts/rules';
import { collectedCardSchema } from '@/lib/favourites/schemas';
import { optionalText, text } from '@/lib/validation/text';

/**
 * The e-card (spec §1 e-cards, §2 /myCard; the fields are those of spec §3's business card): what a
 * buyer shares with exhibitors through its QR code. Client-safe: the contract, the service and the form
 * share it (docs/decisions/0162).
 */
export const CARD_LIMITS = { fullNameMax: 100, jobTitleMax: 100, companyMax: 120, websiteMax: 200 } as const;

export const businessCardData = z.strictObject({
  fullName: text().trim().min(1, { message: 'required' }).max(CARD_LIMITS.fullNameMax, { message: 'maxlength' }),
  jobTitle: optionalText(CARD_LIMITS.jobTitleMax),
  companyName: optionalText(CARD_LIMITS.companyMax),
  email: emailSchema,
  mobile: text()
    .trim()
    .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{3,18}[0-9]$/.test(v), { message: 'mobile' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  countryCode: text()
    .trim()
    .refine((v) => v === '' || /^[A-Z]{2}$/.test(v), { message: 'invalid' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  website: text()
    .trim()
    .max(CARD_LIMITS.websiteMax, { message: 'maxlength' })
    .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { message: 'website' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type BusinessCardData = z.output<typeof businessCardData>;

/** A card as its owner and the people it is shared with see it: a collected card's fields and its link's token. */
export const businessCard = collectedCardSchema.omit({ avatarUrl: true }).extend({ token: z.string() });
export type BusinessCard = z.infer<typeof businessCard>;

/** The token in a card's link: 24 characters of base64url. */
export const cardTokenSchema = text().regex(/^[A-Za-z0-9_-]{24}$/, { message: 'invalid' });

export const keepCardData = z.strictObject({ token: cardTokenSchema });
export const keptCard = z.strictObject({ businessCardId: z.number(), kept: z.boolean() });
