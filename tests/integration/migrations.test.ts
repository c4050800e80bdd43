import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropDatabase, ensureDatabase, withDatabaseName } from '@/lib/db/admin';
import { MIGRATIONS_FOLDER, runMigrations } from '@/lib/db/migrate';
import { createPool } from '@/lib/db/pool';
import { productWithModelCode, withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('migrations', { suppliers: 20, products: 300 });

/** The products table's pages, its visible pages and its TOAST table's size. */
async function storage(): Promise<{ pages: number; visible: number; toast: number }> {
  const { rows } = await db().pool.query(
    `SELECT relpages AS pages, relallvisible AS visible, pg_relation_size(reltoastrelid)::int AS toast
       FROM pg_class WHERE oid = 'products'::regclass`,
  );
  return rows[0];
}

/** A copy of the migrations up to `lastTag`, as an earlier release had them. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sf-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries as { tag: string }[])
    copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}

describe('upgrading a catalogue', () => {
  it('takes a seeded catalogue through migration 0014, then 0015: codes found, vectors kept in the row, suppliers copied, tables vacuumed', async () => {
    const pool = db().pool;
    // the database as it was before the later migrations, which run again below (0017: rate-limit counters,
    // 0018: cookie consent records, 0019: customer-service messages, 0020: the traffic light, 0021: orders)
    await pool.query('DROP TABLE rate_limits');
    await pool.query('DROP TABLE cookie_consents');
    await pool.query('DROP TABLE support_messages');
    await pool.query('DROP TABLE market_alerts, traffic_reports, sample_orders');
    await pool.query('ALTER TABLE quotations DROP COLUMN buyer_seen_at');
    // the catalogue as it was before migration 0015: no supplier values in the products' rows
    await pool.query('DROP FUNCTION products_supplier_facets() CASCADE'); // with their triggers
    await pool.query('DROP FUNCTION suppliers_product_facets() CASCADE');
    await pool.query('ALTER TABLE products DROP COLUMN supplier_country_code, DROP COLUMN supplier_verified');
    // the catalogue as it was before migration 0014: the vector's old expression, kept in the row as the
    // seed writes it (migration 0011), and the vocabulary of those vectors, with "-677"-like words
    await pool.query('DROP FUNCTION model_codes_joined(text) CASCADE'); // with the column that calls it
    await pool.query(`ALTER TABLE products ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', coalesce(name_en, '') || ' ' || coalesce(name_cn, '')), 'A')
        || setweight(jsonb_to_tsvector('simple'::regconfig, names, '["string"]'::jsonb), 'B')
        || setweight(to_tsvector('simple', left(coalesce(description_en, ''), 2000)), 'C')) STORED,
      ALTER COLUMN search_vector SET STORAGE MAIN`);
    await pool.query('DELETE FROM search_terms');
    await pool.query(`INSERT INTO search_terms (term, document_count) SELECT word, ndoc
        FROM ts_stat('SELECT search_vector FROM products') WHERE length(word) BETWEEN 2 AND 60`);
    // and its record of migrations: none from 0014 on (drizzle keeps each one's journal time)
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
    const since = journal.entries.find((e: { tag: string }) => e.tag === '0014_search_model_codes').when;
    await pool.query('DELETE FROM drizzle.__drizzle_migrations WHERE created_at >= $1', [since]);
    await pool.query('VACUUM (ANALYZE) products');
    const before = await storage();
    const { id, code } = await productWithModelCode(db());
    const [letters, digits] = code.toLowerCase().split('-');
    const finds = async (tsquery: string) =>
      (await pool.query(`SELECT id FROM products WHERE search_vector @@ to_tsquery('simple', $1)`, [tsquery])).rows.map(
        (r) => Number(r.id),
      );
    expect(await finds(`${letters} & ${digits}`)).not.toContain(id);

    const release0014 = migrationsUpTo('0014_search_model_codes');
    try {
      await runMigrations(db().url, release0014);
    } finally {
      rmSync(release0014, { recursive: true, force: true });
    }

    expect(await finds(`${letters} & ${digits}`)).toContain(id);
    expect(await finds(`${letters}${digits}`)).toContain(id);
    const vocabulary = await pool.query('SELECT term FROM search_terms WHERE term = ANY($1) ORDER BY term', [
      [digits, `-${digits}`, `${letters}${digits}`],
    ]);
    expect(vocabulary.rows.map((r) => r.term)).toEqual([digits]);
    const after = await storage();
    // the rewrite kept the vectors in the row: the TOAST table holds the names and descriptions as before
    expect(after.toast).toBeLessThanOrEqual(before.toast * 1.1 + 8192);
    // and the rewritten table was vacuumed: every page visible, so counts read the index alone
    expect(after.pages).toBeGreaterThan(0);
    expect(after.visible).toBe(after.pages);

    // the next release: migration 0015 copies each supplier's values into its products' rows
    await runMigrations(db().url);
    // every product carries its supplier's country and verification, and the seed has both kinds
    const copies = await pool.query(
      `SELECT count(*)::int AS products,
              count(*) FILTER (WHERE p.supplier_country_code IS NOT DISTINCT FROM s.country_code
                AND p.supplier_verified = s.verified)::int AS copied,
              count(DISTINCT s.verified)::int AS kinds
         FROM products p JOIN suppliers s ON s.id = p.supplier_id`,
    );
    expect(copies.rows[0]).toEqual({ products: 300, copied: 300, kinds: 2 });
    // every row was written again, and the table vacuumed after it
    const copied = await storage();
    expect(copied.visible).toBe(copied.pages);
  });

  it('migrates an empty database from the first migration, and does nothing the second time', async () => {
    const name = `sf_t_empty_${randomBytes(4).toString('hex')}`;
    const url = withDatabaseName(db().url, name);
    await ensureDatabase(url);
    const pool = createPool({ connectionString: url, max: 1 });
    try {
      await runMigrations(url);
      const applied = async () =>
        (await pool.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0].n;
      const files = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).length;
      expect(await applied()).toBe(files);
      expect((await pool.query('SELECT count(*)::int AS n FROM products')).rows[0].n).toBe(0);
      await runMigrations(url);
      expect(await applied()).toBe(files);
    } finally {
      await pool.end();
      await dropDatabase(url, name);
    }
  });
});
