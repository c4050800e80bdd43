// A crawler's load on a running server, at a number of connections at once, in batches, with each batch's
// latency. Two kinds of crawl:
//   node bench/crawl.mjs --base http://localhost:3000 [--pages 15000] [--batch 3000] [--connections 50] [--from 0]
// asks for distinct product pages from the site's own product sitemap, in its order;
//   node bench/crawl.mjs --follow [--base …] [--pages 15000] [--batch 3000] [--connections 50]
// starts at the home page and follows every same-origin link of every page it gets, as a search engine
// does: categories and their sorts, suppliers, products, keyword lists, each in all 19 languages.
// Every page is one the server has not rendered before (unless an earlier crawl asked for it), so every
// bounded cache in the server fills as a search engine's crawl would fill it. bench/README.md "The data
// cache's bound". Bounded: at most --pages requests, each with a 10 s timeout; 127.0.0.1 only.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { linkPaths, percentile, productPathsFromSitemap, readArgs } from './pages.mjs';

const options = readArgs(process.argv.slice(2), {
  base: 'http://localhost:3000',
  pages: 15000,
  batch: 3000,
  connections: 50,
  from: 0,
  follow: false,
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
if (options.follow && options.from !== 0) {
  console.error('--from picks a place in the sitemap; a crawl with --follow always starts at the home page');
  process.exit(2);
}
const base = new URL(options.base);
if (!['localhost', '127.0.0.1'].includes(base.hostname)) {
  console.error('--base must be a server on this machine (localhost or 127.0.0.1)');
  process.exit(2);
}
const { pages, batch, connections, from, follow } = options;

// --follow: the frontier grows as pages arrive; otherwise it is the sitemap's product pages
const wanted = follow
  ? ['/']
  : (await productPathsFromSitemap(base, { atLeast: from + pages })).slice(from, from + pages);
if (!follow && wanted.length < pages) {
  console.log(`the sitemap lists ${wanted.length} product pages from ${from}; crawling those`);
}
const seen = new Set(wanted);
/** Links a crawler would follow: pages of the site, not its scripts, pictures, API or account pages. */
const SKIP =
  /^\/(?:_next|media|api|favicon|login|register|cart|account|myAccount|workspace|supplier-login|search\/)|[?&]device=/;
const learn = (html) => {
  for (const path of linkPaths(html, base)) {
    if (seen.size >= pages || seen.has(path) || SKIP.test(path)) continue;
    seen.add(path);
    wanted.push(path);
  }
};

let failures = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
/** @returns {Promise<{ ms: number, ok: boolean }>} settled once, whether the page arrived, failed or timed out */
const get = (path) =>
  new Promise((resolve) => {
    const started = performance.now();
    const done = (ok, why) => {
      // the first failures of a run are named: a crawler's error is a page a search engine would not get
      if (!ok && (failures += 1) <= 20) console.log(`  ${why} ${path}`);
      resolve({ ms: performance.now() - started, ok });
    };
    const req = http.get(
      new URL(path, base),
      { agent, headers: { 'accept-encoding': 'gzip' }, timeout: 10_000 },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => follow && chunks.push(chunk));
        res.on('end', () => {
          const ok = res.statusCode === 200;
          if (ok && follow && /text\/html/.test(res.headers['content-type'] ?? '')) {
            const body = Buffer.concat(chunks);
            learn((res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
          }
          done(ok, `${res.statusCode}${res.headers.location ? ` to ${res.headers.location}` : ''}`);
        });
        res.on('error', () => done(false, 'broken off'));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', (error) => done(false, error.message));
  });

let failedAll = 0;
let taken = 0;
for (let start = 0; start < Math.min(wanted.length, pages); start = taken) {
  const end = Math.min(start + batch, pages);
  const times = [];
  let failed = 0;
  let inFlight = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (taken < end) {
        if (taken >= wanted.length) {
          // a following crawl's frontier is empty for now: the pages in flight may add to it
          if (inFlight === 0) return;
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        inFlight += 1;
        const result = await get(wanted[taken++]);
        inFlight -= 1;
        times.push(result.ms);
        if (!result.ok) failed += 1;
      }
    }),
  );
  failedAll += failed;
  console.log(
    `pages ${from + start + 1}-${from + taken}: ${((performance.now() - t0) / 1000).toFixed(1)} s, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, ${failed} failed`,
  );
}
agent.destroy();
process.exit(failedAll ? 1 : 0);
