import type { Site } from '@/lib/sites/resolve';
import { withSeededDatabase } from '../support/seeded-database';
import { testSite, TURKIYE_SITE } from '../support/sites';

const db = withSeededDatabase('home', { suppliers: 20, products: 150 });
const GLOBAL: Site = testSite();
const TURKIYE: Site = { ...TURKIYE_SITE, countryCode: 'TR' };
const CHINA: Site = testSite({
  id: 1002,
  code: 'cn',
  name: 'Sourcefair China Suppliers',
  deployPath: '/cn',
  audience: 'supplier_home',
  countryCode: 'CN',
});
const homeSite = (s: Site) => ({ id: s.id, name: s.name, audience: s.audience, countryCode: s.countryCode });
const ids = (rows: { id: unknown }[]) => rows.map((r) => Number(r.id));

describe('home page data', () => {
  it('lists the twelve newest published products, newest first, with their first image', async () => {
    const { loadHomeData: getHomeData } = await import('@/lib/catalogue/home');
    const data = await getHomeData('en');
    const { rows } = await db().pool.query(
      `SELECT id FROM products WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT 12`,
    );
    expect(data.newArrivals.map((p) => p.id)).toEqual(rows.map((r) => Number(r.id)));
    for (const p of data.newArrivals) expect(p.imageUrl).toBe(`/media/gen/product/${p.id}-0.svg`);
  });

  it('counts only published products', async () => {
    const { loadHomeData: getHomeData } = await import('@/lib/catalogue/home');
    const data = await getHomeData('en');
    const { rows } = await db().pool.query(`SELECT count(*)::int AS n FROM products WHERE status = 'published'`);
    expect(data.totals).toEqual({ products: rows[0].n, suppliers: 20 });
  });

  it('keeps the published count through new, unpublished and deleted products, and counts without its row', async () => {
    const { loadTotals } = await import('@/lib/catalogue/home');
    const published = async () =>
      Number((await db().pool.query(`SELECT count(*) AS n FROM products WHERE status = 'published'`)).rows[0].n);
    const before = await published();
    expect((await loadTotals()).products).toBe(before);

    // one statement adding three products, two of them published
    await db().pool.query(
      `INSERT INTO products (supplier_id, category_id, slug, name_en, name_cn, unit_code, moq, status, published_at)
       SELECT supplier_id, category_id, 'Count-Check-' || n || '_', name_en, name_cn, unit_code, moq,
              (CASE WHEN n < 2 THEN 'published' ELSE 'draft' END)::product_status, now()
       FROM (SELECT * FROM products ORDER BY id LIMIT 1) p, generate_series(0, 2) n`,
    );
    expect((await loadTotals()).products).toBe(before + 2);
    await db().pool.query(
      `UPDATE products SET status = 'hidden' WHERE id IN (SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT 3)`,
    );
    await db().pool.query(`UPDATE products SET status = 'published' WHERE slug = 'Count-Check-2_'`);
    expect((await loadTotals()).products).toBe(before);
    await db().pool.query(`DELETE FROM products WHERE slug LIKE 'Count-Check-%'`);
    expect((await loadTotals()).products).toBe(before - 3);
    expect(await published()).toBe(before - 3);

    await db().pool.query('DELETE FROM catalogue_counts');
    expect((await loadTotals()).products).toBe(before - 3);
  });

  it('names products in the visitor language', async () => {
    const { loadHomeData: getHomeData } = await import('@/lib/catalogue/home');
    const [en, zh, es] = await Promise.all([getHomeData('en'), getHomeData('zh'), getHomeData('es')]);
    const id = en.newArrivals[0]?.id;
    const { rows } = await db().pool.query(`SELECT name_en, name_cn, names->>'es' AS es FROM products WHERE id = $1`, [
      id,
    ]);
    expect(en.newArrivals[0]?.name).toBe(rows[0].name_en);
    expect(zh.newArrivals[0]?.name).toBe(rows[0].name_cn);
    expect(es.newArrivals[0]?.name).toBe(rows[0].es);
  });

  it('shows only published exhibitions that are coming or open', async () => {
    const { loadHomeData: getHomeData } = await import('@/lib/catalogue/home');
    const data = await getHomeData('en');
    expect(data.exhibitions.length).toBeGreaterThan(0);
    const { rows } = await db().pool.query(
      `SELECT id, lifecycle, stage FROM exhibitions WHERE id = ANY($1::bigint[])`,
      [data.exhibitions.map((e) => e.id)],
    );
    for (const row of rows) {
      expect([0, 1]).toContain(row.lifecycle);
      expect(row.stage).toBeGreaterThan(0);
    }
    const starts = data.exhibitions.map((e) => e.startsOn);
    expect([...starts].sort()).toEqual(starts);
  });
});

