import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type RunningNginx = { origin: string; stop(): Promise<void> };

/**
 * nginx running deploy/nginx/sourcefair.conf as shipped, with only its listen address, upstream and cache
 * folder moved to test values (127.0.0.1 only, a temporary folder).
 */
export async function startNginx(options: { listenPort: number; upstreamPort: number }): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-nginx-'));
  const recipe = readFileSync(path.resolve(__dirname, '../../deploy/nginx/sourcefair.conf'), 'utf8');
  const site = recipe
    .replace(/server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${options.upstreamPort};`)
    .replace(/listen 80;/, `listen 127.0.0.1:${options.listenPort};`)
    .replace(/\/var\/cache\/nginx\/sourcefair/, path.join(dir, 'cache'));
  if (site === recipe) throw new Error('deploy/nginx/sourcefair.conf no longer has the lines the test moves');
  writeFileSync(path.join(dir, 'sourcefair.conf'), site);
  for (const sub of ['cache', 'tmp']) mkdirSync(path.join(dir, sub));
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // workers of a root master run as nobody and could not write the temporary folder
      asRoot ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/tmp/${t};`),
      `  include ${dir}/sourcefair.conf;`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const origin = `http://localhost:${options.listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(`${origin}/api/health/ready`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    origin,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
