// npm run demo: install what is missing, build when needed, start PostgreSQL (embedded unless
// DATABASE_URL is set), migrate, seed the demo catalogue once, and serve http://localhost:3000.
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server/node-flags.mjs';
import { bin, ensureBuilt, ensureInstalled, run } from './setup.mjs';

// the demo's own accounts and mailbox (README); never set DEMO_MODE where real people sign in
process.env.DEMO_MODE ??= '1';
// the server's environment (server/node-flags.mjs), inherited through the database wrapper
Object.assign(process.env, SERVER_ENV);
ensureInstalled();
ensureBuilt();
const port = process.env.PORT ?? '3000';
console.log(`\n=== starting Sourcefair on http://localhost:${port} (Ctrl-C stops it)`);
process.exitCode = run(bin('tsx'), [
  'scripts/with-db.ts',
  '--migrate',
  '--seed-if-empty',
  // a site that dies is started again, the database kept running (scripts/with-db.ts)
  '--restart',
  '--',
  'node',
  ...SERVER_NODE_FLAGS,
  'server/serve.mjs',
  '-p',
  port,
]);
