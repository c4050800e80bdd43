/**
 * Writes the deterministic demo catalogue: the same options give the same rows, ids included.
 * Everything happens in one transaction, so a failed seed leaves the database as it was.
 */
import type pg from 'pg';
import { buildCategoryTree, buildProducts, buildSuppliers, type LeafCategory, type ProductBatch } from './catalogue';
import { buildBooths, buildExhibitions, buildLiveRooms, buildNews, buildPromotions } from './expo';
import { insertInBatches, insertRows, textArray, type Column } from './insert';
import { createRng } from './prng';
import { COUNTRIES, EXHIBITION_INDUSTRIES, EXHIBITION_TYPES, UNITS, WEBSITES } from './reference';
import { INDUSTRIES } from './vocabulary';

export type SeedOptions = {
  seed: string;
  suppliers: number;
  products: number;
  /** The day the demo is "today": exhibition stages and product ages are counted from it. */
  anchor: Date;
  /** From this many products on, indexes and keys are suspended during the load (default 50,000). */
  bulkThreshold?: number;
  log?: (line: string) => void;
};

export const DEFAULT_SEED = 'sourcefair';
const PRODUCT_BATCH = 5000;
const BULK_THRESHOLD = 50_000;
const BULK_TABLES = ['products', 'product_price_tiers', 'product_images', 'product_scores'];

/**
 * Drops the bulk tables' secondary indexes and foreign keys, and returns a function that restores
 * them: one sorted index build and one validating join per key are many times faster than a million
 * index insertions and key look-ups. The foreign keys are checked in full when they come back.
 */
async function suspendIndexesAndKeys(client: pg.ClientBase): Promise<() => Promise<void>> {
  const keys = await client.query<{ tbl: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS tbl, quote_ident(c.conname) AS name, pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY($1)`,
    [BULK_TABLES],
  );
  const indexes = await client.query<{ name: string; definition: string }>(
    `SELECT quote_ident(i.indexname) AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [BULK_TABLES],
  );
  for (const key of keys.rows) await client.query(`ALTER TABLE ${key.tbl} DROP CONSTRAINT ${key.name}`);
  for (const index of indexes.rows) await client.query(`DROP INDEX ${index.name}`);
  return async () => {
    for (const index of indexes.rows) await client.query(index.definition);
    for (const key of keys.rows)
      await client.query(`ALTER TABLE ${key.tbl} ADD CONSTRAINT ${key.name} ${key.definition}`);
  };
}

async function truncateAll(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  if (rows.length > 0) await client.query(`TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY CASCADE`);
}

