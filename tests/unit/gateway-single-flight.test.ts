import { CONTRACTS } from '@/lib/api/contracts';
import { callContract, configureGateway, resetGateway } from '@/lib/gateway/request';
import { createSingleFlight, SINGLE_CALL_CACHE_MS, stableKey } from '@/lib/gateway/single-flight';

/** A request the test settles by hand, remembering whether it was aborted. */
function manualRequest<T>() {
  const started: { signal: AbortSignal; resolve: (value: T) => void; reject: (reason: unknown) => void }[] = [];
  const start = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        started.push({ signal, resolve, reject });
      }),
  );
  return { start, started };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('single-instance calls (spec §7, §9)', () => {
  it('reuses an answer for 10 s, then asks again', async () => {
    const flight = createSingleFlight();
    let n = 0;
    const start = vi.fn(async () => ++n);
    await expect(flight.run('countries@main', '', start)).resolves.toBe(1);
    vi.advanceTimersByTime(SINGLE_CALL_CACHE_MS - 1);
    await expect(flight.run('countries@main', '', start)).resolves.toBe(1);
    expect(start).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    await expect(flight.run('countries@main', '', start)).resolves.toBe(2);
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('shares one request between concurrent calls of the same key', async () => {
    const flight = createSingleFlight();
    const { start, started } = manualRequest<string>();
    const first = flight.run('ipAys@main', '{"ip":"1.1.1.1"}', start);
    const second = flight.run('ipAys@main', '{"ip":"1.1.1.1"}', start);
    started[0]?.resolve('AU');
    await expect(Promise.all([first, second])).resolves.toEqual(['AU', 'AU']);
    expect(start).toHaveBeenCalledOnce();
  });

  it('aborts the earlier request when other data is asked for, and every caller gets the latest answer', async () => {
    const flight = createSingleFlight();
    const { start, started } = manualRequest<string>();
    const earlier = flight.run('ipAys@main', 'a', start);
    const latest = flight.run('ipAys@main', 'b', start);
    expect(started[0]?.signal.aborted).toBe(true);
    expect(started[1]?.signal.aborted).toBe(false);
    started[0]?.reject(new DOMException('aborted', 'AbortError'));
    started[1]?.resolve('answer for b');
    await expect(Promise.all([earlier, latest])).resolves.toEqual(['answer for b', 'answer for b']);
  });

  it('keeps the answers of other contracts apart', async () => {
    const flight = createSingleFlight();
    const { start, started } = manualRequest<string>();
    const countries = flight.run('countries@main', '', start);
    const ip = flight.run('ipcheck@main', '', start);
    expect(started.map((s) => s.signal.aborted)).toEqual([false, false]);
    started[0]?.resolve('countries');
    started[1]?.resolve('ip');
    await expect(Promise.all([countries, ip])).resolves.toEqual(['countries', 'ip']);
  });

  it('does not keep a failure: every waiting caller gets it and the next call asks again', async () => {
    const flight = createSingleFlight();
    const { start, started } = manualRequest<string>();
    const first = flight.run('countries@main', '', start);
    const second = flight.run('countries@main', '', start);
    started[0]?.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await expect(second).rejects.toThrow('down');
    const third = flight.run('countries@main', '', start);
    started[1]?.resolve('back');
    await expect(third).resolves.toBe('back');
  });

  it('lets one caller stop waiting without stopping the shared request', async () => {
    const flight = createSingleFlight();
    const { start, started } = manualRequest<string>();
    const leaving = new AbortController();
    const first = flight.run('countries@main', '', start, leaving.signal);
    const second = flight.run('countries@main', '', start);
    leaving.abort(new Error('unmounted'));
    await expect(first).rejects.toThrow('unmounted');
    expect(started[0]?.signal.aborted).toBe(false);
    started[0]?.resolve('list');
    await expect(second).resolves.toBe('list');
  });

  it('keys data by content, whatever the order of its fields', () => {
    expect(stableKey({ b: 1, a: { d: 2, c: 3 } })).toBe(stableKey({ a: { c: 3, d: 2 }, b: 1 }));
    expect(stableKey({ ip: '1.1.1.1' })).not.toBe(stableKey({ ip: '8.8.8.8' }));
  });
});

describe('single-instance contracts through the client', () => {
  const location = (ip: string) => ({
    ip,
    countryCode: 'DE',
    cnName: '德国',
    enName: 'Germany',
    name: 'Germany',
    consentRequired: true,
    source: 'geoip',
  });

  beforeEach(() => {
    resetGateway();
    configureGateway({ baseUrl: 'http://gateway.test' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends one request for concurrent and repeated calls within 10 s', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: true, code: '0', msg: '', data: location('1.2.3.4') })),
    );
    vi.stubGlobal('fetch', fetch);
    const data = { ip: '1.2.3.4' };
    await Promise.all([callContract(CONTRACTS.ipAys, data), callContract(CONTRACTS.ipAys, { ...data })]);
    await callContract(CONTRACTS.ipAys, data);
    expect(fetch).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(SINGLE_CALL_CACHE_MS);
    await callContract(CONTRACTS.ipAys, data);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('aborts the earlier request of other data; both callers receive the latest answer', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const signal = init.signal as AbortSignal;
        signals.push(signal);
        const ip = (JSON.parse(String(init.body)) as { data: { ip: string } }).data.ip;
        return new Promise<Response>((resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
          setTimeout(
            () => resolve(new Response(JSON.stringify({ success: true, code: '0', msg: '', data: location(ip) }))),
            100,
          );
        });
      }),
    );
    const earlier = callContract(CONTRACTS.ipAys, { ip: '1.1.1.1' });
    const latest = callContract(CONTRACTS.ipAys, { ip: '8.8.8.8' });
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    await expect(earlier).resolves.toMatchObject({ ip: '8.8.8.8' });
    await expect(latest).resolves.toMatchObject({ ip: '8.8.8.8' });
  });
});
