/** A path segment `{slug}_{id}[_{pageNo}].html`: the slug rule always ends the slug with an underscore. */
const SLUGGED_SEGMENT = /^[^/_]*_(\d+(?:_[1-9]\d*)?\.html)$/;

/**
 * spec §2 canonical URL: https, no query, and the slug stripped so that only the numeric id remains
 * (`/Water-Bottle_123.html` → `/123.html`). One parameter survives: `lang`, for a language other than
 * the site's default, because the language is otherwise negotiated from headers and a canonical without
 * it would fold every language version into one (ARCHITECTURE.md, "Canonical and language links").
 */
export function canonicalUrl(href: string, options: { lang?: string; defaultLang?: string } = {}): string {
  const url = new URL(href);
  url.protocol = 'https:';
  url.search = '';
  url.hash = '';
  url.pathname = url.pathname
    .split('/')
    .map((segment) => segment.replace(SLUGGED_SEGMENT, '$1'))
    .join('/');
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
