import type { Code } from '@/lib/api/gateways';

/** spec §8 error types. */
export type GatewayErrorType = 'INVALID_TOKEN' | 'SERVER_ERROR' | 'NETWORK_ERROR' | 'TIME_OUT';

/** The `api` messages a gateway error can show (lib/i18n/messages.ts hands them to the browser). */
export const GATEWAY_MESSAGE_KEYS = ['invalidToken', 'serverError', 'networkError', 'timeout'] as const;
export type ApiMessageKey = (typeof GATEWAY_MESSAGE_KEYS)[number];

/** Translates an `api` message key (next-intl's `useTranslations('api')` fits). */
export type Translate = (key: ApiMessageKey) => string;

/**
 * The English of the three messages a gateway error falls back to when no translator is at hand: kept here
 * rather than importing messages/en/api.json, which would put the whole namespace into every page's first
 * JavaScript (tests/unit/gateway-errors.test.ts holds them equal to the file).
 */
export const ENGLISH_FALLBACK = {
  invalidToken: 'Maybe you signed in another place, please relogin again.',
  timeout: 'request time out',
  serverError: 'server error',
} as const satisfies Pick<typeof import('@/messages/en/api.json'), 'invalidToken' | 'timeout' | 'serverError'>;

/** spec §8: the last resort of a network error when no client message is at hand ('network abnormal'). */
export const NETWORK_ABNORMAL_ZH = '网络异常';

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly type: GatewayErrorType;
  /** The answer's code, when an answer arrived. */
  readonly code: Code | null;
  /** The HTTP status, when a response arrived. */
  readonly status: number | null;
  /** The server asked to send the same request again shortly (an idempotent submission still running). */
  readonly retryable: boolean;
  /** The wait the answer's Retry-After asked for, when it had one. */
  readonly retryAfterMs: number | null;
  /** The envelope fields a refusal named (its issues' paths), e.g. `captcha`. */
  readonly refused: readonly string[];
  /** Set once the message was shown, so nothing shows it twice. */
  toasted = false;

  constructor(
    type: GatewayErrorType,
    message: string,
    options: {
      code?: Code | null;
      status?: number | null;
      retryable?: boolean;
      retryAfterMs?: number | null;
      refused?: readonly string[];
    } = {},
  ) {
    super(message);
    this.type = type;
    this.code = options.code ?? null;
    this.status = options.status ?? null;
    this.retryable = options.retryable ?? false;
    this.retryAfterMs = options.retryAfterMs ?? null;
    this.refused = options.refused ?? [];
  }
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}

/** What the body said about itself: its msg and message fields, when they are non-empty text. */
export type BodyText = { msg?: unknown; message?: unknown };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function translated(key: ApiMessageKey, translate: Translate | undefined): string | undefined {
  if (!translate) return undefined;
  try {
    return text(translate(key));
  } catch {
    return undefined;
  }
}

/** The user-facing message of an error, with the precedence of spec §8. */
export function gatewayErrorMessage(type: GatewayErrorType, body: BodyText | undefined, translate?: Translate): string {
  switch (type) {
    case 'INVALID_TOKEN':
      return translated('invalidToken', translate) ?? ENGLISH_FALLBACK.invalidToken;
    case 'TIME_OUT':
      return translated('timeout', translate) ?? ENGLISH_FALLBACK.timeout;
    case 'SERVER_ERROR':
      return (
        text(body?.msg) ?? text(body?.message) ?? translated('serverError', translate) ?? ENGLISH_FALLBACK.serverError
      );
    case 'NETWORK_ERROR':
      return text(body?.msg) ?? text(body?.message) ?? translated('networkError', translate) ?? NETWORK_ABNORMAL_ZH;
  }
}

export function createGatewayError(
  type: GatewayErrorType,
  details: {
    body?: BodyText;
    code?: Code | null;
    status?: number | null;
    translate?: Translate;
    retryable?: boolean;
    retryAfterMs?: number | null;
    refused?: readonly string[];
  },
): GatewayError {
  return new GatewayError(type, gatewayErrorMessage(type, details.body, details.translate), details);
}
