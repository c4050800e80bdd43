import { z } from 'zod';
import { productCardSchema, supplierCardSchema } from '@/lib/catalogue/card-schema';
import { KEYWORD_MAX } from '@/lib/search/keyword';
import { MAX_PAGE, PRODUCT_SORTS } from '@/lib/search/params';
import { idParam } from '@/lib/validation/id';
import { text } from '@/lib/validation/text';
import { defineContract } from '../contract';

// spec §7 "Goods and supplier search (v1 and v2)": their paths and fields are not shown, so these are ours
// (docs/decisions/0164). v1 answers a keyword's page under the app's names (goodsSpuId, goodsName,
// supplierId, supplierName: spec §3's alternative field names); v2 is what the search pages render:
// filters, sorts, facets, matched words and did-you-mean.

/** spec §9: a search keyword of at most 200 characters. */
const keyword = text().trim().max(KEYWORD_MAX, { message: 'maxlength' });
const required = keyword.min(1, { message: 'required' });
/** spec §2 pageNo: a positive integer; deeper pages than the ranked matches fill are refused. */
const pageNo = z
  .union([
    z.number(),
    text()
      .regex(/^\d{1,6}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(MAX_PAGE, { message: 'max' }))
  .default(1);
const country = text()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(text().regex(/^[A-Z]{2}$/, { message: 'choose' }));
const flag = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
/** Whole currency units, as the search form's price filter. */
const amount = z
  .union([
    z.number(),
    text()
      .regex(/^\d{1,12}(\.\d{1,2})?$/)
      .transform(Number),
  ])
  .pipe(z.number().min(0).max(1e9));

const pageFields = { total: z.number(), pageNo: z.number(), pageSize: z.number(), pageCount: z.number() };
const segment = z.object({ text: z.string(), match: z.boolean() });
const facet = z.object({ value: z.string(), label: z.string(), count: z.number() });
/** A product card with its name's matched words as segments (lib/search/highlight.ts). */
const hit = productCardSchema.extend({ nameSegments: z.array(segment) });

export const searchGoods = defineContract({
  id: 'searchGoods',
  gateways: ['main'],
  path: 'goods/v1/search.json',
  methods: ['GET', 'POST'],
  summary:
    'spec §7 goods search v1: a page of 24 published products matching a keyword, best first, under the names the native app reads (goodsSpuId, goodsName, supplierName). `capped` says more than the 2,000 ranked matches may exist.',
  data: z.strictObject({ keyword: required, pageNo }),
  response: z.object({
    list: z.array(
      productCardSchema
        .omit({ id: true, slug: true, name: true })
        .extend({ goodsSpuId: z.number(), goodsName: z.string(), supplierName: z.string() }),
    ),
    capped: z.boolean(),
    ...pageFields,
  }),
  auth: 'none',
  mutates: false,
});

export const searchSupplier = defineContract({
  id: 'searchSupplier',
  gateways: ['main'],
  path: 'supplier/v1/search.json',
  methods: ['GET', 'POST'],
  summary:
    'spec §7 supplier search v1: a page of 24 suppliers whose name or products match a keyword, under the names the native app reads (supplierId, supplierName), with their published product count.',
  data: z.strictObject({ keyword: required, pageNo }),
  response: z.object({
    list: z.array(
      supplierCardSchema
        .pick({ city: true, countryCode: true, verified: true, logoUrl: true, productCount: true })
        .extend({ supplierId: z.number(), supplierName: z.string() }),
    ),
    ...pageFields,
  }),
  auth: 'none',
  mutates: false,
});

export const searchGoodsV2 = defineContract({
  id: 'searchGoodsV2',
  gateways: ['main'],
  path: 'goods/v2/search.json',
  methods: ['GET', 'POST'],
  summary:
    "spec §7 goods search v2, what /search/product shows: keyword (may be empty when a filter is given), category, exhibition, supplier country, verified suppliers only, largest minimum order, price range in whole currency units, sort (relevance, newest, priceAsc, priceDesc), page. Answers the cards with the name's matched words, the facets, and when the keyword found nothing the corrected keyword whose results are shown (correctedFrom, didYouMean).",
  data: z.strictObject({
    keyword: keyword.default(''),
    pageNo,
    categoryId: idParam.optional(),
    exhibitionId: idParam.optional(),
    country: country.optional(),
    verified: flag.default(false),
    moqMax: z
      .union([
        z.number(),
        text()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ])
      .pipe(z.number().int().min(0))
      .optional(),
    priceMin: amount.optional(),
    priceMax: amount.optional(),
    sort: z.enum(PRODUCT_SORTS, { message: 'choose' }).default('relevance'),
  }),
  response: z.object({
    items: z.array(hit),
    capped: z.boolean(),
    facets: z.object({ categories: z.array(facet), countries: z.array(facet), verified: z.number() }),
    shownKeyword: z.string(),
    correctedFrom: z.string().optional(),
    didYouMean: z.string().optional(),
    ...pageFields,
  }),
  auth: 'none',
  mutates: false,
});

export const searchSupplierV2 = defineContract({
  id: 'searchSupplierV2',
  gateways: ['main'],
  path: 'supplier/v2/search.json',
  methods: ['GET', 'POST'],
  summary:
    "spec §7 supplier search v2, what /search/supplier shows: keyword, country and verified filters, page; each supplier with its name's matched words, its published product count and up to three of its products (the keyword's first).",
  data: z.strictObject({
    keyword: keyword.default(''),
    pageNo,
    country: country.optional(),
    verified: flag.default(false),
  }),
  response: z.object({
    items: z.array(
      supplierCardSchema.extend({
        nameSegments: z.array(segment),
        products: z.array(hit),
      }),
    ),
    ...pageFields,
  }),
  auth: 'none',
  mutates: false,
});
