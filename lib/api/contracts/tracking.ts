import { z } from 'zod';
import { defineContract } from '../contract';
import { ANALYTICS_SEARCH, ANALYTICS_TRACK, VISIT_TRACK } from './tracking-routes';

const label = z.string().trim().min(1).max(100);
const propValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/** spec §7 behaviour event and visit tracking: eventAction, eventCategory, eventName, pageUrl, visitorId, userId. */
export const trackingEventData = z.strictObject({
  eventAction: label,
  eventCategory: label,
  eventName: label,
  pageUrl: z.string().max(2048).optional(),
  visitorId: z.string().max(64).optional(),
  /** Accepted for clients of the original contract; the person is always taken from the session. */
  userId: z.union([z.string().max(64), z.number()]).nullish(),
  /** Extra parameters (e.g. a Page_View's route and its parameters): at most 20 flat values. */
  props: z
    .record(z.string().max(64), propValue)
    .refine((r) => Object.keys(r).length <= 20, { message: 'at most 20 properties' })
    .optional(),
});
export type TrackingEventData = z.infer<typeof trackingEventData>;

/** spec §7 search analytics: searchType, searchKeyword. */
export const searchEventData = z.strictObject({
  searchType: z.string().trim().min(1).max(32),
  searchKeyword: z.string().trim().max(200), // spec §9: search input up to 200 characters
  pageUrl: z.string().max(2048).optional(),
  visitorId: z.string().max(64).optional(),
  userId: z.union([z.string().max(64), z.number()]).nullish(),
});
export type SearchEventData = z.infer<typeof searchEventData>;

const recorded = z.object({ recorded: z.literal(true) });

export const behaviourEvent = defineContract({
  id: 'behaviourEvent',
  gateways: ['main'],
  path: 'behavior/event.json',
  methods: ['POST'],
  summary: 'A behaviour event (spec §7).',
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
