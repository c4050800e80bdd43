import { handleCdnRequest } from '@/lib/api/cdn';

type Context = { params: Promise<{ path: string[] }> };

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: Context): Promise<Response> {
  return handleCdnRequest(request, (await params).path);
}
