// Client-safe and without imports: the header's buyer area link builds its address in the browser.

/**
 * spec §2: the buyer area opens in a new window at {buyerSite}/buyer/main.page with the token. `page` is
 * that page's address (lib/accounts/buyer-area.ts), absolute or resolved against `base`.
 */
export function buildBuyerAreaUrl(page: string, token: string, base?: string): string {
  const url = new URL(page, base);
  url.searchParams.set('token', token);
  return url.toString();
}
