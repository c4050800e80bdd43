import type pg from 'pg';

/** Database steps around a bulk load of the demo catalogue. */
export const BULK_THRESHOLD = 50_000;
const BULK_TABLES = ['products', 'product_price_tiers', 'product_images', 'product_scores'];

/**
 * Drops the bulk tables' secondary indexes and foreign keys, and returns a function that restores
 * them: one sorted index build and one validating join per key are many times faster than a million
 * index insertions and key look-ups. The foreign keys are checked in full when they come back.
 */
export async function suspendIndexesAndKeys(client: pg.ClientBase): Promise<() => Promise<void>> {
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

/** Empties every table of the application (the migrations' own schema is left alone). */
export async function truncateAll(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  if (rows.length > 0) await client.query(`TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY CASCADE`);
}

/** Identity columns continue after the fixed ids the seed wrote. */
export async function resetIdentities(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ tbl: string; seq: string }>(`
    SELECT quote_ident(c.table_name) AS tbl, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS seq
    FROM information_schema.columns c
    WHERE c.table_schema = 'public' AND c.is_identity = 'YES'`);
  for (const row of rows) {
    await client.query(`SELECT setval($1, COALESCE((SELECT max(id) FROM ${row.tbl}), 0) + 1, false)`, [row.seq]);
  }
}