async function insertReference(client: pg.ClientBase, anchor: Date): Promise<void> {
  const createdAt = new Date(anchor.getTime() - 3 * 365 * 86_400_000).toISOString();
  await insertRows(
    client,
    'countries',
    [
      { name: 'code', type: 'text' },
      { name: 'name_en', type: 'text' },
      { name: 'name_cn', type: 'text' },
      { name: 'dialing_code', type: 'text' },
      { name: 'consent_required', type: 'boolean' },
    ],
    COUNTRIES.map((c) => [c.code, c.en, c.zh, c.dialing, c.consent === true]),
  );
  await insertRows(
    client,
    'units',
    [
      { name: 'code', type: 'text' },
      { name: 'name_en', type: 'text' },
      { name: 'name_en_plural', type: 'text' },
      { name: 'name_cn', type: 'text' },
    ],
    UNITS.map((u) => [u.code, u.en, u.enPlural, u.zh]),
  );
  await insertRows(
    client,
    'websites',
    [
      { name: 'id', type: 'int' },
      { name: 'code', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'deploy_path', type: 'text' },
      { name: 'audience_mode', type: 'audience_mode' },
      textArray('languages'),
      { name: 'default_language', type: 'text' },
      { name: 'country_code', type: 'text' },
      { name: 'theme_color', type: 'text' },
      { name: 'website_type', type: 'text' },
      { name: 'sort', type: 'smallint' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'updated_at', type: 'timestamptz' },
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
    [
      { name: 'code', type: 'text' },
      { name: 'name_en', type: 'text' },
      { name: 'name_cn', type: 'text' },
    ],
    EXHIBITION_INDUSTRIES.map((e) => [e.code, e.en, e.zh]),
  );
  await insertRows(
    client,
    'exhibition_types',
    [
      { name: 'code', type: 'text' },
      { name: 'name_en', type: 'text' },
    ],
    EXHIBITION_TYPES.map((e) => [e.code, e.en]),
  );
}

const PRODUCT_COLUMNS: Column[] = [
  { name: 'id', type: 'bigint' },
  { name: 'supplier_id', type: 'bigint' },
  { name: 'category_id', type: 'bigint' },
  { name: 'slug', type: 'text' },
  { name: 'name_en', type: 'text' },
  { name: 'name_cn', type: 'text' },
  { name: 'names', type: 'jsonb' },
  { name: 'description_en', type: 'text' },
  { name: 'description_cn', type: 'text' },
  { name: 'attributes', type: 'jsonb' },
  { name: 'currency', type: 'text' },
  { name: 'unit_code', type: 'text' },
  { name: 'moq', type: 'int' },
  { name: 'price_min_minor', type: 'bigint' },
  { name: 'price_max_minor', type: 'bigint' },
  { name: 'status', type: 'product_status' },
  { name: 'is_hot', type: 'boolean' },
  { name: 'image_count', type: 'smallint' },
  { name: 'published_at', type: 'timestamptz' },
  { name: 'created_at', type: 'timestamptz' },
  { name: 'updated_at', type: 'timestamptz' },
];

async function insertProductBatch(client: pg.ClientBase, batch: ProductBatch): Promise<void> {
  await insertRows(
    client,
    'products',
    PRODUCT_COLUMNS,
    batch.products.map((p) => [
      p.id,
      p.supplierId,
      p.categoryId,
      p.slug,
      p.nameEn,
      p.nameCn,
      p.names,
      p.descriptionEn,
      p.descriptionCn,
      p.attributes,
      p.currency,
      p.unitCode,
      p.moq,
      p.priceMinMinor,
      p.priceMaxMinor,
      p.status,
      p.isHot,
      p.imageCount,
      p.publishedAt,
      p.createdAt,
      p.createdAt,
    ]),
  );
  await insertRows(
    client,
    'product_price_tiers',
    [
      { name: 'product_id', type: 'bigint' },
      { name: 'min_quantity', type: 'int' },
      { name: 'price_minor', type: 'bigint' },
    ],
    batch.tiers.map((t) => [t.productId, t.minQuantity, t.priceMinor]),
  );
  await insertRows(
    client,
    'product_images',
    [
      { name: 'product_id', type: 'bigint' },
      { name: 'position', type: 'smallint' },
      { name: 'url', type: 'text' },
      { name: 'width', type: 'int' },
      { name: 'height', type: 'int' },
      { name: 'alt', type: 'text' },
    ],
    batch.images.map((i) => [i.productId, i.position, i.url, i.width, i.height, i.alt]),
  );
}

/** Identity columns continue after the fixed ids the seed wrote. */
async function resetIdentities(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ tbl: string; seq: string }>(`
    SELECT quote_ident(c.table_name) AS tbl, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS seq
    FROM information_schema.columns c
    WHERE c.table_schema = 'public' AND c.is_identity = 'YES'`);
  for (const row of rows) {
    await client.query(`SELECT setval($1, COALESCE((SELECT max(id) FROM ${row.tbl}), 0) + 1, false)`, [row.seq]);
  }
}

