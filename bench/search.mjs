// Search latency at catalogue size: DATABASE_URL=postgres://…/sf_million node bench/search.mjs [--runs 10]
// Runs a fixed set of product and supplier searches through lib/search itself (not copies of its SQL)
// and prints the median and 95th percentile of each, in milliseconds. Read-only.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// lib/search is server-only TypeScript: run under tsx with the react-server condition, as Next does.
if (!process.execArgv.some((a) => a.includes('react-server'))) {
  const self = fileURLToPath(import.meta.url);
  const run = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', self, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  );
  process.exit(run.status ?? 1);
}

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to the database to measure (e.g. the 1,000,000-product one).');
  process.exit(2);
}

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] ?? 0) || 10;
const { searchProducts } = await import('../lib/search/products.ts');
const { searchSuppliers } = await import('../lib/search/suppliers.ts');
const { parseSearchParams } = await import('../lib/search/params.ts');
const { closeDb } = await import('../lib/db/client.ts');

const CASES = [
  ['product', 'common word', { keyword: 'steel' }],
  ['product', 'very common word', { keyword: 'from' }],
  ['product', 'three words, none has all', { keyword: 'stainless steel shelf' }],
  ['product', 'rare word', { keyword: 'tekstil' }],
  ['product', 'typo (did you mean)', { keyword: 'bambo chiar' }],
  ['product', 'no match at all', { keyword: 'qqqxxzz' }],
  ['product', 'CJK run (Chinese)', { keyword: '灯带' }],
  ['product', 'CJK run (Japanese)', { keyword: 'ステンレス' }],
  ['product', 'Korean word', { keyword: '대나무' }],
  ['product', 'Cyrillic words', { keyword: 'из бамбука' }],
  [
    'product',
    'word + every filter',
    { keyword: 'steel', country: 'CN', verified: '1', moqMax: '500', priceMin: '1', priceMax: '50' },
  ],
  ['product', 'word + industry (descendants)', { keyword: 'lamp', category: '6' }],
  ['product', 'word sorted by price', { keyword: 'steel', sort: 'priceAsc' }],
  ['product', 'deep page (clamped to 84)', { keyword: 'steel', page: '100' }],
  ['product', 'no keyword, newest', {}],
  ['product', 'no keyword, rare country', { country: 'PL' }],
  ['product', 'exhibition', { exhibitionId: '20001' }],
  ['product', 'hostile 5,000 characters', { keyword: `${'a&|!:*()\\"\' '.repeat(416)}steel` }],
  ['supplier', 'supplier name', { keyword: 'trading' }],
  ['supplier', 'supplier CJK', { keyword: '科技' }],
  ['supplier', 'supplier verified, deep page', { verified: '1', page: '40' }],
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

console.log(`search latency, ${runs} runs each after one warm-up (ms)\n`);
console.log('query'.padEnd(34), 'median'.padStart(8), 'p95'.padStart(8), 'results'.padStart(9));
for (const [kind, name, raw] of CASES) {
  const query = parseSearchParams(raw);
  const run = () => (kind === 'product' ? searchProducts('en', query) : searchSuppliers('en', query));
  const first = await run();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const shown = `${first.total}${first.capped ? '+' : ''}${first.correctedFrom ? ' (corrected)' : ''}`;
  console.log(
    name.padEnd(34),
    percentile(times, 50).toFixed(1).padStart(8),
    percentile(times, 95).toFixed(1).padStart(8),
    shown.padStart(9),
  );
}
await closeDb();
