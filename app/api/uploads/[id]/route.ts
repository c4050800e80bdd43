import { handleUploadFileRequest } from '@/lib/api/uploads';

type Context = { params: Promise<{ id: string }> };

// A stored upload by id, with its stored content type (lib/api/uploads.ts).
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  return handleUploadFileRequest(request, id);
}
