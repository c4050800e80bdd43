// Memory under traffic that never repeats (issues 48 and 56): the production server, as deployments start it
// (server/node-flags.mjs: a 160 MB heap), against a seeded catalogue, with the heap probe of the memory test
// (tests/support/heap-probe.mjs) to read its heap.
//
//   npm run bench:soak -- [--database sourcefair_bench] [--distinct 20000] [--minutes 10] [--addresses 5000]
//
// 1. distinct: --distinct distinct searches and as many distinct product pages (the product sitemaps, in
//    order) from one client address, then the same again spread over --addresses addresses;
// 2. soak: --minutes of mixed and hostile traffic at a steady rate: a crawl of the product sitemaps, distinct
//    searches, category pages, API reads from --addresses new addresses a minute, and hostile requests
//    (malformed paths, NUL characters, crafted redirects, wrong passwords, oversized and broken bodies).
// The live heap (after a full collection) is read after each phase and every 30 s of the soak; the heap in
// use and the resident size every 5 s. Writes bench/out/soak.csv and bench/soak.svg (the chart) and prints
// the table for bench/README.md. The server runs on core 0, this client on core 1; 127.0.0.1 only, and
// every request has a 10 s timeout. Needs a build (npm run build) and a seeded database (npm run bench:seed).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server/node-flags.mjs';
import { productPathsFromSitemap, readArgs } from './pages.mjs';
import { bin, ensureBuilt, ensureInstalled } from '../scripts/setup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const options = readArgs(argv, {
  database: 'sourcefair_bench',
  distinct: 20000,
  minutes: 10,
  addresses: 5000,
  inner: false,
});
if (![options.distinct, options.minutes, options.addresses].every((n) => Number.isInteger(n) && n >= 1)) {
  console.error('--distinct, --minutes and --addresses take whole numbers of at least 1');
  process.exit(2);
}
const log = (line) => console.log(`[soak] ${line}`);

// ---- outer process: the database wrapper, then this script again on core 1 ----
if (!options.inner) {
  ensureInstalled();
  ensureBuilt();
  const result = spawnSync(
    bin('tsx'),
    [
      'scripts/with-db.ts',
      '--database',
      options.database,
      '--migrate',
      '--',
      'taskset',
      '-c',
      '1',
      process.execPath,
      'bench/soak.mjs',
      '--inner',
      ...argv,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
}

/** A loopback port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const [port, probePort] = [await freePort(), await freePort()];
const site = `http://localhost:${port}`;
const server = spawn(
  'taskset',
  [
    '-c',
    '0',
    process.execPath,
    ...SERVER_NODE_FLAGS,
    '--expose-gc',
    '--import',
    './tests/support/heap-probe.mjs',
    'server/serve.mjs',
    '-H',
    'localhost',
    '-p',
    String(port),
  ],
  {
    cwd: root,
    // the client plays nginx: one trusted hop, each request's X-Forwarded-For its visitor
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: 'production',
      TRUSTED_PROXY_HOPS: '1',
      HEAP_PROBE_PORT: String(probePort),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let died = '';
server.on('exit', (code, signal) => (died = `${signal ?? `exit code ${code}`}`));
process.on('exit', () => server.kill('SIGKILL'));
await new Promise((resolve, reject) => {
  let text = '';
  server.stdout.on('data', (chunk) => {
    text += chunk;
    if (text.includes('[serve] ready')) resolve();
  });
  server.once('exit', () => reject(new Error(`the server did not start:\n${text}`)));
});
server.stdout.resume();

const MB = 1024 * 1024;
const began = performance.now();
const seconds = () => (performance.now() - began) / 1000;
/** @type {{ t: number, phase: string, used: number, rss: number, live?: number }[]} */
const samples = [];
let phase = 'start';
const probe = async (kind) => (await fetch(`http://127.0.0.1:${probePort}/${kind}`)).json();
async function sample(live) {
  if (died) return;
  const figures = await probe(live ? 'heap' : 'now');
  samples.push({
    t: seconds(),
    phase,
    used: figures.usedHeap / MB,
    rss: figures.rss / MB,
    ...(live ? { live: figures.usedHeap / MB } : {}),
  });
}
const sampler = setInterval(() => void sample(false).catch(() => {}), 5000);

const statuses = {};
let failures = 0;
async function send(url, init = {}) {
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000), ...init });
    await res.arrayBuffer();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  } catch {
    failures += 1;
  }
}
const visitor = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
const from = (address) => ({ headers: { 'accept-language': 'en', 'x-forwarded-for': address } });
/** Runs `count` requests made by `make(i)`, `concurrency` at a time. */
async function run(count, concurrency, make) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count && !died) await make(next++);
    }),
  );
}

