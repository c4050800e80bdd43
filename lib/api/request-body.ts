import { ApiFailure } from './failure';

const JSON_TYPES = ['application/json', 'text/plain']; // text/plain: navigator.sendBeacon's strings

/** The body of a POST as a JSON object: refused when too large, not JSON, or not an object. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!JSON_TYPES.includes(type)) throw new ApiFailure('unsupportedMediaType');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new ApiFailure('payloadTooLarge');
  const text = await readLimited(request, maxBytes);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiFailure('badJson');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiFailure('invalidEnvelope', [{ path: '', code: 'invalid_type' }]);
  }
  return parsed as Record<string, unknown>;
}

/** Reads at most maxBytes, stopping (and refusing) as soon as the stream goes beyond. */
export async function readLimited(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ApiFailure('payloadTooLarge');
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new ApiFailure('badJson');
  }
}

const JSON_FIELDS = new Set(['data', 'device']);

/** A GET's envelope from the query string: `data` and `device` as JSON text, the rest as given. */
export function readQueryEnvelope(url: URL): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('_')) continue; // cache-busting parameters
    if (key in out) throw new ApiFailure('invalidEnvelope', [{ path: key, code: 'duplicate' }]);
    if (JSON_FIELDS.has(key)) {
      try {
        out[key] = JSON.parse(value);
      } catch {
        throw new ApiFailure('badJson', [{ path: key, code: 'invalid_json' }]);
      }
    } else {
      out[key] = value;
    }
  }
  return out;
}
