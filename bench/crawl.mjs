// A crawler's load on a running server: distinct product pages (from the site's own product sitemap, in
// its order) requested at a number of connections at once, in batches, with each batch's latency.
//   node bench/crawl.mjs --base http://localhost:3000 [--pages 15000] [--batch 3000] [--connections 50] [--from 0]
// Every page is one the server has not rendered before (unless an earlier crawl asked for it), so every
// bounded cache in the server fills as a search engine's crawl would fill it. bench/README.md "The data
// cache's bound". Bounded: at most --pages requests, each with a 10 s timeout; 127.0.0.1 only.
import http from 'node:http';
import { percentile, productPathsFromSitemap, readArgs } from './pages.mjs';

const options = readArgs(process.argv.slice(2), {
  base: 'http://localhost:3000',
  pages: 15000,
  batch: 3000,
  connections: 50,
  from: 0,
});
const whole = (n, least) => Number.isInteger(n) && n >= least;
if (
  !whole(options.pages, 1) ||
  !whole(options.batch, 1) ||
  !whole(options.connections, 1) ||
  !whole(options.from, 0) ||
  !URL.canParse(options.base)
) {
  console.error(
    '--pages, --batch and --connections need whole numbers of at least 1, --from of at least 0, --base a URL',
  );
  process.exit(2);
}
const base = new URL(options.base);
if (!['localhost', '127.0.0.1'].includes(base.hostname)) {
  console.error('--base must be a server on this machine (localhost or 127.0.0.1)');
  process.exit(2);
}
const { pages, batch, connections, from } = options;

const paths = await productPathsFromSitemap(base, { atLeast: from + pages });
const wanted = paths.slice(from, from + pages);
if (wanted.length < pages) console.log(`the sitemap lists ${wanted.length} product pages from ${from}; crawling those`);

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
/** @returns {Promise<{ ms: number, ok: boolean }>} settled once, whether the page arrived, failed or timed out */
const get = (path) =>
  new Promise((resolve) => {
    const started = performance.now();
    const done = (ok) => resolve({ ms: performance.now() - started, ok });
    const req = http.get(
      new URL(path, base),
      { agent, headers: { 'accept-encoding': 'gzip' }, timeout: 10_000 },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode === 200));
        res.on('error', () => done(false));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => done(false));
  });

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
  failedAll += failed;
  console.log(
    `pages ${from + start + 1}-${from + start + part.length}: ${((performance.now() - t0) / 1000).toFixed(1)} s, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, ${failed} failed`,
  );
}
agent.destroy();
process.exit(failedAll ? 1 : 0);
