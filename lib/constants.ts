/** spec §9 business constants, named once. */
export const DEFAULT_WEBSITE_ID = 1001;

/** spec §9 cache windows, in seconds. */
export const CACHE_SECONDS = {
  homeLists: 60,
  industries: 900,
  newArrivals: 86_400,
  productDetail: 60, // product and supplier pages: the home lists' window, so a change shows within a minute
  hourly: 3_600, // /link/{transfer}, /landing/rfq/product-{id}, /frontpage, /requestMeeting
  // a catalogue page's HTML for signed-out visitors (page cache, deploy/ micro-cache): the shortest data
  // window it shows (home lists, product detail), so a page is never older than its data allows
  pageCache: 60,
} as const;
