import { CONTRACTS } from '@/lib/api/contracts';
import {
  callContract,
  configureGateway,
  REQUEST_TIMEOUT_MS,
  requestTimeoutMs,
  resetGateway,
} from '@/lib/gateway/request';
import { translateApi } from '../support/api-translator';
import { startGatewayServer } from '../support/gateway-server';

let server: Awaited<ReturnType<typeof startGatewayServer>>;

beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());
beforeEach(() => {
  resetGateway();
  configureGateway({ baseUrl: server.baseUrl, translate: translateApi });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ok = () =>
  new Response(JSON.stringify({ success: true, code: '0', msg: '', data: [] }), {
    headers: { 'content-type': 'application/json' },
  });

/** The delay of the timer the call armed for its timeout. */
async function armedTimeout(): Promise<number | undefined> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ok()),
  );
  const setTimer = vi.spyOn(globalThis, 'setTimeout');
  await callContract(CONTRACTS.paymentTerms, undefined, { toast: false });
  return setTimer.mock.calls.map((call) => call[1]).find((delay) => delay !== undefined);
}

describe('request timeouts (spec §9)', () => {
  it('gives a call on the server 8888 ms', async () => {
    expect(requestTimeoutMs()).toBe(8888);
    await expect(armedTimeout()).resolves.toBe(REQUEST_TIMEOUT_MS.server);
  });

  it('gives a call in the browser 30000 ms', async () => {
    vi.stubGlobal('window', { location: { search: '', protocol: 'http:' } });
    expect(requestTimeoutMs()).toBe(30_000);
    await expect(armedTimeout()).resolves.toBe(REQUEST_TIMEOUT_MS.browser);
  });

  it("rejects with TIME_OUT and 'request time out' when the gateway never answers", async () => {
    server.answer(() => 'never');
    await expect(
      callContract(CONTRACTS.paymentTerms, undefined, { timeoutMs: 50, toast: false }),
    ).rejects.toMatchObject({
      type: 'TIME_OUT',
      message: 'request time out',
    });
  });

  it("stops when the caller's signal aborts, with the caller's reason rather than a gateway error", async () => {
    server.answer(() => 'never');
    const controller = new AbortController();
    const call = callContract(CONTRACTS.paymentTerms, undefined, { signal: controller.signal, toast: false });
    controller.abort(new Error('left the page'));
    await expect(call).rejects.toThrow('left the page');
  });
});
