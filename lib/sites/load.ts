import { getPoolShared } from '@/lib/db/pool-shared';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import type { Audience } from '@/lib/routes/registry';
import type { Site } from './resolve';
import { getLogger } from '@/lib/log/logger';

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

/** The columns of `websites` (lib/db/schema/sites.ts) a site needs, as node-postgres returns them. */
type SiteRow = {
  id: number;
  code: string;
  name: string;
  deploy_path: string;
  domain: string | null;
  audience_mode: Audience;
  languages: string[];
  default_language: string;
  country_code: string | null;
  theme_color: string;
};

// Plain SQL on the shared pool, not Drizzle: the proxy reads the sites on every request and its bundle
// holds no ORM (lib/db/pool-shared.ts). tests/integration/sites-load.test.ts holds it to the schema.
const SITES_SQL = `SELECT id, code, name, deploy_path, domain, audience_mode, languages, default_language,
  country_code, theme_color FROM websites ORDER BY sort, id`;

/** Every site, read from the database at most once a minute per server process (sites change rarely). */
export async function getSites(): Promise<Site[]> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.sites;
  try {
    const { rows } = await getPoolShared().query<SiteRow>(SITES_SQL);
    const sites = rows.map((row): Site => {
      const languages = row.languages.filter(isLocale);
      return {
        id: row.id,
        code: row.code,
        name: row.name,
        deployPath: row.deploy_path,
        domain: row.domain,
        audience: row.audience_mode,
        languages: languages.length > 0 ? languages : [DEFAULT_LOCALE],
        defaultLanguage: (isLocale(row.default_language) ? row.default_language : DEFAULT_LOCALE) as Locale,
        countryCode: row.country_code,
        themeColor: row.theme_color,
      };
    });
    cached = { at: Date.now(), sites: sites.length > 0 ? sites : [FALLBACK_SITE] };
    return cached.sites;
  } catch (error) {
    getLogger().error({ err: error }, 'cannot read the sites');
    return cached?.sites ?? [FALLBACK_SITE];
  }
}

export async function getSiteById(id: number): Promise<Site | undefined> {
  return (await getSites()).find((s) => s.id === id);
}
