/**
 * Writes the deterministic demo catalogue: the same options give the same rows, ids included.
 * Everything happens in one transaction, so a failed seed leaves the database as it was.
 */
import type pg from 'pg';
import { buildCategoryTree, buildProducts, buildSuppliers, type LeafCategory, type ProductBatch } from './catalogue';
import { BULK_THRESHOLD, resetIdentities, suspendIndexesAndKeys, truncateAll } from './bulk';
import { insertInBatches, insertRows, textArray, type ColumnSpec } from './insert';
import { createRng } from './prng';
import { INDUSTRIES } from './vocabulary';
import { seedExpo, seedScores } from './write-expo';
import { insertReference } from './write-reference';

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

const PRODUCT_COLUMNS: ColumnSpec[] = [
  'id bigint',
  'supplier_id bigint',
  'category_id bigint',
  'slug text',
  'name_en text',
  'name_cn text',
  'names jsonb',
  'description_en text',
  'description_cn text',
  'attributes jsonb',
  'currency text',
  'unit_code text',
  'moq int',
  'price_min_minor bigint',
  'price_max_minor bigint',
  'status product_status',
  'is_hot boolean',
  'image_count smallint',
  'published_at timestamptz',
  'created_at timestamptz',
  'updated_at timestamptz',
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
    ['product_id bigint', 'min_quantity int', 'price_minor bigint'],
    batch.tiers.map((t) => [t.productId, t.minQuantity, t.priceMinor]),
  );
  await insertRows(
    client,
    'product_images',
    ['product_id bigint', 'position smallint', 'url text', 'width int', 'height int', 'alt text'],
    batch.images.map((i) => [i.productId, i.position, i.url, i.width, i.height, i.alt]),
  );
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
    const bulk = options.products > (options.bulkThreshold ?? BULK_THRESHOLD);
    const restoreIndexes = bulk ? await suspendIndexesAndKeys(client) : undefined;

    const tree = buildCategoryTree(INDUSTRIES);
    await insertRows(
      client,
      'categories',
      [
        'id bigint',
        'parent_id bigint',
        'level smallint',
        'name_en text',
        'name_cn text',
        'names jsonb',
        'slug text',
        'sort int',
        'featured boolean',
      ],
      tree.categories.map((c) => [c.id, c.parentId, c.level, c.nameEn, c.nameCn, c.names, c.slug, c.sort, c.featured]),
    );
    await insertRows(
      client,
      'tags',
      ['code text', 'category_id bigint', 'name_en text', 'name_cn text', 'names jsonb'],
      tree.tags.map((t) => [t.code, t.categoryId, t.nameEn, t.nameCn, t.names]),
    );

    const suppliers = buildSuppliers(rng, options.suppliers, tree.leaves, anchor);
    await insertInBatches(
      client,
      'suppliers',
      [
        'id bigint',
        'slug text',
        'name_en text',
        'name_cn text',
        'names jsonb',
        'country_code text',
        'province text',
        'city text',
        'verified boolean',
        'year_established smallint',
        'employees int',
        'business_type smallint',
        textArray('main_markets'),
        'description_en text',
        'description_cn text',
        'logo_url text',
        'response_rate smallint',
        'rating numeric',
        'created_at timestamptz',
        'updated_at timestamptz',
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

    // each product statement would rebuild the words of every supplier it touches (migration 0012): all
    // of them are built once, after the products
    await client.query('ALTER TABLE products DISABLE TRIGGER products_supplier_terms_insert');
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
    if (restoreIndexes) {
      await restoreIndexes();
      log('indexes and foreign keys restored');
    }

    await client.query('ALTER TABLE products ENABLE TRIGGER products_supplier_terms_insert');
    await client.query(`SELECT refresh_supplier_terms(ARRAY(SELECT id FROM suppliers))`);
    log('supplier terms');

    await client.query(`UPDATE categories c SET product_count = x.n FROM (
        SELECT category_id, count(*)::int AS n FROM products WHERE status = 'published' GROUP BY category_id) x
      WHERE c.id = x.category_id`);
    await client.query(`UPDATE categories p SET product_count = x.n FROM (
        SELECT parent_id, sum(product_count)::int AS n FROM categories WHERE parent_id IS NOT NULL GROUP BY parent_id) x
      WHERE p.id = x.parent_id`);
    // The search vocabulary: every distinct word of the catalogue, for did-you-mean and typo tolerance.
    // The model codes the vectors hold joined ("nl677", migration 0014) are left out: they are found as
    // typed, and a word list of codes would fill the showroom's keyword index (spec §2).
    await client.query(`INSERT INTO search_terms (term, document_count)
      SELECT word, ndoc FROM ts_stat('SELECT ts_delete(search_vector,
          regexp_split_to_array(lower(model_codes_joined(name_en)), '' ''))
        FROM products WHERE status = ''published''')
      WHERE length(word) BETWEEN 2 AND 60`);
    await resetIdentities(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  // VACUUM marks the freshly written pages all-visible, so counts read the indexes alone (a count of the
  // published products at a million: 1.4 s from the table, 0.15 s from the index) from the first request
  await client.query('VACUUM (ANALYZE)');
}
