// npm test: every test layer, in order of speed. Without DATABASE_URL the embedded PostgreSQL is used;
// with it, the tests create their own databases (sourcefair_test, sourcefair_e2e, sf_t_*) on that server.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, ensureBuilt, ensureTestPrograms, ensureInstalled, step, stepTimes } from './setup.mjs';

ensureInstalled();
ensureTestPrograms();
step('unit, component and contract tests', bin('vitest'), [
  'run',
  '--project',
  'unit',
  '--project',
  'component',
  '--project',
  'contracts',
]);
step('integration tests (real PostgreSQL)', bin('tsx'), [
  'scripts/with-db.ts',
  '--database',
  'sourcefair_test',
  '--migrate',
  '--',
  bin('vitest'),
  'run',
  '--project',
  'integration',
]);
ensureBuilt();
// the e2e catalogue has the demo accounts and the server shows the demo mailbox (as `npm run demo`)
process.env.DEMO_MODE = '1';
// the time of the HTTP and e2e layers inside the one Playwright run (tests/support/layer-times.ts)
const layerTimes = path.join(os.tmpdir(), `sourcefair-layer-times-${process.pid}.json`);
process.env.LAYER_TIMES_FILE = layerTimes;
const layers = () => {
  if (!existsSync(layerTimes)) return [];
  const lines = JSON.parse(readFileSync(layerTimes, 'utf8'));
  rmSync(layerTimes);
  return lines;
};
step(
  'HTTP and end-to-end tests (Playwright: http, desktop and mobile)',
  bin('tsx'),
  [
    'scripts/with-db.ts',
    '--database',
    'sourcefair_e2e',
    '--migrate',
    '--seed',
    '--suppliers 40 --products 400 --anchor 2026-06-01',
    '--',
    bin('playwright'),
    'test',
  ],
  undefined,
  layers,
);
console.log(`\n=== all test layers passed\n${stepTimes()}`);
