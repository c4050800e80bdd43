import path from 'node:path';
import { reachable, root, staticImports } from '../support/imports';

// The proxy's bundle loads on a server's first request of any kind, before anything is answered. Each
// bundle holds its own copy of what it imports, so an ORM imported there is loaded a second time on the
// way to the first answer (cold start, bench/README.md). tests/unit/instrumentation.test.ts holds the
// other half: nothing loads before the server listens.

const relative = (file: string) => path.relative(root, file);

describe('the modules the proxy loads', () => {
  it('the proxy reaches the sites and the database pool without Drizzle or the schema', () => {
    const modules = [...reachable(path.join(root, 'proxy.ts'))];
    const names = modules.map(relative);
    expect(names).toEqual(expect.arrayContaining(['lib/sites/load.ts', 'lib/db/pool-shared.ts']));
    const ormImports = modules.flatMap((file) =>
      staticImports(file)
        .filter((spec) => spec.startsWith('drizzle-orm') || spec.includes('/db/schema') || spec.endsWith('/db/shared'))
        .map((spec) => `${relative(file)}: ${spec}`),
    );
    expect(ormImports).toEqual([]);
  });
});
