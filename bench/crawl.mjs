// A crawler's load on a running server: distinct product pages (from the site's own product sitemap, in
// its order) requested at a number of connections at once, in batches, with each batch's latency.
//   node bench/crawl.mjs --base http://localhost:3000 [--pages 15000] [--batch 3000] [--connections 50] [--from 0]
// Every page is one the server has not rendered before (unless an earlier crawl asked for it), so every
// bounded cache in the server fills as a search engine's crawl would fill it. bench/README.md "The data
// cache's bound". Bounded: at most --pages requests, each with a 10 s timeout; 127.0.0.1 only.
import http from 'node:http';

const args = process.argv.slice(2);
const value = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const base = new URL(value('--base', 'http://localhost:3000'));
if (!['localhost', '127.0.0.1'].includes(base.hostname)) throw new Error('--base must be a local server');
const pages = Number(value('--pages', '15000'));
const batch = Number(value('--batch', '3000'));
const connections = Number(value('--connections', '50'));
const from = Number(value('--from', '0'));

const index = await (await fetch(new URL('/sitemap.xml', base))).text();
const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const productFiles = locs(index).filter((loc) => /product/.test(loc));
const paths = [];
for (const file of productFiles) {
  if (paths.length >= from + pages) break;
  const xml = await (await fetch(new URL(new URL(file).pathname, base))).text();
  paths.push(...locs(xml).map((loc) => new URL(loc).pathname));
}
const wanted = paths.slice(from, from + pages);
if (wanted.length < pages) console.log(`the sitemap lists ${wanted.length} product pages from ${from}; crawling those`);

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const get = (path) =>
  new Promise((resolve) => {
    const started = performance.now();
    const req = http.get(
      new URL(path, base),
      { agent, headers: { 'accept-encoding': 'gzip' }, timeout: 10_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - started, ok: res.statusCode === 200 }));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
  });
const rank = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

let failedAll = 0;
for (let start = 0; start < wanted.length; start += batch) {
  const part = wanted.slice(start, start + batch);
  const times = [];
  let next = 0;
  let failed = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < part.length) {
        const result = await get(part[next++]);
        times.push(result.ms);
        if (!result.ok) failed += 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  failedAll += failed;
  console.log(
    `pages ${from + start + 1}-${from + start + part.length}: ${((performance.now() - t0) / 1000).toFixed(1)} s, p50 ${rank(times, 50).toFixed(0)} ms, p99 ${rank(times, 99).toFixed(0)} ms, ${failed} failed`,
  );
}
agent.destroy();
process.exit(failedAll ? 1 : 0);
