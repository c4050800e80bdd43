import { parsePlaceholder, renderPlaceholder } from '@/lib/media/placeholder';

type Context = { params: Promise<{ kind: string; file: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { kind, file } = await params;
  const request = parsePlaceholder(kind, file);
  if (!request) return new Response('Not found', { status: 404 });
  return new Response(renderPlaceholder(request), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // The same address always draws the same picture.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
