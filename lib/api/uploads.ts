import 'server-only';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createTranslator } from 'use-intl/core';
import { findCaller, type Caller } from '@/lib/accounts/session';
import { SESSION_COOKIE } from '@/lib/accounts/cookie';
import { clientIp, isCrossSite } from './origin';
import { spendRateLimit } from './rate-limit';
import { createLimiter } from '@/lib/rate-limit/limiters';
import { ApiFailure } from './failure';
import { outageResponse } from './outage';
import { isDatabaseUnavailable, UNAVAILABLE_HEADERS } from '@/lib/db/unavailable';
import { getEnv } from '@/lib/env';
import { DEFAULT_LOCALE, normaliseLocale, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/catalogue';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import { MEGABYTE, UPLOAD_LIMITS, type UploadErrorCode, type UploadItem, type UploadKind } from '@/lib/uploads/limits';
import { readUpload, saveUpload } from '@/lib/uploads/service';
import { getLogger } from '@/lib/log/logger';
import { reportRequestError, requestOf } from '@/lib/log/report';
import { readCookie } from './cookies';

type UploadMessages = typeof import('@/messages/en/uploads.json');

const STATUS: Record<UploadErrorCode, number> = {
  signedOut: 401,
  crossSite: 403,
  rateLimited: 429,
  notMultipart: 415,
  noFile: 400,
  tooManyFiles: 400,
  tooLarge: 413,
  unsupportedImage: 415,
  unsupportedAttachment: 415,
  tooManyPixels: 422,
  unreadable: 422,
  serverError: 500,
  unavailable: 503,
};

/** A refusal of the whole request. */
class UploadFailure extends Error {
  constructor(
    readonly code: UploadErrorCode,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

function requestLocale(request: Request): Locale {
  const fromQuery = normaliseLocale(new URL(request.url).searchParams.get('lang'));
  if (fromQuery) return fromQuery;
  return negotiateLocale({
    cookie: readCookie(request, 'lang'),
    acceptLanguage: request.headers.get('accept-language'),
    fallback: DEFAULT_LOCALE,
  });
}

/** Attachments sent signed out (an RFQ's files before registering at once): this many an hour per address. */
export const ANONYMOUS_ATTACHMENTS_PER_HOUR = 20;

/**
 * Signed-in buyers and suppliers: the session cookie, or `Authorization: Bearer` (the native app).
 * Attachments may also come signed out (null): the RFQ form registers at once, after its files are
 * sent; a Bearer token that is not a live session is still refused.
 */
async function uploadCaller(request: Request, kind: UploadKind): Promise<Caller | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const token = bearer ?? readCookie(request, SESSION_COOKIE);
  const caller = token ? await findCaller(token) : undefined;
  if (caller) return caller;
  if (kind === 'attachment' && !bearer) return null;
  throw new UploadFailure('signedOut');
}

let accountLimiter: RateLimiterAbstract | undefined;
let anonymousLimiter: RateLimiterAbstract | undefined;

/**
 * UPLOAD_RATE_PER_HOUR files an hour per account, ANONYMOUS_ATTACHMENTS_PER_HOUR per address signed
 * out (shared through Redis when configured).
 */
async function spendUploads(caller: Caller | null, ip: string | null, files: number): Promise<void> {
  accountLimiter ??= createLimiter('sf-upload', getEnv().UPLOAD_RATE_PER_HOUR, 3_600);
  anonymousLimiter ??= createLimiter('sf-upload-anonymous', ANONYMOUS_ATTACHMENTS_PER_HOUR, 3_600);
  try {
    if (caller) await accountLimiter.consume(String(caller.accountId), files);
    else await anonymousLimiter.consume(ip ?? 'unknown', files);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new UploadFailure('rateLimited', { 'Retry-After': String(Math.ceil(error.msBeforeNext / 1000)) });
    }
    getLogger().warn({ err: error }, 'upload rate limit not applied');
  }
}

/** The multipart body, read up to maxRequestBytes and refused (413) as soon as it goes beyond. */
async function readMultipart(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new UploadFailure('notMultipart');
  if (Number(request.headers.get('content-length') ?? '0') > UPLOAD_LIMITS.maxRequestBytes) {
    throw new UploadFailure('tooLarge');
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (;;) {
    const next = reader ? await reader.read() : { done: true as const, value: undefined };
    if (next.done) break;
    size += next.value.byteLength;
    if (size > UPLOAD_LIMITS.maxRequestBytes) {
      await reader?.cancel().catch(() => undefined);
      throw new UploadFailure('tooLarge');
    }
    chunks.push(next.value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new UploadFailure('notMultipart');
  }
}

async function translatorFor(locale: Locale) {
  const messages = (await loadMessages(locale)).uploads as UploadMessages;
  const t = createTranslator({ locale, messages: { uploads: messages }, namespace: 'uploads' });
  return (code: 'ok' | UploadErrorCode): string =>
    code === 'ok'
      ? t('errors.ok')
      : t(`errors.${code}`, {
          max:
            code === 'tooManyPixels'
              ? UPLOAD_LIMITS.maxInputPixels / 1_000_000
              : code === 'tooManyFiles'
                ? UPLOAD_LIMITS.maxFilesPerRequest
                : UPLOAD_LIMITS.maxFileBytes / MEGABYTE,
        });
}

function answer(items: UploadItem[], status: number, locale: Locale, headers: Record<string, string> = {}): Response {
  return Response.json(items, {
    status,
    headers: { 'Cache-Control': 'private, no-store', 'Content-Language': locale, ...headers },
  });
}

/**
 * spec §7 POST {image server}/image/upload.json (and attachment/upload.json): a multipart form with
 * one to five files from a signed-in buyer or supplier (attachments also signed out). Refuses cross-site posts, spends the per-address
 * write limit and the account's upload limit, reads at most maxRequestBytes, then checks and stores
 * each file. Answers spec §3's list of {id, msgs}, one item per file in order; a refused file has no id.
 */
export async function handleUploadRequest(request: Request, kind: UploadKind): Promise<Response> {
  const locale = requestLocale(request);
  const t = await translatorFor(locale);
  const refuse = (code: UploadErrorCode, headers?: Record<string, string>) =>
    answer([{ id: null, msgs: t(code), code }], STATUS[code], locale, headers);
  try {
    if (isCrossSite(request)) throw new UploadFailure('crossSite');
    try {
      await spendRateLimit('writes', clientIp(request) ?? 'unknown');
    } catch (error) {
      if (error instanceof ApiFailure) throw new UploadFailure('rateLimited', error.headers);
      throw error;
    }
    const ip = clientIp(request);
    const caller = await uploadCaller(request, kind);
    await spendUploads(caller, ip, 1);
    const form = await readMultipart(request);
    const files = [...form.values()].filter((value): value is File => typeof value !== 'string');
    if (files.length === 0) throw new UploadFailure('noFile');
    if (files.length > UPLOAD_LIMITS.maxFilesPerRequest) throw new UploadFailure('tooManyFiles');
    if (files.length > 1) await spendUploads(caller, ip, files.length - 1);
    const items: UploadItem[] = [];
    for (const file of files) {
      const saved =
        file.size > UPLOAD_LIMITS.maxFileBytes
          ? ({ ok: false, code: 'tooLarge' } as const)
          : await saveUpload(
              caller?.accountId ?? null,
              { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
              kind,
            );
      items.push(
        saved.ok ? { ...saved.upload, msgs: t('ok'), code: 'ok' } : { id: null, msgs: t(saved.code), code: saved.code },
      );
    }
    // a request whose every file was refused answers the first refusal's status
    const first = items[0];
    const status = items.some((item) => item.id) || !first || first.code === 'ok' ? 200 : STATUS[first.code];
    return answer(items, status, locale);
  } catch (error) {
    if (error instanceof UploadFailure) return refuse(error.code, error.headers);
    if (isDatabaseUnavailable(error)) return refuse('unavailable', { ...UNAVAILABLE_HEADERS });
    reportRequestError(error, requestOf(request), { routeType: 'route' });
    return refuse('serverError');
  }
}

function contentDisposition(contentType: string, name: string | null): string {
  const kind = contentType.startsWith('image/') ? 'inline' : 'attachment';
  if (!name) return kind;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * GET /api/uploads/{id}: the stored bytes with the content type they were stored with. Names are
 * immutable (a new upload gets a new id), so answers are cached for a year; nosniff and a sandboxing
 * CSP keep a browser from treating a file as anything else; PDFs download rather than open in the site.
 */
export async function handleUploadFileRequest(request: Request, id: string): Promise<Response> {
  try {
    const file = await readUpload(id);
    if (!file) {
      return new Response('Not found', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    const etag = `"${file.sha256}"`;
    const headers = {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
      'Content-Disposition': contentDisposition(file.contentType, file.name),
      ETag: etag,
    };
    if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(file.bytes), {
      status: 200,
      headers: { ...headers, 'Content-Length': String(file.bytes.byteLength) },
    });
  } catch (error) {
    if (isDatabaseUnavailable(error)) return outageResponse(request);
    const requestId = reportRequestError(error, requestOf(request), { routeType: 'route' });
    return new Response('Server error', {
      status: 500,
      headers: { 'Cache-Control': 'no-store', 'X-Request-Id': requestId },
    });
  }
}
