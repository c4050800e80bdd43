import 'server-only';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from './locales';
import { NAMESPACES } from './messages';

/**
 * The catalogue as its files hold it, ICU strings and all, read from disk: the site's own bundles import
 * the message files compiled for the formatter (next.config.mjs), which is not what clients of i18nAll
 * are given. Read once per language and process.
 */
const catalogues = new Map<Locale, Promise<Record<string, unknown>>>();

function readCatalogue(locale: Locale): Promise<Record<string, unknown>> {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const dir = path.join(process.cwd(), 'messages', locale);
    catalogue = Promise.all(
      NAMESPACES.map(
        async (ns) => [ns, JSON.parse(await readFile(path.join(dir, `${ns}.json`), 'utf8')) as unknown] as const,
      ),
    ).then((entries) => Object.fromEntries(entries));
    catalogue.catch(() => catalogues.delete(locale));
    catalogues.set(locale, catalogue);
  }
  return catalogue;
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
