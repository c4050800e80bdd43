import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../server/node-flags.mjs';
import { freePort } from '../support/heap-server';

// server/serve.mjs: a stop (systemd's SIGTERM on a restart, deploy/systemd/) answers the requests in hand
// before the server exits, so nginx in front does not turn them into 502s. A server of its own, one
// render at a time and no page cache, so a burst of pages is still queued when the signal comes.
const root = path.resolve(__dirname, '../..');

async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcessWithoutNullStreams; output: () => string }> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, 'server/serve.mjs', '-H', 'localhost', '-p', String(port)],
    { cwd: root, env: { ...process.env, ...SERVER_ENV, RENDER_CONCURRENCY: '1', PAGE_CACHE_MB: '0', ...env } },
  );
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!text.includes('[serve] ready')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => text };
}

test('a stopped server answers the pages it was asked for, then exits', async () => {
  test.slow();
  const port = await freePort();
  const { child, output } = await startServer(port);
  try {
    const site = `http://localhost:${port}`;
    let answeredBeforeStop = 0;
    const pages = Array.from({ length: 12 }, (_, i) =>
      fetch(`${site}/?stop=${i}-${Date.now()}`, { headers: { 'accept-language': 'en' } }).then(
        async (res) => ({ status: res.status, html: await res.text() }),
        (error: unknown) => ({ status: 0, html: String(error) }),
      ),
    );
    for (const page of pages) void page.then(() => (answeredBeforeStop += 1));
    // the first page is out: the others are rendering or queued behind it when the signal comes
    await Promise.race(pages);
    child.kill('SIGTERM');
    const inHand = pages.length - answeredBeforeStop;
    expect(inHand).toBeGreaterThan(5);
    // no new connection is taken while the others are answered
    const connect = () =>
      new Promise<string>((resolve) => {
        get(`${site}/api/health/ready`, { agent: false }, (res) => {
          res.resume();
          resolve(String(res.statusCode));
        }).on('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? 'error'));
      });
    const deadline = Date.now() + 5_000;
    while ((await connect()) !== 'ECONNREFUSED') {
      expect(Date.now(), output()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answered = await Promise.all(pages);
    for (const page of answered) {
      expect(page.status, page.html.slice(0, 300)).toBe(200);
      expect(page.html).toContain('</html>');
    }
    const [code] = (child.exitCode !== null ? [child.exitCode] : await once(child, 'exit')) as [number | null];
    expect(code, output()).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});

/** One answer read from a raw keep-alive connection: status, headers, and whether the socket failed. */
function sendOn(socket: Socket, path: string): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    // the server may have closed it already: nothing more will happen on it
    if (socket.destroyed || socket.readyState !== 'open') return reject(new Error(`closed before ${path} was sent`));
    let buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const at = buffer.indexOf('\r\n\r\n');
      if (at === -1) return;
      const [statusLine = '', ...lines] = buffer.subarray(0, at).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length'] ?? NaN);
      const chunked = headers['transfer-encoding'] === 'chunked';
      const complete = chunked ? buffer.includes('\r\n0\r\n\r\n', at) : buffer.length >= at + 4 + length;
      if (!complete) return;
      cleanup();
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      cleanup();
      reject(new Error(`closed without an answer to ${path}`));
    };
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('error', onError);
      socket.off('close', onClose);
    };
    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('close', onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
  });
}

test('requests sent right after the signal on keep-alive connections are answered with Connection: close', async () => {
  test.slow();
  const port = await freePort();
  const { child, output } = await startServer(port);
  try {
    // connections a proxy in front holds: each has had an answer and is idle when the signal comes
    const sockets = await Promise.all(
      Array.from({ length: 13 }, async () => {
        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        const first = await sendOn(socket, '/api/health/live');
        expect(first.status).toBe(200);
        expect(first.headers.connection).toBe('keep-alive');
        return socket;
      }),
    );
    child.kill('SIGTERM');
    const deadline = Date.now() + 5_000;
    while (!output().includes('[serve] stopping')) {
      expect(Date.now(), output()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answers = await Promise.allSettled(sockets.map((socket, i) => sendOn(socket, `/api/health/live?after=${i}`)));
    const failures = answers.flatMap((a, i) =>
      a.status === 'rejected' ? [`${i}: ${(a.reason as NodeJS.ErrnoException).code ?? String(a.reason)}`] : [],
    );
    expect(failures, output()).toEqual([]);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 'fulfilled', value: { status: 200, headers: { connection: 'close' } } });
    }
    // every connection was told to close and is closed after its answer: the server exits at once
    const [code] = (child.exitCode !== null ? [child.exitCode] : await once(child, 'exit')) as [number | null];
    expect(code, output()).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});

// lib/db/unavailable.ts and server/serve.mjs: with the database unreachable, a page and the API answer 503
// with Retry-After (never 500), the API in its envelope with a translated msg.
test('with the database unreachable, pages and the API answer 503 with Retry-After', async () => {
  test.slow();
  const port = await freePort();
  const gone = await freePort();
  const { child } = await startServer(port, { DATABASE_URL: `postgres://root@127.0.0.1:${gone}/gone` });
  try {
    const site = `http://localhost:${port}`;
    const page = await fetch(`${site}/`, { headers: { 'accept-language': 'de' } });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(page.headers.get('cache-control')).toContain('no-store');
    const api = await fetch(`${site}/api/main/cateAndTag`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lang: 'de' }),
    });
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(await api.json()).toEqual({
      success: false,
      code: '100503',
      msg: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
      data: null,
    });
  } finally {
    child.kill('SIGKILL');
  }
});
