import { handleUploadRequest } from '@/lib/api/uploads';

// spec §7 POST {image server}/image/upload.json: a multipart file; answers a list of {id, msgs}.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleUploadRequest(request, 'image');
}
