import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_NAMESPACES, NAMESPACES, pickClientMessages } from '@/lib/i18n/messages';

const root = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The project modules a module imports (values, not `import type`). */
function projectImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s+'([^']+)'/gm)) {
    const spec = match[1]!;
    const base = spec.startsWith('@/')
      ? path.join(root, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (!base) continue;
    const found = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
    if (found) out.push(found);
  }
  for (const match of source.matchAll(/import\('([^']+)'\)/g)) {
    const spec = match[1]!;
    if (!spec.startsWith('.') && !spec.startsWith('@/')) continue;
    const base = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : path.resolve(path.dirname(file), spec);
    const found = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
    if (found) out.push(found);
  }
  return out;
}

/** Every module that runs in the browser: the 'use client' modules and all they import. */
function clientModules(): string[] {
  const all = ['app', 'components', 'lib'].flatMap((dir) => sourceFiles(path.join(root, dir)));
  const queue = all.filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...projectImports(file));
  }
  return [...seen];
}

describe('the messages the layout hands to the browser', () => {
  const modules = clientModules();

  it('finds the client modules', () => {
    expect(modules.map((f) => path.relative(root, f))).toContain('components/search/search-form.tsx');
  });

  it('include every namespace a client module reads', () => {
    const missing: string[] = [];
    for (const file of modules) {
      const source = readFileSync(file, 'utf8');
      expect(source, `${path.relative(root, file)} reads messages without a namespace`).not.toMatch(
        /useTranslations\(\s*\)/,
      );
      for (const match of source.matchAll(/useTranslations\(\s*'([^'.]+)/g)) {
        if (!(CLIENT_NAMESPACES as readonly string[]).includes(match[1]!))
          missing.push(`${path.relative(root, file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps server-only text out of the page', () => {
    const all = Object.fromEntries(NAMESPACES.map((ns) => [ns, { key: ns }]));
    expect(Object.keys(pickClientMessages(all)).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(Object.keys(pickClientMessages(all))).not.toContain('mail');
  });
});
