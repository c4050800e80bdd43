import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageFolder } from '@/lib/routes/internal';
import { ROUTES, type RouteDef } from '@/lib/routes/registry';

const root = path.resolve(__dirname, '../..');
const shellDir = path.join(root, 'app/[site]/[locale]/[device]');
// the HTTP layer and the e2e layer: a route's test may be in either (ARCHITECTURE.md "Tests")
const specs = ['tests/http', 'tests/e2e']
  .flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith('.spec.ts'))
      .map((f) => readFileSync(path.join(root, dir, f), 'utf8')),
  )
  .join('\n');

describe('route registry against the repository', () => {
  const live = ROUTES.filter((r: RouteDef) => r.status === 'live');
  const pages = live.filter((r: RouteDef) => !r.redirect);

  it.each(pages.map((r) => [r.id, r] as const))(
    'live route %s has its page and an HTTP-layer or e2e test',
    (id, route) => {
      const page = path.join(shellDir, pageFolder(route), 'page.tsx');
      expect(existsSync(page), `${path.relative(root, page)} is missing`).toBe(true);
      expect(specs, `no HTTP-layer or e2e test tagged @route:${id}`).toContain(`@route:${id}'`);
    },
  );

  it('has a page for every live route and no page for a route that is not live', () => {
    const expected = new Set(pages.map((r) => path.join(pageFolder(r), 'page.tsx')));
    const found = pageFiles(shellDir).filter((f) => f !== path.join('[...rest]', 'page.tsx'));
    expect(found.filter((f) => !expected.has(f))).toEqual([]);
  });
});

/** Every page.tsx under a folder, relative to it. */
function pageFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return pageFiles(dir, relative);
    return entry.name === 'page.tsx' ? [relative] : [];
  });
}

describe('the patterns for links', () => {
  it('lib/routes/paths.ts is what `npm run routes` writes from the route table', async () => {
    const { pathsModule } = await import('../../scripts/route-paths');
    expect(readFileSync(path.join(root, 'lib/routes/paths.ts'), 'utf8')).toBe(await pathsModule());
  });
});
