import { sql } from 'drizzle-orm';
import { char, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, idColumn, ref, tsz } from './columns';

// The sourcing traffic light (spec §1, §2 /trafficLight, /warning; docs/decisions/0160).

/**
 * A trade alert for buyers sourcing from a market: a kind whose text is in the messages
 * (`trafficLight.alert.{kind}`), its parameters (message keys of a place or goods), a level and a period.
 */
export const marketAlerts = pgTable(
  'market_alerts',
  {
    id: idColumn(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    kind: text('kind').notNull(),
    level: text('level').notNull(),
    params: jsonb('params')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    startsAt: tsz('starts_at').notNull(),
    endsAt: tsz('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('market_alerts_current_idx').on(t.endsAt, t.countryCode),
    check('market_alerts_level', sql`${t.level} IN ('amber', 'red')`),
    check('market_alerts_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A buyer's report of a problem with a supplier or a market: counted in that market's signal for 90 days. */
export const trafficReports = pgTable(
  'traffic_reports',
  {
    id: idColumn(),
    reference: text('reference').notNull(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    countryCode: char('country_code', { length: 2 }).notNull(),
    category: text('category').notNull(),
    supplier: text('supplier'),
    description: text('description').notNull(),
    lang: text('lang').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('traffic_reports_reference_key').on(t.reference),
    index('traffic_reports_country_idx').on(t.countryCode, t.createdAt),
    index('traffic_reports_account_idx').on(t.accountId, t.createdAt),
    check('traffic_reports_category', sql`${t.category} IN ('fraud', 'quality', 'delivery', 'communication', 'other')`),
  ],
);
