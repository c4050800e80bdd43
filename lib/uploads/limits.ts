/**
 * What the image server accepts (spec §7 image/upload.json) and where it lives. Client-safe: the upload
 * field checks the same numbers before sending.
 */

/** The two upload endpoints: images (spec §7) and attachments (images or PDF, for RFQs). */
export type UploadKind = 'image' | 'attachment';

/** spec §7 {image server}: the site's own /api, so the session cookie goes along. */
export const UPLOAD_PATHS: Record<UploadKind, string> = {
  image: '/api/image/upload.json',
  attachment: '/api/attachment/upload.json',
};

/** Where a stored file is read: /api/uploads/{id}. */
export const UPLOAD_FILE_PREFIX = '/api/uploads';

export function uploadUrl(id: string): string {
  return `${UPLOAD_FILE_PREFIX}/${id}`;
}

export const UPLOAD_LIMITS = {
  /** One file, as sent. */
  maxFileBytes: 10 * 1024 * 1024,
  maxFilesPerRequest: 5,
  /** The whole multipart body; refused while streaming beyond it. */
  maxRequestBytes: 20 * 1024 * 1024,
  /** Width × height of an image as declared in its header, checked before decoding (decompression bombs). */
  maxInputPixels: 50_000_000,
  /** Stored images are scaled down to fit this many pixels on their longer side. */
  maxOutputSide: 4096,
} as const;

/** Image types accepted, by their content (magic bytes), never by name or declared type. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const ATTACHMENT_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;

export function acceptedTypes(kind: UploadKind): readonly string[] {
  return kind === 'image' ? IMAGE_TYPES : ATTACHMENT_TYPES;
}

/** Why a file or a request was refused; each has a text in the uploads namespace (errors.*). */
export const UPLOAD_ERROR_CODES = [
  'signedOut',
  'crossSite',
  'rateLimited',
  'notMultipart',
  'noFile',
  'tooManyFiles',
  'tooLarge',
  'unsupportedImage',
  'unsupportedAttachment',
  'tooManyPixels',
  'unreadable',
  'serverError',
  /** The database cannot be reached just now: 503 with Retry-After (lib/db/unavailable.ts). */
  'unavailable',
] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

/**
 * One item of the answer, a list in the order of the files (spec §3 image upload response: id and
 * msgs). A refused file has no id; `code` says why and `msgs` says it in the caller's language.
 */
export type UploadItem = {
  id: string | null;
  msgs: string;
  code: 'ok' | UploadErrorCode;
  url?: string;
  contentType?: string;
  byteSize?: number;
  width?: number | null;
  height?: number | null;
  name?: string | null;
};

export const MEGABYTE = 1024 * 1024;
