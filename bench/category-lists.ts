/**
 * Times the category and keyword list services against the database in DATABASE_URL (seed it large
 * first). Run: tsx scripts/with-db.ts --database NAME -- tsx --conditions=react-server bench/category-lists.ts
 * (`react-server` lets the services' `server-only` import load outside Next).
 */
import { performance } from 'node:perf_hooks';

async function median(label: string, run: () => Promise<unknown>, runs = 5): Promise<void> {
  await run(); // warm the cache and the plan
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(58)} ${times[Math.floor(runs / 2)]!.toFixed(1).padStart(8)} ms`);
}

const size0 = (r: { rows: { n: number }[] }) => Number(r.rows[0]?.n ?? 0);

async function main() {
  const { getPool, closeDb } = await import('@/lib/db/client');
  const { loadCategoryTree, loadCategoryProducts } = await import('@/lib/catalogue/categories');
  const { subtreeIds } = await import('@/lib/catalogue/category-tree');
  const { countKeywordMatches, listKeywordProducts, listShowroomTerms } = await import('@/lib/catalogue/keyword-lists');
  const pool = getPool();
  const { rows: size } = await pool.query(`SELECT count(*)::int AS n FROM products`);
  const { rows: common } = await pool.query(
    `SELECT term, document_count FROM search_terms WHERE term ~ '^[a-z]{4,}$' ORDER BY document_count DESC LIMIT 1`,
  );
  const { rows: rare } = await pool.query(
    `SELECT term FROM search_terms WHERE term ~ '^[a-z]{4,}$' AND document_count >= 2 ORDER BY document_count, term LIMIT 1`,
  );
  // a word in about a tenth of the catalogue ('steel' at a million)
  const { rows: mid } = await pool.query(
    `SELECT term, document_count FROM search_terms WHERE term ~ '^[a-z]{4,}$'
      ORDER BY abs(document_count - $1::int / 10), term LIMIT 1`,
    [size0(await pool.query(`SELECT count(*)::int AS n FROM products`))],
  );
  const word = String(common[0].term);
  const rareWord = String(rare[0]?.term ?? 'zzz');
  const midWord = String(mid[0].term);
  console.log(
    `${size[0].n} products; common word "${word}" (${common[0].document_count}), ` +
      `word in a tenth "${midWord}" (${mid[0].document_count}), rare "${rareWord}"`,
  );

  const tree = await loadCategoryTree('en');
  const industry = tree[0]!;
  const count = await countKeywordMatches({ words: word });
  await median('category tree (uncached load)', () => loadCategoryTree('en'));
  await median(`industry list page 1 (${industry.productCount} products)`, () =>
    loadCategoryProducts('en', subtreeIds(industry), { sort: 'newest', page: 1 }),
  );
  await median('industry list page 1, price ascending', () =>
    loadCategoryProducts('en', subtreeIds(industry), { sort: 'priceAsc', page: 1 }),
  );
  await median('industry list page 500 (the last served), price descending', () =>
    loadCategoryProducts('en', subtreeIds(industry), { sort: 'priceDesc', page: 500 }),
  );
  await median('industry list page 1, popular (hot first)', () =>
    loadCategoryProducts('en', subtreeIds(industry), { sort: 'popular', page: 1 }),
  );
  await median(`capped count, common word (${count.capped ? '10,000+' : count.count})`, () =>
    countKeywordMatches({ words: word }),
  );
  await median('keyword list page 1, common word', () =>
    listKeywordProducts('en', { words: word }, { sort: 'newest', page: 1, count }),
  );
  await median('keyword list last page (within the cap), common word', () =>
    listKeywordProducts('en', { words: word }, { sort: 'newest', page: 417, count }),
  );
  await median('hots list page 1, common word', () =>
    listKeywordProducts('en', { words: word, hotFirst: true }, { sort: 'newest', page: 1, count }),
  );
  const midCount = await countKeywordMatches({ words: midWord });
  await median('keyword list page 1, word in a tenth', () =>
    listKeywordProducts('en', { words: midWord }, { sort: 'newest', page: 1, count: midCount }),
  );
  await median('keyword list last page (within the cap), word in a tenth', () =>
    listKeywordProducts('en', { words: midWord }, { sort: 'newest', page: 417, count: midCount }),
  );
  await median('capped count + page 1, rare word', () =>
    listKeywordProducts('en', { words: rareWord }, { sort: 'newest', page: 1 }),
  );
  await median('showroom letter S, page 1', () => listShowroomTerms('S', 1));
  await closeDb();
}

void main();
