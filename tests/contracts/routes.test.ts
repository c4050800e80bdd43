import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@/lib/routes/registry';

const root = path.resolve(__dirname, '../..');
const shellDir = path.join(root, 'app/[site]/[locale]/[device]');
const e2e = readdirSync(path.join(root, 'tests/e2e'))
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => readFileSync(path.join(root, 'tests/e2e', f), 'utf8'))
  .join('\n');

describe('route registry against the repository', () => {
  const live = ROUTES.filter((r) => r.status === 'live');

  it.each(live.map((r) => [r.id, r] as const))('live route %s has its page and an e2e smoke test', (id, route) => {
    expect(route.page, `${id} names no page`).toBeDefined();
    expect(existsSync(path.join(shellDir, route.page ?? '-')), `${route.page} is missing`).toBe(true);
    expect(e2e, `no e2e test tagged @route:${id}`).toContain(`@route:${id}'`);
  });

  it('has no page named by a planned route', () => {
    expect(ROUTES.filter((r) => r.status === 'planned' && r.page).map((r) => r.id)).toEqual([]);
  });
});
