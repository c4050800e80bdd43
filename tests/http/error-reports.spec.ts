import { expect, test } from '@playwright/test';
import { startStandalone, type StandaloneServer } from '../support/standalone-server';

// Issue 50: what a page or a route handler throws is reported once, as one JSON line with the request's
// id, and the answer names that id (X-Request-Id) so a buyer can quote it. The standalone output (plain
// Next, no server/serve.mjs) runs on the e2e database with its tables out of reach (an empty search_path:
// every query fails as a deployment mistake would, the database itself answering), and the test reads
// its standard output as a log shipper would. Plain requests, in the HTTP layer.

type Line = {
  level?: number;
  msg?: string;
  requestId?: string;
  routeType?: string;
  path?: string;
  err?: { message?: string };
};

let server: StandaloneServer | undefined;
let site = '';

const reportsOf = (requestId: string): Line[] =>
  (server?.output() ?? '')
    .split('\n')
    .filter((text) => text.startsWith('{'))
    .map((text) => JSON.parse(text) as Line)
    .filter((line) => line.requestId === requestId);

/** spec §7 product info (the signed-out cart's cards): a read of the products table. */
const callApi = (headers: Record<string, string> = {}) =>
  fetch(`${site}/api/main/goods/productInfoList.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site, ...headers },
    body: JSON.stringify({ lang: 'en', data: { goodIds: '1' } }),
  });

test.beforeAll(async () => {
  const database = new URL(process.env.DATABASE_URL ?? '');
  database.searchParams.set('options', '-c search_path=sf_no_tables');
  // readiness asks the database for nothing but an answer, which it gives
  server = await startStandalone({ DATABASE_URL: database.href });
  site = server.site;
});

test.afterAll(async () => {
  await server?.stop();
});

test('a page that throws answers 500 with its request id, reported once under that id', async () => {
  // its metadata and its body both read the supplier, and both throw: one failure, one line
  const res = await fetch(`${site}/supplier/anything-1.html?ac=secret-code`, { headers: { 'accept-language': 'en' } });
  expect(res.status).toBe(500);
  const requestId = res.headers.get('x-request-id') ?? '';
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => reportsOf(requestId).length).toBeGreaterThan(0);
  const reports = reportsOf(requestId);
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({ level: 50, msg: 'request failed', routeType: 'render' });
  expect(reports[0]?.path).not.toContain('secret-code');
});

test('an API call that fails answers 500 with its request id, reported once under that id', async () => {
  const res = await callApi();
  expect(res.status).toBe(500);
  const requestId = res.headers.get('x-request-id') ?? '';
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  const reports = reportsOf(requestId);
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({
    level: 50,
    msg: 'request failed',
    routeType: 'route',
    path: '/api/main/goods/productInfoList.json',
  });
  expect(reports[0]?.err?.message).toContain('does not exist');
});

test('a request id given by the proxy in front is kept, one of another shape replaced', async () => {
  const nginxId = '0f5c2b6e9d8a4c1b0f5c2b6e9d8a4c1b';
  const kept = await callApi({ 'x-request-id': nginxId });
  expect(kept.headers.get('x-request-id')).toBe(nginxId);
  expect(reportsOf(nginxId)).toHaveLength(1);
  const replaced = await callApi({ 'x-request-id': 'x"y' });
  expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});
