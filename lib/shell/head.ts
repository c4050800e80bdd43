import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { canonicalPath, canonicalUrl, languageAlternates } from '@/lib/links/canonical';
import { publicOrigin } from '@/lib/seo/public-origin';
import { sitePath, type Site } from '@/lib/sites/resolve';

/**
 * spec §2 page head links: the canonical URL and one alternate per site language plus x-default.
 * The path is `canonicalPath`'s (a product's, supplier's or category's slug stripped to the id).
 * The origin is the site's own domain when it has one, else the host the request came to.
 */
export async function headLinks(site: Site, path: string, locale: string): Promise<Metadata['alternates']> {
  const host = site.domain ? null : (await headers()).get('host');
  const href = `${publicOrigin(site.domain, host)}${sitePath(site, canonicalPath(path))}`;
  const alternates = languageAlternates(href, site.languages, site.defaultLanguage);
  return {
    canonical: canonicalUrl(href, { lang: locale, defaultLang: site.defaultLanguage }),
    languages: Object.fromEntries(alternates.map((a) => [a.hreflang, a.href])),
  };
}
