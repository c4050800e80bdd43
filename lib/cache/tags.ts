/** Cache tag names, in one place: a data function tags its entries, the matching mutation revalidates them. */
export const CACHE_TAGS = {
  home: 'home',
  catalogue: 'catalogue',
  categories: 'categories',
  newArrivals: 'new-arrivals',
  sitemaps: 'sitemaps',
} as const;
