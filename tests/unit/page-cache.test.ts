import { AsyncLocalStorage } from 'node:async_hooks';
import fc from 'fast-check';
import { PAGE_CACHE_HEADER as PROXY_MARK } from '@/lib/proxy/page-cache-mark';
import { routeRequest, type RequestFacts } from '@/lib/proxy/route-request';
import type { Site } from '@/lib/sites/resolve';
import {
  PAGE_CACHE_HEADER,
  PageCache,
  RenderGate,
  STALE_SECONDS,
  cacheControlFor,
  isShareableRequest,
  mergeVary,
  pageCacheKey,
  storableSeconds,
  storedHeaders,
  type RequestLike,
} from '@/server/page-cache.mjs';
import { testSite, TURKIYE_SITE } from '../support/sites';

const sites: Site[] = [
  testSite({ languages: ['en', 'zh', 'ar'] }),
  TURKIYE_SITE,
  testSite({ id: 1007, code: 'sx', domain: 'shop.example', languages: ['de', 'en'], defaultLanguage: 'de' }),
];

/** A request as the server receives it, built from the facts the proxy decides on. */
type Raw = {
  host: string;
  path: string;
  lang: string | null;
  device: string | null;
  langCookie: string | null;
  deviceCookie: string | null;
  acceptLanguage: string | null;
  mobileHint: string | null;
  userAgent: string | null;
};

function toRequest(raw: Raw): RequestLike {
  const query = new URLSearchParams();
  if (raw.lang !== null) query.set('lang', raw.lang);
  if (raw.device !== null) query.set('device', raw.device);
  const cookies = [
    raw.langCookie !== null ? `lang=${raw.langCookie}` : '',
    raw.deviceCookie !== null ? `device=${raw.deviceCookie}` : '',
    'cc_cookie=consent',
  ].filter(Boolean);
  const headers: Record<string, string> = { host: raw.host, cookie: cookies.join('; '), 'accept-encoding': 'gzip' };
  if (raw.acceptLanguage !== null) headers['accept-language'] = raw.acceptLanguage;
  if (raw.mobileHint !== null) headers['sec-ch-ua-mobile'] = raw.mobileHint;
  if (raw.userAgent !== null) headers['user-agent'] = raw.userAgent;
  return { method: 'GET', url: `${raw.path}${query.size ? `?${query}` : ''}`, headers };
}

function toFacts(raw: Raw): RequestFacts {
  return {
    host: raw.host,
    pathname: raw.path,
    langQuery: raw.lang,
    deviceQuery: raw.device === 'desktop' || raw.device === 'mobile' ? raw.device : null,
    langCookie: raw.langCookie,
    deviceCookie: raw.deviceCookie,
    acceptLanguage: raw.acceptLanguage,
    mobileHint: raw.mobileHint,
    userAgent: raw.userAgent,
    production: true,
  };
}

