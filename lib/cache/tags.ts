/** Cache tag names, in one place: a data function tags its entries, the matching mutation revalidates them. */
export const CACHE_TAGS = {
  home: 'home',
  catalogue: 'catalogue',
  categories: 'categories',
  newArrivals: 'new-arrivals',
  sitemaps: 'sitemaps',
  /** The buyer demand figures (open RFQs, enquiries of 30 days): expired by the calls that post them. */
  buyerDemand: 'buyer-demand',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** One product's or supplier's entries (detail, scores): revalidated when that row changes. */
export const productTag = (id: number) => `product:${id}`;
export const supplierTag = (id: number) => `supplier:${id}`;
