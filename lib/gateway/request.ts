import type { Contract, ContractData, ContractResult, ContractRoute } from '@/lib/api/contract';
import { APP_TOKEN_HEADER, classifyAnswer, GATEWAYS, IDEMPOTENCY_KEY_HEADER, type GatewayId } from '@/lib/api/gateways';
import { sendToApp } from '@/lib/app/bridge';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { CaptchaPayload } from '@/lib/captcha/rules';
import { createGatewayError, isGatewayError, type BodyText, type Translate } from './errors';
import { isRetryable, parseRetryAfter, retryDelayMs, type RetryKind } from './retry';
import { clearBuyerSession, getBuyerToken, getDeviceInfo, getLanguage, getStoredValue } from './session-values';
import { createSingleFlight, stableKey } from './single-flight';
import { showErrorToast } from './toasts';

/** The application token of the web client (spec §7: a fixed application token on expo, homelife and ms). */
export const WEB_APP_TOKEN = 'sourcefair-web';

/** spec §9 request timeout. */
export const REQUEST_TIMEOUT_MS = { browser: 30_000, server: 8_888 } as const;

/** Invalid-token answers that arrive together (within this window) start one forced login, not several. */
export const FORCED_LOGIN_BURST_MS = 3_000;

/** The site the client calls for; set once per page by the query provider (browser only). */
export type GatewayConfig = {
  websiteId: number | null;
  lang: string | null;
  /** The platform envelope's country (the site's country code). */
  country: string | null;
  exhibitionId: number | null;
  themeType: string | number | null;
  systemId: string | number | null;
  appToken: string;
  /** Origin in front of the API prefixes, for calls made outside the browser; empty = same origin. */
  baseUrl: string;
  /** spec §8: the forced-login handler; by default the stored buyer session is forgotten. */
  onInvalidToken: () => void;
  translate: Translate | undefined;
};

const DEFAULT_CONFIG: GatewayConfig = {
  websiteId: null,
  lang: null,
  country: null,
  exhibitionId: null,
  themeType: null,
  systemId: null,
  appToken: WEB_APP_TOKEN,
  baseUrl: '',
  onInvalidToken: clearBuyerSession,
  translate: undefined,
};

let config: GatewayConfig = DEFAULT_CONFIG;
let singleFlight = createSingleFlight();
let lastForcedLoginAt = Number.NEGATIVE_INFINITY;

export function configureGateway(next: Partial<GatewayConfig>): void {
  const merged = { ...config, ...next };
  // answers cached under another site or language must not leak into this one
  if (merged.lang !== config.lang || merged.websiteId !== config.websiteId) singleFlight.clear();
  config = merged;
}

/** Back to a fresh client: default configuration, empty cache (tests). */
export function resetGateway(): void {
  config = DEFAULT_CONFIG;
  singleFlight = createSingleFlight();
  lastForcedLoginAt = Number.NEGATIVE_INFINITY;
}

export type CallOptions = {
  /** One of the contract's gateways; the first by default. */
  gateway?: GatewayId;
  /** Stops waiting for the answer. */
  signal?: AbortSignal;
  /** Overrides the spec §9 timeout. */
  timeoutMs?: number;
  /** The request outlives the page (an event sent as a link leaves it). */
  keepalive?: boolean;
  /** Shows a failed call's message as an error toast (default true). */
  toast?: boolean;
  /**
   * An invalid token runs the forced-login handler and tells the native app (default true). Calls that
   * handle a stale session themselves (the start-up refresh, logout) turn it off: they end it quietly.
   */
  forceLogin?: boolean;
  baseUrl?: string;
  /** The person's token for main, supplier and SaaS calls; by default the stored one. */
  token?: string | null;
  exhibitionId?: number | null;
  themeType?: string | number | null;
  /**
   * An idempotent contract's key for this submission attempt (lib/api/idempotency.ts); one is made when
   * absent. Every retry of the attempt sends the same key, so the server applies it once.
   */
  idempotencyKey?: string;
  /** A signed-out sender's solved challenge for a contract marked `captcha` (components/ui/use-captcha.ts). */
  captcha?: CaptchaPayload;
};