describe('home variants (spec §2)', () => {
  it('gives global buyers featured categories, hot products and the site’s own exhibitions', async () => {
    const { loadHomeData } = await import('@/lib/catalogue/home');
    const data = await loadHomeData('en', homeSite(GLOBAL));
    expect(data.audience).toBe('global_buyer');
    expect(data.demand).toBeNull();
    const featured = await db().pool.query(`SELECT id FROM categories WHERE featured AND level > 1`);
    expect(data.featuredCategories.length).toBeGreaterThan(0);
    expect(ids(featured.rows)).toEqual(expect.arrayContaining(data.featuredCategories.map((c) => c.id)));
    const hot = await db().pool.query(`SELECT id FROM products WHERE is_hot AND status = 'published'`);
    expect(data.hotProducts.length).toBe(Math.min(12, hot.rowCount ?? 0));
    expect(ids(hot.rows)).toEqual(expect.arrayContaining(data.hotProducts.map((p) => p.id)));
    const sites = await db().pool.query(`SELECT DISTINCT website_id FROM exhibitions WHERE id = ANY($1::bigint[])`, [
      data.exhibitions.map((e) => e.id),
    ]);
    expect(sites.rows.map((r) => r.website_id)).toEqual([1001]);
  });

  it('gives a country site suppliers and exhibitions of its country', async () => {
    const { loadHomeData } = await import('@/lib/catalogue/home');
    const data = await loadHomeData('tr', homeSite(TURKIYE));
    expect(data.newArrivals).toHaveLength(12);
    // Türkiye is sold to as the Middle East and as Eastern Europe; the demo's suppliers are all Chinese
    const { rows } = await db().pool.query<{ id: string }>(
      `SELECT id FROM suppliers
        WHERE country_code = 'TR' OR main_markets && ARRAY['TR', 'Middle East', 'Eastern Europe']
        ORDER BY verified DESC, rating DESC NULLS LAST, id LIMIT 8`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(data.suppliers.map((s) => s.id)).toEqual(ids(rows));
    const expo = await db().pool.query(
      `SELECT website_id, country_code FROM exhibitions WHERE id = ANY($1::bigint[])`,
      [data.exhibitions.map((e) => e.id)],
    );
    for (const e of expo.rows) expect(e.website_id === 1003 || e.country_code === 'TR').toBe(true);
  });

  it('gives a country site only the suppliers selling to its region', async () => {
    const { loadHomeSuppliers } = await import('@/lib/catalogue/home');
    const { rows } = await db().pool.query<{ id: string; main_markets: string[] }>(
      `SELECT id, main_markets FROM suppliers ORDER BY verified DESC, rating DESC NULLS LAST, id`,
    );
    const japan = await loadHomeSuppliers('ja', 'JP');
    const eastAsia = rows.filter((r) => r.main_markets.includes('East Asia')).slice(0, 8);
    expect(eastAsia.length).toBeGreaterThan(0);
    expect(japan.map((s) => s.id)).toEqual(ids(eastAsia));
    const mexico = await loadHomeSuppliers('es', 'MX');
    const americas = rows.filter((r) => r.main_markets.some((m) => m === 'North America' || m === 'South America'));
    expect(mexico.map((s) => s.id)).toEqual(ids(americas.slice(0, 8)));
    // Kazakhstan's region (Central Asia) is none of the ten: only suppliers based there would show
    expect(await loadHomeSuppliers('ru', 'KZ')).toEqual([]);
  });

  it('gives the Chinese supplier home buyer demand and every upcoming exhibition with its free booths', async () => {
    const { loadHomeData } = await import('@/lib/catalogue/home');
    const data = await loadHomeData('zh', homeSite(CHINA));
    expect(data.newArrivals).toEqual([]);
    expect(data.suppliers).toEqual([]);
    const rfqs = await db().pool.query(`SELECT count(*)::int AS n FROM rfqs WHERE status = 'open'`);
    expect(data.demand?.openRfqs).toBe(rfqs.rows[0].n);
    const upcoming = await db().pool.query(
      `SELECT id FROM exhibitions WHERE lifecycle IN (0, 1) AND stage > 0 ORDER BY starts_on, id LIMIT 4`,
    );
    expect(data.exhibitions.map((e) => e.id)).toEqual(ids(upcoming.rows));
    const first = data.exhibitions[0];
    const booths = await db().pool.query(
      `SELECT count(*)::int AS n FROM booths WHERE exhibition_id = $1 AND status = 'available'`,
      [first?.id],
    );
    expect(first?.availableBooths).toBe(booths.rows[0].n);
  });

  it('names categories and industries in the visitor language', async () => {
    const { loadIndustries } = await import('@/lib/catalogue/home');
    const [en, zh] = await Promise.all([loadIndustries('en'), loadIndustries('zh')]);
    const { rows } = await db().pool.query(`SELECT name_en, name_cn FROM categories WHERE id = $1`, [en[0]?.id]);
    expect(en[0]?.name).toBe(rows[0].name_en);
    expect(zh[0]?.name).toBe(rows[0].name_cn);
  });
});
