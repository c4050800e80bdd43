/**
 * Runs nginx as a user's process on 127.0.0.1 for the tests and the benchmark: the deploy/ recipe as shipped
 * (with its listen address, upstream and cache folder moved), or any other http {} block, in a temporary
 * folder that is removed when it stops.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RECIPE = path.join(path.dirname(__filename), 'sourcefair.conf');

/** The recipe with its three deployment-specific lines moved. */
export function recipeFor({
  listenPort,
  upstreamPort,
  cacheDir,
}: {
  listenPort: number;
  upstreamPort: number;
  cacheDir: string;
}): string {
  const recipe = readFileSync(RECIPE, 'utf8');
  const moved = recipe
    .replace(/server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${upstreamPort};`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`)
    .replace(/\/var\/cache\/nginx\/sourcefair/, cacheDir);
  if ((moved.match(new RegExp(`${listenPort}|${upstreamPort}|${cacheDir}`, 'g')) ?? []).length < 3) {
    throw new Error('deploy/nginx/sourcefair.conf no longer has the lines to move (upstream, listen, cache path)');
  }
  return moved;
}

export type LocalNginx = { dir: string; pid: number; stop(): Promise<void> };

/**
 * Starts nginx with one worker and `http` as the body of its http {} block (a function of the folder it runs
 * in), optionally pinned to a CPU; resolves once `readyUrl` answers.
 */
export async function startNginx({
  http,
  readyUrl,
  cpu,
}: {
  http: (dir: string) => string;
  readyUrl: string;
  cpu?: number;
}): Promise<LocalNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-nginx-'));
  mkdirSync(path.join(dir, 'tmp'));
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // workers of a root master would run as nobody and could not write the temporary folder
      asRoot ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/tmp/${t};`),
      http(dir),
      '}',
    ].join('\n'),
  );
  const argv = ['/usr/sbin/nginx', '-c', path.join(dir, 'nginx.conf'), '-p', dir];
  const child =
    cpu === undefined
      ? spawn(argv[0] ?? '', argv.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] })
      : spawn('taskset', ['-c', String(cpu), ...argv], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(readyUrl);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    dir,
    pid: child.pid ?? 0,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
