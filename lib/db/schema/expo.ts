import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { products, suppliers } from './catalogue';
import {
  citext,
  createdAt,
  currency,
  idColumn,
  localised,
  minor,
  ref,
  SOURCE_CODES,
  sourceCode,
  sourceCodeCheck,
  tsz,
  updatedAt,
} from './columns';
import { countries, websites } from './sites';

/** spec §3 industry codes: newenergy, machinex, HOMElIFE, JPE, BDE, INTEX, ABCM, AES, javme, DeFuExpo. */
export const exhibitionIndustries = pgTable('exhibition_industries', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameCn: text('name_cn').notNull(),
  names: localised('names'),
});

/** spec §3 exhibition types: expo, aff, chinahomelife, chinashop, sports, meits. */
export const exhibitionTypes = pgTable('exhibition_types', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
});

export const exhibitions = pgTable(
  'exhibitions',
  {
    id: idColumn(), // exhibitionId: digits (spec §2)
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    typeCode: text('type_code')
      .notNull()
      .references(() => exhibitionTypes.code),
    industryCode: text('industry_code').references(() => exhibitionIndustries.code),
    nameEn: text('name_en').notNull(),
    nameCn: text('name_cn').notNull(),
    names: localised('names'),
    shortName: text('short_name').notNull(),
    /** Industry-exhibition base /{industryAbbr}-{websiteAbbr} (spec §2). */
    industryAbbr: text('industry_abbr'),
    websiteAbbr: char('website_abbr', { length: 2 }),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    city: text('city').notNull(),
    venue: text('venue').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** spec §3 lifecycle: coming 0, opening 1, completed 2. */
    lifecycle: smallint('lifecycle').notNull(),
    /** spec §3 stages: 0 unpublished, 1 not started, 2 pre-show, 3 during, 4 after, 5 ended. */
    stage: smallint('stage').notNull(),
    /** spec §4 page versions (AFF_PR_1, IS_PR_8, E_PR_9, E_PR_11, E_PR_{n}_EX). */
    preRegisterPageVersion: text('pre_register_page_version'),
    relatedExhibitionId: ref('related_exhibition_id').references((): AnyPgColumn => exhibitions.id, {
      onDelete: 'set null',
    }),
    coverUrl: text('cover_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exhibitions_website_starts_idx').on(t.websiteId, t.startsOn),
    index('exhibitions_stage_idx').on(t.stage, t.startsOn),
    uniqueIndex('exhibitions_industry_site_key')
      .on(t.industryAbbr, t.websiteAbbr, t.startsOn)
      .where(sql`industry_abbr IS NOT NULL`),
    check('exhibitions_lifecycle', sql`${t.lifecycle} BETWEEN 0 AND 2`),
    check('exhibitions_stage', sql`${t.stage} BETWEEN 0 AND 5`),
    check('exhibitions_dates', sql`${t.startsOn} <= ${t.endsOn}`),
    check('exhibitions_website_abbr', sql`${t.websiteAbbr} ~ '^[a-z]{2}$'`),
  ],
);

