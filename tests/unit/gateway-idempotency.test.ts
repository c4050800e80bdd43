import { CONTRACTS } from '@/lib/api/contracts';
import { callContract, configureGateway, resetGateway } from '@/lib/gateway/request';
import { RETRY_LIMIT } from '@/lib/gateway/retry';
import { translateApi } from '../support/api-translator';
import { startGatewayServer, type Received } from '../support/gateway-server';

let server: Awaited<ReturnType<typeof startGatewayServer>>;

beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());
beforeEach(() => {
  // no wait between retries (lib/gateway/retry.ts draws it at random): tests/unit/gateway-retry.test.ts times them
  vi.spyOn(Math, 'random').mockReturnValue(0);
  resetGateway();
  configureGateway({ baseUrl: server.baseUrl, translate: translateApi });
  server.received.length = 0;
});

const registered = {
  status: 200,
  body: JSON.stringify({ success: true, code: '0', msg: '', data: { tradeChinaToken: 't-1' } }),
};
const data = { email: 'buyer@acme-trading.de', password: 'secret12' };
const keyOf = (request: Received | undefined) => request?.headers['idempotency-key'];

describe('idempotent submissions in the typed client', () => {
  it('sends one new random key with each register attempt, and none with calls that are not submissions', async () => {
    server.answer(() => registered);
    await callContract(CONTRACTS.register, data, { toast: false });
    await callContract(CONTRACTS.register, data, { toast: false });
    server.answerEnvelope(200, { success: true, code: '0', msg: '', data: [] });
    await callContract(CONTRACTS.paymentTerms, undefined, { toast: false });
    const [first, second, read] = server.received;
    expect(keyOf(first)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keyOf(second)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(second)).not.toBe(keyOf(first));
    expect(keyOf(read)).toBeUndefined();
  });

  it('sends the attempt again with the same key after a timeout and resolves with the answer', async () => {
    let calls = 0;
    server.answer(() => (++calls === 1 ? 'never' : registered));
    await expect(callContract(CONTRACTS.register, data, { toast: false, timeoutMs: 200 })).resolves.toEqual({
      tradeChinaToken: 't-1',
    });
    expect(server.received).toHaveLength(2);
    expect(keyOf(server.received[1])).toBe(keyOf(server.received[0]));
  });

  it('waits and asks again with the same key while the server says the key is in progress', async () => {
    let calls = 0;
    server.answer(() =>
      ++calls === 1
        ? {
            status: 409,
            body: JSON.stringify({
              success: false,
              code: '100409',
              msg: 'in progress',
              data: { issues: [{ path: 'idempotencyKey', code: 'in_progress' }] },
            }),
          }
        : registered,
    );
    await expect(callContract(CONTRACTS.register, data, { toast: false })).resolves.toEqual({ tradeChinaToken: 't-1' });
    expect(server.received).toHaveLength(2);
    expect(keyOf(server.received[1])).toBe(keyOf(server.received[0]));
  });

  it('does not send a refused submission again (the server gave its answer)', async () => {
    server.answerEnvelope(409, {
      success: false,
      code: '100409',
      msg: 'This email is already registered. Please log in.',
      data: null,
    });
    await expect(callContract(CONTRACTS.register, data, { toast: false })).rejects.toMatchObject({
      type: 'SERVER_ERROR',
      message: 'This email is already registered. Please log in.',
    });
    expect(server.received).toHaveLength(1);
  });

  it(`gives up after ${RETRY_LIMIT} retries with TIME_OUT, every try with the one key`, async () => {
    server.answer(() => 'never');
    await expect(callContract(CONTRACTS.register, data, { toast: false, timeoutMs: 100 })).rejects.toMatchObject({
      type: 'TIME_OUT',
    });
    expect(server.received).toHaveLength(RETRY_LIMIT + 1);
    expect(new Set(server.received.map(keyOf)).size).toBe(1);
  }, 15_000);

  it('uses the key the caller gives for its submission attempt', async () => {
    server.answer(() => registered);
    await callContract(CONTRACTS.register, data, { toast: false, idempotencyKey: 'form-attempt-0001-abcdef' });
    expect(keyOf(server.received[0])).toBe('form-attempt-0001-abcdef');
  });
});
