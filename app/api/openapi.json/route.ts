import { buildOpenApiDocument } from '@/lib/api/openapi';

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export function GET(): Response {
  document ??= buildOpenApiDocument();
  return Response.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
