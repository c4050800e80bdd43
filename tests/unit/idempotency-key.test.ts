import { ApiFailure } from '@/lib/api/failure';
import { canonicalJson, idempotencyScope, readIdempotencyKey } from '@/lib/api/idempotency';

function request(headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/api/main/x', { method: 'POST', headers });
}

function failureOf(run: () => unknown): ApiFailure | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof ApiFailure ? error : undefined;
  }
}

describe('idempotency keys', () => {
  const uuid = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';

  it('reads the Idempotency-Key header, or the envelope field when no header is sent', () => {
    expect(readIdempotencyKey(request({ 'idempotency-key': uuid }), undefined)).toBe(uuid);
    expect(readIdempotencyKey(request(), uuid)).toBe(uuid);
    expect(readIdempotencyKey(request({ 'idempotency-key': uuid }), uuid)).toBe(uuid);
    expect(readIdempotencyKey(request(), null)).toBeNull();
  });

  it('refuses a short or odd key and two keys that differ, with the translated key message', () => {
    for (const [headers, envelope] of [
      [{ 'idempotency-key': 'abc' }, undefined],
      [{ 'idempotency-key': 'has spaces in it, not allowed' }, undefined],
      [{ 'idempotency-key': uuid }, '2b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'],
    ] as const) {
      const failure = failureOf(() => readIdempotencyKey(request(headers), envelope));
      expect(failure?.outcome).toBe('invalidEnvelope');
      expect(failure?.override).toEqual({ key: 'idempotencyKeyInvalid' });
    }
  });

  it('scopes keys to the endpoint and the caller', () => {
    expect(idempotencyScope('register', null)).toBe('register|anonymous');
    expect(idempotencyScope('addRfq', 42)).toBe('addRfq|account:42');
  });

  it('fingerprints equal content the same whatever the key order, and other content differently', () => {
    const a = canonicalJson({ site: 1001, data: { email: 'a@b.de', tags: ['x', 'y'], note: undefined } });
    const b = canonicalJson({ data: { tags: ['x', 'y'], email: 'a@b.de' }, site: 1001 });
    expect(a).toBe(b);
    expect(canonicalJson({ data: { tags: ['y', 'x'] } })).not.toBe(canonicalJson({ data: { tags: ['x', 'y'] } }));
  });
});
