// @ts-check
// Node's flags, side by side: servers of the current build (one per variant) on core 0 (`--cores 0-1`: both), each on its own
// port of 127.0.0.1, the page cache off, taking turns at chunks of distinct product pages; the client on
// the core this script runs on (start it with `taskset -c 1`). Prints each variant's CPU a page (from
// /proc, all of the process's threads, GC helpers included), its latency and its resident memory.
//
//   DATABASE_URL=postgres://…/sourcefair_bench taskset -c 1 node bench/flags-ab.mjs \
//     --variants '[["base",[]],["single-gc",["--single-threaded-gc"]]]' [--rounds 20] [--chunk 40] \
//     [--concurrency 1] [--products 100000] [--cores 0]
//
// Every variant starts with the server's own flags (server/node-flags.mjs) and adds its own. A variant's
// optional third element is the Node executable that runs it (`["node24",[],"/path/to/bin/node"]`); the
// default is the Node running this script. The run is
// bounded: each request times out after 30 s and the whole run after 20 minutes.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server/node-flags.mjs';

/** @param {string} name @param {string} fallback */
function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at !== -1 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a seeded database (npm run bench:seed -- --products 100000).');
  process.exit(2);
}
/** @type {[string, string[], string?][]} */
const variants = JSON.parse(option('--variants', '[["base",[]]]'));
const rounds = Number(option('--rounds', '20'));
const chunk = Number(option('--chunk', '40'));
const concurrency = Number(option('--concurrency', '1'));
const products = Number(option('--products', '100000'));
const cores = option('--cores', '0');
setTimeout(() => {
  console.error('[flags-ab] stopped after 20 minutes');
  process.exit(1);
}, 20 * 60_000).unref();

const servers = variants.map(([name, flags, node], i) => {
  const port = 3300 + i;
  const args = ['-c', cores, node ?? process.execPath, ...SERVER_NODE_FLAGS, ...flags, 'server/serve.mjs'];
  const child = spawn('taskset', [...args, '-H', 'localhost', '-p', String(port)], {
    env: { ...process.env, ...SERVER_ENV, PAGE_CACHE_MB: '0' },
    stdio: 'ignore',
  });
  return {
    name,
    port,
    child,
    /** @type {number[]} */ cpu: [],
    /** @type {number[]} */ rss: [],
    /** @type {number[]} */ latency: [],
  };
});
process.on('exit', () => servers.forEach((s) => s.child.kill('SIGKILL')));

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** @param {(typeof servers)[number]} server */
async function ready(server) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://localhost:${server.port}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${server.name} did not start`);
}
/** taskset execs node, so the child's pid is the server's. @param {number | undefined} pid */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
/** @param {number | undefined} pid */
function rssMb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
}

let next = 1;
/** The next chunk of product ids, spread over the catalogue so none repeats within a run. */
function nextIds() {
  return Array.from({ length: chunk }, () => 1 + ((next++ * 7919) % products));
}
/** @param {(typeof servers)[number]} server @param {number[]} ids @param {boolean} record */
async function load(server, ids, record) {
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const start = performance.now();
        const res = await fetch(`http://localhost:${server.port}/${id}.html`, { signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (record) server.latency.push(performance.now() - start);
      }
    }),
  );
}

await Promise.all(servers.map(ready));
for (const server of servers) for (let i = 0; i < 2; i++) await load(server, nextIds(), false);
for (let round = 0; round < rounds; round++) {
  console.log(`[flags-ab] round ${round + 1} of ${rounds}`);
  for (const server of round % 2 ? [...servers].reverse() : servers) {
    const ids = nextIds();
    const before = cpuMs(server.child.pid);
    await load(server, ids, true);
    server.cpu.push((cpuMs(server.child.pid) - before) / ids.length);
    server.rss.push(rssMb(server.child.pid));
  }
}

/** @param {number[]} values @param {number} q */
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? NaN;
const mean = (/** @type {number[]} */ values) => values.reduce((a, b) => a + b, 0) / values.length;
for (const s of servers) {
  console.log(
    `${s.name}: CPU a page mean ${mean(s.cpu).toFixed(2)} ms, median ${quantile(s.cpu, 0.5).toFixed(2)} ms; ` +
      `latency p50 ${quantile(s.latency, 0.5).toFixed(0)} ms, p99 ${quantile(s.latency, 0.99).toFixed(0)} ms; ` +
      `resident ${Math.max(...s.rss).toFixed(0)} MB at most`,
  );
}
const [base, ...others] = servers;
for (const s of others) {
  const lower = s.cpu.filter((cpu, i) => cpu < (base?.cpu[i] ?? 0)).length;
  console.log(`${s.name}: lower CPU than ${base?.name} in ${lower} of ${s.cpu.length} chunks`);
}
process.exit(0);
