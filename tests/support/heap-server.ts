import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../server/node-flags.mjs';

const root = path.resolve(__dirname, '../..');

export type HeapFigures = { usedHeap: number; heapLimit: number; rss: number; arrayBuffers: number };

export type HeapServer = {
  site: string;
  /** A full garbage collection in the server, then its heap's figures (tests/support/heap-probe.mjs). */
  heap: () => Promise<HeapFigures>;
  /** Whether the server process is still running (a heap out of memory ends it). */
  alive: () => boolean;
  output: () => string;
  stop: () => Promise<void>;
};

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The production server (server/serve.mjs) as deployments start it (server/node-flags.mjs: the 160 MB heap),
 * with the heap probe loaded beside it on a port of its own. `env` adds settings (TRUSTED_PROXY_HOPS).
 */
export function startHeapServer(env: Record<string, string> = {}): Promise<HeapServer> {
  return launch(env, true);
}

/**
 * A second production server beside the suite's own, with settings of its own (the consent tests put a
 * trusted proxy in front: TRUSTED_PROXY_HOPS=1, the test plays it). `heap` is not available on it.
 */
export function startSiteServer(env: Record<string, string> = {}): Promise<HeapServer> {
  return launch(env, false);
}

async function launch(env: Record<string, string>, probe: boolean): Promise<HeapServer> {
  const [port, probePort] = [await freePort(), await freePort()];
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...(probe ? ['--expose-gc', '--import', './tests/support/heap-probe.mjs'] : []),
      'server/serve.mjs',
      '-H',
      'localhost',
      '-p',
      String(port),
    ],
    { cwd: root, env: { ...process.env, ...SERVER_ENV, ...env, HEAP_PROBE_PORT: String(probePort) } },
  );
  let text = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('[serve] ready')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`the server did not start:\n${text}`)));
  });
  return {
    site: `http://localhost:${port}`,
    heap: async () => (await (await fetch(`http://127.0.0.1:${probePort}/heap`)).json()) as HeapFigures,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => text,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Sends `count` requests made by `make(i)`, `concurrency` at a time; answers the count of each status. */
export async function sendAll(
  count: number,
  concurrency: number,
  make: (i: number) => { url: string; init?: RequestInit },
): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const { url, init } = make(next++);
      const res = await fetch(url, { redirect: 'manual', ...init });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}
