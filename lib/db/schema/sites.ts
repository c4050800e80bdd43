import { sql } from 'drizzle-orm';
import { boolean, char, check, integer, pgEnum, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, localised, updatedAt } from './columns';

/** spec §1: supplier home (China), global-buyer home, country-site home. */
export const audienceMode = pgEnum('audience_mode', ['supplier_home', 'global_buyer', 'country_site']);

export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  nameEn: text('name_en').notNull(),
  nameCn: text('name_cn').notNull(),
  names: localised('names'),
  dialingCode: text('dialing_code').notNull(),
  /** spec §1: cookie consent is asked only where this is set (Germany, Poland). */
  consentRequired: boolean('consent_required').notNull().default(false),
});

/** A site: one deploy path (or domain) of the marketplace with its audience and languages (spec §2). */
export const websites = pgTable(
  'websites',
  {
    id: integer('id').primaryKey(), // websiteId; 1001 is the default site (spec §9)
    code: text('code').notNull(),
    name: text('name').notNull(),
    deployPath: text('deploy_path').notNull(),
    domain: text('domain'),
    audienceMode: audienceMode('audience_mode').notNull(),
    languages: text('languages').array().notNull(),
    defaultLanguage: text('default_language').notNull(),
    countryCode: char('country_code', { length: 2 }).references(() => countries.code),
    themeColor: text('theme_color').notNull().default('#0b6e4f'),
    /** spec §3: a 'jp' website type exists. */
    websiteType: text('website_type'),
    sort: smallint('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('websites_code_key').on(t.code),
    uniqueIndex('websites_deploy_path_key').on(t.deployPath),
    uniqueIndex('websites_domain_key').on(t.domain),
    check('websites_deploy_path_shape', sql`${t.deployPath} ~ '^/([a-z0-9-]+)?$'`),
    check('websites_default_language_offered', sql`${t.defaultLanguage} = ANY(${t.languages})`),
    check('websites_theme_color_hex', sql`${t.themeColor} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);
