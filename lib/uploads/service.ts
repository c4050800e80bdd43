import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { uploads } from '@/lib/db/schema';
import { uploadUrl, type UploadErrorCode, type UploadKind } from './limits';
import { processUpload } from './process';
import { getStorage } from './storage';
import { getLogger } from '@/lib/log/logger';

export type StoredUpload = {
  id: string;
  url: string;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  name: string | null;
};

export type SaveResult = { ok: true; upload: StoredUpload } | { ok: false; code: UploadErrorCode };

/** Half of a UTF-16 surrogate pair without its other half. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NAME_MAX = 200;

/**
 * The name a person gave the file, for display only: control characters, unpaired surrogates and paths
 * removed, at most 200 UTF-16 units without cutting a character in two (text the API can store,
 * lib/validation/text.ts).
 */
export function cleanOriginalName(name: string | undefined | null): string | null {
  if (!name) return null;
  const base = name.split(/[\\/]/).pop() ?? '';
  let clean = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(UNPAIRED_SURROGATE, '')
    .trim();
  if (clean.length > NAME_MAX) {
    const cut = clean.charCodeAt(NAME_MAX - 1);
    clean = clean.slice(0, cut >= 0xd800 && cut <= 0xdbff ? NAME_MAX - 1 : NAME_MAX).trim();
  }
  return clean || null;
}

/**
 * Checks and stores one file for an account (null: sent signed out): processed (lib/uploads/process.ts), written to object
 * storage under a server-made key ({year}/{month}/{id}.{ext}), then recorded in `uploads`. A failed
 * insert removes the stored object again.
 */
export async function saveUpload(
  accountId: number | null,
  file: { name: string | null; bytes: Uint8Array },
  kind: UploadKind,
): Promise<SaveResult> {
  const processed = await processUpload(file.bytes, kind);
  if (!processed.ok) return processed;
  const { bytes, contentType, extension, width, height } = processed.file;
  const id = randomUUID();
  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}.${extension}`;
  const storage = getStorage();
  await storage.put(key, bytes, contentType);
  const name = cleanOriginalName(file.name);
  try {
    await getDb()
      .insert(uploads)
      .values({
        id,
        accountId,
        storageKey: key,
        contentType,
        byteSize: bytes.byteLength,
        width,
        height,
        sha256: createHash('sha256').update(bytes).digest(),
        originalName: name,
      });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  return { ok: true, upload: { id, url: uploadUrl(id), contentType, byteSize: bytes.byteLength, width, height, name } };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type UploadFile = { bytes: Buffer; contentType: string; sha256: string; name: string | null };

/** A stored file by its id, with the content type it was stored with; null for an unknown or malformed id. */
export async function readUpload(id: string): Promise<UploadFile | null> {
  if (!UUID.test(id)) return null;
  const [row] = await getDb()
    .select({
      storageKey: uploads.storageKey,
      contentType: uploads.contentType,
      sha256: uploads.sha256,
      name: uploads.originalName,
    })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  if (!row) return null;
  const bytes = await getStorage().get(row.storageKey);
  if (!bytes) {
    getLogger().error({ uploadId: id }, 'upload recorded but missing from storage');
    return null;
  }
  return { bytes, contentType: row.contentType, sha256: row.sha256.toString('hex'), name: row.name };
}
