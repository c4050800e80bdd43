import { expect, test } from '@playwright/test';
import { LOCALES } from '@/lib/i18n/locales';
import { sendAll, startHeapServer, type HeapServer } from '../support/heap-server';

// Issues 48 and 56: whatever a request leaves in the server's heap must be bounded, so that no visitor, crawler
// or attacker can exhaust it. A production server of its own (server/node-flags.mjs: a 160 MB heap), with the
// heap probe (tests/support/heap-probe.mjs) to collect garbage and read the heap. In the HTTP layer:
// it sends plain requests, no browser.
const MB = 1024 * 1024;
// What the process may keep after the traffic below, once collected: its bounded caches' share of the heap
// (ARCHITECTURE.md "Memory budget"). Before the fixes each distinct search kept about 100 KB and each new
// address's API call about 42 KB, several hundred MB for this traffic: the server died.
const KEPT_AT_MOST = 24 * MB;

let server: HeapServer;
test.beforeAll(async () => {
  // one proxy in front, as deploy/ has it: the test plays nginx, each request from a visitor of its own
  server = await startHeapServer({ TRUSTED_PROXY_HOPS: '1' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('distinct searches, pages and visitors leave the heap near where it started', async () => {
  test.setTimeout(300_000);
  const { site } = server;
  const page = (path: string) => ({ url: `${site}${path}`, init: { headers: { 'accept-language': 'en' } } });
  const api = (path: string, address: string, data: Record<string, unknown> = {}) => ({
    url: `${site}/api/main/${path}`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ data }),
    },
  });
  const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const traffic = async (from: number, count: number) => [
    await sendAll(count * 3, 2, (i) => page(`/search/product?keyword=gadget${from + i}`)),
    await sendAll(count * 2, 2, (i) => page(`/${(i % 400) + 1}.html?ref=${from + i}`)),
    await sendAll(count, 2, (i) => page(`/category/${(i % 60) + 1}.html?ref=${from + i}`)),
    await sendAll(count * 20, 4, (i) => api('countries.json', address(from * 20 + i))),
    await sendAll(count / 2, 2, (i) =>
      api('blade-purchaser/account/modifyPasswordEmail', address(from * 20 + i), {
        email: `m${from + i}@example.test`,
      }),
    ),
  ];

  // every kind of request once, so that what the first of each loads (code, messages, plans) is in the start
  await traffic(0, 20);
  const start = await server.heap();
  // 750 searches, 500 product pages, 250 category pages, 5,000 visitors' API calls, 125 reset mails
  const answered = await traffic(1_000, 250);
  expect(server.alive(), server.output()).toBe(true);
  const end = await server.heap();
  console.log(`heap after collection: start ${JSON.stringify(start)}, end ${JSON.stringify(end)}`);
  const statuses = new Set(answered.flatMap((s) => Object.keys(s).map(Number)));
  expect(
    [...statuses].every((status) => status < 500),
    JSON.stringify(answered),
  ).toBe(true);
  expect(
    end.usedHeap - start.usedHeap,
    `heap after collection: ${(start.usedHeap / MB).toFixed(1)} MB at start, ${(end.usedHeap / MB).toFixed(1)} MB after`,
  ).toBeLessThan(KEPT_AT_MOST);
});

// A language's messages are read once per process however many bundles format with them (the pages', the
// API's), and the plain catalogue i18nAll sends is not kept (lib/i18n/catalogue.ts). Importing them had
// made each language's files scripts of every bundle that read them: with every page and language visited,
// the e2e suite's server ran out of its 160 MB heap (docs/decisions/0163).
const PER_LANGUAGE_AT_MOST = 0.8 * MB;

test('each further language costs the heap one copy of its messages', async () => {
  test.setTimeout(120_000);
  const { site } = server;
  const inLanguage = (lang: string) => [
    ...['/', '/privacy-policy.html', '/customer-service'].map((path) => ({
      url: `${site}${path}`,
      init: { headers: { cookie: `lang=${lang}` } },
    })),
    ...[
      // a refused request's message, translated by the API (messages/{locale}/api.json)
      { path: 'blade-purchaser/account/modifyPasswordEmail', data: { email: 'not-an-address' } },
      { path: 'i18nAll', data: {} },
    ].map(({ path, data }) => ({
      url: `${site}/api/main/${path}`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${lang.charCodeAt(0)}` },
        body: JSON.stringify({ lang, data }),
      },
    })),
  ];
  const visit = async (langs: readonly string[]) => {
    const requests = langs.flatMap(inLanguage);
    return sendAll(requests.length, 2, (i) => {
      const request = requests[i];
      if (!request) throw new Error(`no request ${i}`);
      return request;
    });
  };
  // the code of each of these pages and calls loads with its first request
  await visit(['en', 'de']);
  const start = await server.heap();
  const others = LOCALES.filter((locale) => locale !== 'en' && locale !== 'de');
  const answered = await visit(others);
  expect(server.alive(), server.output()).toBe(true);
  const end = await server.heap();
  expect(Object.keys(answered).map(Number).every((status) => status < 500), JSON.stringify(answered)).toBe(true);
  const perLanguage = (end.usedHeap - start.usedHeap) / others.length;
  console.log(`heap per further language: ${(perLanguage / MB).toFixed(2)} MB`);
  expect(perLanguage, `${(perLanguage / MB).toFixed(2)} MB a language`).toBeLessThan(PER_LANGUAGE_AT_MOST);
});
