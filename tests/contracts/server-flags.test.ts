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

  it('limits the heap and the allocator arenas', () => {
    expect(SERVER_NODE_FLAGS).toContainEqual(expect.stringMatching(/^--max-old-space-size=\d+$/));
    expect(SERVER_ENV).toEqual({ MALLOC_ARENA_MAX: expect.stringMatching(/^\d+$/) });
  });
});
