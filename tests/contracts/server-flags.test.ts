import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '@/server/node-flags.mjs';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

// server/node-flags.mjs: the heap limit that keeps the production server's memory bounded only works if
// every way of starting the server passes it
describe('the production server is started with its Node flags', () => {
  it('by npm start', () => {
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} server/serve.mjs`);
    for (const [name, value] of Object.entries(SERVER_ENV))
      expect(pkg.scripts.start).toMatch(new RegExp(`^(\\S+=\\S+ )*${name}=${value} `));
  });

  it.each(['scripts/demo.mjs', 'bench/run.mjs', 'playwright.config.ts'])('by %s', (file) => {
    const source = read(file);
    expect(source).toContain("import { SERVER_ENV, SERVER_NODE_FLAGS } from '");
    expect(source).toMatch(/\.\.\.SERVER_ENV\b|Object\.assign\(process\.env, SERVER_ENV\)/);
    expect(source).toMatch(/SERVER_NODE_FLAGS[^\n]*server\/serve\.mjs|\.\.\.SERVER_NODE_FLAGS,\s*'server\/serve\.mjs'/);
  });

  it('by the systemd unit of deploy/, which restarts it, waits for its migrations and lets it finish its requests', () => {
    const unit = read('deploy/systemd/sourcefair.service');
    const service = unit.slice(unit.indexOf('[Service]'), unit.indexOf('[Install]'));
    const directives = (key: string) =>
      [...service.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => (m[1] ?? '').trim());
    const [execStart] = directives('ExecStart');
    expect(execStart).toMatch(new RegExp(`^/\\S*node ${SERVER_NODE_FLAGS.join(' ')} server/serve\\.mjs( |$)`));
    const environment = directives('Environment').flatMap((line) => line.split(/\s+/));
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(environment).toContain(`${name}=${value}`);
    expect(directives('Restart')).toEqual(['always']);
    // systemd waits longer than the server's own drain (--drainTimeout, 10 s) before it kills
    expect(Number(directives('TimeoutStopSec')[0])).toBeGreaterThan(10);
    // the migrations before the start may take minutes at a million products (migration 0014 rewrites the
    // products table): systemd must not stop them at its default 90 s
    const [startTimeout] = directives('TimeoutStartSec');
    expect(startTimeout).toMatch(/^\d+min$/);
    expect(Number.parseInt(startTimeout ?? '', 10)).toBeGreaterThanOrEqual(15);
  });

  it('limits the heap and the allocator arenas', () => {
    expect(SERVER_NODE_FLAGS).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/));
    expect(SERVER_ENV).toEqual({ MALLOC_ARENA_MAX: expect.stringMatching(/^\d+$/) });
  });
});
