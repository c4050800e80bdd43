/**
 * Runs a command with DATABASE_URL set. With DATABASE_URL already set, that server is used; without
 * it, the embedded PostgreSQL under .data/pg is started (or joined, when another process of the
 * project already runs it) and stopped again when the command ends or on Ctrl-C / SIGTERM.
 *
 *   tsx scripts/with-db.ts [--database NAME] [--migrate] [--seed-if-empty] [--seed "ARGS"] [--restart] -- command ...
 *
 * --restart (npm run demo): a command that dies (not stopped by Ctrl-C or SIGTERM) is started again while the
 * database keeps running, unless it died five times within a minute.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDatabase, withDatabaseName } from '../lib/db/admin';
import { startEmbeddedPostgres, type EmbeddedServer } from '../lib/db/embedded';
import { runMigrations } from '../lib/db/migrate';

type Options = {
  database?: string;
  migrate: boolean;
  seedIfEmpty: boolean;
  seedArgs?: string;
  restart: boolean;
  command: string[];
};

function parseArgs(argv: string[]): Options {
  const options: Options = { migrate: false, seedIfEmpty: false, restart: false, command: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      options.command = argv.slice(i + 1);
      break;
    } else if (arg === '--database') options.database = argv[++i];
    else if (arg === '--migrate') options.migrate = true;
    else if (arg === '--seed-if-empty') options.seedIfEmpty = true;
    else if (arg === '--seed') options.seedArgs = argv[++i] ?? '';
    else if (arg === '--restart') options.restart = true;
    else throw new Error(`with-db: unknown option ${arg}`);
  }
  return options;
}

function log(line: string): void {
  console.log(`[db] ${line}`);
}

/**
 * Runs the command; with `restart`, starts it again whenever it dies on its own (a crash, an out-of-memory
 * end), at most five times within a minute, and says so.
 */
async function runKept(command: string[], env: NodeJS.ProcessEnv, restart: boolean): Promise<number> {
  if (!restart) return run(command, env);
  // Ctrl-C or SIGTERM (forwarded to the command by run) ends it for good
  let stopping = false;
  const stop = () => (stopping = true);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    return await runAgainWhenItDies(command, env, () => stopping);
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}

async function runAgainWhenItDies(command: string[], env: NodeJS.ProcessEnv, stopping: () => boolean): Promise<number> {
  const deaths: number[] = [];
  for (;;) {
    const code = await run(command, env);
    if (stopping()) return code;
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && (deaths[0] ?? now) < now - 60_000) deaths.shift();
    if (deaths.length >= 5) {
      log(`the site stopped ${deaths.length} times within a minute (exit code ${code}); not starting it again`);
      return code;
    }
    log(`the site stopped (exit code ${code}); starting it again, the database keeps running`);
  }
}

function run(command: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [file, ...args] = command;
  if (!file) return Promise.resolve(0);
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1));
    });
    child.on('error', (error) => {
      console.error(`with-db: cannot run ${file}: ${error.message}`);
      resolve(127);
    });
  });
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  let server: EmbeddedServer | undefined;
  let url = process.env.DATABASE_URL;
  if (url) {
    if (options.database) url = withDatabaseName(url, options.database);
  } else {
    server = await startEmbeddedPostgres(path.join(process.cwd(), '.data', 'pg'), log);
    url = withDatabaseName(server.url, options.database ?? 'sourcefair');
  }
  const env = { ...process.env, DATABASE_URL: url };
  let code = 0;
  try {
    await ensureDatabase(url);
    if (options.migrate) {
      await runMigrations(url);
      log('migrations applied');
    }
    const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
    if (options.seedArgs !== undefined) {
      code = await run([tsx, 'scripts/seed.ts', ...options.seedArgs.split(/\s+/).filter(Boolean)], env);
    } else if (options.seedIfEmpty) {
      code = await run([tsx, 'scripts/seed.ts', '--if-empty'], env);
    }
    if (code === 0) code = await runKept(options.command, env, options.restart);
  } finally {
    if (server?.owned) {
      await server.stop();
      log('embedded PostgreSQL stopped');
    }
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
