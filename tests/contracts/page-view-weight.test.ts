import path from 'node:path';
import { projectImports, reachable, root, staticImports } from '../support/imports';

// Every page sends a page view once it has rendered (components/app/page-view.tsx). What that loads is
// paid on every page view: zod alone is the largest script a page would load (bench/README.md "After
// the page: the page view without zod").
describe('the page view', () => {
  it('loads no zod: neither the tracker nor anything it imports', () => {
    const modules = reachable(path.join(root, 'components/app/track-page-view.ts'), projectImports);
    // the walk reaches the gateway's request code, which sends the event
    expect(modules.has(path.join(root, 'lib/gateway/request.ts'))).toBe(true);
    const withZod = [...modules]
      .filter((file) => staticImports(file).some((spec) => spec === 'zod' || spec.startsWith('zod/')))
      .map((file) => path.relative(root, file));
    expect(withZod).toEqual([]);
  });
});
