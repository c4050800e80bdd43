/** spec §9 business constants, named once. */
export const DEFAULT_WEBSITE_ID = 1001;

/** spec §9 cache windows, in seconds. */
export const CACHE_SECONDS = {
  homeLists: 60,
  industries: 900,
  newArrivals: 86_400,
  hourly: 3_600, // /link/{transfer}, /landing/rfq/product-{id}, /frontpage, /requestMeeting
} as const;
