import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, currency, idColumn, localised, minor, ref, tsvector, tsz, updatedAt } from './columns';
import { countries } from './sites';

/**
 * spec §3 category/tag tree: industry (level 1) > level-2 category > tags. A category may nest
 * further (level 3); products hang off level 2 or 3.
 */
export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    parentId: ref('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    level: smallint('level').notNull(),
    nameEn: text('name_en').notNull(),
    nameCn: text('name_cn').notNull(),
    names: localised('names'),
    slug: text('slug').notNull(),
    sort: integer('sort').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    productCount: integer('product_count').notNull().default(0),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.sort),
    check('categories_level', sql`${t.level} BETWEEN 1 AND 3`),
    check('categories_root_is_industry', sql`(${t.level} = 1) = (${t.parentId} IS NULL)`),
  ],
);

export const tags = pgTable(
  'tags',
  {
    code: text('code').primaryKey(),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameCn: text('name_cn').notNull(),
    names: localised('names'),
  },
  (t) => [
    index('tags_category_idx').on(t.categoryId),
    index('tags_name_en_trgm_idx').using('gin', t.nameEn.op('gin_trgm_ops')),
  ],
);

/** Units of measure (nameOfUnit). */
export const units = pgTable('units', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameEnPlural: text('name_en_plural').notNull(),
  nameCn: text('name_cn').notNull(),
  /** Per language, the name after a quantity ("600 piezas"); English and Chinese are the columns above. */
  names: localised('names'),
  /** Per language, the name of one ("US$2.49 por pieza"), where it differs from `names`. */
  singularNames: localised('singular_names'),
});

