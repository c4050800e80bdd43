// Times the demo seed at benchmark size: npm run bench:seed [-- --products 1000000]
// Uses its own database (sourcefair_bench) on the embedded server, or on DATABASE_URL's server.
import { spawnSync } from 'node:child_process';
import { bin, root } from '../scripts/setup.mjs';

const args = process.argv.slice(2);
const products = args[args.indexOf('--products') + 1] ?? '1000000';
const started = performance.now();
const result = spawnSync(
  bin('tsx'),
  [
    'scripts/with-db.ts',
    '--database',
    'sourcefair_bench',
    '--migrate',
    '--',
    'sh',
    '-c',
    `"${bin('tsx')}" scripts/seed.ts --products ${products} --anchor 2026-06-01 && psql "$DATABASE_URL" -Atc "SELECT 'database size: ' || pg_size_pretty(pg_database_size(current_database()))" 2>/dev/null || true`,
  ],
  { cwd: root, stdio: 'inherit' },
);
console.log(
  `[bench] seed of ${products} products, including start-up and migrations: ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(result.status ?? 1);
