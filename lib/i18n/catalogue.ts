import 'server-only';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { memoize } from '@/lib/cache/memo';
import type { Locale } from './locales';
import { NAMESPACES } from './messages';

/**
 * The catalogue as its files hold it, ICU strings and all, read from disk: the site's own bundles import
 * the message files compiled for the formatter (next.config.mjs), which is not what clients of i18nAll
 * are given. Read once per language and process.
 */
function readCatalogue(locale: Locale): Promise<Record<string, unknown>> {
  const dir = path.join(process.cwd(), 'messages', locale);
  return memoize(`catalogue:${locale}`, Infinity, () =>
    Promise.all(
      NAMESPACES.map(
        async (ns) => [ns, JSON.parse(await readFile(path.join(dir, `${ns}.json`), 'utf8')) as unknown] as const,
      ),
    ).then((entries) => Object.fromEntries(entries)),
  );
}

const versions = new Map<Locale, string>();

/** Every namespace of a language's catalogue (spec §7 i18nAll). */
export async function getFullCatalogue(locale: Locale): Promise<Record<string, unknown>> {
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
