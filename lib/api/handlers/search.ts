import 'server-only';
import { PAGE_SIZE, type SearchQuery } from '@/lib/search/params';
import { searchProducts } from '@/lib/search/products';
import { searchSuppliers } from '@/lib/search/suppliers';
import { CONTRACTS } from '../contracts';
import { defineHandler } from '../handler';

type Filters = Partial<Omit<SearchQuery, 'keyword' | 'truncated' | 'page'>>;

/** A search as the pages run it: the contract has refused what the pages would quietly drop. */
function query(keyword: string, page: number, filters: Filters = {}): SearchQuery {
  return { keyword, truncated: false, verified: false, sort: 'relevance', ...filters, page };
}

/** spec §7 goods and supplier search, v1 and v2 (docs/decisions/0164): thin adapters over lib/search. */
export const searchHandlers = {
  searchGoods: defineHandler(CONTRACTS.searchGoods, async (data, { locale }) => {
    const result = await searchProducts(locale, query(data.keyword, data.pageNo));
    return {
      // the app's names for a product's id and name (spec §3); the rest as every card has it
      list: result.items.map(({ id, name, slug: _slug, nameSegments: _segments, ...card }) => ({
        goodsSpuId: id,
        goodsName: name,
        ...card,
      })),
      capped: result.capped,
      total: result.total,
      pageNo: result.page,
      pageSize: PAGE_SIZE,
      pageCount: result.pageCount,
    };
  }),
  searchSupplier: defineHandler(CONTRACTS.searchSupplier, async (data, { locale }) => {
    const result = await searchSuppliers(locale, query(data.keyword, data.pageNo));
    return {
      list: result.items.map(({ id, name, city, countryCode, verified, logoUrl, productCount }) => ({
        supplierId: id,
        supplierName: name,
        ...{ city, countryCode, verified, logoUrl, productCount },
      })),
      total: result.total,
      pageNo: result.page,
      pageSize: PAGE_SIZE,
      pageCount: result.pageCount,
    };
  }),
  searchGoodsV2: defineHandler(
    CONTRACTS.searchGoodsV2,
    async ({ keyword, pageNo, priceMin, priceMax, ...filters }, { locale }) => {
      // the search form's rule: a range typed the wrong way round is the same range
      const [low, high] =
        priceMin !== undefined && priceMax !== undefined && priceMin > priceMax
          ? [priceMax, priceMin]
          : [priceMin, priceMax];
      const { page, ...result } = await searchProducts(
        locale,
        query(keyword, pageNo, { ...filters, priceMin: low, priceMax: high }),
      );
      return { ...result, pageNo: page, pageSize: PAGE_SIZE };
    },
  ),
  searchSupplierV2: defineHandler(CONTRACTS.searchSupplierV2, async ({ keyword, pageNo, ...filters }, { locale }) => {
    const { page, ...result } = await searchSuppliers(locale, query(keyword, pageNo, filters));
    return { ...result, pageNo: page, pageSize: PAGE_SIZE };
  }),
};
