import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '@/lib/env';

/**
 * Where uploaded bytes live. The local disk is the working default; an S3-compatible store implements the
 * same three calls. Keys are made by the server only (lib/uploads/service.ts), never from a file name.
 */
export interface ObjectStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9]+(?:\/[a-z0-9-]+)*\.[a-z0-9]+$/;

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

/** Objects as files under a root directory; a write goes to a temporary name first, so a reader never sees half a file. */
export class LocalDiskStorage implements ObjectStorage {
  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    return path.join(this.root, ...checkedKey(key).split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes, { mode: 0o640, flag: 'wx' });
    await rename(temporary, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}

let storage: { root: string; store: ObjectStorage } | undefined;

/** The configured storage: the local disk under UPLOAD_DIR. */
export function getStorage(): ObjectStorage {
  const root = path.resolve(getEnv().UPLOAD_DIR);
  if (storage?.root !== root) storage = { root, store: new LocalDiskStorage(root) };
  return storage.store;
}
