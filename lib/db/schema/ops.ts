import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bytea, createdAt, idColumn, ref, tsz } from './columns';
import { websites } from './sites';

/** Files people upload (spec §7 image upload); the bytes live in object storage under storage_key. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: ref('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: bytea('sha256').notNull(),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_key').on(t.storageKey),
    index('uploads_account_idx').on(t.accountId),
    check('uploads_size', sql`${t.byteSize} > 0`),
  ],
);

/**
 * spec §7 behaviour events, visit tracking (Page_View) and search analytics. Append-only; the BRIN
 * index keeps time-range reads cheap at any size.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: idColumn(),
    occurredAt: tsz('occurred_at').notNull().defaultNow(),
    eventAction: text('event_action').notNull(),
    eventCategory: text('event_category').notNull(),
    eventName: text('event_name').notNull(),
    pageUrl: text('page_url'),
    visitorId: text('visitor_id'),
    accountId: ref('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    websiteId: integer('website_id').references(() => websites.id),
    lang: text('lang'),
    deviceClass: text('device_class'),
    countryCode: char('country_code', { length: 2 }),
    searchType: text('search_type'),
    searchKeyword: text('search_keyword'),
    props: jsonb('props')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('tracking_events_occurred_brin').using('brin', t.occurredAt),
    index('tracking_events_search_idx')
      .on(t.searchKeyword)
      .where(sql`search_keyword IS NOT NULL`),
  ],
);

/**
 * spec §3 cookie consent records, one per event of spec §4 (first consent, consent, change): what the
 * visitor chose, as accept (analytics allowed) or reject (necessary only), with the record's fields as
 * the consent cookie holds them. Append-only: the history of a consent id is its rows.
 */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: idColumn(),
    recordedAt: tsz('recorded_at').notNull().defaultNow(),
    consentId: uuid('consent_id').notNull(),
    event: text('event').notNull(),
    result: text('result').notNull(),
    categories: text('categories').array().notNull(),
    services: jsonb('services').$type<Record<string, string[]>>().notNull(),
    revision: integer('revision').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    consentTimestamp: tsz('consent_timestamp').notNull(),
    lastConsentTimestamp: tsz('last_consent_timestamp').notNull(),
    expirationTime: tsz('expiration_time').notNull(),
    languageCode: text('language_code'),
    accountId: ref('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    websiteId: integer('website_id').references(() => websites.id),
    lang: text('lang'),
    deviceClass: text('device_class'),
    countryCode: char('country_code', { length: 2 }),
  },
  (t) => [
    index('cookie_consents_consent_idx').on(t.consentId, t.recordedAt),
    index('cookie_consents_recorded_brin').using('brin', t.recordedAt),
    check('cookie_consents_result', sql`${t.result} IN ('accept', 'reject')`),
    check('cookie_consents_event', sql`${t.event} IN ('firstConsent', 'consent', 'change')`),
  ],
);

/** Mail is written here in the same transaction as the change that causes it, then sent by a worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: idColumn(),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending, sending, sent, failed. */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: tsz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    sentAt: tsz('sent_at'),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    uniqueIndex('email_outbox_dedupe_key').on(t.dedupeKey),
    check('email_outbox_status', sql`${t.status} IN ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * A client's Idempotency-Key for a state-changing call: the first answer is stored and replayed, so a
 * retried submission is never applied twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: bytea('request_hash').notNull(),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/**
 * Counters of the security limits that must outlive a restart and hold across instances when there is
 * no Redis (sign-in failures and lock-outs, reset and verification mails, membership checks, uploads):
 * rate-limiter-flexible's PostgreSQL store reads and writes it (lib/rate-limit/limiters.ts). `key` is the
 * limiter's prefix and the counted key (an e-mail, an address), `expire` milliseconds since the epoch.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
