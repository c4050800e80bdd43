import { CONTRACTS } from '@/lib/api/contracts';
import english from '@/messages/en/api.json';
import { callContract, configureGateway, resetGateway } from '@/lib/gateway/request';
import {
  isRetryable,
  parseRetryAfter,
  RETRY_AFTER_MAX_MS,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  RETRY_LIMIT,
  retryDelayMs,
} from '@/lib/gateway/retry';
import { GatewayError } from '@/lib/gateway/errors';
import { translateApi } from '../support/api-translator';
import { startGatewayServer, type Received, type Reply } from '../support/gateway-server';

// The browser client's retry policy (lib/gateway/retry.ts): which calls and failures are sent again,
// how long it waits (exponential, capped, jittered, never before Retry-After), and how often.

describe('the wait before a retry', () => {
  it('grows exponentially from the base, drawn at random below the bound, up to the cap', () => {
    const top = () => 0.999_999;
    expect([0, 1, 2, 3, 4, 5, 6].map((retry) => retryDelayMs(retry, null, top))).toEqual([
      RETRY_BASE_MS - 1,
      2 * RETRY_BASE_MS - 1,
      4 * RETRY_BASE_MS - 1,
      null,
      null,
      null,
      null,
    ]);
    // past the limit's retries the cap holds (a policy with more retries would meet it at 2^4 * base)
    expect(Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** 10)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(0, null, () => 0)).toBe(0);
    expect(retryDelayMs(2, null, () => 0.5)).toBe(2 * RETRY_BASE_MS);
  });

  it('is never shorter than the Retry-After the server sent, with jitter on top', () => {
    expect(retryDelayMs(0, 5_000, () => 0)).toBe(5_000);
    expect(retryDelayMs(0, 5_000, () => 0.5)).toBe(5_000 + RETRY_BASE_MS / 2);
  });

  it(`gives up after ${RETRY_LIMIT} retries, and at once when the server asks for a longer wait than it allows`, () => {
    expect(retryDelayMs(RETRY_LIMIT - 1, null, () => 0)).not.toBeNull();
    expect(retryDelayMs(RETRY_LIMIT, null, () => 0)).toBeNull();
    expect(retryDelayMs(0, RETRY_AFTER_MAX_MS, () => 0)).toBe(RETRY_AFTER_MAX_MS);
    expect(retryDelayMs(0, RETRY_AFTER_MAX_MS + 1, () => 0)).toBeNull();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-06-01T10:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Mon, 01 Jun 2026 10:00:07 GMT', now)).toBe(7_000);
    expect(parseRetryAfter('Mon, 01 Jun 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-3', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('what is sent again', () => {
  const unavailable = new GatewayError('SERVER_ERROR', 'x', { status: 503, code: '100503' });
  const network = new GatewayError('NETWORK_ERROR', 'x');
  const timeout = new GatewayError('TIME_OUT', 'x');
  const inProgress = new GatewayError('SERVER_ERROR', 'x', { status: 409, retryable: true });
  const fault = new GatewayError('SERVER_ERROR', 'x', { status: 500, code: '100500' });
  const refused = new GatewayError('SERVER_ERROR', 'x', { status: 400, code: '100422' });

  it('reads: a 503 and a transport failure', () => {
    expect([unavailable, network, timeout, inProgress, fault, refused].map((e) => isRetryable(e, 'read'))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('keyed submissions: also a timeout and "in progress", which the key makes safe', () => {
    expect(
      [unavailable, network, timeout, inProgress, fault, refused].map((e) => isRetryable(e, 'idempotent')),
    ).toEqual([true, true, true, true, false, false]);
  });
});

describe('the client during an outage', () => {
  let server: Awaited<ReturnType<typeof startGatewayServer>>;
  const outage = (retryAfter = '5'): Reply => ({
    status: 503,
    headers: { 'retry-after': retryAfter },
    body: JSON.stringify({ success: false, code: '100503', msg: english.unavailable, data: null }),
  });
  const ok = (data: unknown): Reply => ({
    status: 200,
    body: JSON.stringify({ success: true, code: '0', msg: '', data }),
  });
  const keyOf = (request: Received | undefined) => request?.headers['idempotency-key'];
  /** Until the server has had `count` requests, in real time (vi.waitFor would move the fake clock on). */
  async function received(count: number): Promise<void> {
    const deadline = performance.now() + 5_000;
    while (server.received.length < count) {
      if (performance.now() > deadline) throw new Error(`${server.received.length} requests, not ${count}`);
      await new Promise((resolve) => setImmediate(resolve));
      // waits already due (a backoff of 0) run; the clock does not move
      await vi.advanceTimersByTimeAsync(0);
    }
  }

  beforeAll(async () => {
    server = await startGatewayServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    // only the waits are faked: the requests go to a real local server
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    resetGateway();
    configureGateway({ baseUrl: server.baseUrl, translate: translateApi, websiteId: 1001, lang: 'en' });
    server.received.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends a read again after the Retry-After of a 503, not before, and resolves with the answer', async () => {
    let calls = 0;
    server.answer(() => (++calls === 1 ? outage('2') : ok([{ code: 'FOB', name: 'FOB' }])));
    const read = callContract(CONTRACTS.paymentTerms, undefined, { toast: false });
    await received(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(read).resolves.toEqual([{ code: 'FOB', name: 'FOB' }]);
    expect(server.received).toHaveLength(2);
  });

  it('sends a keyed submission again with the same key after a 503 and after a cut connection', async () => {
    let calls = 0;
    server.answer(() => {
      calls += 1;
      if (calls === 1) return outage('1');
      if (calls === 2) return 'reset';
      return ok({ tradeChinaToken: 't-1' });
    });
    const submit = callContract(
      CONTRACTS.register,
      { email: 'buyer@acme-trading.de', password: 'secret12' },
      { toast: false },
    );
    await received(1);
    await vi.advanceTimersByTimeAsync(1_000);
    // the second backoff, random 0 here: sent again at once
    await received(3);
    await expect(submit).resolves.toEqual({ tradeChinaToken: 't-1' });
    expect(server.received).toHaveLength(3);
    expect(new Set(server.received.map(keyOf)).size).toBe(1);
    expect(keyOf(server.received[0])).toBeTruthy();
  });

  it(`gives up after ${RETRY_LIMIT} retries with the server's translated message`, async () => {
    server.answer(() => outage('1'));
    const read = callContract(CONTRACTS.paymentTerms, undefined, { toast: false });
    const settled = read.catch((error: unknown) => error);
    for (let i = 1; i <= RETRY_LIMIT; i += 1) {
      await received(i);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    await expect(settled).resolves.toMatchObject({ type: 'SERVER_ERROR', status: 503, message: english.unavailable });
    expect(server.received).toHaveLength(RETRY_LIMIT + 1);
  });

  it('does not send again a write without a key, nor wait for a Retry-After longer than it allows', async () => {
    server.answer(() => outage('5'));
    await expect(
      callContract(CONTRACTS.login, { login: 'buyer@acme-trading.de', password: 'secret12' }, { toast: false }),
    ).rejects.toMatchObject({ status: 503 });
    expect(server.received).toHaveLength(1);

    server.received.length = 0;
    server.answer(() => outage(String(RETRY_AFTER_MAX_MS / 1000 + 1)));
    await expect(callContract(CONTRACTS.paymentTerms, undefined, { toast: false })).rejects.toMatchObject({
      status: 503,
    });
    expect(server.received).toHaveLength(1);
  });

  it('stops waiting when the caller aborts', async () => {
    server.answer(() => outage('5'));
    const controller = new AbortController();
    const read = callContract(CONTRACTS.paymentTerms, undefined, { toast: false, signal: controller.signal });
    const settled = read.catch((error: unknown) => error);
    await received(1);
    controller.abort(new Error('left the page'));
    await expect(settled).resolves.toMatchObject({ message: 'left the page' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.received).toHaveLength(1);
  });
});
