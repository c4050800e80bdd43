import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
export type Reply =
  { status: number; body: string; contentType?: string; headers?: Record<string, string> } | 'never' | 'reset';

/**
 * A local HTTP server on 127.0.0.1 standing in for the gateways: it records each request and answers
 * with whatever `reply` returns (or never answers, or cuts the connection).
 */
export async function startGatewayServer() {
  const received: Received[] = [];
  let reply: (request: Received) => Reply = () => ({ status: 200, body: '{}' });
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(request);
      const answer = reply(request);
      if (answer === 'never') return;
      // the connection cut before any answer: the client sees a transport failure
      if (answer === 'reset') return void req.socket.destroy();
      res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json', ...answer.headers });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    /** The envelope of the last request, parsed. */
    lastEnvelope: (): Record<string, unknown> => JSON.parse(received.at(-1)?.body ?? '{}') as Record<string, unknown>,
    answer(next: (request: Received) => Reply) {
      reply = next;
    },
    /** Answers every request with this envelope and status. */
    answerEnvelope(status: number, envelope: unknown) {
      reply = () => ({ status, body: JSON.stringify(envelope) });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: a server is opened and closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
