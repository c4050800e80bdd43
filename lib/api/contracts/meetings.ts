import { z } from 'zod';
import { MEETING_DECISIONS, meetingRequestSchema } from '@/lib/meetings/rules';
import {
  buyerMeetingGroupsSchema,
  buyerMeetingSchema,
  supplierMeetingGroupsSchema,
  supplierMeetingSchema,
} from '@/lib/meetings/schemas';
import { defineContract } from '../contract';

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
