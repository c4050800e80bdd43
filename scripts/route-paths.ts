// npm run routes: writes lib/routes/paths.ts, every route's pattern by id, from the route table
// (lib/routes/registry.ts), so that `href` in the browser carries the patterns without the table's
// options. `--check` only compares (tests/contracts/routes.test.ts runs the same comparison).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { ROUTES } from '../lib/routes/registry';

const target = path.resolve(process.cwd(), 'lib/routes/paths.ts');

/** The text of lib/routes/paths.ts for the table as it is. */
export async function pathsModule(): Promise<string> {
  const lines = ROUTES.map((route) => `  ${JSON.stringify(route.id)}: ${JSON.stringify(route.pattern)},`);
  const source = `// Written by \`npm run routes\` (scripts/route-paths.ts) from lib/routes/registry.ts: edit the table there.
/** spec §2: every route's URL shape by id, for \`href\` (./href.ts) without the route table's options. */
export const PATHS = {
${lines.join('\n')}
} as const;

export type RouteId = keyof typeof PATHS;
export type PathOf<I extends RouteId> = (typeof PATHS)[I];
`;
  return format(source, { ...(await resolveConfig(target)), filepath: target });
}

async function main() {
  const text = await pathsModule();
  if (process.argv.includes('--check')) {
    if (readFileSync(target, 'utf8') !== text) {
      console.error('lib/routes/paths.ts differs from the route table: run `npm run routes`');
      process.exit(1);
    }
  } else {
    writeFileSync(target, text);
    console.log(`lib/routes/paths.ts: ${ROUTES.length} routes`);
  }
}

if (process.argv[1]?.endsWith('route-paths.ts')) void main();