export const booths = pgTable(
  'booths',
  {
    id: idColumn(),
    exhibitionId: ref('exhibition_id')
      .notNull()
      .references(() => exhibitions.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    hall: text('hall').notNull(),
    areaSqm: integer('area_sqm').notNull(),
    priceMinor: minor('price_minor').notNull(),
    currency: currency(),
    /** available, held (a booking in progress), booked. */
    status: text('status').notNull().default('available'),
    supplierId: ref('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('booths_exhibition_code_key').on(t.exhibitionId, t.code),
    check('booths_status', sql`${t.status} IN ('available', 'held', 'booked')`),
    check('booths_booked_has_supplier', sql`${t.status} = 'available' OR ${t.supplierId} IS NOT NULL`),
  ],
);

export const exhibitors = pgTable(
  'exhibitors',
  {
    exhibitionId: ref('exhibition_id')
      .notNull()
      .references(() => exhibitions.id, { onDelete: 'cascade' }),
    supplierId: ref('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    boothId: ref('booth_id').references(() => booths.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.exhibitionId, t.supplierId] }), index('exhibitors_supplier_idx').on(t.supplierId)],
);

/** spec §3 pre-registration info; spec §4 status preregister, success, finish (and 'preRegsiter'). */
export const preRegistrations = pgTable(
  'pre_registrations',
  {
    id: idColumn(),
    exhibitionId: ref('exhibition_id')
      .notNull()
      .references(() => exhibitions.id, { onDelete: 'cascade' }),
    accountId: ref('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    email: citext('email').notNull(),
    nickname: text('nickname'),
    contactName: text('contact_name'),
    companyName: text('company_name'),
    companyWebsite: text('company_website'),
    mobile: text('mobile'),
    dialingCode: text('dialing_code'),
    countryCode: char('country_code', { length: 2 }).references(() => countries.code),
    tagCodes: text('tag_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    productName: text('product_name'),
    industry: text('industry'),
    source: sourceCode(SOURCE_CODES.preRegistration),
    pageVersion: text('page_version'),
    status: text('status').notNull().default('preregister'),
    isVip: boolean('is_vip').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pre_registrations_exhibition_email_key').on(t.exhibitionId, t.email),
    index('pre_registrations_account_idx').on(t.accountId),
    check('pre_registrations_status', sql`${t.status} IN ('preregister', 'success', 'finish')`),
    sourceCodeCheck('pre_registrations', t.source),
  ],
);

/** The e-badge of a pre-registration: its number and the token its QR code carries. */
export const badges = pgTable(
  'badges',
  {
    id: idColumn(),
    preRegistrationId: ref('pre_registration_id')
      .notNull()
      .references(() => preRegistrations.id, { onDelete: 'cascade' }),
    badgeNo: text('badge_no').notNull(),
    qrToken: text('qr_token').notNull(),
    issuedAt: tsz('issued_at').notNull().defaultNow(),
    lastSentAt: tsz('last_sent_at'),
    revokedAt: tsz('revoked_at'),
  },
  (t) => [
    uniqueIndex('badges_pre_registration_key').on(t.preRegistrationId),
    uniqueIndex('badges_badge_no_key').on(t.badgeNo),
    uniqueIndex('badges_qr_token_key').on(t.qrToken),
  ],
);

/** /scanBadge: a supplier at a booth scans a buyer's badge. */
export const badgeScans = pgTable(
  'badge_scans',
  {
    id: idColumn(),
    badgeId: ref('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    scannedByAccountId: ref('scanned_by_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    scannedAt: tsz('scanned_at').notNull().defaultNow(),
  },
  (t) => [index('badge_scans_badge_idx').on(t.badgeId), index('badge_scans_scanner_idx').on(t.scannedByAccountId)],
);

/** spec §2 newsType: expo or industry. */
export const news = pgTable(
  'news',
  {
    id: idColumn(),
    exhibitionId: ref('exhibition_id').references(() => exhibitions.id, { onDelete: 'cascade' }),
    industryCode: text('industry_code').references(() => exhibitionIndustries.code),
    newsType: text('news_type').notNull(),
    titleEn: text('title_en').notNull(),
    titles: localised('titles'),
    bodyEn: text('body_en').notNull(),
    bodies: localised('bodies'),
    coverUrl: text('cover_url'),
    publishedAt: tsz('published_at').notNull(),
  },
  (t) => [
    index('news_exhibition_type_idx').on(t.exhibitionId, t.newsType, t.publishedAt.desc()),
    check('news_type', sql`${t.newsType} IN ('expo', 'industry')`),
  ],
);

export const liveRooms = pgTable(
  'live_rooms',
  {
    id: idColumn(), // liveId
    supplierId: ref('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    exhibitionId: ref('exhibition_id').references(() => exhibitions.id, { onDelete: 'set null' }),
    titleEn: text('title_en').notNull(),
    titles: localised('titles'),
    /** scheduled, live, ended. */
    status: text('status').notNull(),
    startsAt: tsz('starts_at').notNull(),
    endsAt: tsz('ends_at'),
    streamUrl: text('stream_url'),
    coverUrl: text('cover_url'),
    viewerCount: integer('viewer_count').notNull().default(0),
  },
  (t) => [
    index('live_rooms_status_starts_idx').on(t.status, t.startsAt),
    index('live_rooms_supplier_idx').on(t.supplierId),
    check('live_rooms_status', sql`${t.status} IN ('scheduled', 'live', 'ended')`),
  ],
);

export const liveRoomProducts = pgTable(
  'live_room_products',
  {
    liveRoomId: ref('live_room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.liveRoomId, t.productId] })],
);

/** Promotion pages: base /{promotionTheme}{promotionId} (spec §2 link shapes). */
export const promotions = pgTable(
  'promotions',
  {
    id: idColumn(), // promotionId
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    theme: text('theme').notNull(),
    titleEn: text('title_en').notNull(),
    titles: localised('titles'),
    startsAt: tsz('starts_at').notNull(),
    endsAt: tsz('ends_at').notNull(),
    bannerUrl: text('banner_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('promotions_website_idx').on(t.websiteId, t.startsAt),
    check('promotions_theme_shape', sql`${t.theme} ~ '^[a-z][a-z0-9-]*$'`),
    check('promotions_window', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** A floor of a promotion page (/{industryContentId}). */
export const promotionFloors = pgTable(
  'promotion_floors',
  {
    id: idColumn(), // industryContentId
    promotionId: ref('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    titleEn: text('title_en').notNull(),
    titles: localised('titles'),
  },
  (t) => [uniqueIndex('promotion_floors_position_key').on(t.promotionId, t.position)],
);

export const promotionFloorProducts = pgTable(
  'promotion_floor_products',
  {
    floorId: ref('floor_id')
      .notNull()
      .references(() => promotionFloors.id, { onDelete: 'cascade' }),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    promoPriceMinor: minor('promo_price_minor'),
  },
  (t) => [primaryKey({ columns: [t.floorId, t.productId] })],
);