export async function seedDatabase(client: pg.ClientBase, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const rng = createRng(options.seed);
  const anchor = new Date(
    Date.UTC(options.anchor.getUTCFullYear(), options.anchor.getUTCMonth(), options.anchor.getUTCDate(), 9),
  );
  await client.query('BEGIN');
  try {
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`);
    await truncateAll(client);
    await insertReference(client, anchor);
    const restoreIndexes =
      options.products > (options.bulkThreshold ?? BULK_THRESHOLD)
        ? await suspendIndexesAndKeys(client)
        : async () => {};

    const tree = buildCategoryTree(INDUSTRIES);
    await insertRows(
      client,
      'categories',
      [
        { name: 'id', type: 'bigint' },
        { name: 'parent_id', type: 'bigint' },
        { name: 'level', type: 'smallint' },
        { name: 'name_en', type: 'text' },
        { name: 'name_cn', type: 'text' },
        { name: 'names', type: 'jsonb' },
        { name: 'slug', type: 'text' },
        { name: 'sort', type: 'int' },
        { name: 'featured', type: 'boolean' },
      ],
      tree.categories.map((c) => [c.id, c.parentId, c.level, c.nameEn, c.nameCn, c.names, c.slug, c.sort, c.featured]),
    );
    await insertRows(
      client,
      'tags',
      [
        { name: 'code', type: 'text' },
        { name: 'category_id', type: 'bigint' },
        { name: 'name_en', type: 'text' },
        { name: 'name_cn', type: 'text' },
        { name: 'names', type: 'jsonb' },
      ],
      tree.tags.map((t) => [t.code, t.categoryId, t.nameEn, t.nameCn, t.names]),
    );

    const suppliers = buildSuppliers(rng, options.suppliers, tree.leaves, anchor);
    await insertInBatches(
      client,
      'suppliers',
      [
        { name: 'id', type: 'bigint' },
        { name: 'slug', type: 'text' },
        { name: 'name_en', type: 'text' },
        { name: 'name_cn', type: 'text' },
        { name: 'names', type: 'jsonb' },
        { name: 'country_code', type: 'text' },
        { name: 'province', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'verified', type: 'boolean' },
        { name: 'year_established', type: 'smallint' },
        { name: 'employees', type: 'int' },
        { name: 'business_type', type: 'smallint' },
        textArray('main_markets'),
        { name: 'description_en', type: 'text' },
        { name: 'description_cn', type: 'text' },
        { name: 'logo_url', type: 'text' },
        { name: 'response_rate', type: 'smallint' },
        { name: 'rating', type: 'numeric' },
        { name: 'created_at', type: 'timestamptz' },
        { name: 'updated_at', type: 'timestamptz' },
      ],
      suppliers.map((s) => [
        s.id,
        s.slug,
        s.nameEn,
        s.nameCn,
        s.names,
        s.countryCode,
        s.province,
        s.city,
        s.verified,
        s.yearEstablished,
        s.employees,
        s.businessType,
        s.mainMarkets,
        s.descriptionEn,
        s.descriptionCn,
        s.logoUrl,
        s.responseRate,
        s.rating,
        s.createdAt,
        s.createdAt,
      ]),
    );
    log(`${suppliers.length} suppliers`);

    const leavesById = new Map<number, LeafCategory>(tree.leaves.map((l) => [l.id, l]));
    const productsBySupplier = new Map<number, number[]>();
    const publishedIds: number[] = [];
    for (let first = 1; first <= options.products; first += PRODUCT_BATCH) {
      const count = Math.min(PRODUCT_BATCH, options.products - first + 1);
      const batch = buildProducts(rng, first, count, suppliers, leavesById, anchor);
      await insertProductBatch(client, batch);
      for (const p of batch.products) {
        if (p.status !== 'published') continue;
        if (publishedIds.length < 20_000) publishedIds.push(p.id);
        const list = productsBySupplier.get(p.supplierId) ?? [];
        if (list.length < 12) list.push(p.id);
        productsBySupplier.set(p.supplierId, list);
      }
      if ((first - 1) % 100_000 === 0 && first > 1) log(`${first - 1} products`);
    }
    log(`${options.products} products`);

    await seedExpo(
      client,
      rng,
      anchor,
      suppliers.map((s) => s.id),
      productsBySupplier,
      publishedIds,
    );
    await seedScores(client, rng, publishedIds, anchor);
    await restoreIndexes();
    log('indexes and foreign keys restored');

    await client.query(`UPDATE categories c SET product_count = x.n FROM (
        SELECT category_id, count(*)::int AS n FROM products WHERE status = 'published' GROUP BY category_id) x
      WHERE c.id = x.category_id`);
    await client.query(`UPDATE categories p SET product_count = x.n FROM (
        SELECT parent_id, sum(product_count)::int AS n FROM categories WHERE parent_id IS NOT NULL GROUP BY parent_id) x
      WHERE p.id = x.parent_id`);
    // The search vocabulary: every distinct word of the catalogue, for did-you-mean and typo tolerance.
    await client.query(`INSERT INTO search_terms (term, document_count)
      SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM products WHERE status = ''published''')
      WHERE length(word) BETWEEN 2 AND 60`);
    await resetIdentities(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  await client.query('ANALYZE');
}

async function seedExpo(
  client: pg.ClientBase,
  rng: ReturnType<typeof createRng>,
  anchor: Date,
  supplierIds: number[],
  productsBySupplier: Map<number, number[]>,
  publishedIds: number[],
): Promise<void> {
  // Rows the demo "created" a month before its today, so two seeds with one anchor are identical.
  const seededAt = new Date(anchor.getTime() - 30 * 86_400_000).toISOString();
  const exhibitions = buildExhibitions(rng, anchor);
  await insertRows(
    client,
    'exhibitions',
    [
      { name: 'id', type: 'bigint' },
      { name: 'website_id', type: 'int' },
      { name: 'type_code', type: 'text' },
      { name: 'industry_code', type: 'text' },
      { name: 'name_en', type: 'text' },
      { name: 'name_cn', type: 'text' },
      { name: 'short_name', type: 'text' },
      { name: 'industry_abbr', type: 'text' },
      { name: 'website_abbr', type: 'text' },
      { name: 'country_code', type: 'text' },
      { name: 'city', type: 'text' },
      { name: 'venue', type: 'text' },
      { name: 'starts_on', type: 'date' },
      { name: 'ends_on', type: 'date' },
      { name: 'time_zone', type: 'text' },
      { name: 'lifecycle', type: 'smallint' },
      { name: 'stage', type: 'smallint' },
      { name: 'pre_register_page_version', type: 'text' },
      { name: 'cover_url', type: 'text' },
      { name: 'created_at', type: 'timestamptz' },
      { name: 'updated_at', type: 'timestamptz' },
    ],
    exhibitions.map((e) => [
      e.id,
      e.websiteId,
      e.typeCode,
      e.industryCode,
      e.nameEn,
      e.nameCn,
      e.shortName,
      e.industryAbbr,
      e.websiteAbbr,
      e.countryCode,
      e.city,
      e.venue,
      e.startsOn,
      e.endsOn,
      e.timeZone,
      e.lifecycle,
      e.stage,
      e.preRegisterPageVersion,
      e.coverUrl,
      seededAt,
      seededAt,
    ]),
  );
  const booths = buildBooths(rng, exhibitions, supplierIds);
  await insertRows(
    client,
    'booths',
    [
      { name: 'exhibition_id', type: 'bigint' },
      { name: 'code', type: 'text' },
      { name: 'hall', type: 'text' },
      { name: 'area_sqm', type: 'int' },
      { name: 'price_minor', type: 'bigint' },
      { name: 'status', type: 'text' },
      { name: 'supplier_id', type: 'bigint' },
    ],
    booths.map((b) => [b.exhibitionId, b.code, b.hall, b.areaSqm, b.priceMinor, b.status, b.supplierId]),
  );
  // Every booked booth has its exhibitor.
  await client.query(
    `INSERT INTO exhibitors (exhibition_id, supplier_id, booth_id, created_at)
    SELECT exhibition_id, supplier_id, id, $1 FROM booths WHERE supplier_id IS NOT NULL`,
    [seededAt],
  );
  await insertRows(
    client,
    'news',
    [
      { name: 'exhibition_id', type: 'bigint' },
      { name: 'industry_code', type: 'text' },
      { name: 'news_type', type: 'text' },
      { name: 'title_en', type: 'text' },
      { name: 'body_en', type: 'text' },
      { name: 'published_at', type: 'timestamptz' },
    ],
    buildNews(exhibitions, anchor).map((n) => [
      n.exhibitionId,
      n.industryCode,
      n.newsType,
      n.titleEn,
      n.bodyEn,
      n.publishedAt,
    ]),
  );

  const rooms = buildLiveRooms(rng, supplierIds, productsBySupplier, anchor);
  await insertRows(
    client,
    'live_rooms',
    [
      { name: 'id', type: 'bigint' },
      { name: 'supplier_id', type: 'bigint' },
      { name: 'title_en', type: 'text' },
      { name: 'status', type: 'text' },
      { name: 'starts_at', type: 'timestamptz' },
      { name: 'ends_at', type: 'timestamptz' },
      { name: 'cover_url', type: 'text' },
      { name: 'viewer_count', type: 'int' },
    ],
    rooms.map((r) => [r.id, r.supplierId, r.titleEn, r.status, r.startsAt, r.endsAt, r.coverUrl, r.viewerCount]),
  );
  await insertRows(
    client,
    'live_room_products',
    [
      { name: 'live_room_id', type: 'bigint' },
      { name: 'product_id', type: 'bigint' },
      { name: 'position', type: 'smallint' },
    ],
    rooms.flatMap((r) => r.productIds.map((p, i) => [r.id, p, i])),
  );

  const promotions = buildPromotions(rng, publishedIds, anchor);
  await insertRows(
    client,
    'promotions',
    [
      { name: 'id', type: 'bigint' },
      { name: 'website_id', type: 'int' },
      { name: 'theme', type: 'text' },
      { name: 'title_en', type: 'text' },
      { name: 'starts_at', type: 'timestamptz' },
      { name: 'ends_at', type: 'timestamptz' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    promotions.map((p) => [p.id, 1001, p.theme, p.titleEn, p.startsAt, p.endsAt, seededAt]),
  );
  const floors = promotions.flatMap((p) => p.floors.map((f) => ({ ...f, promotionId: p.id })));
  await insertRows(
    client,
    'promotion_floors',
    [
      { name: 'id', type: 'bigint' },
      { name: 'promotion_id', type: 'bigint' },
      { name: 'position', type: 'smallint' },
      { name: 'title_en', type: 'text' },
    ],
    floors.map((f) => [f.id, f.promotionId, f.position, f.titleEn]),
  );
  await insertRows(
    client,
    'promotion_floor_products',
    [
      { name: 'floor_id', type: 'bigint' },
      { name: 'product_id', type: 'bigint' },
      { name: 'position', type: 'smallint' },
    ],
    floors.flatMap((f) => f.productIds.map((p, i) => [f.id, p, i])),
  );
}

const REVIEWERS = [
  'Maria G.',
  'Ahmed K.',
  'John P.',
  'Olga S.',
  'Kenji T.',
  'Ayşe Y.',
  'Nguyen V.',
  'Siti R.',
  'Carlos M.',
  'Anna W.',
];
const REVIEW_COUNTRIES = ['US', 'DE', 'AE', 'RU', 'JP', 'TR', 'VN', 'ID', 'MX', 'PL'];
const COMMENTS = [
  'Good quality, shipped on time.',
  'Samples matched the bulk order.',
  'Packaging could be better, product is fine.',
  'Fast replies and fair price.',
  'Second order, still consistent.',
  'Colour slightly different from photos.',
];

async function seedScores(
  client: pg.ClientBase,
  rng: ReturnType<typeof createRng>,
  productIds: number[],
  anchor: Date,
): Promise<void> {
  const rows: unknown[][] = [];
  for (const productId of productIds) {
    if (!rng.chance(0.12)) continue;
    const n = rng.int(1, 5);
    for (let i = 0; i < n; i++) {
      const who = rng.int(0, REVIEWERS.length - 1);
      rows.push([
        productId,
        REVIEWERS[who],
        REVIEW_COUNTRIES[who],
        rng.pick([3, 4, 4, 5, 5, 5]),
        rng.pick(COMMENTS),
        new Date(anchor.getTime() - rng.int(1, 300) * 86_400_000).toISOString(),
      ]);
    }
  }
  await insertInBatches(
    client,
    'product_scores',
    [
      { name: 'product_id', type: 'bigint' },
      { name: 'reviewer_name', type: 'text' },
      { name: 'country_code', type: 'text' },
      { name: 'score', type: 'smallint' },
      { name: 'comment', type: 'text' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    rows,
  );
}
