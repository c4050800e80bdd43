import type { ContractRoute } from '../contract';

// The routes of the tracking contracts, apart from their schemas (lib/api/contracts/tracking.ts spreads
// them into the contracts): the page-view beacon and the search page's analytics event send with them
// alone, so neither loads zod (lib/gateway/request.ts `sendEvent`, ARCHITECTURE.md "The API").

export const VISIT_TRACK = {
  id: 'visitTrack',
  gateways: ['expo'],
  path: 'visit/track.json',
  methods: ['POST'],
} as const satisfies ContractRoute;

export const ANALYTICS_TRACK = {
  id: 'analyticsTrack',
  gateways: ['ms'],
  path: 'analytics/track.json',
  methods: ['POST'],
} as const satisfies ContractRoute;

export const ANALYTICS_SEARCH = {
  id: 'analyticsSearch',
  gateways: ['ms'],
  path: 'analytics/search.json',
  methods: ['POST'],
} as const satisfies ContractRoute;

export const BEHAVIOUR_EVENT = {
  id: 'behaviourEvent',
  gateways: ['main'],
  path: 'behavior/event.json',
  methods: ['POST'],
} as const satisfies ContractRoute;
