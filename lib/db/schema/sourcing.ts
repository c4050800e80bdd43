import { sql } from 'drizzle-orm';
import {
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
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { categories, products, suppliers, units } from './catalogue';
import {
  createdAt,
  currency,
  idColumn,
  minor,
  ref,
  SOURCE_CODES,
  sourceCode,
  sourceCodeCheck,
  tsz,
  updatedAt,
} from './columns';
import { exhibitions, promotions } from './expo';
import { uploads } from './ops';
import { countries, websites } from './sites';

/** A request for quotation (spec §2 RFQ routes, §7 RFQ calls). */
export const rfqs = pgTable(
  'rfqs',
  {
    id: idColumn(), // rfqId
    buyerAccountId: ref('buyer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id').references(() => websites.id),
    exhibitionId: ref('exhibition_id').references(() => exhibitions.id, { onDelete: 'set null' }),
    categoryId: ref('category_id').references(() => categories.id),
    productId: ref('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    description: text('description').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitCode: text('unit_code')
      .notNull()
      .references(() => units.code),
    targetPriceMinor: minor('target_price_minor'),
    currency: currency(),
    paymentTerm: text('payment_term'),
    shipmentTerm: text('shipment_term'),
    destinationCountry: char('destination_country', { length: 2 }).references(() => countries.code),
    /** draft, open, closed, expired. */
    status: text('status').notNull().default('open'),
    source: sourceCode(SOURCE_CODES.organic),
    expiresAt: tsz('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rfqs_buyer_idx').on(t.buyerAccountId, t.createdAt.desc()),
    index('rfqs_category_open_idx')
      .on(t.categoryId, t.createdAt.desc())
      .where(sql`status = 'open'`),
    check('rfqs_quantity', sql`${t.quantity} > 0`),
    check('rfqs_status', sql`${t.status} IN ('draft', 'open', 'closed', 'expired')`),
    sourceCodeCheck('rfqs', t.source),
  ],
);

export const rfqAttachments = pgTable(
  'rfq_attachments',
  {
    rfqId: ref('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.rfqId, t.uploadId] })],
);

/** The suppliers an RFQ was sent to, and whether they have seen it. */
export const rfqMatches = pgTable(
  'rfq_matches',
  {
    rfqId: ref('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    supplierId: ref('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    matchedAt: tsz('matched_at').notNull().defaultNow(),
    seenAt: tsz('seen_at'),
  },
  (t) => [
    primaryKey({ columns: [t.rfqId, t.supplierId] }),
    index('rfq_matches_supplier_idx').on(t.supplierId, t.matchedAt.desc()),
  ],
);

export const quotations = pgTable(
  'quotations',
  {
    id: idColumn(),
    rfqId: ref('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    supplierId: ref('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    authorAccountId: ref('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    currency: currency(),
    unitCode: text('unit_code')
      .notNull()
      .references(() => units.code),
    moq: integer('moq').notNull(),
    leadTimeDays: smallint('lead_time_days').notNull(),
    incoterm: text('incoterm').notNull(),
    paymentTerm: text('payment_term'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    message: text('message').notNull().default(''),
    /** submitted, accepted, declined, withdrawn. */
    status: text('status').notNull().default('submitted'),
    /** When the buyer first saw it in the comparison; until then it counts as new in the buyer's hub. */
    buyerSeenAt: tsz('buyer_seen_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotations_rfq_supplier_key').on(t.rfqId, t.supplierId),
    index('quotations_supplier_idx').on(t.supplierId, t.createdAt.desc()),
    check('quotations_moq', sql`${t.moq} > 0`),
    check('quotations_lead_time', sql`${t.leadTimeDays} >= 0`),
    check('quotations_status', sql`${t.status} IN ('submitted', 'accepted', 'declined', 'withdrawn')`),
  ],
);

export const quotationPriceTiers = pgTable(
  'quotation_price_tiers',
  {
    quotationId: ref('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    priceMinor: minor('price_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quotationId, t.minQuantity] }),
    check('quotation_price_tiers_quantity', sql`${t.minQuantity} > 0`),
    check('quotation_price_tiers_price', sql`${t.priceMinor} >= 0`),
  ],
);

/** An enquiry from a buyer to a supplier, about a product or in general (spec §7 submitNewInquiry). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: idColumn(),
    buyerAccountId: ref('buyer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    supplierId: ref('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    productId: ref('product_id').references(() => products.id, { onDelete: 'set null' }),
    promotionId: ref('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    /** Enquiries sent together from the cart (submitInquiryList) share a batch. */
    batchId: uuid('batch_id'),
    quantity: integer('quantity'),
    unitCode: text('unit_code').references(() => units.code),
    message: text('message').notNull(),
    /** sent, read, replied, closed. */
    status: text('status').notNull().default('sent'),
    source: sourceCode(SOURCE_CODES.inquiry),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiries_buyer_idx').on(t.buyerAccountId, t.createdAt.desc()),
    index('enquiries_supplier_idx').on(t.supplierId, t.createdAt.desc()),
    check('enquiries_quantity', sql`${t.quantity} > 0`),
    check('enquiries_status', sql`${t.status} IN ('sent', 'read', 'replied', 'closed')`),
    sourceCodeCheck('enquiries', t.source),
  ],
);

/** The server side of a signed-in buyer's enquiry cart (spec §3 cart: a list of product ids). */
export const cartItems = pgTable(
  'cart_items',
  {
    buyerAccountId: ref('buyer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: tsz('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.buyerAccountId, t.productId] })],
);

export const businessCards = pgTable(
  'business_cards',
  {
    id: idColumn(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    jobTitle: text('job_title'),
    companyName: text('company_name'),
    email: text('email'),
    mobile: text('mobile'),
    countryCode: char('country_code', { length: 2 }).references(() => countries.code),
    website: text('website'),
    avatarUrl: text('avatar_url'),
    /** What the card's QR code carries, for exchanging cards at a booth. */
    qrToken: text('qr_token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('business_cards_account_key').on(t.accountId),
    uniqueIndex('business_cards_qr_token_key').on(t.qrToken),
  ],
);

/**
 * Follows and favourites; spec §2 myFavorite types exhibitorCard, exhibitor, product (a supplier is
 * followed as 'exhibitor'). One foreign key per kind, exactly one set, so every row points at a real thing.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: idColumn(),
    accountId: ref('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    productId: ref('product_id').references(() => products.id, { onDelete: 'cascade' }),
    supplierId: ref('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    businessCardId: ref('business_card_id').references(() => businessCards.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_product_key')
      .on(t.accountId, t.productId)
      .where(sql`kind = 'product'`),
    uniqueIndex('favourites_supplier_key')
      .on(t.accountId, t.supplierId)
      .where(sql`kind = 'exhibitor'`),
    uniqueIndex('favourites_card_key')
      .on(t.accountId, t.businessCardId)
      .where(sql`kind = 'exhibitorCard'`),
    index('favourites_account_kind_idx').on(t.accountId, t.kind, t.createdAt.desc()),
    check(
      'favourites_target',
      sql`(${t.kind} = 'product' AND ${t.productId} IS NOT NULL AND ${t.supplierId} IS NULL AND ${t.businessCardId} IS NULL)
       OR (${t.kind} = 'exhibitor' AND ${t.supplierId} IS NOT NULL AND ${t.productId} IS NULL AND ${t.businessCardId} IS NULL)
       OR (${t.kind} = 'exhibitorCard' AND ${t.businessCardId} IS NOT NULL AND ${t.productId} IS NULL AND ${t.supplierId} IS NULL)`,
    ),
  ],
);

export const meetingRequests = pgTable(
  'meeting_requests',
  {
    id: idColumn(),
    buyerAccountId: ref('buyer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    supplierId: ref('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    exhibitionId: ref('exhibition_id').references(() => exhibitions.id, { onDelete: 'set null' }),
    proposedAt: tsz('proposed_at').notNull(),
    durationMinutes: smallint('duration_minutes').notNull().default(30),
    timeZone: text('time_zone').notNull(),
    topic: text('topic').notNull(),
    /** pending, accepted, declined, cancelled. */
    status: text('status').notNull().default('pending'),
    respondedAt: tsz('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('meeting_requests_buyer_idx').on(t.buyerAccountId, t.proposedAt),
    index('meeting_requests_supplier_idx').on(t.supplierId, t.proposedAt),
    check('meeting_requests_status', sql`${t.status} IN ('pending', 'accepted', 'declined', 'cancelled')`),
    check('meeting_requests_duration', sql`${t.durationMinutes} BETWEEN 5 AND 480`),
  ],
);

/**
 * A buyer's request for samples or a trial order of a product (spec §2 /startOrder/{productId}, §7
 * submitOrder): the supplier answers with price, payment and delivery by e-mail; nothing is paid here.
 */
export const sampleOrders = pgTable(
  'sample_orders',
  {
    id: idColumn(),
    reference: text('reference').notNull(),
    buyerAccountId: ref('buyer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    supplierId: ref('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull(),
    unitCode: text('unit_code')
      .notNull()
      .references(() => units.code),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    city: text('city'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sample_orders_reference_key').on(t.reference),
    index('sample_orders_supplier_idx').on(t.supplierId, t.createdAt.desc(), t.id.desc()),
    index('sample_orders_buyer_idx').on(t.buyerAccountId, t.createdAt),
    check('sample_orders_kind', sql`${t.kind} IN ('sample', 'trial')`),
    check('sample_orders_quantity', sql`${t.quantity} > 0`),
  ],
);
