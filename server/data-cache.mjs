// @ts-check
/**
 * Next's data cache (unstable_cache), kept in memory only. Next's own handler (FileSystemCache) keeps
 * entries in a bounded in-memory LRU (next.config.mjs `cacheMaxMemorySize`) and, with
 * `isrFlushToDisk: false`, never writes them to disk; but on every miss it still opens the file the
 * entry would have had, fails with ENOENT and only then answers "not cached": 1.4 % of an uncached
 * product page's CPU, measured (bench/README.md). This handler answers such a miss from memory alone and
 * leaves everything else (hits, tags and their revalidation, pages) to Next's handler. Should Next rename
 * its memory cache, `memory` is undefined and every miss goes the old way again (the unit test fails).
 */
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache;

export default class MemoryDataCache extends FileSystemCache {
  /** @type {FileSystemCache['get']} */
  async get(...args) {
    const [key, ctx] = args;
    // the memory cache is Next's one LRU, shared by every handler instance (one per request)
    const memory = /** @type {{ memoryCache?: { has(key: string): boolean } }} */ (
      /** @type {unknown} */ (FileSystemCache)
    ).memoryCache;
    if (ctx.kind === 'FETCH' && memory && !memory.has(key)) return null;
    return super.get(...args);
  }
}
