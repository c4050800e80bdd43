import { z } from 'zod';
import { storable, text } from '@/lib/validation/text';
import { CONSENT_CATEGORIES } from './cookie';

// The cookie consent record as the API takes it (lib/api/contracts/consent.ts; client-safe, zod only).

/** spec §4: the first consent, a consent given again (the automatic one, a new revision) and a change. */
export const CONSENT_EVENTS = ['firstConsent', 'consent', 'change'] as const;
export type ConsentEvent = (typeof CONSENT_EVENTS)[number];

const category = z.enum(CONSENT_CATEGORIES);
const isoTime = z.iso.datetime({ offset: true }).check(storable, z.maxLength(40));

/** spec §3 cookie consent record, as the consent library writes it, plus which event it records. */
export const consentRecordData = z
  .strictObject({
    event: z.enum(CONSENT_EVENTS),
    consentId: z.uuid().check(storable),
    categories: z
      .array(category)
      .max(CONSENT_CATEGORIES.length)
      .refine((list) => list.includes('necessary'), { message: 'necessaryRequired' })
      .refine((list) => new Set(list).size === list.length, { message: 'duplicate' }),
    services: z.partialRecord(category, z.array(text().min(1).max(64)).max(20)).default({}),
    revision: z.number().int().min(0).max(1_000_000),
    data: z.strictObject({ auto: z.boolean().optional(), country: text().length(2).nullish() }).nullish(),
    consentTimestamp: isoTime,
    lastConsentTimestamp: isoTime,
    /** Milliseconds since 1970, when the consent ends (the cookie's 182 days, spec §9). */
    expirationTime: z.number().int().positive().max(8.64e15),
    languageCode: text().max(16).optional(),
  })
  .refine((v) => Date.parse(v.lastConsentTimestamp) >= Date.parse(v.consentTimestamp), {
    message: 'timeOrder',
    path: ['lastConsentTimestamp'],
  })
  .refine((v) => v.expirationTime > Date.parse(v.lastConsentTimestamp), {
    message: 'timeOrder',
    path: ['expirationTime'],
  });
export type ConsentRecordData = z.infer<typeof consentRecordData>;

/** What the server records: spec §4's accept (analytics allowed) or reject (necessary only). */
export const consentRecorded = z.object({ result: z.enum(['accept', 'reject']) });
