import { getSites } from '@/lib/sites/load';
import { renderRobots } from '@/lib/seo/robots';

export const dynamic = 'force-dynamic';

/** robots.txt of the host: crawl everything but the API and search results; one sitemap index per site. */
export async function GET(request: Request): Promise<Response> {
  const body = renderRobots(await getSites(), request.headers.get('host'));
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
