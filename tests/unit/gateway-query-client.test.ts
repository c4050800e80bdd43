import { CONTRACTS } from '@/lib/api/contracts';
import { gateway } from '@/lib/gateway/endpoints';
import { GatewayError } from '@/lib/gateway/errors';
import { gatewayQueries } from '@/lib/gateway/queries';
import { makeQueryClient, shouldRetry } from '@/lib/gateway/query-client';
import { configureGateway, resetGateway } from '@/lib/gateway/request';
import { clearToasts, useToastStore } from '@/lib/gateway/toasts';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchStub = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  resetGateway();
  configureGateway({ baseUrl: 'http://gateway.test', translate: (key) => `t:${key}` });
  fetchStub.mockReset();
  vi.stubGlobal('fetch', fetchStub);
  // toasts are shown in the browser only
  vi.stubGlobal('window', { location: { search: '', protocol: 'http:' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('retries', () => {
  it('never retries an invalid token or a refused (4xx) request', () => {
    expect(shouldRetry(0, new GatewayError('INVALID_TOKEN', 'x', { status: 401 }))).toBe(false);
    expect(shouldRetry(0, new GatewayError('SERVER_ERROR', 'x', { status: 422, code: '100422' }))).toBe(false);
    expect(shouldRetry(0, new GatewayError('SERVER_ERROR', 'x', { status: 200, code: '100404' }))).toBe(false);
  });

  it('retries a timeout or a 5xx once', () => {
    for (const error of [
      new GatewayError('TIME_OUT', 'x'),
      new GatewayError('SERVER_ERROR', 'x', { status: 500, code: '100500' }),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(false);
    }
  });

  it('leaves a network failure and a 503 to the client, which already sent the read again with backoff', () => {
    expect(shouldRetry(0, new GatewayError('NETWORK_ERROR', 'x'))).toBe(false);
    expect(shouldRetry(0, new GatewayError('SERVER_ERROR', 'x', { status: 503, code: '100503' }))).toBe(false);
  });
});

describe('queries', () => {
  it('keeps reference data fresh for a while instead of refetching on every mount', () => {
    const client = makeQueryClient();
    expect(client.getDefaultOptions().queries?.staleTime).toBe(60_000);
    expect(gatewayQueries.cateAndTagV2({ industryId: 3 }).staleTime).toBe(900_000);
  });

  it('reads a query through its contract and answers with the checked data', async () => {
    fetchStub.mockResolvedValue(
      answer(200, { success: true, code: '0', msg: '', data: [{ code: 'FOB', name: 'FOB' }] }),
    );
    const client = makeQueryClient();
    await expect(client.fetchQuery(gatewayQueries.paymentTerms())).resolves.toEqual([{ code: 'FOB', name: 'FOB' }]);
    expect(fetchStub.mock.calls[0]?.[0]).toBe('http://gateway.test/api/main/paymentTerms');
  });

  it('shows one toast for a failed query, from its last attempt, not one per attempt', async () => {
    let attempt = 0;
    fetchStub.mockImplementation(async () =>
      answer(500, { success: false, code: '100500', msg: `Down ${++attempt}`, data: null }),
    );
    const client = makeQueryClient();
    client.setQueryDefaults(['gateway'], { retryDelay: 0 });
    await expect(client.fetchQuery(gatewayQueries.shipmentTerm())).rejects.toMatchObject({ message: 'Down 2' });
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Down 2']);
  });

  it('does not show again an error the call already showed', async () => {
    const client = makeQueryClient();
    const shown = new GatewayError('SERVER_ERROR', 'Already shown');
    shown.toasted = true;
    await expect(
      client.fetchQuery({ queryKey: ['custom'], retry: false, queryFn: () => Promise.reject(shown) }),
    ).rejects.toBe(shown);
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('shows no toast for a query that opted out', async () => {
    fetchStub.mockImplementation(async () => answer(500, { success: false, code: '100500', msg: 'Quiet', data: null }));
    const client = makeQueryClient();
    await expect(
      client.fetchQuery({ ...gatewayQueries.ipcheck(), retry: false, meta: { toast: false } }),
    ).rejects.toMatchObject({ message: 'Quiet' });
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});

describe('typed endpoints', () => {
  it('offers one function per contract', () => {
    expect(Object.keys(gateway).sort()).toEqual(Object.keys(CONTRACTS).sort());
  });

  it('posts the data to the contract path and toasts a failure by default', async () => {
    fetchStub.mockResolvedValue(
      answer(200, {
        success: true,
        code: '0',
        msg: '',
        data: { id: 3, name: 'Energy', enName: 'Energy', children: [] },
      }),
    );
    await expect(gateway.cateAndTagV2({ industryId: 3 })).resolves.toMatchObject({ id: 3 });
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe('http://gateway.test/api/main/cateAndTagV2');
    expect(JSON.parse(String(init?.body))).toMatchObject({ data: { industryId: 3 } });

    fetchStub.mockRejectedValue(new TypeError('fetch failed'));
    await expect(gateway.countries()).rejects.toMatchObject({ type: 'NETWORK_ERROR', message: 't:networkError' });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['t:networkError']);
  });
});
