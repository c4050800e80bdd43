import { parseSearchParams, type RawParams } from '@/lib/search/params';
import { callGateway } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

// spec §7 goods and supplier search, v1 and v2 (docs/decisions/0164): the API answers what the search pages
// show for the same query, under v1's names or v2's, and refuses what the pages would quietly drop.
const db = withSeededDatabase('search-api', { suppliers: 40, products: 400 });

type Answer<T> = { status: number; code: string; msg: string; data: T };
async function call<T>(path: string, data: unknown, lang = 'en'): Promise<Answer<T>> {
  const res = await callGateway('main', path, { body: { lang, data } });
  return { status: res.status, code: String(res.body.code), msg: res.body.msg, data: res.body.data as T };
}

async function firstNameWord(): Promise<string> {
  const { rows } = await db().pool.query<{ word: string }>(
    `SELECT lower(split_part(name_en, ' ', 1)) AS word FROM products
      WHERE status = 'published' AND length(split_part(name_en, ' ', 1)) >= 4 ORDER BY id LIMIT 1`,
  );
  return rows[0]?.word ?? '';
}

async function pageSearch(raw: RawParams) {
  const { searchProducts } = await import('@/lib/search/products');
  return searchProducts('en', parseSearchParams(raw));
}

type GoodsV1 = {
  list: { goodsSpuId: number; goodsName: string; supplierName: string }[];
  total: number;
  pageNo: number;
  pageSize: number;
  pageCount: number;
};
type GoodsV2 = {
  items: { id: number; name: string; nameSegments: { text: string; match: boolean }[] }[];
  total: number;
  pageNo: number;
  facets: { countries: { value: string; count: number }[] };
  capped: boolean;
  didYouMean?: string;
  correctedFrom?: string;
};

describe('goods search v1', () => {
  it("answers the search page's products for a keyword under the app's names", async () => {
    const word = await firstNameWord();
    const page = await pageSearch({ keyword: word });
    const res = await call<GoodsV1>('goods/v1/search.json', { keyword: word });
    expect(res.code).toBe('0');
    expect(res.data.list.map((p) => p.goodsSpuId)).toEqual(page.items.map((p) => p.id));
    expect(res.data.list[0]?.goodsName.toLowerCase()).toContain(word);
    expect(res.data).toMatchObject({ total: page.total, pageNo: 1, pageSize: 24, pageCount: page.pageCount });
  });

  it("refuses an empty keyword and a page that is not a positive number, in the caller's language", async () => {
    const empty = await call<{ issues: { path: string }[] }>('goods/v1/search.json', { keyword: '  ' }, 'de');
    expect(empty.status).toBe(400);
    expect(empty.data.issues.map((i) => i.path)).toEqual(['data.keyword']);
    expect(empty.msg).not.toMatch(/[Ii]nvalid|required/);
    const zero = await call<{ issues: { path: string }[] }>('goods/v1/search.json', { keyword: 'lamp', pageNo: 0 });
    expect(zero.status).toBe(400);
    expect(zero.data.issues.map((i) => i.path)).toEqual(['data.pageNo']);
  });
});

describe('goods search v2', () => {
  it('answers what /search/product shows for the same filters, sort and page', async () => {
    const word = await firstNameWord();
    const all = await call<GoodsV2>('goods/v2/search.json', { keyword: word });
    const country = all.data.facets.countries[0];
    expect(country).toBeDefined();
    const raw = { keyword: word, country: country?.value ?? '', sort: 'priceDesc', priceMin: '1', priceMax: '100000' };
    const page = await pageSearch(raw);
    // the price range the wrong way round is the same range, as in the search form
    const res = await call<GoodsV2>('goods/v2/search.json', {
      ...raw,
      country: raw.country.toLowerCase(),
      priceMin: 100000,
      priceMax: '1',
    });
    expect(res.code).toBe('0');
    expect(res.data.items.map((p) => p.id)).toEqual(page.items.map((p) => p.id));
    expect(res.data.total).toBe(page.total);
    // a country's facet count is what that country's filter finds
    if (!all.data.capped) {
      const byCountry = await call<GoodsV2>('goods/v2/search.json', { keyword: word, country: country?.value });
      expect(byCountry.data.total).toBe(country?.count);
    }
    expect(res.data.items.every((p) => p.nameSegments.map((s) => s.text).join('') === p.name)).toBe(true);
  });

  it("shows the corrected keyword's products for a typo, as the page does", async () => {
    const word = await firstNameWord();
    const typo = `${word.slice(0, 2)}${word.slice(3)}`;
    const page = await pageSearch({ keyword: typo });
    const res = await call<GoodsV2>('goods/v2/search.json', { keyword: typo });
    expect(res.data.didYouMean).toBe(page.didYouMean);
    expect(res.data.correctedFrom).toBe(page.correctedFrom);
    expect(res.data.items.map((p) => p.id)).toEqual(page.items.map((p) => p.id));
  });

  it('refuses an unknown sort and a country that is not a code', async () => {
    const res = await call<{ issues: { path: string }[] }>('goods/v2/search.json', {
      sort: 'cheapest',
      country: 'Germany',
    });
    expect(res.status).toBe(400);
    expect(res.data.issues.map((i) => i.path).sort()).toEqual(['data.country', 'data.sort']);
  });
});

describe('supplier search v1 and v2', () => {
  it("answer the suppliers /search/supplier shows, v1 under the app's names, v2 with their products", async () => {
    const { searchSuppliers } = await import('@/lib/search/suppliers');
    const word = await firstNameWord();
    const page = await searchSuppliers('en', parseSearchParams({ keyword: word }));
    expect(page.items.length).toBeGreaterThan(0);
    const v1 = await call<{
      list: { supplierId: number; supplierName: string; productCount: number }[];
      total: number;
    }>('supplier/v1/search.json', { keyword: word });
    expect(v1.data.list.map((s) => s.supplierId)).toEqual(page.items.map((s) => s.id));
    expect(v1.data.list.map((s) => s.supplierName)).toEqual(page.items.map((s) => s.name));
    expect(v1.data.total).toBe(page.total);
    const v2 = await call<{ items: { id: number; products: { id: number }[] }[] }>('supplier/v2/search.json', {
      keyword: word,
      verified: '1',
    });
    const verified = await searchSuppliers('en', parseSearchParams({ keyword: word, verified: '1' }));
    expect(v2.data.items.map((s) => s.id)).toEqual(verified.items.map((s) => s.id));
    expect(v2.data.items.map((s) => s.products.map((p) => p.id))).toEqual(
      verified.items.map((s) => s.products.map((p) => p.id)),
    );
  });
});
