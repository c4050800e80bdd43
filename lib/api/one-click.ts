import 'server-only';
import { FALLBACK_SITE, getSiteById } from '@/lib/sites/load';
import { sitePath } from '@/lib/sites/resolve';
import { ApiFailure } from './failure';
import { readLimited } from './request-body';

/** RFC 8058 bodies are one short field; anything near this size is not a mail client's POST. */
const ONE_CLICK_MAX_BYTES = 4_096;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** Query parameters that belong to the envelope; every other one is part of `data`. */
const ENVELOPE_FIELDS = new Set(['websiteId', 'lang']);

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Whether a POST carries a form (the RFC 8058 `List-Unsubscribe=One-Click`) rather than JSON. */
export function isFormPost(request: Request): boolean {
  return request.method === 'POST' && FORM_TYPES.includes(mediaType(request));
}

/**
 * The envelope of a mail client's one-click POST: `websiteId` and `lang` from the query string, `data`
 * from the rest of the query string and the form's text fields (RFC 8058 allows URL-encoded and
 * multipart bodies).
 */
export async function readOneClickEnvelope(request: Request, url: URL): Promise<Record<string, unknown>> {
  if (Number(request.headers.get('content-length') ?? '0') > ONE_CLICK_MAX_BYTES) {
    throw new ApiFailure('payloadTooLarge');
  }
  const text = await readLimited(request, ONE_CLICK_MAX_BYTES);
  let fields: Iterable<[string, FormDataEntryValue]>;
  try {
    fields =
      mediaType(request) === 'multipart/form-data'
        ? await new Response(text, {
            headers: { 'content-type': request.headers.get('content-type') ?? '' },
          }).formData()
        : new URLSearchParams(text);
  } catch {
    throw new ApiFailure('invalidEnvelope', [{ path: '', code: 'invalid_form' }]);
  }
  const envelope: Record<string, unknown> = {};
  const data: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) (ENVELOPE_FIELDS.has(key) ? envelope : data)[key] = value;
  // a file field is kept as what it is, so the contract's schema refuses it
  for (const [key, value] of fields) data[key] = typeof value === 'string' ? value : { file: value.name };
  return { ...envelope, data };
}

/**
 * Someone opened a one-click address (a GET, as RFC 2369 mail clients do): send them to the page that
 * asks before it changes anything, on the site the mail was for, with the link's own parameters.
 */
export async function oneClickPageRedirect(page: string, url: URL): Promise<Response> {
  const query = new URLSearchParams(url.searchParams);
  const websiteId = query.get('websiteId');
  query.delete('websiteId');
  const named = websiteId && /^[1-9]\d{0,8}$/.test(websiteId) ? await getSiteById(Number(websiteId)) : undefined;
  const site = named ?? (await getSiteById(FALLBACK_SITE.id)) ?? FALLBACK_SITE;
  const location = new URL(`${sitePath(site, page)}?${query.toString()}`, url);
  return new Response(null, {
    status: 303,
    headers: { Location: location.toString(), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
