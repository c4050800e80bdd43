import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CLIENT_NAMESPACES,
  NAMESPACES,
  isPageNamespace,
  pickPageMessages,
  pickShellMessages,
  SHELL_KEYS,
  type PageNamespace,
} from '@/lib/i18n/messages';
import { projectImports, reachable, root, sourceFiles } from '../support/imports';

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
    const all = Object.fromEntries(NAMESPACES.map((ns) => [ns, { key: ns, headerLink: 'h', myMeetingsLink: 'm' }]));
    const shell = pickShellMessages(all);
    expect(Object.keys(shell).sort()).toEqual(
      CLIENT_NAMESPACES.filter((ns) => !['accountPages', 'rfq', 'uploads'].includes(ns)).sort(),
    );
    expect(Object.keys(shell)).not.toContain('mail');
    // the page namespaces carry only the shell's own keys, unless a page asks for them
    expect(shell.rfq).toBeUndefined();
    expect(shell.enquiry).toEqual({ headerLink: 'h' });
    expect(pickPageMessages(all, ['rfq']).rfq).toEqual(all.rfq);
  });
});

/** The page namespaces a module reads in the browser, beyond the keys the shell carries anyway. */
function pageNamespacesRead(file: string): PageNamespace[] {
  const source = readFileSync(file, 'utf8');
  const read = new Set<PageNamespace>();
  for (const match of source.matchAll(/(?:const|let)\s+(\w+)\s*=\s*useTranslations\(\s*'([^'.]+)/g)) {
    const [, name, ns] = match as unknown as [string, string, string];
    if (!isPageNamespace(ns)) continue;
    const shellKeys = SHELL_KEYS[ns] ?? [];
    const calls = [...source.matchAll(new RegExp(`\\b${name}(?:\\.\\w+)?\\(\\s*([^,)]*)`, 'g'))].map((m) =>
      m[1]!.trim(),
    );
    const onlyShell =
      calls.length > 0 && calls.every((arg) => /^'[^']+'$/.test(arg) && shellKeys.includes(arg.slice(1, -1)));
    if (!onlyShell) read.add(ns);
  }
  for (const match of source.matchAll(/useTranslations\(\s*'([^'.]+)'\s*\)(?!\s*;)/g)) {
    if (isPageNamespace(match[1]!)) read.add(match[1]!);
  }
  return [...read];
}

describe('the page namespaces (PageMessages)', () => {
  const browser = new Set(clientModules());
  const routeFiles = sourceFiles(path.join(root, 'app')).filter((f) =>
    /(?:^|\/)(?:page|layout|not-found|error|loading|template)\.tsx$/.test(f),
  );
  const shellLayout = path.join(root, 'app/[site]/[locale]/[device]/layout.tsx');

  it('finds a page that needs them', () => {
    const needs = (file: string) =>
      [...reachable(file)].filter((m) => browser.has(m)).flatMap((m) => pageNamespacesRead(m));
    expect(needs(path.join(root, 'app/[site]/[locale]/[device]/rfq/page.tsx'))).toContain('rfq');
  });

  it('are handed to every page whose client components read them', () => {
    const missing: string[] = [];
    for (const file of routeFiles) {
      const needed = new Set([...reachable(file)].filter((m) => browser.has(m)).flatMap((m) => pageNamespacesRead(m)));
      if (file === shellLayout) {
        // the shell is on every page: it may show only SHELL_KEYS of the page namespaces
        for (const ns of needed) missing.push(`${path.relative(root, file)} (the shell) reads ${ns}`);
        continue;
      }
      const source = readFileSync(file, 'utf8');
      const given = new Set(
        [...source.matchAll(/<PageMessages\s+namespaces=\{\[([^\]]*)\]\}/g)].flatMap((m) =>
          [...m[1]!.matchAll(/'([^']+)'/g)].map((n) => n[1]!),
        ),
      );
      for (const ns of needed) if (!given.has(ns)) missing.push(`${path.relative(root, file)} needs ${ns}`);
    }
    expect(missing).toEqual([]);
  });
});
