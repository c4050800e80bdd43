import 'server-only';
import { headers } from 'next/headers';
import { pageCanonicalUrl } from '@/lib/links/canonical';
import type { UrlContext } from './structured-data';
import type { Site } from '@/lib/sites/resolve';
import { publicOrigin } from '@/lib/seo/public-origin';

/** The origin of the site's absolute links: its own domain, else the request's host (lib/seo/public-origin.ts). */
export async function siteOrigin(site: Site): Promise<string> {
  return publicOrigin(site.domain, site.domain ? null : (await headers()).get('host'));
}

/**
 * The absolute URLs of a page's structured data: `origin` for files (images), `page(href)` for a link to
 * a page, its canonical URL in the page's language (`pageCanonicalUrl`).
 */
export async function pageUrls(site: Site, locale: string): Promise<UrlContext> {
  const origin = await siteOrigin(site);
  return { origin, page: (href) => pageCanonicalUrl(origin, href, site, locale) };
}
