/**
 * The gateways of spec §7 that Sourcefair serves itself, each under one API prefix, with the answer
 * codes of spec §8. Client-safe: the typed client (lib/gateway) reads the same table.
 */

export const GATEWAY_IDS = ['main', 'supplier', 'expo', 'homelife', 'ms', 'saas'] as const;
export type GatewayId = (typeof GATEWAY_IDS)[number];

/** Every way a call can end. Each gateway writes each one as its own code. */
export const OUTCOMES = [
  'ok',
  'invalidToken',
  'badJson',
  'invalidEnvelope',
  'invalidData',
  'payloadTooLarge',
  'unsupportedMediaType',
  'crossSite',
  'forbidden',
  'notFound',
  'methodNotAllowed',
  'conflict',
  'rateLimited',
  'serverError',
  /** The database cannot be reached just now (lib/db/unavailable.ts): 503 with Retry-After. */
  'unavailable',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The HTTP status sent with each outcome; the body is always the gateway's envelope. */
export const OUTCOME_STATUS: Record<Outcome, number> = {
  ok: 200,
  invalidToken: 401,
  badJson: 400,
  invalidEnvelope: 400,
  invalidData: 400,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  crossSite: 403,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  rateLimited: 429,
  serverError: 500,
  unavailable: 503,
};

export type Code = string | number;

/**
 * How a gateway learns who calls:
 * - `user`: the buyer's or supplier's session token (cookie, envelope `token` or `Authorization: Bearer`);
 * - `appEnvelope`: spec §7's fixed application token in the envelope `token`, the person from the
 *   session cookie or `Authorization: Bearer`;
 * - `appHeader`: the application token in the `X-App-Token` header (the micro-service gateway's auth
 *   header), the person as for `appEnvelope`.
 */
export type CredentialMode = 'user' | 'appEnvelope' | 'appHeader';

/** spec §3: the buyer envelope (websiteId, exhibitionId, themeType) or the platform one (siteId, country, systemId). */
export type EnvelopeKind = 'buyer' | 'platform';

export interface GatewayDefinition {
  id: GatewayId;
  prefix: string;
  title: string;
  envelope: EnvelopeKind;
  credential: CredentialMode;
  /** The `code` written for each outcome. */
  codes: Record<Outcome, Code>;
  /** spec §8: the code a client reads as an invalid token (forced login); none for homelife. */
  invalidTokenCode: Code | null;
  /** spec §8: the codes a client reads as success (besides `success: true` on the micro-service gateway). */
  successCodes: readonly Code[];
}

const HTTP_LIKE: Record<Outcome, string> = {
  ok: '200',
  invalidToken: '401',
  badJson: '400',
  invalidEnvelope: '400',
  invalidData: '422',
  payloadTooLarge: '413',
  unsupportedMediaType: '415',
  crossSite: '403',
  forbidden: '403',
  notFound: '404',
  methodNotAllowed: '405',
  conflict: '409',
  rateLimited: '429',
  serverError: '500',
  unavailable: '503',
};

// Main, supplier and SaaS: '0' success, '100001' invalid token (spec §8); the rest share the 100xxx range.
const BLADE: Record<Outcome, string> = {
  ok: '0',
  invalidToken: '100001',
  badJson: '100400',
  invalidEnvelope: '100400',
  invalidData: '100422',
  payloadTooLarge: '100413',
  unsupportedMediaType: '100415',
  crossSite: '100403',
  forbidden: '100403',
  notFound: '100404',
  methodNotAllowed: '100405',
  conflict: '100409',
  rateLimited: '100429',
  serverError: '100500',
  unavailable: '100503',
};

// Homelife: numeric codes, 0 success; every other code is a server error to the client (spec §8).
const NUMERIC = Object.fromEntries(
  Object.entries(HTTP_LIKE).map(([k, v]) => [k, k === 'ok' ? 0 : Number(v)]),
) as Record<Outcome, number>;

export const GATEWAYS: Record<GatewayId, GatewayDefinition> = {
  main: {
    id: 'main',
    prefix: '/api/main',
    title: 'Main API',
    envelope: 'buyer',
    credential: 'user',
    codes: BLADE,
    invalidTokenCode: '100001',
    successCodes: ['0'],
  },
  supplier: {
    id: 'supplier',
    prefix: '/api/supplier',
    title: 'Supplier API',
    envelope: 'platform',
    credential: 'user',
    codes: BLADE,
    invalidTokenCode: '100001',
    successCodes: ['0'],
  },
  expo: {
    id: 'expo',
    prefix: '/api/expo',
    title: 'Expo API',
    envelope: 'buyer',
    credential: 'appEnvelope',
    codes: HTTP_LIKE,
    invalidTokenCode: '401',
    successCodes: ['0', '200'],
  },
  homelife: {
    id: 'homelife',
    prefix: '/api/homelife',
    title: 'Homelife API',
    envelope: 'buyer',
    credential: 'appEnvelope',
    codes: NUMERIC,
    invalidTokenCode: null,
    successCodes: [0],
  },
  ms: {
    id: 'ms',
    prefix: '/api/ms',
    title: 'Micro-service API',
    envelope: 'platform',
    credential: 'appHeader',
    codes: HTTP_LIKE,
    invalidTokenCode: '401',
    successCodes: [],
  },
  saas: {
    id: 'saas',
    prefix: '/api/saas',
    title: 'SaaS API',
    envelope: 'platform',
    credential: 'user',
    codes: BLADE,
    invalidTokenCode: '100001',
    successCodes: ['0'],
  },
};

/** The CDN-static gateway: plain JSON files read as {site}/{lang}/{name}:{args}.json (spec §7). */
export const CDN_PREFIX = '/api/cdn';

/** The header that carries the application token on the micro-service gateway. */
export const APP_TOKEN_HEADER = 'x-app-token';

/** The header of a submission's idempotency key (lib/api/idempotency.ts). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Every answer of every gateway: spec §7's success flag, code and msg, with the payload under data. */
export interface GatewayAnswer<T = unknown> {
  success: boolean;
  code: Code;
  msg: string;
  data: T | null;
}

/** How a client reads an answer (spec §8): success, invalid token, or a server error. */
export function classifyAnswer(
  gateway: GatewayId,
  answer: { success?: unknown; code?: unknown },
): 'ok' | 'invalidToken' | 'serverError' {
  const def = GATEWAYS[gateway];
  const code = answer.code;
  if (def.invalidTokenCode !== null && code !== undefined && String(code) === String(def.invalidTokenCode)) {
    return 'invalidToken';
  }
  if (gateway === 'ms') return answer.success === true ? 'ok' : 'serverError';
  if (gateway === 'homelife') return code === 0 || code === '0' ? 'ok' : 'serverError';
  return def.successCodes.some((c) => String(c) === String(code)) ? 'ok' : 'serverError';
}
