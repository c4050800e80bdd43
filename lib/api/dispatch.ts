import 'server-only';
import { findCaller, type Caller } from '@/lib/accounts/session';
import { detectDevice, DEVICE_COOKIE } from '@/lib/device/detect';
import { isDatabaseUnavailable, UNAVAILABLE_HEADERS } from '@/lib/db/unavailable';
import { getEnv } from '@/lib/env';
import { DEFAULT_LOCALE, normaliseLocale, type Locale } from '@/lib/i18n/locales';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { FALLBACK_SITE, getSiteById } from '@/lib/sites/load';
import type { Site } from '@/lib/sites/resolve';
import type { Contract } from './contract';
import { envelopeSchemaOf, envelopeSiteId, type Envelope } from './envelope';
import { ApiFailure, refusedInput } from './failure';
import {
  idempotencyScope,
  keylessSubmission,
  readIdempotencyKey,
  REPLAYED_HEADER,
  runIdempotent,
  type IdempotentAnswer,
} from './idempotency';
import { requireCaptcha } from './captcha';
import { buildMounts, type Mount } from './endpoints';
import {
  APP_TOKEN_HEADER,
  GATEWAYS,
  OUTCOME_STATUS,
  type GatewayDefinition,
  type GatewayId,
  type Outcome,
} from './gateways';
import { outcomeMessage, type MessageOverride } from './messages';
import { SESSION_COOKIE } from '@/lib/accounts/cookie';
import { isFormPost, oneClickPageRedirect, readOneClickEnvelope } from './one-click';
import { clientIp, isCrossSite } from './origin';
import { spendRateLimit } from './rate-limit';
import { readJsonBody, readQueryEnvelope } from './request-body';
import type { CacheTag } from '@/lib/cache/tags';
import { getLogger } from '@/lib/log/logger';
import { reportRequestError, requestIdOf, requestOf } from '@/lib/log/report';
import { readCookie } from './cookies';

let mounts: ReturnType<typeof buildMounts> | undefined;

function findMount(gateway: GatewayId, path: string): Mount | undefined {
  mounts ??= buildMounts();
  return mounts.get(gateway)?.get(path);
}

function bearer(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1];
}

/**
 * The person behind the call. An explicit token (envelope or Authorization) that is not valid is refused
 * with invalidToken; a stale session cookie on an endpoint where the person is optional is ignored, so
 * an expired session never breaks anonymous reading and tracking.
 */
async function resolveCaller(
  request: Request,
  gateway: GatewayDefinition,
  envelope: Envelope,
  contract: Contract,
): Promise<{ caller: Caller | null; token: string | null }> {
  if (contract.auth === 'none') return { caller: null, token: null };
  const explicit = (gateway.credential === 'user' ? envelope.token || undefined : undefined) ?? bearer(request);
  const cookie = readCookie(request, SESSION_COOKIE);
  const token = explicit ?? cookie;
  const caller = token ? await findCaller(token) : undefined;
  if (contract.auth === 'optional') {
    if (!caller && explicit) throw new ApiFailure('invalidToken');
    return { caller: caller ?? null, token: caller ? (token ?? null) : null };
  }
  if (!caller || !token) throw new ApiFailure('invalidToken');
  if (contract.auth === 'buyer' && caller.memberType !== 2) throw new ApiFailure('forbidden');
  if (contract.auth === 'supplier' && caller.memberType !== 3) throw new ApiFailure('forbidden');
  return { caller, token };
}

/** spec §7: the expo, homelife and micro-service gateways take a fixed application token. */
function checkAppToken(request: Request, gateway: GatewayDefinition, envelope: Envelope): void {
  if (gateway.credential === 'user') return;
  const presented = gateway.credential === 'appHeader' ? request.headers.get(APP_TOKEN_HEADER) : envelope.token;
  if (!presented || !getEnv().GATEWAY_APP_TOKENS.includes(presented)) throw new ApiFailure('invalidToken');
}

async function readEnvelope(
  request: Request,
  gateway: GatewayDefinition,
  url: URL,
  contract: Contract,
): Promise<Envelope> {
  const raw =
    request.method === 'GET'
      ? readQueryEnvelope(url)
      : contract.oneClick && isFormPost(request)
        ? await readOneClickEnvelope(request, url)
        : await readJsonBody(request, getEnv().API_MAX_BODY_BYTES);
  const parsed = envelopeSchemaOf(gateway.envelope).safeParse(raw);
  if (!parsed.success) throw refusedInput('invalidEnvelope', parsed.error, '');
  return parsed.data;
}

function requestLocale(request: Request, envelope: Envelope, site: Site): Locale {
  if (envelope.lang) {
    const locale = normaliseLocale(envelope.lang);
    if (!locale) throw new ApiFailure('invalidEnvelope', [{ path: 'lang', code: 'invalid_value' }]);
    return locale;
  }
  return negotiateLocale({
    cookie: readCookie(request, 'lang'),
    acceptLanguage: request.headers.get('accept-language'),
    fallback: site.defaultLanguage,
  });
}

async function requestSite(envelope: Envelope): Promise<Site> {
  const id = envelopeSiteId(envelope);
  if (id === undefined) return (await getSiteById(FALLBACK_SITE.id)) ?? FALLBACK_SITE;
  const site = await getSiteById(id);
  if (!site) throw new ApiFailure('invalidEnvelope', [{ path: 'websiteId', code: 'not_found' }]);
  return site;
}

