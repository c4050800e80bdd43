import path from 'node:path';
import { projectImports, reachable, root, staticImports } from '../support/imports';

/** The project's modules a client module reaches that import zod (the walk must reach the request code). */
function zodReachedFrom(file: string): string[] {
  const modules = reachable(path.join(root, file), projectImports);
  // the walk reaches the gateway's request code, which sends the event
  expect(modules.has(path.join(root, 'lib/gateway/request.ts'))).toBe(true);
  return [...modules]
    .filter((module) => staticImports(module).some((spec) => spec === 'zod' || spec.startsWith('zod/')))
    .map((module) => path.relative(root, module));
}

// Every page sends a page view once it has rendered (components/app/page-view.tsx). What that loads is
// paid on every page view: zod alone is the largest script a page would load (the bench/README.md
// entry of commit 6f0f908, "After the page: the page view without zod").
describe('the page view', () => {
  it('loads no zod: neither the tracker nor anything it imports', () => {
    expect(zodReachedFrom('components/app/track-page-view.ts')).toEqual([]);
  });
});

// The search page sends its analytics event once it has rendered: with the contract's call it loaded zod
// after every search (commit 9ab5acc's bench/README.md entry).
describe("the search page's analytics event", () => {
  it('loads no zod: neither the component nor anything it imports', () => {
    expect(zodReachedFrom('components/search/search-analytics.tsx')).toEqual([]);
  });
});
