import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository's root. */
export const root = path.resolve(__dirname, '../..');

/** Every .ts and .tsx file under a folder. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The packages and project modules a module imports statically (values, not `import type`). */
export function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm),
  ].map((match) => (match[1] ?? match[2])!);
}

function resolveProject(file: string, spec: string, extensions: readonly string[]): string | undefined {
  const base = spec.startsWith('@/')
    ? path.join(root, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(file), spec)
      : null;
  if (!base) return undefined;
  return extensions.map((ext) => base + ext).find((f) => existsSync(f));
}

/** The project modules a module imports (values, not `import type`), static or dynamic. */
export function projectImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const spec of staticImports(file)) {
    const found = resolveProject(file, spec, ['.ts', '.tsx', '/index.ts', '/index.tsx']);
    if (found) out.push(found);
  }
  for (const match of source.matchAll(/import\('([^']+)'\)/g)) {
    const found = resolveProject(file, match[1]!, ['.ts', '.tsx']);
    if (found) out.push(found);
  }
  return out;
}

/** Every project module a file reaches through its imports, itself included. */
export function reachable(file: string, follow: (file: string) => string[] = projectImports): Set<string> {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...follow(next));
  }
  return seen;
}
