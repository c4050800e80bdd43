// The stock reference of `npm run bench`: bench/reference/ is an App Router app with Next's defaults and
// nothing of Sourcefair's (BENCH.md's "fully dynamic 48-card page" at /cards). It is built and started in
// the same run as the site, so the render CPU, the cold start and the memory after boot have a reference
// measured on the same machine at the same time, not only BENCH.md's figures from another machine.
//
// Built in bench/out/reference/ with the repository's node_modules hard-linked into it: Next 16 compiles
// the workspace root's proxy.ts and instrumentation.ts into an app nested below it, so the reference is a
// workspace of its own (bench/reference/next.config.mjs sets turbopack.root to its folder).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { newest } from '../scripts/setup.mjs';

const PAGE = '/cards';

/**
 * Copies bench/reference/ to bench/out/reference/, links the installed packages into it and builds it
 * when its build is older than its sources. Returns the folder to start it from.
 * @param {{ root: string, log: (line: string) => void }} options
 */
export function prepareReference({ root, log }) {
  const source = path.join(root, 'bench', 'reference');
  const dir = path.join(root, 'bench', 'out', 'reference');
  const buildId = path.join(dir, '.next', 'BUILD_ID');
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= newest('bench/reference')) return dir;
  log('building the stock reference (bench/reference/)');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(source, dir, { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  // hard links: the same files as the repository's, in no time and no space (bench/out is on its disk)
  const link = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], {
    stdio: 'inherit',
  });
  if (link.status !== 0) throw new Error('could not link node_modules into bench/out/reference');
  const build = spawnSync(process.execPath, [path.join(dir, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the stock reference did not build');
  return dir;
}

/** One GET; resolves with the status (0 when the server is not listening yet). */
function get(url, agent) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}

/**
 * Starts the reference (`next start`, stock flags) pinned to core 0 `starts` times: cold start to the first
 * 200 of the 48-card page and memory 2 s later, each the median; after the last start, the CPU of one
 * render of that page (500 to warm up, as many as the site's product pages get before theirs are measured,
 * then `renders` one at a time).
 * With `audit`, the last start also answers it with the page's URL, and the result is kept as `audit`
 * (npm run bench: Lighthouse of the same page, so the site's Lighthouse figures have a stock reference
 * measured on the same machine in the same run).
 * @param {{ dir: string, port: number, starts?: number, renders?: number, log: (line: string) => void,
 *   rssMb: (pid: number) => number, cpuMs: (pid: number) => number,
 *   audit?: (base: string, page: string) => Promise<unknown> }} options
 */
export async function measureReference({ dir, port, starts = 3, renders = 200, log, rssMb, cpuMs, audit }) {
  const url = `http://localhost:${port}${PAGE}`;
  const cold = [];
  const rss = [];
  let renderCpuMs = NaN;
  let audited;
  for (let i = 0; i < starts; i += 1) {
    const t0 = performance.now();
    const child = spawn(
      'taskset',
      ['-c', '0', process.execPath, 'node_modules/next/dist/bin/next', 'start', '-H', 'localhost', '-p', String(port)],
      { cwd: dir, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'ignore' },
    );
    const stop = () => {
      try {
        child.kill('SIGTERM');
      } catch {
        /* already gone */
      }
    };
    process.once('exit', stop);
    try {
      for (;;) {
        if ((await get(url)) === 200) break;
        if (performance.now() - t0 > 30_000) throw new Error('the stock reference did not answer within 30 s');
        await new Promise((r) => setTimeout(r, 20));
      }
      cold.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 2000));
      rss.push(rssMb(child.pid));
      if (i === starts - 1) {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        for (let w = 0; w < 500; w += 1) await get(url, agent);
        const before = cpuMs(child.pid);
        for (let r = 0; r < renders; r += 1) await get(url, agent);
        renderCpuMs = (cpuMs(child.pid) - before) / renders;
        agent.destroy();
        if (audit) audited = await audit(`http://localhost:${port}`, PAGE);
      }
    } finally {
      stop();
      process.removeListener('exit', stop);
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const result = { coldStartMs: median(cold), rssAfterBoot: median(rss), renderCpuMs, audit: audited };
  log(
    `stock reference: cold start ${result.coldStartMs.toFixed(0)} ms, memory after boot ${result.rssAfterBoot.toFixed(0)} MB, ${renderCpuMs.toFixed(1)} ms of CPU a 48-card page`,
  );
  return result;
}
