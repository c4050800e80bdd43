import { z } from 'zod';
import { text } from '@/lib/validation/text';
import { isTimeZone, parseWallClock, zonedTimeToInstant } from './time';

/**
 * Meeting request rules (client-safe), shared by the form, the contract and the service. The spec names
 * /requestMeeting only (§2, §9); the window and limits below are the product's (ARCHITECTURE.md).
 */
export const MEETING_DURATIONS = [15, 30, 45, 60, 90, 120] as const;
export const MEETING_DEFAULT_DURATION = 30;
/** The earliest proposal: one hour from now, so the supplier has time to answer. */
export const MEETING_MIN_LEAD_MINUTES = 60;
/** The latest proposal: 180 days ahead (the next season's exhibitions). */
export const MEETING_MAX_AHEAD_DAYS = 180;
export const MEETING_TOPIC_LENGTH = { min: 10, max: 1000 } as const;
/** Requests of one buyer to one supplier that may wait for an answer at once. */
export const MEETING_MAX_OPEN_PER_SUPPLIER = 3;

export const MEETING_DECISIONS = ['accept', 'decline'] as const;
export type MeetingDecision = (typeof MEETING_DECISIONS)[number];

/** What can be wrong with a proposed time; the form and the API name these. */
export type ProposedTimeProblem = 'nonexistent' | 'tooSoon' | 'tooFar';

/** The proposal's instant checked against the window: at least an hour ahead, at most 180 days. */
export function checkProposedTime(instant: Date | null, now: number): ProposedTimeProblem | null {
  if (instant === null) return 'nonexistent';
  const at = instant.getTime();
  if (at < now + MEETING_MIN_LEAD_MINUTES * 60_000) return 'tooSoon';
  if (at > now + MEETING_MAX_AHEAD_DAYS * 86_400_000) return 'tooFar';
  return null;
}

/** A proposal's date, time and zone as its instant (null when the clocks skip it) and the window's verdict. */
export function readProposal(
  proposal: { date: string; time: string; timeZone: string },
  now: number,
): { instant: Date | null; problem: ProposedTimeProblem | null } {
  const instant = zonedTimeToInstant(proposal.date, proposal.time, proposal.timeZone) ?? null;
  return { instant, problem: checkProposedTime(instant, now) };
}

// zod messages are the form's message keys (components/meetings/form-messages.ts)
export const meetingDateSchema = text()
  .min(1, { message: 'required' })
  .refine((date) => parseWallClock(date, '00:00') !== undefined, { message: 'invalid' });
export const meetingTimeSchema = text()
  .min(1, { message: 'required' })
  .refine((time) => parseWallClock('2000-01-01', time) !== undefined, { message: 'invalid' });
export const meetingTimeZoneSchema = text().max(64).refine(isTimeZone, { message: 'timeZone' });
export const meetingDurationSchema = z
  .number()
  .int()
  .refine((minutes) => (MEETING_DURATIONS as readonly number[]).includes(minutes), { message: 'duration' });
export const meetingTopicSchema = text()
  .trim()
  .min(1, { message: 'required' })
  .min(MEETING_TOPIC_LENGTH.min, { message: 'minlength' })
  .max(MEETING_TOPIC_LENGTH.max, { message: 'maxlength' });

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The requestMeeting call's data: the proposal as the buyer's wall clock and zone. */
export const meetingRequestSchema = z.strictObject({
  supplierId: id,
  exhibitionId: id.optional(),
  date: meetingDateSchema,
  time: meetingTimeSchema,
  timeZone: meetingTimeZoneSchema,
  durationMinutes: meetingDurationSchema,
  topic: meetingTopicSchema,
});
export type MeetingRequestInput = z.infer<typeof meetingRequestSchema>;
