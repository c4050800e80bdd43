import type { ContractRoute } from '../contract';

// The routes the consent island calls, apart from their schemas (as lib/api/contracts/tracking-routes.ts):
// every page's consent check runs without zod (lib/gateway/request.ts `sendEvent`, `askWithoutSchema`).

export const IPCHECK = {
  id: 'ipcheck',
  gateways: ['main'],
  path: 'ipcheck',
  methods: ['GET', 'POST'],
} as const satisfies ContractRoute;

export const COOKIE_CONSENT = {
  id: 'cookieConsent',
  gateways: ['main'],
  path: 'consent/record.json',
  methods: ['POST'],
} as const satisfies ContractRoute;
