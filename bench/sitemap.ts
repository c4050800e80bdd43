// Times the product sitemap at size: npm run bench:seed -- --products N, then
// npx tsx scripts/with-db.ts --database sourcefair_bench -- tsx bench/sitemap.ts
// The statements are those of lib/seo/sitemaps.ts (a server-only module tsx cannot import).
import { createPool } from '@/lib/db/pool';

const size = 50_000;

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  const pool = createPool({ connectionString: url, max: 1, statementTimeoutMs: 120_000 });
  const time = async (label: string, sql: string, params: unknown[]) => {
    const runs: number[] = [];
    let rows = 0;
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      rows = (await pool.query(sql, params)).rowCount ?? 0;
      runs.push(performance.now() - started);
    }
    runs.sort((a, b) => a - b);
    console.log(`${label}: ${rows} rows, first ${runs.at(-1)?.toFixed(0)} ms, median ${runs[2]?.toFixed(0)} ms`);
  };
  const { n, max } = (
    await pool.query(`SELECT count(*) FILTER (WHERE status = 'published')::int AS n, max(id) AS max FROM products`)
  ).rows[0];
  console.log(`published products: ${n}, largest id ${max}`);
  await time(
    'chunk list (index)',
    `SELECT b + 1 AS n FROM generate_series(0, (SELECT (max(id) - 1) / $1 FROM products)) AS b
      WHERE EXISTS (SELECT 1 FROM products WHERE id BETWEEN b * $1 + 1 AND (b + 1) * $1 AND status = 'published')
      ORDER BY b`,
    [size],
  );
  const last = Math.ceil(Number(max) / size);
  await time(
    `chunk ${last} (one id range)`,
    `SELECT id, slug, updated_at FROM products WHERE id BETWEEN $1 AND $2 AND status = 'published' ORDER BY id`,
    [(last - 1) * size + 1, last * size],
  );
  await pool.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
