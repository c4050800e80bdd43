// Types of server/page-cache.mjs (a plain ES module, so the production server needs no build step).
export const PAGE_CACHE_HEADER: 'x-sourcefair-page-cache';
export const PAGE_CACHE_STATUS_HEADER: 'x-page-cache';
export const SESSION_COOKIE_NAME: 'sf_session';
export const STALE_SECONDS: number;
export const PAGE_VARY: string[];

export type RequestLike = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
export type Entry = {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
};

export function cookieValue(header: string | undefined, name: string): string;
export function isShareableRequest(request: RequestLike): boolean;
export function pageCacheKey(request: RequestLike): string;
export function isPagePath(url: string): boolean;
export function storableSeconds(
  status: number,
  headers: Record<string, string | string[] | number | undefined>,
): number;
export function cacheControlFor(seconds: number): string;
export function mergeVary(existing: string | string[] | number | undefined): string;
export function storedHeaders(
  headers: Record<string, string | string[] | number | undefined>,
): Record<string, string | string[]>;

export class PageCache {
  constructor(options: { maxBytes: number; now?: () => number });
  readonly maxBytes: number;
  readonly bytes: number;
  lookup(key: string): { entry: Entry; state: 'HIT' | 'STALE' } | { state: 'WAIT' } | undefined;
  wait(key: string, callback: (entry: Entry | undefined) => void): void;
  store(
    key: string,
    page: { status: number; headers: Record<string, string | string[]>; body: Buffer; seconds: number },
  ): void;
  abandon(key: string): void;
  delete(key: string): void;
  clear(): void;
}

export class RenderGate {
  constructor(limit: number);
  readonly limit: number;
  running: number;
  readonly waiting: number;
  enter(start: (done: () => void) => void): void;
}
export function refreshNonce(
  entry: { headers: Record<string, string | string[]>; body: Buffer },
  nonce: string,
): { headers: Record<string, string | string[]>; body: Buffer };
export function asBuffer(chunk: unknown, encoding: unknown): Buffer;
