import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startStandalone, type StandaloneServer } from '../support/standalone-server';

// Issue 50: OpenTelemetry tracing is available by configuration. The standalone output, given a collector
// (OTEL_EXPORTER_OTLP_ENDPOINT), sends the spans of the requests it answers there; the collector here is a
// plain HTTP server of the test that keeps what it is sent (OTLP over HTTP, as JSON).
type Span = { name: string; attributes?: { key: string; value: { stringValue?: string } }[] };
type Export = {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: Span[] }[];
  }[];
};

const received: { path: string; body: Export }[] = [];
let collector: Server | undefined;
let server: StandaloneServer | undefined;

test.beforeAll(async () => {
  collector = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(text || '{}') as Export });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector?.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  server = await startStandalone({
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: 'sourcefair-e2e',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => collector?.close(resolve));
});

test('sends the spans of a page it answers to the collector it is given, named for the service', async () => {
  const res = await fetch(`${server?.site}/categories`, { headers: { 'accept-language': 'en' } });
  expect(res.status).toBe(200);
  const spans = () =>
    received
      .filter((r) => r.path === '/v1/traces')
      .flatMap((r) => r.body.resourceSpans ?? [])
      .filter((rs) =>
        rs.resource?.attributes?.some((a) => a.key === 'service.name' && a.value.stringValue === 'sourcefair-e2e'),
      )
      .flatMap((rs) => rs.scopeSpans ?? [])
      .flatMap((ss) => ss.spans ?? []);
  // the batch goes out within the exporter's delay (5 s by default)
  await expect
    .poll(() => spans().some((s) => s.name.startsWith('GET')), { timeout: 20_000, intervals: [250] })
    .toBe(true);
});
