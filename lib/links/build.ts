/**
 * spec §2 "Link shapes built by the product": category, product, supplier and search links, with and
 * without an active promotion, under the site's deploy path. Callers pass the stored slug (slug rule in
 * ./slug.ts), so a link never changes when a name is re-slugged.
 */
import { href, type LinkContext as SiteLinkContext } from '@/lib/routes/href';
import { first, type RawValue } from '@/lib/routes/query';
import { searchPath } from './search';

export type LinkContext = SiteLinkContext;
export type Promotion = NonNullable<LinkContext['promotion']>;
type Slugged = { id: number; slug: string };

const ROOT: LinkContext = { deployPath: '/' };

export function buildCategoryPath(category: Slugged, ctx: LinkContext = ROOT): string {
  return href('category', { name: category.slug, categoryId: category.id }, { site: ctx });
}

export function buildProductPath(product: Slugged, ctx: LinkContext = ROOT): string {
  return href('product', { name: product.slug, productId: product.id }, { site: ctx });
}

export function buildSupplierPath(supplier: Slugged, ctx: LinkContext = ROOT): string {
  return href('supplier', { name: supplier.slug, supplierId: supplier.id }, { site: ctx });
}

/** spec §2 search link (./search.ts `searchPath`, filled from every route's pattern). */
export function buildSearchPath(
  kind: 'product' | 'supplier',
  query: { keyword?: string; id?: string | number; currentUrl?: string },
  ctx: LinkContext = ROOT,
): string {
  return searchPath(href, kind, query, ctx);
}

/**
 * spec §7 outbound links: the product's own domains get the visitor's `lang`; the data service's token
 * endpoint gets `meoToken` from the SSO token; a host named `global` becomes the `www` host.
 */
export function decorateOutboundUrl(
  link: string,
  options: { lang: string; ownDomains: readonly string[]; dataServiceTokenUrl?: string; ssoToken?: string | null },
): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  const [label, ...rest] = url.hostname.split('.');
  if (label === 'global' && rest.length > 0) url.hostname = ['www', ...rest].join('.');
  const own = options.ownDomains.some((d) => url.hostname === d || url.hostname.endsWith(`.${d}`));
  if (own) url.searchParams.set('lang', options.lang);
  if (options.dataServiceTokenUrl && options.ssoToken && link.startsWith(options.dataServiceTokenUrl)) {
    url.searchParams.set('meoToken', options.ssoToken);
  }
  return url.toString();
}

/**
 * A redirect's target (a path, maybe with its own query) keeps the `?lang=` the request asked for when
 * that is the language it was served in: a crawler, which keeps no cookie, reaches a language version
 * only through it (ARCHITECTURE.md, "Canonical and language links").
 */
export function keepRequestedLang(target: string, requested: RawValue, served: string): string {
  const lang = first(requested);
  if (lang !== served) return target;
  const url = new URL(target, 'http://x');
  url.searchParams.set('lang', lang);
  return url.pathname + url.search;
}
