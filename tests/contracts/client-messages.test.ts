import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GATEWAY_MESSAGE_KEYS } from '@/lib/gateway/errors';
import {
  CLIENT_KEYS,
  CLIENT_NAMESPACES,
  NAMESPACES,
  isPageNamespace,
  PAGE_NAMESPACES,
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
    const all = Object.fromEntries(
      NAMESPACES.map((ns) => [ns, { key: ns, accountLink: 'a', myMeetingsLink: 'm', workspaceTitle: 'w' }]),
    );
    const shell = pickShellMessages(all);
    expect(shell.common).toEqual({});
    expect(pickShellMessages({ ...all, api: { timeout: 't', badJson: 'b' } }).api).toEqual({ timeout: 't' });
    // the cart page's and the sign-in forms' text stays with them; the shell has the header's and the cards'
    const cart = { add: 'a', emptyTitle: 'e' };
    const account = { signIn: 's', loginTitle: 'l' };
    expect(pickShellMessages({ ...all, cart, account })).toMatchObject({
      cart: { add: 'a' },
      account: { signIn: 's' },
    });
    expect(pickPageMessages({ ...all, cart, account }, ['cart', 'account'])).toMatchObject({ cart, account });
    expect(Object.keys(shell).sort()).toEqual(
      CLIENT_NAMESPACES.filter((ns) => !['rfq', 'uploads', 'support', 'trafficLight', 'orders', 'cards'].includes(ns)).sort(),
    );
    expect(Object.keys(shell)).not.toContain('mail');
    // the page namespaces carry only the shell's own keys, unless a page asks for them
    expect(shell.rfq).toBeUndefined();
    expect(shell.support).toBeUndefined();
    expect(shell.enquiry).toEqual({ accountLink: 'a' });
    expect(shell.accountPages).toEqual({ workspaceTitle: 'w' });
    expect(pickPageMessages(all, ['rfq']).rfq).toEqual(all.rfq);
  });
});

/** Where the first argument of the call whose '(' is at `open` ends (its top-level ',' or ')'). */
function argumentEnd(source: string, open: number): number {
  let depth = 0;
  for (let i = open + 1; i < source.length; i += 1) {
    const c = source[i]!;
    if (c === "'" || c === '"' || c === '`') {
      i = source.indexOf(c, i + 1);
      continue;
    }
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) {
      if (depth === 0) return i;
      depth -= 1;
    } else if (c === ',' && depth === 0) return i;
  }
  return source.length;
}

/** Whether the name at `at` stands in a hook's dependency list (`[t, other]`), which reads no key. */
function inDependencyList(source: string, at: number): boolean {
  const open = source.lastIndexOf('[', at);
  const close = source.indexOf(']', at);
  return (
    open !== -1 &&
    close !== -1 &&
    /^[\w\s.,]*$/.test(source.slice(open + 1, close)) &&
    /^\s*\)/.test(source.slice(close + 1))
  );
}

/**
 * The message keys (top level) a module reads of a namespace through its `useTranslations` translators:
 * each call's string literals that name a key of the English file, and a template literal's part before its
 * first '.'. A call whose key comes from elsewhere, or a translator handed on, is a problem: the test cannot
 * tell which keys it reads.
 */
function keysRead(file: string, ns: string, keysOfFile: ReadonlySet<string>) {
  const source = readFileSync(file, 'utf8');
  const keys = new Set<string>();
  const problems: string[] = [];
  if (new RegExp(`useTranslations\\(\\s*'${ns}\\.`).test(source))
    problems.push(`${path.relative(root, file)} reads ${ns} through a nested namespace`);
  const declared = new RegExp(`(?:const|let)\\s+(\\w+)\\s*=\\s*useTranslations\\(\\s*'${ns}'\\s*\\)`, 'g');
  for (const declaration of source.matchAll(declared)) {
    const name = declaration[1]!;
    const nameAt = declaration.index! + declaration[0].indexOf(name, declaration[0].indexOf(' '));
    for (const use of source.matchAll(new RegExp(`(?<![\\w.'])${name}\\b(\\s*(?:\\.\\w+)?\\s*\\()?`, 'g'))) {
      if (use.index === nameAt) continue;
      if (!use[1]) {
        if (inDependencyList(source, use.index!)) continue;
        problems.push(`${path.relative(root, file)} hands on its ${ns} translator`);
        continue;
      }
      const open = use.index! + use[0].length - 1;
      const argument = source.slice(open + 1, argumentEnd(source, open));
      let found = false;
      for (const literal of argument.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)) {
        const text = literal[1] ?? literal[2] ?? literal[3]!;
        const fixed = text.includes('${') ? text.slice(0, text.indexOf('${')) : text;
        const top = fixed.split('.')[0]!;
        if (text.includes('${') && !fixed.includes('.')) continue;
        if (!keysOfFile.has(top)) continue;
        keys.add(top);
        found = true;
      }
      if (!found && !(DYNAMIC_KEYS[path.relative(root, file)]?.[ns] ?? []).length)
        problems.push(`${path.relative(root, file)} reads a ${ns} key it does not name: ${name}(${argument})`);
    }
  }
  for (const key of DYNAMIC_KEYS[path.relative(root, file)]?.[ns] ?? []) keys.add(key);
  return { keys, problems };
}

