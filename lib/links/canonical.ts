import { fillPattern } from '@/lib/routes/href';
import { matchRoute } from '@/lib/routes/match';
import { sitePath, type Site } from '@/lib/sites/resolve';

/** The routes whose last segment is `{name}{id}…`: a slug before the id (spec §2 "Link shapes"). */
const SLUGGED_ROUTES = new Set([
  'product',
  'supplier',
  'category',
  'categoryPage',
  'promotionProduct',
  'promotionSupplier',
]);

/**
 * spec §2 canonical URL, its path: the slug stripped so that only the numeric id remains
 * (`/Water-Bottle_123.html` → `/123.html`, `/category/Kitchen_45_2.html` → `/category/45_2.html`), and
 * only on the routes that carry one: a keyword list's page (`/hots/lamp_2.html`) keeps its keyword. The
 * path is the site's own, without its deploy path. That id-only URL answers 200 itself
 * (lib/catalogue/product-route.ts, components/category/category-list-page.tsx), so the canonical never
 * leads to a redirect.
 */
export function canonicalPath(path: string): string {
  const match = matchRoute(path);
  if (!match?.params.name || !SLUGGED_ROUTES.has(match.route.id)) return path;
  return fillPattern(match.route.pattern, { ...match.params, name: '' });
}

/**
 * spec §2 canonical URL: no query (the path as `canonicalPath` gives it), on the origin `href` names
 * (`publicOrigin`: https, or http on a loopback host; decision 0168). One parameter survives:
 * `lang`, for a language other than the site's default, because the language is otherwise negotiated
 * from headers and a canonical without it would fold every language version into one (ARCHITECTURE.md,
 * "Canonical and language links").
 */
export function canonicalUrl(href: string, options: { lang?: string; defaultLang?: string } = {}): string {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  if (options.lang && options.lang !== options.defaultLang) url.searchParams.set('lang', options.lang);
  return url.toString();
}

/** The language versions of a page for crawlers: one link per site language, plus x-default. */
export function languageAlternates(
  href: string,
  languages: readonly string[],
  defaultLang: string,
): { hreflang: string; href: string }[] {
  const links = languages.map((lang) => ({ hreflang: lang, href: canonicalUrl(href, { lang, defaultLang }) }));
  return [...links, { hreflang: 'x-default', href: canonicalUrl(href, { defaultLang }) }];
}

/**
 * The absolute canonical URL of a link to one of the site's pages, as a page's structured data names it:
 * the URL that page declares canonical in the same language (`canonicalPath`, `canonicalUrl`), so a
 * crawler reading a Product's, an Organization's or a breadcrumb's `url` lands on the URL it indexes
 * rather than on a slugged or default-language duplicate. `href` is the link as visitors see it, the
 * site's deploy path in front.
 */
export function pageCanonicalUrl(
  origin: string,
  href: string,
  site: Pick<Site, 'deployPath' | 'defaultLanguage'>,
  lang: string,
): string {
  const { pathname } = new URL(href, origin);
  const prefix = site.deployPath === '/' ? '' : site.deployPath;
  const own =
    prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))
      ? pathname.slice(prefix.length) || '/'
      : pathname;
  return canonicalUrl(origin + sitePath(site, canonicalPath(own)), { lang, defaultLang: site.defaultLanguage });
}