/** A new key for one submission attempt: a random UUID (122 random bits). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** spec §9: 30 s in the browser, 8.888 s on the server. */
export function requestTimeoutMs(): number {
  return typeof window === 'undefined' ? REQUEST_TIMEOUT_MS.server : REQUEST_TIMEOUT_MS.browser;
}

function clip(value: string | null | undefined, max: number): string | undefined {
  return value ? value.slice(0, max) : undefined;
}

function deviceOrUndefined(): Record<string, string> | undefined {
  const entries = Object.entries(getDeviceInfo()).flatMap(([k, v]) => (v ? [[k, v.slice(0, 128)] as const] : []));
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** The person's token on main, supplier and SaaS; the fixed application token in the envelope on expo and homelife. */
function envelopeToken(gateway: GatewayId, options: CallOptions): string | undefined {
  const mode = GATEWAYS[gateway].credential;
  if (mode === 'appEnvelope') return config.appToken;
  if (mode === 'user') return (options.token !== undefined ? options.token : getBuyerToken()) ?? undefined;
  return undefined;
}

/** spec §3 request envelope of the gateway's kind, with only that kind's fields (the server refuses others). */
export function buildEnvelope(gateway: GatewayId, data: unknown, options: CallOptions = {}): Record<string, unknown> {
  const common = {
    data,
    appVersion: clip(getStoredValue('appVersion'), 32),
    device: deviceOrUndefined(),
    time: Date.now(),
    sign: '', // spec §3: sent empty
    lang: config.lang ?? getLanguage() ?? DEFAULT_LOCALE,
    token: envelopeToken(gateway, options),
  };
  const withoutEmpty = (envelope: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(envelope).filter(([, v]) => v !== undefined && v !== null));
  if (GATEWAYS[gateway].envelope === 'buyer') {
    return withoutEmpty({
      ...common,
      websiteId: config.websiteId,
      exhibitionId: options.exhibitionId !== undefined ? options.exhibitionId : config.exhibitionId,
      themeType: options.themeType !== undefined ? options.themeType : config.themeType,
      captcha: options.captcha,
    });
  }
  // spec §3: "Other gateways use siteId, country, systemId"
  return withoutEmpty({ ...common, siteId: config.websiteId, country: config.country, systemId: config.systemId });
}

function buildRequest(
  contract: Pick<Contract, 'path' | 'methods' | 'idempotent'>,
  gateway: GatewayId,
  data: unknown,
  options: CallOptions,
) {
  const base = (options.baseUrl ?? config.baseUrl).replace(/\/+$/, '');
  const url = `${base}${GATEWAYS[gateway].prefix}/${contract.path}`;
  const envelope = buildEnvelope(gateway, data, options);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (GATEWAYS[gateway].credential === 'appHeader') headers[APP_TOKEN_HEADER] = config.appToken;
  if (contract.idempotent && options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  if (contract.methods.includes('POST')) {
    headers['content-type'] = 'application/json';
    return {
      url,
      init: { method: 'POST', headers, body: JSON.stringify(envelope), ...(options.keepalive && { keepalive: true }) },
    };
  }
  // GET only: the envelope goes in the query string, its objects as JSON text
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(envelope)) {
    query.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return { url: `${url}?${query}`, init: { method: 'GET', headers } };
}

/** spec §8: the forced login runs once for a burst of invalid-token answers, and the native app is told. */
function forceLogin(message: string): void {
  const now = Date.now();
  if (now - lastForcedLoginAt < FORCED_LOGIN_BURST_MS) return;
  lastForcedLoginAt = now;
  // neither a failing handler nor a broken app channel may hide the error from the caller
  try {
    config.onInvalidToken();
  } catch {}
  try {
    if (typeof window !== 'undefined') sendToApp({ type: 'tokenError', message });
  } catch {}
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function fetchText(url: string, init: RequestInit, options: CallOptions, signal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? requestTimeoutMs());
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    return {
      status: response.status,
      text: await response.text(),
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    };
  } catch {
    if (timedOut) throw createGatewayError('TIME_OUT', { translate: config.translate });
    if (signal?.aborted) throw signal.reason; // the caller stopped waiting: not an error to show
    throw createGatewayError('NETWORK_ERROR', { translate: config.translate });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** One request and its envelope's outcome: a success answer, or the GatewayError it stands for (spec §8). */
async function exchange(
  contract: Pick<Contract, 'path' | 'methods' | 'idempotent'>,
  gateway: GatewayId,
  data: unknown,
  options: CallOptions,
  signal: AbortSignal | undefined,
): Promise<{ answer: Record<string, unknown>; code: string | number | null; status: number }> {
  const { url, init } = buildRequest(contract, gateway, data, options);
  const { status, text, retryAfterMs } = await fetchText(url, init, options, signal);
  const translate = config.translate;
  const body = parseJson(text);
  const answer = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  // the envelope is read on any HTTP status; a body that is not one is a transport failure (spec §8)
  if (!answer || !('code' in answer || 'success' in answer)) {
    throw createGatewayError('NETWORK_ERROR', {
      body: (answer ?? undefined) as BodyText | undefined,
      status,
      translate,
      retryAfterMs,
    });
  }
  const code = typeof answer.code === 'string' || typeof answer.code === 'number' ? answer.code : null;
  const outcome = classifyAnswer(gateway, answer);
  if (outcome === 'invalidToken') {
    const error = createGatewayError('INVALID_TOKEN', { code, status, translate });
    if (options.forceLogin !== false) forceLogin(error.message);
    throw error;
  }
  if (outcome === 'serverError') {
    throw createGatewayError('SERVER_ERROR', {
      body: answer,
      code,
      status,
      translate,
      retryable: isInProgress(answer),
      retryAfterMs,
      refused: refusedPaths(answer),
    });
  }
  return { answer, code, status };
}

async function perform<C extends Contract>(
  contract: C,
  gateway: GatewayId,
  data: unknown,
  options: CallOptions,
  signal: AbortSignal | undefined,
): Promise<ContractResult<C>> {
  const { answer, code, status } = await exchange(contract, gateway, data, options, signal);
  const parsed = contract.response.safeParse(answer.data);
  // a success whose data breaks the contract is the server's fault; its "success" msg would mislead
  if (!parsed.success) throw createGatewayError('SERVER_ERROR', { code, status, translate: config.translate });
  return parsed.data as ContractResult<C>;
}

/** The answer of a submission whose key another request is still executing (409, issue `in_progress`). */
/** The fields a refusal's issues name. */
function refusedPaths(answer: Record<string, unknown>): string[] {
  const data = answer.data as { issues?: unknown } | null | undefined;
  if (!Array.isArray(data?.issues)) return [];
  return data.issues.flatMap((issue: unknown) => {
    const path = (issue as { path?: unknown } | null)?.path;
    return typeof path === 'string' ? [path] : [];
  });
}

function isInProgress(answer: Record<string, unknown>): boolean {
  const data = answer.data as { issues?: unknown } | null | undefined;
  return (
    Array.isArray(data?.issues) &&
    data.issues.some((issue: unknown) => (issue as { code?: unknown } | null)?.code === 'in_progress')
  );
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A call that is safe to send again (lib/gateway/retry.ts): a read, or an idempotent submission with one
 * key for the attempt, so a slow or cut-off first try is never applied twice. It is sent again after a
 * failure that may pass, with a growing, jittered wait that honours the server's Retry-After.
 */
async function performWithRetries<C extends Contract>(
  contract: C,
  kind: RetryKind,
  gateway: GatewayId,
  data: unknown,
  options: CallOptions,
  signal: AbortSignal | undefined,
): Promise<ContractResult<C>> {
  const attempt =
    kind === 'idempotent' ? { ...options, idempotencyKey: options.idempotencyKey ?? newIdempotencyKey() } : options;
  for (let retry = 0; ; retry += 1) {
    try {
      return await perform(contract, gateway, data, attempt, signal);
    } catch (error) {
      if (!isGatewayError(error) || !isRetryable(error, kind)) throw error;
      const wait = retryDelayMs(retry, error.retryAfterMs);
      if (wait === null) throw error;
      await pause(wait, signal);
    }
  }
}

/** How a contract's calls may be repeated: reads and keyed submissions are; other writes are not. */
function retryKindOf(contract: Pick<Contract, 'idempotent' | 'mutates'>): RetryKind | null {
  if (contract.idempotent) return 'idempotent';
  return contract.mutates ? null : 'read';
}

function pickGateway(contract: Pick<Contract, 'gateways'>, wanted: GatewayId | undefined): GatewayId {
  if (wanted && contract.gateways.includes(wanted)) return wanted;
  return contract.gateways[0];
}

/**
 * Calls one endpoint through its gateway (spec §7) and resolves with the answer's `data`, checked
 * against the contract. Rejects with a GatewayError (shown as an error toast unless `toast: false`),
 * or with the caller's abort reason when its signal stopped the call.
 */
export async function callContract<C extends Contract>(
  contract: C,
  data: ContractData<C>,
  options: CallOptions = {},
): Promise<ContractResult<C>> {
  const gateway = pickGateway(contract, options.gateway);
  const kind = retryKindOf(contract);
  const start = (signal: AbortSignal | undefined) =>
    kind
      ? performWithRetries(contract, kind, gateway, data, options, signal)
      : perform(contract, gateway, data, options, signal);
  try {
    if (!contract.singleInstance) return await start(options.signal);
    // spec §7: one call per contract and gateway at a time; the key also carries the person's token,
    // so a new sign-in never reads the previous person's cached answer
    const key = `${stableKey(data)}|${envelopeToken(gateway, options) ?? ''}`;
    return await singleFlight.run(`${contract.id}@${gateway}`, key, start, options.signal);
  } catch (error) {
    if (options.toast !== false && isGatewayError(error) && !error.toasted) {
      error.toasted = true;
      showErrorToast(error.message);
    }
    throw error;
  }
}

/**
 * Sends an event whose answer nobody reads (the page view of every page, spec §7): the same request,
 * envelope and forced login as `callContract`, resolved once the gateway accepts it, without the
 * contract's schemas. The route comes from a module without them (lib/api/contracts/tracking-routes.ts),
 * so sending loads no zod: the largest script a page would otherwise load after it has rendered. Never
 * shows a toast; rejects with the GatewayError for callers that care.
 */
export async function sendEvent<C extends Contract>(
  route: ContractRoute & Pick<C, 'id'>,
  data: ContractData<C>,
  options: Omit<CallOptions, 'toast' | 'idempotencyKey'> = {},
): Promise<void> {
  const gateway = pickGateway(route, options.gateway);
  await exchange(route, gateway, data, options, options.signal);
}

/**
 * A read whose answer is checked by its caller rather than by the contract's schemas (the consent
 * island's ipcheck on every page's first visit): the answer's `data`, unknown until checked, without
 * loading zod. Never shows a toast.
 */
export async function askWithoutSchema(
  route: ContractRoute,
  data: unknown,
  options: Omit<CallOptions, 'toast' | 'idempotencyKey'> = {},
): Promise<unknown> {
  const gateway = pickGateway(route, options.gateway);
  const { answer } = await exchange(route, gateway, data, options, options.signal);
  return answer.data;
}
