import { z } from 'zod';
import { searchEventData, trackingEventData } from '@/lib/tracking/schemas';
import { defineContract } from '../contract';
import { ANALYTICS_SEARCH, ANALYTICS_TRACK, BEHAVIOUR_EVENT, VISIT_TRACK } from './tracking-routes';

/**
 * `recorded: false`: the event was dropped, not refused, because analytics has no consent for this caller
 * (spec §4, §9: a refusal in the consent cookie, or no consent yet from Germany or Poland; lib/tracking/consent.ts).
 */
const recorded = z.object({ recorded: z.boolean() });

export const behaviourEvent = defineContract({
  ...BEHAVIOUR_EVENT,
  summary:
    'A behaviour event (spec §7): eventAction, eventCategory, eventName, pageUrl, visitorId; the site sends one when a visitor follows a marked call to action, once analytics is allowed.',
  data: trackingEventData,
  response: recorded,
  auth: 'optional',
  mutates: true,
});

export const visitTrack = defineContract({
  ...VISIT_TRACK,
  summary: 'Visit tracking, e.g. the Page_View each route match sends (spec §7).',
  data: trackingEventData,
  response: recorded,
  auth: 'optional',
  mutates: true,
});

export const analyticsTrack = defineContract({
  ...ANALYTICS_TRACK,
  summary: 'An analytics tracking event (spec §7).',
  data: trackingEventData,
  response: recorded,
  auth: 'optional',
  mutates: true,
});

export const analyticsSearch = defineContract({
  ...ANALYTICS_SEARCH,
  summary: 'A search analytics event: searchType and searchKeyword (spec §7).',
  data: searchEventData,
  response: recorded,
  auth: 'optional',
  mutates: true,
});
