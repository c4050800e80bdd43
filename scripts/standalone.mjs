// Completes Next's standalone output after `next build` (next.config.mjs `output: 'standalone'`):
// .next/standalone/server.js serves the site with the files the build traced, but leaves the built
// browser assets (.next/static) and public/ for the host to copy beside it. Run by `npm run build`.
// Then `cd .next/standalone && DATABASE_URL=… HOSTNAME=localhost PORT=3000 node server.js`.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, '.next', 'standalone');
if (!existsSync(path.join(target, 'server.js'))) {
  console.error('[standalone] no .next/standalone/server.js: run `next build` first');
  process.exit(1);
}
for (const [from, to] of [
  ['.next/static', '.next/standalone/.next/static'],
  ['public', '.next/standalone/public'],
]) {
  rmSync(path.join(root, to), { recursive: true, force: true });
  cpSync(path.join(root, from), path.join(root, to), { recursive: true });
}
console.log('[standalone] .next/standalone is complete');
