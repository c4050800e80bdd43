import { z } from 'zod';
import { text } from '@/lib/validation/text';

// Tracking events as lib/tracking/service.ts records them: the data of the API's tracking contracts
// (lib/api/contracts/tracking.ts; client-safe, zod only).

const label = text().trim().min(1).max(100);
const propValue = z.union([text().max(500), z.number(), z.boolean(), z.null()]);

/** At most this many extra parameters an event. */
export const PROPS_MAX = 20;
/** Keys that name an object's prototype machinery: refused (docs/decisions/0111-storable-text-and-tracking-props.md). */
export const RESERVED_PROP_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

const propKey = text()
  .min(1)
  .max(64)
  .refine((key) => !RESERVED_PROP_KEYS.includes(key), { message: 'reservedKey' });

/**
 * An event's free-form parameters: flat values under ordinary keys, at most PROPS_MAX. Counted and
 * checked for an own `__proto__` before the record is read: zod leaves that key out of a record's
 * output without an issue, and a silent drop would hide the client's mistake.
 */
const props = z.preprocess(
  (value, ctx) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    if (Object.keys(value).length > PROPS_MAX) ctx.addIssue({ code: 'custom', message: 'tooMany', input: value });
    else if (Object.prototype.hasOwnProperty.call(value, '__proto__')) {
      ctx.addIssue({ code: 'custom', message: 'reservedKey', path: ['__proto__'], input: value });
    }
    return value;
  },
  z.record(propKey, propValue),
);

/** spec §7 behaviour event and visit tracking: eventAction, eventCategory, eventName, pageUrl, visitorId, userId. */
export const trackingEventData = z.strictObject({
  eventAction: label,
  eventCategory: label,
  eventName: label,
  pageUrl: text().max(2048).optional(),
  visitorId: text().max(64).optional(),
  /** Accepted for clients of the original contract; the person is always taken from the session. */
  userId: z.union([text().max(64), z.number()]).nullish(),
  /** Extra parameters (e.g. a Page_View's route and its parameters): at most 20 flat values. */
  props: props.optional(),
});
export type TrackingEventData = z.infer<typeof trackingEventData>;

/** spec §7 search analytics: searchType, searchKeyword. */
export const searchEventData = z.strictObject({
  searchType: text().trim().min(1).max(32),
  searchKeyword: text().trim().max(200), // spec §9: search input up to 200 characters
  pageUrl: text().max(2048).optional(),
  visitorId: text().max(64).optional(),
  userId: z.union([text().max(64), z.number()]).nullish(),
});
export type SearchEventData = z.infer<typeof searchEventData>;