log(`reading ${options.distinct} product paths from the sitemaps`);
const products = await productPathsFromSitemap(site, { atLeast: options.distinct * 2 });
if (products.length < options.distinct) throw new Error(`only ${products.length} products in the sitemaps`);
await sample(true);
const start = samples.at(-1);

// ---- 1. distinct searches and product pages, one client, then over many addresses ----
const distinctRuns = [];
for (const [name, address] of [
  ['one client', () => '192.0.2.1'],
  [`${options.addresses} addresses`, (i) => visitor(i % options.addresses)],
]) {
  phase = name;
  const t0 = seconds();
  await run(options.distinct, 2, (i) =>
    send(`${site}/search/product?keyword=${encodeURIComponent(`soak${name.length}x${i}`)}`, from(address(i))),
  );
  await run(options.distinct, 2, (i) => send(`${site}${products[i % products.length]}`, from(address(i))));
  await sample(true);
  distinctRuns.push({ name, seconds: seconds() - t0, live: samples.at(-1)?.live, rss: samples.at(-1)?.rss });
  log(
    `${name}: ${options.distinct} searches and ${options.distinct} product pages in ${(seconds() - t0).toFixed(0)} s`,
  );
}

// ---- 2. the soak: mixed and hostile traffic at a steady rate ----
phase = 'soak';
const soakStart = seconds();
const soakEnd = performance.now() + options.minutes * 60_000;
const hostile = [
  (i) => send(`${site}/category/%ZZ${i}.html`),
  (i) => send(`${site}/%C0%AF${i}`),
  (i) => send(`${site}/api/auth/silent?ac=x${i}&next=/%09/evil.example`),
  (i) =>
    send(`${site}/api/main/login/login.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(900_000 + i) },
      body: JSON.stringify({ data: { email: `soak${i}@example.test`, password: `wrong-${i}` } }),
    }),
  (i) =>
    send(`${site}/api/main/blade-purchaser/account/modifyPasswordEmail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(800_000 + i) },
      body: JSON.stringify({ data: { email: `reset${i}@example.test` } }),
    }),
  (i) =>
    send(`${site}/api/main/behavior/event.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(700_000 + i) },
      body: `{"data":{"eventName":"x\\u0000${i}","props":{"__proto__":{"polluted":1}}}}`,
    }),
  (i) =>
    send(`${site}/api/main/countries.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(600_000 + i) },
      body: `{"data": ${'['.repeat(5000)}`,
    }),
];
let crawled = options.distinct;
const liveTimer = setInterval(() => void sample(true).catch(() => {}), 30_000);
// each second: 10 crawled products, 4 searches, 2 category pages, API reads from new addresses
// (--addresses a minute) and 7 hostile requests
const apiPerSecond = Math.ceil(options.addresses / 60);
let tick = 0;
while (performance.now() < soakEnd && !died) {
  const second = performance.now() + 1000;
  const n = tick++;
  await Promise.all([
    run(10, 2, () => send(`${site}${products[crawled++ % products.length]}`)),
    run(4, 1, (i) => send(`${site}/search/product?keyword=soak${n}w${i}`)),
    run(2, 1, (i) => send(`${site}/category/${((n * 2 + i) % 500) + 1}.html`)),
    run(apiPerSecond, 4, (i) =>
      send(`${site}/api/main/countries.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(100_000 + n * apiPerSecond + i) },
        body: '{"data":{}}',
      }),
    ),
    run(hostile.length, 2, (i) => hostile[i](n)),
  ]);
  const wait = second - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
clearInterval(liveTimer);
clearInterval(sampler);
await sample(true).catch(() => {});
const soakSeconds = seconds() - soakStart;

// ---- report ----
mkdirSync(path.join(root, 'bench/out'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/out/soak.csv'),
  `seconds,phase,heap_used_mb,rss_mb,live_heap_mb\n${samples
    .map((s) => [s.t.toFixed(1), s.phase, s.used.toFixed(1), s.rss.toFixed(1), s.live?.toFixed(1) ?? ''].join(','))
    .join('\n')}\n`,
);
writeFileSync(path.join(root, 'bench/soak.svg'), chart(samples));
const fivexx = Object.entries(statuses)
  .filter(([status]) => Number(status) >= 500)
  .reduce((sum, [, n]) => sum + n, 0);
const lives = samples.filter((s) => s.live !== undefined && s.phase === 'soak').map((s) => s.live);
const soakRss = samples.filter((s) => s.phase === 'soak').map((s) => s.rss);
console.log(`
| phase | requests | time | live heap after a full collection | resident size |
| --- | --- | --- | --- | --- |
| start (after reading the sitemaps) | | | ${start.live.toFixed(1)} MB | ${start.rss.toFixed(0)} MB |
${distinctRuns
  .map(
    (r) =>
      `| ${options.distinct} distinct searches + ${options.distinct} distinct product pages, ${r.name} | ${options.distinct * 2} | ${r.seconds.toFixed(0)} s | ${r.live?.toFixed(1)} MB | ${r.rss?.toFixed(0)} MB |`,
  )
  .join('\n')}
| soak, ${options.minutes} min: crawl, searches, categories, ${options.addresses} new addresses a minute, hostile | ${tick} s of traffic | ${soakSeconds.toFixed(0)} s | ${lives[0]?.toFixed(1)} → ${lives.at(-1)?.toFixed(1)} MB (max ${Math.max(...lives).toFixed(1)}) | ${Math.min(...soakRss).toFixed(0)}-${Math.max(...soakRss).toFixed(0)} MB |

answers: ${JSON.stringify(statuses)}; 5xx: ${fivexx}; failed requests (timeouts, resets): ${failures}; server ${died ? `DIED (${died})` : 'alive at the end'}
`);
process.exit(died || fivexx > 0 ? 1 : 0);

/** An SVG line chart of the heap in use, the live heap and the resident size over the run. */
function chart(points) {
  const [w, h, left, bottom] = [900, 320, 50, 30];
  const tMax = Math.max(...points.map((p) => p.t), 1);
  const yMax = Math.ceil(Math.max(...points.map((p) => p.rss), 1) / 50) * 50;
  const x = (t) => (left + (t / tMax) * (w - left - 10)).toFixed(1);
  const y = (v) => (h - bottom - (v / yMax) * (h - bottom - 10)).toFixed(1);
  const line = (key, colour) =>
    `<polyline fill="none" stroke="${colour}" stroke-width="1.5" points="${points
      .filter((p) => p[key] !== undefined)
      .map((p) => `${x(p.t)},${y(p[key])}`)
      .join(' ')}"/>`;
  const grid = Array.from({ length: yMax / 50 + 1 }, (_, i) => i * 50)
    .map(
      (v) =>
        `<line x1="${left}" x2="${w - 10}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/><text x="4" y="${y(v)}" font-size="11">${v} MB</text>`,
    )
    .join('');
  const phases = [...new Set(points.map((p) => p.phase))]
    .map((name) => {
      const first = points.find((p) => p.phase === name);
      return `<line x1="${x(first.t)}" x2="${x(first.t)}" y1="10" y2="${h - bottom}" stroke="#999" stroke-dasharray="3"/><text x="${Number(x(first.t)) + 3}" y="22" font-size="11">${name}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>${grid}${phases}
<line x1="${left}" x2="${w - 10}" y1="${y(160)}" y2="${y(160)}" stroke="#8e44ad" stroke-dasharray="6 3"/>
${line('rss', '#c0392b')}${line('used', '#2980b9')}${line('live', '#27ae60')}
<text x="${left}" y="${h - 8}" font-size="11">${tMax.toFixed(0)} s in all. Red: resident size; blue: heap in use; green: live heap after a full collection; purple: the 160 MB heap limit.</text>
</svg>
`;
}
