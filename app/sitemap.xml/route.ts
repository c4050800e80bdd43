import { getSites } from '@/lib/sites/load';
import { siteForSitemap, sitemapOrigin } from '@/lib/seo/sitemap-site';
import { sitemapIndexEntries } from '@/lib/seo/sitemaps';
import { renderSitemapIndex } from '@/lib/seo/xml';
import { xmlResponse } from '@/lib/seo/responses';
import { answeringOutage } from '@/lib/api/outage';

export const dynamic = 'force-dynamic';

/** The sitemap index of a site: the host's site, or `?site={code}` for a site under a deploy path. */
export const GET = answeringOutage(async function GET(request: Request): Promise<Response> {
  const host = request.headers.get('host');
  const site = siteForSitemap(await getSites(), host, new URL(request.url).searchParams.get('site'));
  if (!site) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const entries = await sitemapIndexEntries(site, { origin: sitemapOrigin(site, host) });
  return xmlResponse(renderSitemapIndex(entries));
});
