import { CONTRACTS } from '@/lib/api/contracts';
import english from '@/messages/en/api.json';
import { ENGLISH_FALLBACK, gatewayErrorMessage, GatewayError, NETWORK_ABNORMAL_ZH } from '@/lib/gateway/errors';
import { callContract, configureGateway, resetGateway } from '@/lib/gateway/request';
import { translateApi } from '../support/api-translator';
import { closedPortUrl, startGatewayServer } from '../support/gateway-server';

let server: Awaited<ReturnType<typeof startGatewayServer>>;

beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());
beforeEach(() => {
  // reads that fail in transport are sent again (lib/gateway/retry.ts): with no wait between the tries here
  vi.spyOn(Math, 'random').mockReturnValue(0);
  resetGateway();
  configureGateway({ baseUrl: server.baseUrl, translate: translateApi, websiteId: 1001, lang: 'en' });
});
afterEach(() => vi.restoreAllMocks());

/** The error a call ends with (the test fails if it succeeds). */
async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

const nameOfUnit = () => callContract(CONTRACTS.nameOfUnit, undefined, { toast: false });

describe('messages without a translator', () => {
  it('fall back to the English of messages/en/api.json', () => {
    expect(ENGLISH_FALLBACK).toEqual({
      invalidToken: english.invalidToken,
      timeout: english.timeout,
      serverError: english.serverError,
    });
    expect(gatewayErrorMessage('TIME_OUT', undefined)).toBe(english.timeout);
    expect(gatewayErrorMessage('INVALID_TOKEN', undefined)).toBe(english.invalidToken);
    expect(gatewayErrorMessage('SERVER_ERROR', { msg: '' })).toBe(english.serverError);
  });
});

describe('server errors (spec §8)', () => {
  it("shows the answer's msg, whatever the HTTP status", async () => {
    server.answerEnvelope(500, { success: false, code: '100500', msg: 'Database unavailable', data: null });
    const error = await failure(nameOfUnit());
    expect(error).toMatchObject({ type: 'SERVER_ERROR', code: '100500', status: 500, message: 'Database unavailable' });
  });

  it("falls back to the answer's message when msg is empty", async () => {
    server.answerEnvelope(429, { success: false, code: '100429', msg: '', message: 'Slow down', data: null });
    const error = await failure(nameOfUnit());
    expect(error).toMatchObject({ type: 'SERVER_ERROR', status: 429, message: 'Slow down' });
  });

  it("shows the translated 'server error' when the answer says nothing", async () => {
    server.answerEnvelope(400, { success: false, code: '100400', msg: '', data: null });
    const error = await failure(nameOfUnit());
    expect(error).toMatchObject({ type: 'SERVER_ERROR', status: 400, message: 'server error' });
  });

  it('treats a success whose data breaks the contract as a server error, not as its "Success" text', async () => {
    server.answerEnvelope(200, { success: true, code: '0', msg: 'Success', data: [{ code: 7 }] });
    const error = await failure(nameOfUnit());
    expect(error).toMatchObject({ type: 'SERVER_ERROR', message: 'server error' });
  });

  it('reads every homelife code but 0 as a server error, 401 included (homelife has no invalid token)', async () => {
    server.answerEnvelope(401, { success: false, code: 401, msg: 'Not signed in', data: null });
    const error = await failure(callContract(CONTRACTS.cateAndTag, undefined, { gateway: 'homelife', toast: false }));
    expect(error).toMatchObject({ type: 'SERVER_ERROR', code: 401, message: 'Not signed in' });
  });

  it('resolves with the checked data of a success', async () => {
    server.answerEnvelope(200, {
      success: true,
      code: '0',
      msg: 'Success',
      data: [{ code: 'PCS', name: 'Piece', pluralName: 'Pieces' }],
    });
    await expect(nameOfUnit()).resolves.toEqual([{ code: 'PCS', name: 'Piece', pluralName: 'Pieces' }]);
  });
});

describe('network errors (spec §8)', () => {
  it("shows the translated 'network error' when the body is not JSON", async () => {
    server.answer(() => ({ status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html' }));
    const error = await failure(nameOfUnit());
    expect(error).toMatchObject({ type: 'NETWORK_ERROR', status: 502, message: 'network error' });
  });

  it("shows a non-envelope body's msg, else its message", async () => {
    server.answer(() => ({ status: 503, body: JSON.stringify({ msg: 'Proxy down', message: 'ignored' }) }));
    await expect(failure(nameOfUnit())).resolves.toMatchObject({ type: 'NETWORK_ERROR', message: 'Proxy down' });
    server.answer(() => ({ status: 503, body: JSON.stringify({ message: 'Upstream timeout' }) }));
    await expect(failure(nameOfUnit())).resolves.toMatchObject({ type: 'NETWORK_ERROR', message: 'Upstream timeout' });
  });

  it("shows the translated 'network error' when nothing listens", async () => {
    const error = await failure(
      callContract(CONTRACTS.nameOfUnit, undefined, { baseUrl: await closedPortUrl(), toast: false }),
    );
    expect(error).toMatchObject({ type: 'NETWORK_ERROR', status: null, message: 'network error' });
  });

  it("says '网络异常' when no translator is at hand", async () => {
    resetGateway();
    const error = await failure(
      callContract(CONTRACTS.nameOfUnit, undefined, { baseUrl: await closedPortUrl(), toast: false }),
    );
    expect(error.message).toBe(NETWORK_ABNORMAL_ZH);
  });
});

describe('message precedence', () => {
  const turkish = (key: string) =>
    ({
      invalidToken: 'Tekrar giriş yapın',
      timeout: 'Zaman aşımı',
      serverError: 'Sunucu hatası',
      networkError: 'Ağ hatası',
    })[key] ?? key;

  it("takes the translator's words, not fixed English", () => {
    expect(gatewayErrorMessage('INVALID_TOKEN', { msg: 'token expired' }, turkish)).toBe('Tekrar giriş yapın');
    expect(gatewayErrorMessage('TIME_OUT', { msg: 'x' }, turkish)).toBe('Zaman aşımı');
    expect(gatewayErrorMessage('SERVER_ERROR', {}, turkish)).toBe('Sunucu hatası');
    expect(gatewayErrorMessage('NETWORK_ERROR', undefined, turkish)).toBe('Ağ hatası');
  });

  it('puts the body before the translator for server and network errors, msg before message', () => {
    expect(gatewayErrorMessage('SERVER_ERROR', { msg: 'A', message: 'B' }, turkish)).toBe('A');
    expect(gatewayErrorMessage('NETWORK_ERROR', { msg: ' ', message: 'B' }, turkish)).toBe('B');
  });
});
