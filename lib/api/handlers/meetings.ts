import 'server-only';
import {
  answerMeetingRequest,
  createMeetingRequest,
  listBuyerMeetings,
  listSupplierMeetings,
  type CreateMeetingError,
} from '@/lib/meetings/service';
import { MEETING_MAX_AHEAD_DAYS, MEETING_MAX_OPEN_PER_SUPPLIER, MEETING_MIN_LEAD_MINUTES } from '@/lib/meetings/rules';
import { CONTRACTS } from '../contracts';
import { ApiFailure } from '../failure';
import { defineHandler, type CallContext } from '../handler';
import { siteUrl } from './site';

/** Meeting requests: buyers propose, suppliers answer (lib/meetings). */
export const meetingHandlers = {
  requestMeeting: defineHandler(CONTRACTS.requestMeeting, async (data, context) => {
    const result = await createMeetingRequest({
      buyerAccountId: buyerOf(context),
      locale: context.locale,
      data,
      links: linksOf(context),
    });
    if (!result.ok) throw requestFailure(result.error);
    return result.meeting;
  }),
  buyerMeetings: defineHandler(CONTRACTS.buyerMeetings, async (_data, context) =>
    listBuyerMeetings(context.locale, buyerOf(context)),
  ),
  supplierMeetings: defineHandler(CONTRACTS.supplierMeetings, async (_data, context) =>
    listSupplierMeetings(context.locale, supplierOf(context)),
  ),
  answerMeeting: defineHandler(CONTRACTS.answerMeeting, async (data, context) => {
    const result = await answerMeetingRequest({
      supplierId: supplierOf(context),
      id: data.id,
      decision: data.decision,
      locale: context.locale,
      links: linksOf(context),
    });
    if (result.ok) return result.meeting;
    if (result.error === 'notFound') throw new ApiFailure('notFound', [], {}, { key: 'meetingNotFound' });
    const key = result.error === 'passed' ? 'meetingPassed' : 'meetingAnswered';
    throw new ApiFailure('conflict', [{ path: 'data.id', code: result.error }], {}, { key });
  }),
};

function buyerOf({ caller }: CallContext): number {
  if (!caller || caller.memberType !== 2) throw new ApiFailure('invalidToken');
  return caller.accountId;
}

function supplierOf({ caller }: CallContext): number {
  if (!caller || caller.memberType !== 3 || caller.supplierId === null) throw new ApiFailure('forbidden');
  return caller.supplierId;
}

function linksOf(context: CallContext) {
  return { page: (path: string) => siteUrl(context, path) };
}

/** A refused request as the API answers it: the field it is about and a translated reason. */
function requestFailure(error: CreateMeetingError): ApiFailure {
  const invalid = (path: string, code: string, key: Parameters<typeof message>[0], values?: Record<string, number>) =>
    new ApiFailure('invalidData', [{ path, code }], {}, message(key, values));
  switch (error) {
    case 'supplierUnknown':
      return invalid('data.supplierId', 'unknown', 'meetingSupplierUnknown');
    case 'exhibitionUnknown':
      return invalid('data.exhibitionId', 'unknown', 'meetingExhibitionUnknown');
    case 'nonexistent':
      return invalid('data.time', 'nonexistent', 'meetingTimeNonexistent');
    case 'tooSoon':
      return invalid('data.time', 'too_soon', 'meetingTooSoon', { hours: MEETING_MIN_LEAD_MINUTES / 60 });
    case 'tooFar':
      return invalid('data.date', 'too_far', 'meetingTooFar', { days: MEETING_MAX_AHEAD_DAYS });
    case 'openLimit':
      return new ApiFailure(
        'conflict',
        [{ path: 'data.supplierId', code: 'open_limit' }],
        {},
        message('meetingOpenLimit', { count: MEETING_MAX_OPEN_PER_SUPPLIER }),
      );
  }
}

type MeetingMessage =
  | 'meetingSupplierUnknown'
  | 'meetingExhibitionUnknown'
  | 'meetingTimeNonexistent'
  | 'meetingTooSoon'
  | 'meetingTooFar'
  | 'meetingOpenLimit';

function message(key: MeetingMessage, values?: Record<string, number>) {
  return { key, ...(values && { values }) };
}
