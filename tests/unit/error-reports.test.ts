// What a page or a route threw reaches the server's log once, as one JSON line with the request's id
// (instrumentation.ts onRequestError, lib/log/report.ts); the line is read from standard output as a host
// or a log shipper would read it.
import { onRequestError } from '@/instrumentation';
import { givenRequestId } from '@/server/request-id.mjs';

type Line = Record<string, unknown> & { err?: { type: string; message: string; stack: string } };

let written: string[] = [];
const runtime = process.env.NEXT_RUNTIME;
beforeEach(() => {
  process.env.NEXT_RUNTIME = 'nodejs';
  written = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
});
afterEach(() => {
  process.env.NEXT_RUNTIME = runtime;
  vi.restoreAllMocks();
});

const lines = (): Line[] =>
  written
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((text) => JSON.parse(text) as Line);

const context = {
  routerKind: 'App Router',
  routePath: '/[site]/[locale]/[device]/product/[productId]/[[...name]]',
  routeType: 'render',
  renderSource: 'react-server-components',
  revalidateReason: undefined,
  renderType: 'dynamic',
} as const;

it('reports a page that threw once, with the id the proxy gave the request and without its query', async () => {
  const id = '0f5c2b6e9d8a4c1b0f5c2b6e9d8a4c1b';
  await onRequestError(
    new Error('products relation is gone'),
    { path: '/1/en/desktop/product/12?ac=secret-code', method: 'GET', headers: { 'x-request-id': id } },
    context,
  );
  const [line, ...more] = lines();
  expect(more).toEqual([]);
  expect(line).toMatchObject({
    level: 50,
    msg: 'request failed',
    requestId: id,
    method: 'GET',
    path: '/1/en/desktop/product/12',
    routeType: 'render',
    routePath: context.routePath,
  });
  expect(line?.err).toMatchObject({ type: 'Error', message: 'products relation is gone' });
  expect(line?.err?.stack).toContain('error-reports.test.ts');
  expect(JSON.stringify(line)).not.toContain('secret-code');
});

it('keeps the digest React leaves on a server component error, for the error page a buyer saw', async () => {
  const error = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '2913740' });
  await onRequestError(error, { path: '/categories', method: 'GET', headers: {} }, context);
  expect(lines()).toHaveLength(1);
  expect(lines()[0]).toMatchObject({ digest: '2913740' });
});

it('gives a request that came with no id, or a malformed one, an id of its own', async () => {
  await onRequestError(
    new Error('x'),
    { path: '/api/a', method: 'POST', headers: {} },
    { ...context, routeType: 'route' },
  );
  await onRequestError(
    new Error('y'),
    { path: '/api/b', method: 'POST', headers: { 'x-request-id': 'abc\n{"level":60}' } },
    { ...context, routeType: 'route' },
  );
  const [first, second] = lines();
  expect(first?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(second?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(second?.requestId).not.toBe(first?.requestId);
});

it('takes nginx’s and its own ids as they come, and nothing that could break a log line', () => {
  expect(givenRequestId('0f5c2b6e9d8a4c1b0f5c2b6e9d8a4c1b')).toBe('0f5c2b6e9d8a4c1b0f5c2b6e9d8a4c1b');
  expect(givenRequestId('3b241101-e2bb-4255-8caf-4136c566a962')).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
  expect(givenRequestId(['3b241101-e2bb-4255-8caf-4136c566a962', 'x'])).toBe('3b241101-e2bb-4255-8caf-4136c566a962');
  for (const bad of ['short', 'a'.repeat(65), 'abc def abc def abc', 'abc"}\n{"level":60,"x":"', null, undefined]) {
    expect(givenRequestId(bad)).toBeUndefined();
  }
});

it('keeps a failed statement but not the values it was given, which may be a buyer’s own words', async () => {
  // the shape of Drizzle's errors: the values after "params:" in the message, and in `params`
  const query = 'insert into enquiries (email, message) values ($1, $2)';
  const error = Object.assign(
    new Error(`Failed query: ${query}\nparams: buyer@example.com,Our order volume is private`),
    {
      query,
      params: ['buyer@example.com', 'Our order volume is private'],
      cause: Object.assign(new Error('disk full'), { code: '53100' }),
    },
  );
  await onRequestError(error, { path: '/api/main/x', method: 'POST', headers: {} }, { ...context, routeType: 'route' });
  const [line] = lines();
  expect(line?.err).toMatchObject({ query, message: `Failed query: ${query}\nparams: [values withheld]: disk full` });
  expect(JSON.stringify(line)).toContain('disk full');
  expect(JSON.stringify(line)).not.toContain('buyer@example.com');
  expect(JSON.stringify(line)).not.toContain('Our order volume');
});
