import { z } from 'zod';

// Meeting requests as lib/meetings/service.ts returns them and the API answers them (client-safe: zod
// only; the contracts in lib/api/contracts/meetings.ts read them).

/** A request as both sides see it; `expired` is a pending request whose time has passed unanswered. */
export const MEETING_STATES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type MeetingState = (typeof MEETING_STATES)[number];

const meetingBase = z.object({
  id: z.number(),
  state: z.enum(MEETING_STATES),
  /** The proposed start, an ISO instant. */
  proposedAt: z.string(),
  /** The buyer's IANA time zone the time was proposed in. */
  timeZone: z.string(),
  durationMinutes: z.number(),
  topic: z.string(),
  exhibition: z.object({ id: z.number(), name: z.string() }).nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});

export const buyerMeetingSchema = meetingBase.extend({
  supplier: z.object({ id: z.number(), name: z.string(), slug: z.string(), timeZone: z.string().nullable() }),
});
export type BuyerMeeting = z.infer<typeof buyerMeetingSchema>;

export const supplierMeetingSchema = meetingBase.extend({
  /** The buyer's e-mail is shared once the supplier has accepted; before that it is null. */
  buyer: z.object({
    name: z.string().nullable(),
    companyName: z.string().nullable(),
    countryCode: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type SupplierMeeting = z.infer<typeof supplierMeetingSchema>;

/** Waiting for an answer (soonest first), accepted and still ahead (soonest first), the rest (newest first). */
function grouped<T extends z.ZodType>(item: T) {
  return z.object({ pending: z.array(item), upcoming: z.array(item), earlier: z.array(item) });
}
export const buyerMeetingGroupsSchema = grouped(buyerMeetingSchema);
export type BuyerMeetingGroups = z.infer<typeof buyerMeetingGroupsSchema>;
export const supplierMeetingGroupsSchema = grouped(supplierMeetingSchema);
export type SupplierMeetingGroups = z.infer<typeof supplierMeetingGroupsSchema>;
