import { getSites } from '@/lib/sites/load';
import { parseSitemapFileName } from '@/lib/seo/sitemap-files';
import { siteForSitemap, sitemapOrigin } from '@/lib/seo/sitemap-site';
import { sitemapFileEntries } from '@/lib/seo/sitemaps';
import { renderUrlset } from '@/lib/seo/xml';
import { notFoundResponse, xmlResponse } from '@/lib/seo/responses';
import { answeringOutage } from '@/lib/api/outage';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ file: string }> };

/** One child sitemap: `{siteCode}-{kind}[-{n}].xml` (lib/seo/sitemap-files.ts). */
export const GET = answeringOutage(async function GET(request: Request, { params }: Context): Promise<Response> {
  const file = parseSitemapFileName((await params).file);
  if (!file) return notFoundResponse();
  const host = request.headers.get('host');
  const site = siteForSitemap(await getSites(), host, file.site);
  if (!site) return notFoundResponse();
  const entries = await sitemapFileEntries(site, file, { origin: sitemapOrigin(site, host) });
  return entries ? xmlResponse(renderUrlset(entries)) : notFoundResponse();
});
