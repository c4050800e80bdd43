import { CONTRACTS } from '@/lib/api/contracts';
import { GatewayError } from '@/lib/gateway/errors';
import { callContract, configureGateway, FORCED_LOGIN_BURST_MS, resetGateway } from '@/lib/gateway/request';
import { clearToasts } from '@/lib/gateway/toasts';
import { translateApi } from '../support/api-translator';
import { startGatewayServer } from '../support/gateway-server';

let server: Awaited<ReturnType<typeof startGatewayServer>>;
const posted: string[] = [];
const onInvalidToken = vi.fn();
const RELOGIN = 'Maybe you signed in another place, please relogin again.';

beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());
beforeEach(() => {
  posted.length = 0;
  onInvalidToken.mockReset();
  resetGateway();
  configureGateway({ baseUrl: server.baseUrl, translate: translateApi, onInvalidToken });
  // a page inside the native app: the bridge finds the React Native channel
  vi.stubGlobal('window', {
    location: { search: '', protocol: 'http:' },
    ReactNativeWebView: { postMessage: (data: string) => posted.push(data) },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearToasts();
});

const userInfo = () => callContract(CONTRACTS.getUserInfo, undefined, { token: 'stale', toast: false });

describe('an invalid token (spec §8)', () => {
  it("rejects with INVALID_TOKEN and the relogin message on the main gateway's 100001", async () => {
    server.answerEnvelope(401, { success: false, code: '100001', msg: 'token invalid', data: null });
    const error = await userInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ type: 'INVALID_TOKEN', code: '100001', status: 401, message: RELOGIN });
  });

  it('runs the forced-login handler and tells the native app', async () => {
    server.answerEnvelope(401, { success: false, code: '100001', msg: '', data: null });
    await expect(userInfo()).rejects.toMatchObject({ type: 'INVALID_TOKEN' });
    expect(onInvalidToken).toHaveBeenCalledOnce();
    expect(posted.map((m) => JSON.parse(m) as unknown)).toEqual([{ type: 'tokenError', message: RELOGIN }]);
  });

  it("reads the expo and micro-service gateways' 401 as an invalid token", async () => {
    server.answerEnvelope(401, { success: false, code: '401', msg: '', data: null });
    const event = { eventAction: 'view', eventCategory: 'page', eventName: 'Page_View' };
    await expect(callContract(CONTRACTS.visitTrack, event, { toast: false })).rejects.toMatchObject({
      type: 'INVALID_TOKEN',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + FORCED_LOGIN_BURST_MS);
    await expect(callContract(CONTRACTS.analyticsTrack, event, { toast: false })).rejects.toMatchObject({
      type: 'INVALID_TOKEN',
    });
    expect(onInvalidToken).toHaveBeenCalledTimes(2);
  });

  it('starts one forced login for invalid answers that arrive together', async () => {
    server.answerEnvelope(401, { success: false, code: '100001', msg: '', data: null });
    const event = { eventAction: 'click', eventCategory: 'button', eventName: 'Buy' };
    const calls = [1, 2, 3].map(() => callContract(CONTRACTS.behaviourEvent, event, { token: 'stale', toast: false }));
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(onInvalidToken).toHaveBeenCalledOnce();
    expect(posted).toHaveLength(1);
  });

  it('forgets the stored buyer session when no handler was configured', async () => {
    const removed: string[] = [];
    vi.stubGlobal('window', {
      location: { search: '', protocol: 'http:' },
      localStorage: {
        getItem: () => null,
        setItem: () => undefined,
        removeItem: (key: string) => removed.push(key),
      },
    });
    resetGateway();
    configureGateway({ baseUrl: server.baseUrl });
    server.answerEnvelope(401, { success: false, code: '100001', msg: '', data: null });
    await expect(userInfo()).rejects.toMatchObject({ type: 'INVALID_TOKEN' });
    expect(removed).toEqual(expect.arrayContaining(['sf_buyerTradeToken', 'sf_buyer247Token', 'sf_buyerUserInfo']));
  });
});
