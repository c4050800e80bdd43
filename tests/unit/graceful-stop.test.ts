import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { gracefulStop, type GracefulStop } from '@/server/graceful-stop.mjs';

// server/serve.mjs's stop, on a plain HTTP server and raw keep-alive sockets: what a proxy in front
// (nginx's upstream keep-alive connections) sees when the site is stopped while it holds connections.

type Answer = { status: number; headers: Record<string, string>; body: string };

/** A keep-alive connection that sends requests one at a time and reads each answer. */
class Connection {
  private buffer = Buffer.alloc(0);
  private waiting: ((answer: Answer) => void) | undefined;
  error: NodeJS.ErrnoException | undefined;
  ended = false;
  readonly closed: Promise<unknown>;

  constructor(readonly socket: Socket) {
    this.closed = once(socket, 'close');
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.drain();
    });
    socket.on('error', (error) => (this.error = error));
    socket.on('end', () => (this.ended = true));
  }

  private drain(): void {
    const at = this.buffer.indexOf('\r\n\r\n');
    if (at === -1 || !this.waiting) return;
    const [statusLine = '', ...lines] = this.buffer.subarray(0, at).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < at + 4 + length) return;
    const body = this.buffer.subarray(at + 4, at + 4 + length).toString();
    this.buffer = this.buffer.subarray(at + 4 + length);
    const resolve = this.waiting;
    this.waiting = undefined;
    resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
  }

  /** Writes the request at once; the promise settles with its answer, or the connection's failure. */
  send(path: string): Promise<Answer> {
    let fail = () => undefined as void;
    const answered = new Promise<Answer>((resolve, reject) => {
      this.waiting = resolve;
      fail = () => reject(this.error ?? new Error(`closed without an answer to ${path}`));
      this.socket.once('close', fail);
    });
    this.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`);
    return answered.finally(() => this.socket.off('close', fail));
  }
}

let server: Server;
let port: number;
/** Answers to /slow wait here until the test lets them go. */
let held: Array<() => void> = [];
/** The stop, attached as server/serve.mjs attaches it: when the server is made. */
let stopper: GracefulStop;

beforeEach(async () => {
  held = [];
  server = createServer((req, res) => {
    res.setHeader('content-type', 'text/plain');
    const answer = () => res.end(`answer to ${req.url}`);
    if (req.url === '/slow') held.push(answer);
    else answer();
  });
  stopper = gracefulStop(server, { drainTimeoutMs: 10_000 });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterEach(() => {
  server.closeAllConnections();
  server.close();
});

async function openConnections(count: number): Promise<Connection[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      const connection = new Connection(socket);
      // one answered request: the connection is now an idle keep-alive connection, as a proxy keeps it
      const first = await connection.send('/before');
      expect(first.headers.connection).toBe('keep-alive');
      return connection;
    }),
  );
}

describe('stopping the server (server/graceful-stop.mjs)', () => {
  it('answers requests sent on idle keep-alive connections right after the signal, each with Connection: close', async () => {
    const connections = await openConnections(13);
    const closed = new Promise<void>((resolve) => stopper.stop(resolve));
    // the proxy sends on the connections it holds before it can know of the stop
    const answers = await Promise.allSettled(connections.map((c, i) => c.send(`/after-${i}`)));
    const failures = answers.flatMap((a, i) =>
      a.status === 'rejected' ? [`${i}: ${(a.reason as NodeJS.ErrnoException).code ?? String(a.reason)}`] : [],
    );
    expect(failures).toEqual([]);
    answers.forEach((answer, i) => {
      expect(answer).toMatchObject({
        status: 'fulfilled',
        value: { status: 200, body: `answer to /after-${i}`, headers: { connection: 'close' } },
      });
    });
    // each connection is then closed by the server after its answer, and the server finishes its stop
    await closed;
    await Promise.all(connections.map((c) => c.closed));
    for (const connection of connections) {
      expect(connection.error).toBeUndefined();
      expect(connection.ended).toBe(true);
    }
  });

  it('tells the connection of a request in hand to close with its answer', async () => {
    const [connection] = await openConnections(1);
    const slow = connection!.send('/slow');
    await vi.waitFor(() => expect(held).toHaveLength(1));
    let closed = false;
    stopper.stop(() => (closed = true));
    held[0]!();
    await expect(slow).resolves.toMatchObject({ status: 200, headers: { connection: 'close' } });
    await connection!.closed;
    await vi.waitFor(() => expect(closed).toBe(true));
  });

  it('takes no new connection once stopped', async () => {
    const [held] = await openConnections(1);
    stopper.stop(() => undefined);
    const socket = connect(port, '127.0.0.1');
    const [error] = (await once(socket, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
    await expect(held!.send('/still-served')).resolves.toMatchObject({ status: 200, headers: { connection: 'close' } });
  });

  it('closes what is left at the drain timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      const connections = await openConnections(2);
      let closed = false;
      stopper.stop(() => (closed = true));
      await vi.advanceTimersByTimeAsync(9_000);
      expect(closed).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      await vi.waitFor(() => expect(closed).toBe(true));
      expect(connections.every((c) => c.socket.destroyed || c.ended)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
