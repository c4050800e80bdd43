import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { acceptedTypes, UPLOAD_LIMITS, type UploadErrorCode, type UploadKind } from './limits';

// Decoded images are not kept between requests: an upload service would only fill memory with them.
sharp.cache(false);

export type ProcessedFile = {
  bytes: Buffer;
  contentType: string;
  extension: string;
  width: number | null;
  height: number | null;
};

export type ProcessResult = { ok: true; file: ProcessedFile } | { ok: false; code: UploadErrorCode };

/** What each accepted image becomes: JPEG, PNG and WebP keep their format; GIF (first frame) → PNG, AVIF → WebP. */
const OUTPUT: Record<string, { format: 'jpeg' | 'png' | 'webp'; contentType: string; extension: string }> = {
  'image/jpeg': { format: 'jpeg', contentType: 'image/jpeg', extension: 'jpg' },
  'image/png': { format: 'png', contentType: 'image/png', extension: 'png' },
  'image/gif': { format: 'png', contentType: 'image/png', extension: 'png' },
  'image/webp': { format: 'webp', contentType: 'image/webp', extension: 'webp' },
  'image/avif': { format: 'webp', contentType: 'image/webp', extension: 'webp' },
};

// At most two images are decoded at once per process (two cores): a burst of uploads queues instead of
// multiplying memory.
const MAX_DECODING = 2;
let decoding = 0;
const waiting: Array<() => void> = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= MAX_DECODING) await new Promise<void>((resolve) => waiting.push(resolve));
  decoding += 1;
  try {
    return await work();
  } finally {
    decoding -= 1;
    waiting.shift()?.();
  }
}

function unsupported(kind: UploadKind): ProcessResult {
  return { ok: false, code: kind === 'image' ? 'unsupportedImage' : 'unsupportedAttachment' };
}

/** A PDF is kept as sent (never re-encoded) when it looks whole: the header and an end-of-file marker. */
function checkPdf(bytes: Buffer): ProcessResult {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!tail.includes('%%EOF')) return { ok: false, code: 'unreadable' };
  return { ok: true, file: { bytes, contentType: 'application/pdf', extension: 'pdf', width: null, height: null } };
}

/**
 * Re-encodes an image with sharp: orientation applied, every metadata block (EXIF, GPS, ICC, XMP)
 * dropped, scaled to fit maxOutputSide. The header's dimensions are checked before anything is decoded,
 * and libvips is told the same pixel limit, so a small file that expands to gigabytes is refused.
 */
async function reencode(bytes: Buffer, detected: string): Promise<ProcessResult> {
  const output = OUTPUT[detected];
  if (!output) return { ok: false, code: 'unsupportedImage' };
  const options = { limitInputPixels: UPLOAD_LIMITS.maxInputPixels, failOn: 'error' as const, sequentialRead: true };
  try {
    const meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return { ok: false, code: 'unreadable' };
    if (meta.width * meta.height > UPLOAD_LIMITS.maxInputPixels) return { ok: false, code: 'tooManyPixels' };
    const side = UPLOAD_LIMITS.maxOutputSide;
    const pipeline = sharp(bytes, options)
      .autoOrient()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    const encoded =
      output.format === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : output.format === 'png'
          ? pipeline.png({ compressionLevel: 8 })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      file: {
        bytes: data,
        contentType: output.contentType,
        extension: output.extension,
        width: info.width,
        height: info.height,
      },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) return { ok: false, code: 'tooManyPixels' };
    return { ok: false, code: 'unreadable' };
  }
}

/**
 * Checks a file by its content (magic bytes, `file-type`), never by its name or declared type, and
 * turns it into what is stored: a re-encoded image, or a PDF as sent (attachments only).
 */
export async function processUpload(input: Uint8Array, kind: UploadKind): Promise<ProcessResult> {
  if (input.byteLength > UPLOAD_LIMITS.maxFileBytes) return { ok: false, code: 'tooLarge' };
  if (input.byteLength === 0) return { ok: false, code: 'noFile' };
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (!detected || !acceptedTypes(kind).includes(detected)) return unsupported(kind);
  if (detected === 'application/pdf') return checkPdf(bytes);
  return withDecodeSlot(() => reencode(bytes, detected));
}
