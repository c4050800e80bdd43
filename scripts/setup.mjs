// Set-up steps shared by `npm run demo` and `npm test`; plain Node, so they run before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...options.env },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Each step's title and wall-clock seconds, for the summary at the end of a run (`stepTimes()`). */
const times = [];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs one step; `details()`, when given, returns lines to show under the step's time (its own parts). */
export function step(title, command, args, options, details) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const code = run(command, args, options);
  times.push({ title, ms: Date.now() - started, details: details?.() ?? [] });
  if (code !== 0) {
    console.error(`\n=== ${title}: failed (exit ${code})`);
    console.error(stepTimes());
    process.exit(code);
  }
}

/** The time of each step run so far, one line each, and their total. */
export function stepTimes() {
  const total = times.reduce((sum, t) => sum + t.ms, 0);
  return [
    ...times.flatMap((t) => [
      `  ${seconds(t.ms).padStart(6)}  ${t.title}`,
      ...t.details.map((line) => `            ${line}`),
    ]),
    `  ${seconds(total).padStart(6)}  in all`,
  ].join('\n');
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Install dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (existsSync(marker) && mtime(marker) >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('=== installing dependencies');
  // `npm install`, not `npm ci`: the lock file lacks other platforms' optional binaries that this
  // registry does not carry, which `npm ci` refuses; `npm install` keeps the locked versions all the same.
  if (run('npm', ['install', '--no-audit', '--no-fund']) !== 0) {
    console.error('dependencies could not be installed');
    process.exit(1);
  }
}

/** Newest modification time of a file or folder under the repository (0 when it does not exist). */
export function newest(entry) {
  const full = path.join(root, entry);
  const stats = statSync(full, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(entry, name))), stats.mtimeMs);
}

const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  // the policy the proxy writes (server/serve.mjs reads it too, unbuilt)
  'server/security-headers.mjs',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

/** Build when there is no build yet or a source file changed since the last one. */
export function ensureBuilt() {
  const built = mtime(path.join(root, '.next', 'BUILD_ID'));
  if (built > 0 && BUILD_INPUTS.every((entry) => newest(entry) <= built)) {
    console.log('=== the last build is up to date');
    return;
  }
  step('building', bin('next'), ['build']);
  step('completing the standalone output', process.execPath, ['scripts/standalone.mjs']);
}

/** Debian's Chromium headless shell for the end-to-end tests (Playwright cannot download its own browser here). */
export function ensureTestPrograms() {
  ensureDebianPackages([
    ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
    // the deploy/ micro-cache recipe is run by tests/http/micro-cache.spec.ts
    ['/usr/sbin/nginx', 'nginx-light'],
  ]);
}

/** Installs the Debian packages whose program is missing (as root; otherwise says what to install). */
export function ensureDebianPackages(programs) {
  const missing = programs.filter(([program]) => !existsSync(program)).map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(`The end-to-end tests need: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  step(`installing ${missing.join(', ')}`, 'sh', [
    '-c',
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
  ]);
}
