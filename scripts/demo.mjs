// npm run demo: install what is missing, build when needed, start PostgreSQL (embedded unless
// DATABASE_URL is set), migrate, seed the demo catalogue once, and serve http://localhost:3000.
import { bin, ensureBuilt, ensureInstalled, run } from './setup.mjs';

ensureInstalled();
ensureBuilt();
const port = process.env.PORT ?? '3000';
console.log(`\n=== starting Sourcefair on http://localhost:${port} (Ctrl-C stops it)`);
process.exitCode = run(bin('tsx'), [
  'scripts/with-db.ts',
  '--migrate',
  '--seed-if-empty',
  '--',
  bin('next'),
  'start',
  '-p',
  port,
]);
