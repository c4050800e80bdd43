/** Sitemaps change slowly and are read by crawlers: shared caches may keep them an hour. */
const SITEMAP_CACHE = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE },
  });
}

export function notFoundResponse(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