const POOLS: { [K in keyof Raw]: Raw[K][] } = {
  host: ['localhost:3000', 'shop.example'],
  path: ['/', '/tr', '/categories', '/steel-shelf-12.html', '/categoriesT2/3', '/no-such-page'],
  lang: [null, 'zh', 'ar', 'xx'],
  device: [null, 'mobile', 'desktop'],
  langCookie: [null, 'zh', 'en', 'fr'],
  deviceCookie: [null, 'mobile', 'desktop', 'tv'],
  acceptLanguage: [null, 'zh-CN,zh;q=0.9', 'ar', 'en-US,en;q=0.8', 'de'],
  mobileHint: [null, '?0', '?1'],
  userAgent: [null, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile'],
};
const FIELDS = Object.keys(POOLS) as (keyof Raw)[];
const rawRequest = fc.record(
  Object.fromEntries(FIELDS.map((field) => [field, fc.constantFrom(...POOLS[field])])) as {
    [K in keyof Raw]: fc.Arbitrary<Raw[K]>;
  },
);
/** A request and the same request with one input changed. */
const requestPair = rawRequest.chain((a) =>
  fc
    .constantFrom(...FIELDS)
    .chain((field) => fc.constantFrom(...POOLS[field]).map((value): [Raw, Raw] => [a, { ...a, [field]: value }])),
);

describe('the page cache key', () => {
  it('differs whenever the proxy would render a different page (every input it reads is in the key)', () => {
    // a new input of the proxy's decision must be added to the key and to the pools above
    expect(Object.keys(toFacts(POOLS as never)).filter((f) => f !== 'production')).toHaveLength(FIELDS.length);
    fc.assert(
      fc.property(requestPair, ([a, b]) => {
        const decisionA = routeRequest(sites, toFacts(a));
        const decisionB = routeRequest(sites, toFacts(b));
        if (JSON.stringify(decisionA) !== JSON.stringify(decisionB)) {
          expect(pageCacheKey(toRequest(a))).not.toBe(pageCacheKey(toRequest(b)));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('ignores cookies the proxy does not read, and separates encodings', () => {
    const base = toRequest({
      host: 'localhost:3000',
      path: '/',
      lang: null,
      device: null,
      langCookie: 'zh',
      deviceCookie: null,
      acceptLanguage: 'en',
      mobileHint: null,
      userAgent: 'UA',
    });
    const otherCookie = { ...base, headers: { ...base.headers, cookie: 'lang=zh; _ga=123' } };
    expect(pageCacheKey(otherCookie)).toBe(pageCacheKey(base));
    const identity = { ...base, headers: { ...base.headers, 'accept-encoding': '' } };
    expect(pageCacheKey(identity)).not.toBe(pageCacheKey(base));
  });
});

describe('what may be shared', () => {
  const anonymous: RequestLike = { method: 'GET', url: '/', headers: { host: 'h', cookie: 'lang=en' } };

  it('takes a signed-out GET of a page', () => {
    expect(isShareableRequest(anonymous)).toBe(true);
  });

  it.each([
    ['a session cookie', { ...anonymous, headers: { ...anonymous.headers, cookie: 'lang=en; sf_session=abc' } }],
    ['credentials', { ...anonymous, headers: { ...anonymous.headers, authorization: 'Bearer x' } }],
    ['a POST', { ...anonymous, method: 'POST' }],
    ['a HEAD', { ...anonymous, method: 'HEAD' }],
    ['a client navigation', { ...anonymous, headers: { ...anonymous.headers, rsc: '1' } }],
    ['a prefetch', { ...anonymous, headers: { ...anonymous.headers, 'next-router-prefetch': '1' } }],
    ['a navigation payload URL', { ...anonymous, url: '/?_rsc=abc' }],
    ['the API', { ...anonymous, url: '/api/health/ready' }],
    ['Next files', { ...anonymous, url: '/_next/static/x.js' }],
  ])('refuses a request with %s', (_, request) => {
    expect(isShareableRequest(request)).toBe(false);
  });

  it('stores only a 200 the proxy marked that sets no cookie', () => {
    expect(storableSeconds(200, { [PAGE_CACHE_HEADER]: '60' })).toBe(60);
    expect(storableSeconds(404, { [PAGE_CACHE_HEADER]: '60' })).toBe(0);
    expect(storableSeconds(200, { [PAGE_CACHE_HEADER]: '60', 'set-cookie': ['lang=zh'] })).toBe(0);
    expect(storableSeconds(200, {})).toBe(0);
    expect(storableSeconds(200, { [PAGE_CACHE_HEADER]: 'soon' })).toBe(0);
  });

  it('names the same header as the proxy', () => {
    expect(PAGE_CACHE_HEADER).toBe(PROXY_MARK);
  });

  it('tells shared caches how long a page may be kept, and keeps others private', () => {
    expect(cacheControlFor(60)).toBe(`public, max-age=0, s-maxage=60, stale-while-revalidate=${STALE_SECONDS}`);
    expect(cacheControlFor(0)).toMatch(/^private, no-cache, no-store/);
  });

  it('adds what a page varies on to Next’s Vary without repeats', () => {
    expect(mergeVary('RSC, Next-Router-State-Tree, Accept-Encoding')).toBe(
      'RSC, Next-Router-State-Tree, Accept-Encoding, Accept-Language, Cookie, User-Agent, Sec-CH-UA-Mobile',
    );
    expect(mergeVary(undefined)).toBe('Accept-Language, Cookie, User-Agent, Sec-CH-UA-Mobile, Accept-Encoding');
  });

  it('does not store connection headers or the proxy’s mark', () => {
    expect(
      storedHeaders({
        'content-type': 'text/html',
        connection: 'keep-alive',
        [PAGE_CACHE_HEADER]: '60',
        'content-length': 9,
      }),
    ).toEqual({ 'content-type': 'text/html' });
  });
});

describe('the page cache', () => {
  const page = (size: number, seconds = 60) => ({ status: 200, headers: {}, body: Buffer.alloc(size), seconds });

  it('stays within its byte bound, dropping the least recently used page first', () => {
    const cache = new PageCache({ maxBytes: 10_100 }); // ten pages and their keys
    cache.store('a', page(1000));
    cache.store('b', page(1000));
    for (let i = 0; i < 8; i += 1) cache.store(`filler${i}`, page(1000));
    expect(cache.lookup('a')?.state).toBe('HIT'); // a is now the most recently used
    cache.store('c', page(1000));
    expect(cache.bytes).toBeLessThanOrEqual(10_100);
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('a')?.state).toBe('HIT');
    expect(cache.lookup('c')?.state).toBe('HIT');
  });

  it('never keeps one page larger than an eighth of the bound', () => {
    const cache = new PageCache({ maxBytes: 8000 });
    cache.store('big', page(2000));
    expect(cache.lookup('big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('serves a page past its window stale to others while one request renders its successor', () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1e6, now: () => now });
    cache.store('p', page(10, 60));
    now = 59_000;
    expect(cache.lookup('p')?.state).toBe('HIT');
    now = 61_000;
    expect(cache.lookup('p')).toBeUndefined(); // the first request renders
    expect(cache.lookup('p')?.state).toBe('STALE'); // the others meanwhile get the stale page
    cache.store('p', page(10, 60));
    expect(cache.lookup('p')?.state).toBe('HIT');
    now = 61_000 + (60 + STALE_SECONDS) * 1000;
    expect(cache.lookup('p')).toBeUndefined(); // too old to serve at all
    expect(cache.bytes).toBe(0);
  });

  it('renders a page nobody holds once, however many ask for it at the same moment', () => {
    const cache = new PageCache({ maxBytes: 1e6 });
    expect(cache.lookup('p')).toBeUndefined(); // the first request renders
    expect(cache.lookup('p')).toEqual({ state: 'WAIT' });
    const answers: (number | undefined)[] = [];
    cache.wait('p', (entry) => answers.push(entry?.body.length));
    cache.wait('p', (entry) => answers.push(entry?.body.length));
    expect(answers).toEqual([]);
    cache.store('p', page(10));
    expect(answers).toEqual([10, 10]);
    expect(cache.lookup('p')?.state).toBe('HIT');
  });

  it('sends the waiting requests to render their own when the first render is not kept', () => {
    const cache = new PageCache({ maxBytes: 1e6 });
    cache.lookup('p');
    const answers: unknown[] = [];
    cache.wait('p', (entry) => answers.push(entry));
    cache.abandon('p');
    expect(answers).toEqual([undefined]);
  });

  it('answers a waiting request in its own request context, not in the context of the render it waited for', () => {
    const request = new AsyncLocalStorage<string>();
    const cache = new PageCache({ maxBytes: 1e6 });
    cache.lookup('p');
    const seenBy: (string | undefined)[] = [];
    request.run('second', () => cache.wait('p', () => seenBy.push(request.getStore())));
    request.run('first', () => cache.abandon('p'));
    expect(seenBy).toEqual(['second']);
  });

  it('lets the next request try again when a render could not be stored', () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1e6, now: () => now });
    cache.store('p', page(10, 1));
    now = 2000;
    expect(cache.lookup('p')).toBeUndefined();
    cache.abandon('p');
    expect(cache.lookup('p')).toBeUndefined();
  });
});

describe('the render gate', () => {
  it('lets a limited number of renders run and starts the waiting ones in arrival order', () => {
    const gate = new RenderGate(2);
    const started: string[] = [];
    const finish: Record<string, () => void> = {};
    for (const name of ['a', 'b', 'c', 'd']) {
      gate.enter((done) => {
        started.push(name);
        finish[name] = done;
      });
    }
    expect(started).toEqual(['a', 'b']);
    expect(gate.waiting).toBe(2);
    finish.b?.();
    finish.b?.(); // ending a turn twice frees one place only
    expect(started).toEqual(['a', 'b', 'c']);
    finish.a?.();
    finish.c?.();
    finish.d?.();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(gate.running).toBe(0);
  });

  it('starts a queued render in its own request context, so it holds no finished request in memory', () => {
    const request = new AsyncLocalStorage<string>();
    const gate = new RenderGate(1);
    const startedIn: (string | undefined)[] = [];
    let finishFirst = () => {};
    request.run('first', () =>
      gate.enter((done) => {
        startedIn.push(request.getStore());
        finishFirst = done;
      }),
    );
    request.run('second', () => gate.enter(() => startedIn.push(request.getStore())));
    request.run('first', () => finishFirst()); // the first request's close event frees the place
    expect(startedIn).toEqual(['first', 'second']);
  });
});
