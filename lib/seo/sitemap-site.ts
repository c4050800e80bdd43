import { resolveSite, type Site } from '@/lib/sites/resolve';
import { publicOrigin } from './public-origin';

/**
 * The site a sitemap or robots.txt request is for. The sitemap files live outside the sites' deploy
 * paths (route handlers at the root, not under /tr), so a site is named by `?site={code}` for the index
 * and by the file name's prefix for the children; without it, the host decides as in the proxy.
 */
export function siteForSitemap(sites: readonly Site[], host: string | null, code: string | null): Site | undefined {
  if (code !== null) return sites.find((s) => s.code === code);
  return resolveSite(sites, host, '/')?.site;
}

/** The site's own domain, else the host the request came to, as the page head's canonical (./public-origin.ts). */
export function sitemapOrigin(site: Pick<Site, 'domain'>, host: string | null): string {
  return publicOrigin(site.domain, host);
}

/** The index URL of a site: `/sitemap.xml` for the host's own site, `?site=` for the deploy-path sites. */
export function sitemapIndexUrl(site: Site, host: string | null, hostSite: Site | undefined): string {
  const origin = sitemapOrigin(site, host);
  return site.domain || site.id === hostSite?.id ? `${origin}/sitemap.xml` : `${origin}/sitemap.xml?site=${site.code}`;
}

/** The sites a host serves: the one whose domain it is, else every site without a domain of its own. */
export function sitesOnHost(sites: readonly Site[], host: string | null): Site[] {
  const name = host?.toLowerCase().replace(/:\d+$/, '');
  const own = sites.find((s) => s.domain && s.domain.toLowerCase() === name);
  return own ? [own] : sites.filter((s) => !s.domain);
}