export const suppliers = pgTable(
  'suppliers',
  {
    id: idColumn(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameCn: text('name_cn').notNull(),
    names: localised('names'),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    province: text('province'),
    city: text('city'),
    verified: boolean('verified').notNull().default(false),
    yearEstablished: smallint('year_established'),
    employees: integer('employees'),
    businessType: smallint('business_type'), // spec §3: one of a list of 10
    mainMarkets: text('main_markets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionCn: text('description_cn').notNull().default(''),
    descriptions: localised('descriptions'),
    logoUrl: text('logo_url'),
    responseRate: smallint('response_rate'),
    rating: numeric('rating', { precision: 2, scale: 1 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Every name of the supplier in lower case, English, Chinese and each language's, one per line
     * (migration 0013's `supplier_name_text`): supplier search matches a keyword's words against it
     * through one trigram index instead of reading the 19 names of every supplier (lib/search/suppliers.ts).
     */
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs(sql`supplier_name_text(name_en, name_cn, names)`),
  },
  (t) => [
    index('suppliers_country_idx').on(t.countryCode),
    index('suppliers_verified_idx').on(t.verified, t.id),
    // the home page's suppliers, verified and best rated first (lib/catalogue/home.ts): without it, a sort
    // of every supplier (65 ms at 20,000) at each server's first home page and every 60 s after
    index('suppliers_home_order_idx').on(t.verified.desc().nullsFirst(), t.rating.desc().nullsLast(), t.id),
    index('suppliers_name_search_idx').using('gin', t.nameSearch.op('gin_trgm_ops')),
    check('suppliers_business_type', sql`${t.businessType} BETWEEN 1 AND 10`),
    check('suppliers_response_rate', sql`${t.responseRate} BETWEEN 0 AND 100`),
  ],
);

/** Buckets of the catalogue by id, each with its own search index (a common word reads one). */
export const SEARCH_BUCKETS = [0, 1, 2, 3, 4, 5, 6, 7] as const;

export const productStatus = pgEnum('product_status', ['draft', 'published', 'hidden']);

export type ProductAttribute = { name: string; value: string };

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    supplierId: ref('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameCn: text('name_cn').notNull(),
    names: localised('names'),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionCn: text('description_cn').notNull().default(''),
    descriptions: localised('descriptions'),
    attributes: jsonb('attributes')
      .$type<ProductAttribute[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    currency: currency(),
    unitCode: text('unit_code')
      .notNull()
      .references(() => units.code),
    moq: integer('moq').notNull(),
    /** Lowest and highest tier price, kept in step with product_price_tiers for filters and sorting. */
    priceMinMinor: minor('price_min_minor'),
    priceMaxMinor: minor('price_max_minor'),
    status: productStatus('status').notNull().default('published'),
    isHot: boolean('is_hot').notNull().default(false),
    imageCount: smallint('image_count').notNull().default(0),
    publishedAt: tsz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Every language the product has, weighted: names over descriptions. A hyphen before a digit is read
     * as a space: PostgreSQL's parser takes "-8595" in "RY-8595" for a negative number, a word that the
     * buyer's "8595" never matches, so a searched model code found nothing. The name's model codes are
     * added joined too ("RY8595"), as buyers type them without the hyphen (migration 0014).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', regexp_replace(coalesce(name_en, '') || ' ' || coalesce(name_cn, ''), '-([0-9])', ' \\1', 'g') || ' ' || model_codes_joined(coalesce(name_en, ''))), 'A') || setweight(jsonb_to_tsvector('simple'::regconfig, regexp_replace(names::text, '-([0-9])', ' \\1', 'g')::jsonb, '["string"]'::jsonb), 'B') || setweight(to_tsvector('simple', regexp_replace(left(coalesce(description_en, ''), 2000), '-([0-9])', ' \\1', 'g')), 'C')`,
    ),
    /**
     * The supplier's country and verification, copied into the row for the search (spec §2 filters and
     * facets): a keyword's candidates are filtered and counted by them without a look-up of each one's
     * supplier, which was most of a common word's work (6,000 of 8,400 buffers at a million products).
     * Kept by triggers (migration 0015): set from the supplier when a product is written with one, and
     * rewritten on the supplier's products when its country or verification changes.
     */
    supplierCountryCode: char('supplier_country_code', { length: 2 }),
    supplierVerified: boolean('supplier_verified').notNull().default(false),
  },
  (t) => [
    // The lists' order, newest first (`ORDER BY published_at DESC, id DESC`, which puts nulls first): an
    // index in exactly that order lets a page of 12 read 12 entries; one with NULLS LAST or without the id
    // made PostgreSQL sort every published product (1.2 s at a million, bench/README.md).
    index('products_category_published_idx').on(
      t.categoryId,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('products_supplier_idx').on(t.supplierId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_published_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    // A country's newest products (the search without keyword, filtered by the supplier's country, spec
    // §2 /search/product): a rare country's first page read its suppliers, then each one's products, and
    // sorted them; this order reads the page's candidates and stops (bench/README.md, "A country's newest").
    index('products_country_published_idx')
      .on(t.supplierCountryCode, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index('products_hot_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`is_hot AND status = 'published'`),
    // Hot first, then newest (the `popular` sort and the hots keyword lists): an industry's popular page
    // read 24 entries instead of sorting its 96,000 products (492 -> 3.6 ms at a million, bench/README.md).
    index('products_popular_idx')
      .on(t.isHot.desc().nullsFirst(), t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index('products_price_idx').on(t.priceMinMinor),
    // A category's products by price, both ways (the list's price orders): a list of several categories
    // merges the first entries of each (lib/catalogue/cards.ts); the global price index walked past
    // 59,000 cheaper products of other industries for an industry's first page (188 ms at a million).
    index('products_category_price_idx')
      .on(t.categoryId, t.priceMinMinor.asc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index('products_category_price_desc_idx')
      .on(t.categoryId, t.priceMaxMinor.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    index('products_search_idx').using('gin', t.searchVector),
    // A common word's first candidates come from one eighth of the catalogue (lib/search/products.ts):
    // its GIN bitmap is an eighth of the full one's (bench/README.md "Search at one million products").
    ...SEARCH_BUCKETS.map((bucket) =>
      index(`products_search_b${bucket}_idx`)
        .using('gin', t.searchVector)
        .where(sql.raw(`status = 'published' AND id % ${SEARCH_BUCKETS.length} = ${bucket}`)),
    ),
    check('products_moq_positive', sql`${t.moq} > 0`),
    check('products_price_order', sql`${t.priceMinMinor} <= ${t.priceMaxMinor}`),
    check('products_price_nonnegative', sql`${t.priceMinMinor} >= 0`),
  ],
);

/**
 * The number of published products the home page shows (spec §2 hero figures), one row kept by statement
 * triggers on products (migration 0005): counting a million products took about 0.4 s of PostgreSQL on
 * both cores, at every server's first home page and again every minute. With the row missing (a table
 * emptied by hand) the home page counts instead (lib/catalogue/home.ts).
 */
export const catalogueCounts = pgTable(
  'catalogue_counts',
  {
    id: boolean('id').primaryKey().default(true),
    publishedProducts: integer('published_products').notNull().default(0),
  },
  (t) => [check('catalogue_counts_one_row', sql`${t.id}`)],
);

/**
 * Published products per category (directly in it, not in its descendants), kept by statement triggers on
 * products (migration 0007) as `catalogue_counts` is. A category list's total is the sum over its subtree
 * (lib/catalogue/cards.ts): counting an industry of 96,000 products read 81,000 heap pages at a million
 * products (0.3-0.4 s a page). A category without a row has none.
 */
export const categoryCounts = pgTable('category_counts', {
  categoryId: ref('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  publishedProducts: integer('published_products').notNull().default(0),
});

/**
 * Every word of a supplier's published products, one stripped vector per supplier (lexemes only, no
 * positions), kept by statement triggers on products (migration 0012). Supplier search finds the makers
 * of what a buyer names through its GIN index: reading the matching products themselves stopped at the
 * candidate cap, so at a million products a common word listed only the makers among its first 2,000
 * matches, and a country filter missed the others (lib/search/suppliers.ts, bench/README.md). A supplier
 * without published products has no row.
 */
export const supplierTerms = pgTable(
  'supplier_terms',
  {
    supplierId: ref('supplier_id')
      .primaryKey()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    terms: tsvector('terms').notNull(),
  },
  (t) => [index('supplier_terms_idx').using('gin', t.terms)],
);

export const productPriceTiers = pgTable(
  'product_price_tiers',
  {
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    priceMinor: minor('price_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.minQuantity] }),
    check('product_price_tiers_quantity', sql`${t.minQuantity} > 0`),
    check('product_price_tiers_price', sql`${t.priceMinor} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: idColumn(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** A local path: /media/... (uploads or generated images); never an outside address. */
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
  },
  (t) => [
    uniqueIndex('product_images_position_key').on(t.productId, t.position),
    check('product_images_local_url', sql`${t.url} LIKE '/%'`),
  ],
);

/** Buyer reviews behind /product/score/list/{productId}. */
export const productScores = pgTable(
  'product_scores',
  {
    id: idColumn(),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    accountId: ref('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull(),
    countryCode: char('country_code', { length: 2 }).references(() => countries.code),
    score: smallint('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_scores_product_idx').on(t.productId, t.createdAt.desc()),
    check('product_scores_range', sql`${t.score} BETWEEN 1 AND 5`),
  ],
);

/**
 * The catalogue's vocabulary: one row per distinct search word, with a trigram index, so typo
 * tolerance looks up a few thousand words instead of scanning every product name.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    documentCount: integer('document_count').notNull(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);
