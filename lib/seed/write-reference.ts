import type pg from 'pg';
import { insertRows, textArray } from './insert';
import { COUNTRIES, EXHIBITION_INDUSTRIES, EXHIBITION_TYPES, MARKET_ALERTS, UNITS, WEBSITES } from './reference';
import { unitNameColumns } from './unit-names';

/** Countries, units, sites, exhibition industry codes and types (spec §3), created three years before the anchor. */
export async function insertReference(client: pg.ClientBase, anchor: Date): Promise<void> {
  const createdAt = new Date(anchor.getTime() - 3 * 365 * 86_400_000).toISOString();
  await insertRows(
    client,
    'countries',
    ['code text', 'name_en text', 'name_cn text', 'dialing_code text', 'consent_required boolean'],
    COUNTRIES.map((c) => [c.code, c.en, c.zh, c.dialing, c.consent === true]),
  );
  await insertRows(
    client,
    'units',
    ['code text', 'name_en text', 'name_en_plural text', 'name_cn text', 'names jsonb', 'singular_names jsonb'],
    UNITS.map((u) => {
      const { names, singularNames } = unitNameColumns(u.code);
      return [u.code, u.en, u.enPlural, u.zh, names, singularNames];
    }),
  );
  await insertRows(
    client,
    'websites',
    [
      'id int',
      'code text',
      'name text',
      'deploy_path text',
      'audience_mode audience_mode',
      textArray('languages'),
      'default_language text',
      'country_code text',
      'theme_color text',
      'website_type text',
      'sort smallint',
      'created_at timestamptz',
      'updated_at timestamptz',
    ],
    WEBSITES.map((w, i) => [
      w.id,
      w.code,
      w.name,
      w.deployPath,
      w.audienceMode,
      w.languages,
      w.defaultLanguage,
      w.countryCode,
      w.themeColor,
      w.websiteType,
      i,
      createdAt,
      createdAt,
    ]),
  );
  await insertRows(
    client,
    'exhibition_industries',
    ['code text', 'name_en text', 'name_cn text'],
    EXHIBITION_INDUSTRIES.map((e) => [e.code, e.en, e.zh]),
  );
  await insertRows(
    client,
    'exhibition_types',
    ['code text', 'name_en text'],
    EXHIBITION_TYPES.map((e) => [e.code, e.en]),
  );
  await insertMarketAlerts(client);
}

/** The seed's trade alerts (the traffic light, decision 0160), about now whatever the catalogue's anchor. */
async function insertMarketAlerts(client: pg.ClientBase): Promise<void> {
  const seededAt = Date.now();
  const at = (days: number) => new Date(seededAt + days * 86_400_000).toISOString();
  await insertRows(
    client,
    'market_alerts',
    ['country_code text', 'kind text', 'level text', 'params jsonb', 'starts_at timestamptz', 'ends_at timestamptz'],
    MARKET_ALERTS.map((a) => [a.country, a.kind, a.level, a.params, at(a.from), at(a.to)]),
  );
}

/**
 * Gives a demo database seeded before the traffic light its trade alerts, once: a database that has any
 * alert, current or past, is left alone. Answers how many were added.
 */
export async function addMissingMarketAlerts(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM market_alerts) AS any');
  if (rows[0]?.any) return 0;
  await insertMarketAlerts(client);
  return MARKET_ALERTS.length;
}

/**
 * Brings a seeded database's unit names up to those of lib/seed/unit-names.ts: the demo seeds its catalogue
 * once, and a database seeded before the names existed showed English units in every other language.
 */
export async function updateUnitNames(client: pg.ClientBase): Promise<number> {
  let updated = 0;
  for (const u of UNITS) {
    const { names, singularNames } = unitNameColumns(u.code);
    const result = await client.query(
      `UPDATE units SET names = $2::jsonb, singular_names = $3::jsonb
        WHERE code = $1 AND (names <> $2::jsonb OR singular_names <> $3::jsonb)`,
      [u.code, JSON.stringify(names), JSON.stringify(singularNames)],
    );
    updated += result.rowCount ?? 0;
  }
  return updated;
}
