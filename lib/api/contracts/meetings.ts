import { z } from 'zod';
import { MEETING_DECISIONS, meetingRequestSchema } from '@/lib/meetings/rules';
import { defineContract } from '../contract';

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

export const requestMeeting = defineContract({
  id: 'requestMeeting',
  gateways: ['main'],
  path: 'blade-purchaser/meeting/request',
  methods: ['POST'],
  summary:
    'A signed-in buyer proposes a meeting to a supplier (optionally at an exhibition it exhibits at): date and time in an IANA time zone, at least an hour and at most 180 days ahead, 15 to 120 minutes, a topic of 10 to 1,000 characters; at most 3 waiting requests per supplier.',
  data: meetingRequestSchema,
  response: buyerMeetingSchema,
  auth: 'buyer',
  mutates: true,
  // a double click or a retried submission makes one request
  idempotent: true,
});

export const buyerMeetings = defineContract({
  id: 'buyerMeetings',
  gateways: ['main'],
  path: 'blade-purchaser/meeting/list',
  methods: ['POST'],
  summary: "The signed-in buyer's own meeting requests with their status: waiting, upcoming, earlier.",
  data: z.strictObject({}).optional(),
  response: buyerMeetingGroupsSchema,
  auth: 'buyer',
  mutates: false,
});

export const supplierMeetings = defineContract({
  id: 'supplierMeetings',
  gateways: ['supplier'],
  path: 'meeting/list.json',
  methods: ['POST'],
  summary: "The meeting requests buyers sent to the signed-in supplier's company: waiting first, then upcoming.",
  data: z.strictObject({}).optional(),
  response: supplierMeetingGroupsSchema,
  auth: 'supplier',
  mutates: false,
});

export const answerMeeting = defineContract({
  id: 'answerMeeting',
  gateways: ['supplier'],
  path: 'meeting/answer.json',
  methods: ['POST'],
  summary:
    "The signed-in supplier accepts or declines a waiting request of its own company; the buyer is mailed. The same answer again changes nothing; another company's request is not found.",
  data: z.strictObject({
    id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    decision: z.enum(MEETING_DECISIONS),
  }),
  response: supplierMeetingSchema,
  auth: 'supplier',
  mutates: true,
  idempotent: true,
});
