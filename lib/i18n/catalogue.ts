import 'server-only';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { keep, type Kept } from '@/lib/cache/kept';
import type { Locale } from './locales';
import { NAMESPACES, type Namespace } from './messages';

type Tree = Record<string, unknown>;
export type Messages = Record<Namespace, Tree>;

/** One language's message files as they are, ICU strings and all (messages/{locale}/*.json). */
async function readCatalogue(locale: Locale): Promise<Record<Namespace, Tree>> {
  const dir = path.join(process.cwd(), 'messages', locale);
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, JSON.parse(await readFile(path.join(dir, `${ns}.json`), 'utf8')) as Tree] as const),
  );
  return Object.fromEntries(entries) as Record<Namespace, Tree>;
}

/** Every string of a tree compiled for the formatter the bundles use (icu-minify, as next-intl's loader does). */
function compileTree(tree: Tree): Tree {
  const compiled: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    compiled[key] = typeof value === 'string' ? compile(value) : compileTree(value as Tree);
  }
  return compiled;
}

/**
 * The compiled messages the server formats with, one copy per language for the whole process. They are
 * read from disk rather than imported: an import made each language's files scripts of the bundle, whose
 * source V8 keeps beside the parsed value, loaded again by the pages' and the API's bundles (each its own
 * module registry) and listed in a loader map each route's chunk repeated. With every route and language
 * visited that was about 30 MB of the 160 MB heap (docs/decisions/0163). The cache lives on globalThis so
 * both bundles share it; it holds values, not a load's promise (lib/cache/kept.ts). Nineteen entries at
 * most: its keys are the languages, never visitor input.
 */
const SHARED = Symbol.for('sourcefair.i18n.messages');
type Shared = Map<Locale, Kept<Messages>>;

function shared(): Shared {
  const global = globalThis as { [SHARED]?: Shared };
  global[SHARED] ??= new Map();
  return global[SHARED];
}

export function loadMessages(locale: Locale): Promise<Messages> {
  const kept = shared();
  const hit = kept.get(locale);
  if (hit) return hit.read();
  const entry = keep(
    async () => {
      const raw = await readCatalogue(locale);
      // through JSON as the loader's output is: the compiler's choices are objects without a prototype,
      // which React will not pass to client components
      return JSON.parse(JSON.stringify(compileTree(raw))) as Messages;
    },
    () => {
      if (kept.get(locale) === entry) kept.delete(locale);
    },
  );
  kept.set(locale, entry);
  return entry.read();
}

const versions = new Map<Locale, string>();

/**
 * Every namespace of a language's catalogue as its files hold it (spec §7 i18nAll), which is not what the
 * site's formatter is given. Read for each call rather than kept: clients ask for it once per version.
 */
export function getFullCatalogue(locale: Locale): Promise<Record<string, unknown>> {
  return readCatalogue(locale);
}

/** A short content hash of the catalogue: a client holding this version needs nothing new. */
export async function getCatalogueVersion(locale: Locale): Promise<string> {
  const known = versions.get(locale);
  if (known) return known;
  const version = createHash('sha256')
    .update(JSON.stringify(await readCatalogue(locale)))
    .digest('base64url')
    .slice(0, 16);
  versions.set(locale, version);
  return version;
}
