import 'server-only';
import { createHash } from 'node:crypto';
import type { Locale } from './locales';
import { loadMessages } from './messages';

const versions = new Map<Locale, string>();

/** Every namespace of a language's catalogue (spec §7 i18nAll). */
export async function getFullCatalogue(locale: Locale): Promise<Record<string, unknown>> {
  return loadMessages(locale);
}

/** A short content hash of the catalogue: a client holding this version needs nothing new. */
export async function getCatalogueVersion(locale: Locale): Promise<string> {
  const known = versions.get(locale);
  if (known) return known;
  const version = createHash('sha256')
    .update(JSON.stringify(await loadMessages(locale)))
    .digest('base64url')
    .slice(0, 16);
  versions.set(locale, version);
  return version;
}
