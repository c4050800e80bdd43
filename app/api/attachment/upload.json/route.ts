import { handleUploadRequest } from '@/lib/api/uploads';

// Attachments (RFQs): images as on image/upload.json, or a PDF kept as sent.
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleUploadRequest(request, 'attachment');
}
