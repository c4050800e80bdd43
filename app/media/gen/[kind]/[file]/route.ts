import { supplierInitials } from '@/lib/media/logo-initials';
import { parsePlaceholder, renderPlaceholder } from '@/lib/media/placeholder';

type Context = { params: Promise<{ kind: string; file: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { kind, file } = await params;
  const request = parsePlaceholder(kind, file);
  if (!request) return new Response('Not found', { status: 404 });
  // a supplier's logo shows its initials ("Anadolu Tekstil" → AT); without the database, letters of its own
  const initials = request.kind === 'logo' ? await supplierInitials(request.id).catch(() => undefined) : undefined;
  return new Response(renderPlaceholder(request, initials), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // The same address always draws the same picture.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}
