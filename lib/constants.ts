/** spec §9 business constants, named once. */
export const DEFAULT_WEBSITE_ID = 1001;

/** spec §9 cache windows, in seconds. */
export const CACHE_SECONDS = {
  homeLists: 60,
  industries: 900,
  newArrivals: 86_400,
  productDetail: 60, // product and supplier pages: the home lists' window, so a change shows within a minute
  hourly: 3_600, // /link/{transfer}, /landing/rfq/product-{id}, /frontpage, /requestMeeting
} as const;
