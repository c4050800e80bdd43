import { getBuyerToken } from '@/lib/gateway/session-values';
import { UPLOAD_ERROR_CODES, UPLOAD_PATHS, type UploadErrorCode, type UploadItem, type UploadKind } from './limits';

/** spec §5/§8: an image upload without an id in its answer fails with this message. */
export const UPLOAD_NETWORK_ERROR = 'Network Error';

/** Uploads get longer than spec §9's 30 s for a call: ten megabytes on a slow connection take a while. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * A failed upload. Its message is 'Network Error' (spec §5); `code` says why when the server said so
 * (else networkError), and `serverMessage` is the server's translated msgs.
 */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly code: UploadErrorCode | 'networkError',
    readonly serverMessage: string | null = null,
  ) {
    super(UPLOAD_NETWORK_ERROR);
  }
}

export type UploadOptions = {
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
  /** The language of the answer's msgs. */
  lang?: string;
  /** Origin in front of /api; empty = this site. */
  baseUrl?: string;
};

function firstItem(text: string): Partial<UploadItem> | null {
  try {
    const body: unknown = JSON.parse(text);
    const item: unknown = Array.isArray(body) ? body[0] : null;
    return item && typeof item === 'object' ? (item as Partial<UploadItem>) : null;
  } catch {
    return null;
  }
}

function knownCode(code: unknown): UploadErrorCode | 'networkError' {
  return (UPLOAD_ERROR_CODES as readonly unknown[]).includes(code) ? (code as UploadErrorCode) : 'networkError';
}

/**
 * Sends one file to the image server (spec §7, multipart field `file`) and resolves with its id; an
 * answer without an id rejects with 'Network Error' (spec §5). XMLHttpRequest rather than fetch, for
 * upload progress. The session cookie goes along; the stored buyer token is sent as Bearer too (the app).
 */
export function uploadFile(
  file: Blob & { name?: string },
  kind: UploadKind,
  options: UploadOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) return reject(signal.reason);
    const query = options.lang ? `?lang=${encodeURIComponent(options.lang)}` : '';
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${(options.baseUrl ?? '').replace(/\/+$/, '')}${UPLOAD_PATHS[kind]}${query}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getBuyerToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      const item = firstItem(xhr.responseText);
      if (typeof item?.id === 'string' && item.id !== '') {
        options.onProgress?.(1);
        resolve(item.id);
        return;
      }
      reject(new UploadError(knownCode(item?.code), typeof item?.msgs === 'string' && item.msgs ? item.msgs : null));
    };
    xhr.onerror = xhr.ontimeout = () => {
      done();
      reject(new UploadError('networkError'));
    };
    xhr.onabort = () => {
      done();
      reject(signal?.reason ?? new UploadError('networkError'));
    };
    const form = new FormData();
    form.append('file', file, file.name ?? 'upload');
    xhr.send(form);
  });
}

/** spec §5: an image's id, or 'Network Error'. */
export function uploadImage(file: Blob & { name?: string }, options?: UploadOptions): Promise<string> {
  return uploadFile(file, 'image', options);
}

/** An RFQ attachment (image or PDF): its id, or 'Network Error'. */
export function uploadAttachment(file: Blob & { name?: string }, options?: UploadOptions): Promise<string> {
  return uploadFile(file, 'attachment', options);
}
