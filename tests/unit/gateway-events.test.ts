import { CONTRACTS } from '@/lib/api/contracts';
import type { analyticsSearch, analyticsTrack, visitTrack } from '@/lib/api/contracts/tracking';
import { ANALYTICS_SEARCH, ANALYTICS_TRACK, VISIT_TRACK } from '@/lib/api/contracts/tracking-routes';
import { GatewayError } from '@/lib/gateway/errors';
import { callContract, configureGateway, resetGateway, sendEvent } from '@/lib/gateway/request';
import { clearToasts, useToastStore } from '@/lib/gateway/toasts';
import { startGatewayServer } from '../support/gateway-server';

// Events whose answer nobody reads (the page view of every page, the search page's analytics event) go
// out through sendEvent: the same request as the contract's call, without its schemas.

let server: Awaited<ReturnType<typeof startGatewayServer>>;
const event = { eventAction: 'view', eventCategory: 'page', eventName: 'Page_View', props: { route: 'home' } };
const onInvalidToken = vi.fn();

beforeAll(async () => {
  server = await startGatewayServer();
});
afterAll(() => server.close());
beforeEach(() => {
  onInvalidToken.mockReset();
  resetGateway();
  clearToasts();
  configureGateway({ baseUrl: server.baseUrl, websiteId: 1003, lang: 'tr', country: 'TR', onInvalidToken });
});

/** The last request as the server saw it, without the envelope's clock. */
function lastRequest() {
  const { time: _time, ...envelope } = server.lastEnvelope();
  const request = server.received.at(-1);
  return { method: request?.method, url: request?.url, appToken: request?.headers['x-app-token'], envelope };
}

describe('events sent without their schemas', () => {
  it('sends the very request the contract call sends, on the expo and micro-service gateways', async () => {
    for (const [route, contract] of [
      [VISIT_TRACK, CONTRACTS.visitTrack],
      [ANALYTICS_TRACK, CONTRACTS.analyticsTrack],
    ] as const) {
      server.answerEnvelope(200, { success: true, code: '0', msg: '', data: { recorded: true } });
      await callContract(contract, event);
      const byContract = lastRequest();
      server.answerEnvelope(200, { success: true, code: '0', msg: '', data: { recorded: true } });
      await sendEvent<typeof visitTrack | typeof analyticsTrack>(route, event);
      expect(lastRequest()).toEqual(byContract);
      expect(byContract.url).toBe(`/api/${contract.gateways[0]}/${contract.path}`);
    }
  });

  it("sends the search page's analytics event as its contract call does", async () => {
    const search = { searchType: 'product', searchKeyword: 'led lamp' };
    server.answerEnvelope(200, { success: true, code: '0', msg: '', data: { recorded: true } });
    await callContract(CONTRACTS.analyticsSearch, search);
    const byContract = lastRequest();
    server.answerEnvelope(200, { success: true, code: '0', msg: '', data: { recorded: true } });
    await sendEvent<typeof analyticsSearch>(ANALYTICS_SEARCH, search);
    expect(lastRequest()).toEqual(byContract);
    expect(byContract.url).toBe('/api/ms/analytics/search.json');
    expect(byContract.envelope).toMatchObject({ data: search });
  });

  it("resolves on the gateway's success whatever its data, which only the contract call checks", async () => {
    const odd = { success: true, code: '0', msg: '', data: { recorded: 'later' } };
    server.answerEnvelope(200, odd);
    await expect(sendEvent<typeof visitTrack>(VISIT_TRACK, event)).resolves.toBeUndefined();
    server.answerEnvelope(200, odd);
    await expect(callContract(CONTRACTS.visitTrack, event, { toast: false })).rejects.toMatchObject({
      type: 'SERVER_ERROR',
    });
  });

  it('rejects with the gateway error of a refused event and shows no toast', async () => {
    server.answerEnvelope(400, { success: false, code: '400', msg: 'eventName is required', data: null });
    const error = await sendEvent<typeof visitTrack>(VISIT_TRACK, event).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ type: 'SERVER_ERROR', status: 400 });
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('runs the forced login on an invalid token, as every call does (spec §8)', async () => {
    server.answerEnvelope(401, { success: false, code: '401', msg: '', data: null });
    await expect(sendEvent<typeof visitTrack>(VISIT_TRACK, event)).rejects.toMatchObject({ type: 'INVALID_TOKEN' });
    expect(onInvalidToken).toHaveBeenCalledOnce();
  });
});
