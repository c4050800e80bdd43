/** Cache tag names, in one place: a data function tags its entries, the matching mutation revalidates them. */
export const CACHE_TAGS = {
  home: 'home',
  catalogue: 'catalogue',
  categories: 'categories',
  newArrivals: 'new-arrivals',
  sitemaps: 'sitemaps',
} as const;

/** One product's or supplier's entries (detail, scores): revalidated when that row changes. */
export const productTag = (id: number) => `product:${id}`;
export const supplierTag = (id: number) => `supplier:${id}`;
