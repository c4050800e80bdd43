import { asc } from 'drizzle-orm';
import { getDbShared } from '@/lib/db/shared';
import { websites } from '@/lib/db/schema';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import type { Site } from './resolve';

const TTL_MS = 60_000;
let cached: { at: number; sites: Site[] } | undefined;

/** Used when the database cannot be read: the default site of spec §9 at '/', in every language. */
export const FALLBACK_SITE: Site = {
  id: 1001,
  code: 'global',
  name: 'Sourcefair',
  deployPath: '/',
  domain: null,
  audience: 'global_buyer',
  languages: [DEFAULT_LOCALE],
  defaultLanguage: DEFAULT_LOCALE,
  countryCode: null,
  themeColor: '#0b6e4f',
};

/** Every site, read from the database at most once a minute per server process (sites change rarely). */
export async function getSites(): Promise<Site[]> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.sites;
  try {
    const rows = await getDbShared().select().from(websites).orderBy(asc(websites.sort), asc(websites.id));
    const sites = rows.map((row): Site => {
      const languages = row.languages.filter(isLocale);
      return {
        id: row.id,
        code: row.code,
        name: row.name,
        deployPath: row.deployPath,
        domain: row.domain,
        audience: row.audienceMode,
        languages: languages.length > 0 ? languages : [DEFAULT_LOCALE],
        defaultLanguage: (isLocale(row.defaultLanguage) ? row.defaultLanguage : DEFAULT_LOCALE) as Locale,
        countryCode: row.countryCode,
        themeColor: row.themeColor,
      };
    });
    cached = { at: Date.now(), sites: sites.length > 0 ? sites : [FALLBACK_SITE] };
    return cached.sites;
  } catch (error) {
    console.error('[sites] cannot read the sites:', error instanceof Error ? error.message : error);
    return cached?.sites ?? [FALLBACK_SITE];
  }
}

export async function getSiteById(id: number): Promise<Site | undefined> {
  return (await getSites()).find((s) => s.id === id);
}