const englishKeys = new Map<string, ReadonlySet<string>>();

/** The top-level keys of a namespace's English file. */
function english(ns: string): ReadonlySet<string> {
  let keys = englishKeys.get(ns);
  if (!keys) {
    const file = path.join(root, 'messages/en', `${ns}.json`);
    keys = new Set(Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object));
    englishKeys.set(ns, keys);
  }
  return keys;
}

/** Modules whose translator takes its key from a typed variable, and the keys that type allows. */
const DYNAMIC_KEYS: Record<string, Record<string, readonly string[]>> = {
  'components/app/query-provider.tsx': { api: GATEWAY_MESSAGE_KEYS },
};

/** The namespaces a module loads itself for what it renders (`<LazyMessages namespace="…">`). */
function lazilyLoaded(file: string): Set<string> {
  const source = readFileSync(file, 'utf8');
  return new Set(
    [...source.matchAll(/<LazyMessages\s+namespace=(?:"([^"]+)"|\{'([^']+)'\})/g)].map((m) => (m[1] ?? m[2])!),
  );
}

/** The page namespaces a module reads in the browser, beyond the keys the shell carries anyway. */
function pageNamespacesRead(file: string): PageNamespace[] {
  const source = readFileSync(file, 'utf8');
  const read = new Set<PageNamespace>();
  for (const ns of PAGE_NAMESPACES) {
    if (!source.includes(`useTranslations('${ns}`)) continue;
    const { keys, problems } = keysRead(file, ns, english(ns));
    const shellKeys: readonly string[] = SHELL_KEYS[ns] ?? [];
    if (problems.length > 0 || [...keys].some((key) => !shellKeys.includes(key))) read.add(ns);
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

  /**
   * The page namespaces a route's client modules read, but where a module loads a namespace itself
   * (LazyMessages): neither it nor what it imports needs that one from the page.
   */
  const needs = (file: string) =>
    new Set(
      PAGE_NAMESPACES.filter((ns) =>
        [...reachable(file, (m) => (lazilyLoaded(m).has(ns) ? [] : projectImports(m)))].some(
          (m) => browser.has(m) && !lazilyLoaded(m).has(ns) && pageNamespacesRead(m).includes(ns),
        ),
      ),
    );

  it('finds a page that needs them', () => {
    expect(needs(path.join(root, 'app/[site]/[locale]/[device]/rfq/page.tsx'))).toContain('rfq');
    // the sign-in forms' text: on the sign-in page, not in the shell, whose dialog loads its own
    expect(needs(path.join(root, 'app/[site]/[locale]/[device]/login/page.tsx'))).toContain('account');
    expect(needs(path.join(root, 'components/auth/login-gate-provider.tsx'))).not.toContain('account');
    expect(lazilyLoaded(path.join(root, 'components/auth/account-dialog.tsx'))).toEqual(new Set(['account']));
  });

  it('are handed to every page whose client components read them', () => {
    const missing: string[] = [];
    for (const file of routeFiles) {
      const needed = needs(file);
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

describe('the namespaces the browser gets only some keys of (CLIENT_KEYS)', () => {
  const modules = clientModules();

  it('reads the keys of a call, of both sides of a choice, and of a typed key', () => {
    const favourites = english('favourites');
    const read = keysRead(path.join(root, 'components/favourites/follow-button.tsx'), 'favourites', favourites);
    expect([...read.keys]).toEqual(expect.arrayContaining(['followProduct', 'followSupplier']));
    const api = keysRead(path.join(root, 'components/app/query-provider.tsx'), 'api', english('api'));
    expect(api.problems).toEqual([]);
    expect([...api.keys].sort()).toEqual([...GATEWAY_MESSAGE_KEYS].sort());
  });

  for (const [ns, listed] of Object.entries(CLIENT_KEYS)) {
    it(`lists exactly the ${ns} keys client modules read`, () => {
      const keysOfFile = english(ns);
      const read = new Set<string>();
      const problems: string[] = [];
      for (const file of modules) {
        const found = keysRead(file, ns, keysOfFile);
        for (const key of found.keys) read.add(key);
        problems.push(...found.problems);
      }
      expect(problems).toEqual([]);
      expect([...listed].filter((key) => !keysOfFile.has(key))).toEqual([]);
      expect([...listed].sort()).toEqual([...read].sort());
    });
  }
});
