import type { Site } from '@/lib/sites/resolve';
import { resolveSite } from '@/lib/sites/resolve';
import { sitemapIndexUrl, sitesOnHost } from './sitemap-site';

/**
 * robots.txt: everything may be crawled except the API (data, not pages) and search results (endless
 * keyword combinations of thin pages; the sitemaps list the real pages), under every deploy path too.
 */
export function renderRobots(sites: readonly Site[], host: string | null): string {
  const hostSite = resolveSite(sites, host, '/')?.site;
  const lines = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /search/',
    'Disallow: /*/search/',
    '',
    ...sitesOnHost(sites, host).map((s) => `Sitemap: ${sitemapIndexUrl(s, host, hostSite)}`),
  ];
  return `${lines.join('\n')}\n`;
}
