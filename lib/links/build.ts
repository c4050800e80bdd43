/**
 * spec §2 "Link shapes built by the product": category, product, supplier and search links, with and
 * without an active promotion, under the site's deploy path. Callers pass the stored slug (slug rule in
 * ./slug.ts), so a link never changes when a name is re-slugged.
 */
import { sitePath } from '@/lib/sites/resolve';

export type Promotion = { theme: string; id: number };
export type LinkContext = { deployPath: string; promotion?: Promotion | null };
type Slugged = { id: number; slug: string };

const ROOT: LinkContext = { deployPath: '/' };

function withPromotion(ctx: LinkContext, path: string): string {
  const promoted = ctx.promotion ? `/${ctx.promotion.theme}${ctx.promotion.id}${path}` : path;
  return sitePath(ctx, promoted);
}

export function buildCategoryPath(category: Slugged, ctx: LinkContext = ROOT): string {
  return sitePath(ctx, `/category/${category.slug}${category.id}.html`);
}

export function buildProductPath(product: Slugged, ctx: LinkContext = ROOT): string {
  return withPromotion(ctx, `/${product.slug}${product.id}.html`);
}

export function buildSupplierPath(supplier: Slugged, ctx: LinkContext = ROOT): string {
  return withPromotion(ctx, `/supplier/${supplier.slug}${supplier.id}.html`);
}

/**
 * spec §2 search link: keyword and id as given; exhibitionId only without a promotion, taken from the
 * current URL.
 */
export function buildSearchPath(
  kind: 'product' | 'supplier',
  query: { keyword?: string; id?: string | number; currentUrl?: string },
  ctx: LinkContext = ROOT,
): string {
  const params = new URLSearchParams();
  if (!ctx.promotion && query.currentUrl) {
    const exhibitionId = new URL(query.currentUrl, 'http://x').searchParams.get('exhibitionId');
    if (exhibitionId && /^\d+$/.test(exhibitionId)) params.set('exhibitionId', exhibitionId);
  }
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.id !== undefined && query.id !== '') params.set('id', String(query.id));
  const search = params.toString();
  return withPromotion(ctx, `/search/${kind}${search ? `?${search}` : ''}`);
}

/** spec §2: the buyer area opens in a new window at {buyerSite}/buyer/main.page with the token. */
export function buildBuyerAreaUrl(buyerSite: string, token: string): string {
  const url = new URL('/buyer/main.page', buyerSite);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * spec §7 outbound links: the product's own domains get the visitor's `lang`; the data service's token
 * endpoint gets `meoToken` from the SSO token; a host named `global` becomes the `www` host.
 */
export function decorateOutboundUrl(
  href: string,
  options: { lang: string; ownDomains: readonly string[]; dataServiceTokenUrl?: string; ssoToken?: string | null },
): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  const [first, ...rest] = url.hostname.split('.');
  if (first === 'global' && rest.length > 0) url.hostname = ['www', ...rest].join('.');
  const own = options.ownDomains.some((d) => url.hostname === d || url.hostname.endsWith(`.${d}`));
  if (own) url.searchParams.set('lang', options.lang);
  if (options.dataServiceTokenUrl && options.ssoToken && href.startsWith(options.dataServiceTokenUrl)) {
    url.searchParams.set('meoToken', options.ssoToken);
  }
  return url.toString();
}

/**
 * A redirect's target (a path, maybe with its own query) keeps the `?lang=` the request asked for when
 * that is the language it was served in: a crawler, which keeps no cookie, reaches a language version
 * only through it (ARCHITECTURE.md, "Canonical and language links").
 */
export function keepRequestedLang(href: string, requested: string | string[] | undefined, served: string): string {
  const lang = Array.isArray(requested) ? requested[0] : requested;
  if (lang !== served) return href;
  const url = new URL(href, 'http://x');
  url.searchParams.set('lang', lang);
  return url.pathname + url.search;
}
