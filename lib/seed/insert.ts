import type pg from 'pg';

/** A column of a bulk insert: its PostgreSQL type, and how to turn the unnested value into the stored one. */
export type Column = { name: string; type: string; select?: (value: string) => string };
/** A column given as `'name type'` (`'moq int'`), or in full. */
export type ColumnSpec = string | Column;

function toColumn(spec: ColumnSpec): Column {
  if (typeof spec !== 'string') return spec;
  const [name, type] = spec.split(' ');
  if (!name || !type) throw new Error(`column spec needs a name and a type: '${spec}'`);
  return { name, type };
}

export const textArray = (name: string): Column => ({
  name,
  type: 'jsonb',
  select: (v) => `ARRAY(SELECT jsonb_array_elements_text(${v}))`,
});

/**
 * INSERT ... SELECT FROM unnest($1::type[], ...): one round trip and one parse for a whole batch,
 * whatever its size (many times faster than a row at a time).
 */
export async function insertRows(
  client: pg.ClientBase,
  table: string,
  specs: ColumnSpec[],
  rows: unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = specs.map(toColumn);
  const params = columns.map((column, i) =>
    rows.map((row) => {
      const value = row[i];
      return column.type === 'jsonb' && value !== null ? JSON.stringify(value) : value;
    }),
  );
  const names = columns.map((c) => c.name).join(', ');
  const args = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  const select = columns.map((c, i) => (c.select ? c.select(`c${i}`) : `c${i}`)).join(', ');
  await client.query(`INSERT INTO ${table} (${names}) SELECT ${select} FROM unnest(${args}) AS t(${aliases})`, params);
}

/** Split rows into batches, so a parameter never grows past what the server accepts comfortably. */
export async function insertInBatches(
  client: pg.ClientBase,
  table: string,
  columns: ColumnSpec[],
  rows: unknown[][],
  size = 5000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await insertRows(client, table, columns, rows.slice(i, i + size));
  }
}