/** The envelope answer of spec §7: success flag, the gateway's code, a translated msg, data. */
async function answer(
  gateway: GatewayDefinition,
  outcome: Outcome,
  locale: Locale,
  data: unknown,
  options: { headers?: Record<string, string>; message?: MessageOverride; cookies?: readonly string[] } = {},
): Promise<Response> {
  const body = {
    success: outcome === 'ok',
    code: gateway.codes[outcome],
    msg: await outcomeMessage(locale, outcome, options.message),
    data: data ?? null,
  };
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'Content-Language': locale, ...options.headers });
  for (const cookie of options.cookies ?? []) headers.append('Set-Cookie', cookie);
  return Response.json(body, { status: OUTCOME_STATUS[outcome], headers });
}

export type GatewayOptions = {
  /**
   * Expires the cached reads a successful write changed (its contract's `expires`): the API route passes
   * Next's revalidateTag; callers outside a Next request (the integration tests) may watch them.
   */
  expire?: (tags: readonly CacheTag[]) => void;
};

/**
 * One wrapper for every gateway endpoint: find the contract, limit the rate, refuse cross-site writes,
 * parse the envelope and `data`, resolve the caller, run the handler (once per Idempotency-Key for an
 * idempotent contract), and map every outcome to the gateway's code. No input reaches the database unchecked, so no input can cause a 500.
 */
export async function handleGatewayRequest(
  request: Request,
  gatewayId: string,
  segments: readonly string[],
  { expire }: GatewayOptions = {},
): Promise<Response> {
  const gateway = GATEWAYS[gatewayId as GatewayId] ?? GATEWAYS.main;
  let locale: Locale = normaliseLocale(readCookie(request, 'lang')) ?? DEFAULT_LOCALE;
  try {
    if (!(gatewayId in GATEWAYS)) throw new ApiFailure('notFound');
    const mount = findMount(gateway.id, segments.join('/'));
    if (!mount) throw new ApiFailure('notFound');
    const { contract, handler } = mount;
    const url = new URL(request.url);
    if (contract.oneClick && request.method === 'GET') return await oneClickPageRedirect(contract.oneClick.page, url);
    if (!(contract.methods as readonly string[]).includes(request.method)) {
      throw new ApiFailure('methodNotAllowed', [], { Allow: contract.methods.join(', ') });
    }
    const ip = clientIp(request);
    await spendRateLimit(contract.mutates ? 'writes' : 'reads', ip ?? 'unknown');
    const envelope = await readEnvelope(request, gateway, url, contract);
    const site = await requestSite(envelope);
    locale = requestLocale(request, envelope, site);
    // a one-click unsubscribe comes from mail providers on any origin; its signed token is the credential
    if (contract.mutates && !contract.oneClick && isCrossSite(request, site.domain ? [site.domain] : [])) {
      throw new ApiFailure('crossSite');
    }
    checkAppToken(request, gateway, envelope);
    const { caller, token } = await resolveCaller(request, gateway, envelope, contract);
    const data = contract.data.safeParse(envelope.data);
    if (!data.success) throw refusedInput('invalidData', data.error, 'data');
    const deviceClass = detectDevice({
      cookie: readCookie(request, DEVICE_COOKIE),
      mobileHint: request.headers.get('sec-ch-ua-mobile'),
      userAgent: request.headers.get('user-agent'),
    });
    const context = { request, gateway, envelope, locale, site, caller, sessionToken: token, ip, deviceClass };
    const execute = async (): Promise<IdempotentAnswer> => {
      // checked where the handler runs, so a replayed answer asks for no new work
      await requireCaptcha(contract, envelope, caller !== null);
      const cookies: string[] = [];
      const result = await handler(data.data, { ...context, setCookie: (cookie) => void cookies.push(cookie) });
      return { data: contract.response.parse(result), cookies };
    };
    const expired = () => {
      if (contract.expires?.length) expire?.(contract.expires);
    };
    if (!contract.idempotent) {
      const { data: result, cookies } = await execute();
      expired();
      return await answer(gateway, 'ok', locale, result, { cookies });
    }
    const key = readIdempotencyKey(request, envelope.idempotencyKey);
    const fingerprint = { site: site.id, data: data.data };
    const accountId = caller?.accountId ?? null;
    // without a key, the same caller's same content within a short window is still one submission
    const submission = key
      ? { scope: idempotencyScope(contract.id, accountId), key, fingerprint }
      : keylessSubmission(contract.id, { accountId, ip }, fingerprint);
    const run = await runIdempotent(submission, execute);
    if (!run.replayed) expired();
    return await answer(gateway, 'ok', locale, run.answer.data, {
      cookies: run.answer.cookies,
      ...(run.replayed && { headers: { [REPLAYED_HEADER]: 'true' } }),
    });
  } catch (error) {
    if (error instanceof ApiFailure) {
      return answer(gateway, error.outcome, locale, error.issues.length ? { issues: error.issues } : null, {
        headers: error.headers,
        ...(error.override && { message: error.override }),
      });
    }
    if (isDatabaseUnavailable(error)) {
      // an outage, not a fault: the client may send the same request again after Retry-After
      getLogger().warn(
        {
          requestId: requestIdOf(request.headers),
          method: request.method,
          path: new URL(request.url).pathname,
          err: error,
        },
        'database unreachable',
      );
      return answer(gateway, 'unavailable', locale, null, { headers: { ...UNAVAILABLE_HEADERS } });
    }
    const requestId = reportRequestError(error, requestOf(request), { routeType: 'route' });
    return answer(gateway, 'serverError', locale, null, { headers: { 'X-Request-Id': requestId } });
  }
}
