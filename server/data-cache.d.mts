// Types of server/data-cache.mjs (a plain ES module: next.config.mjs names it as Next's cacheHandler).
import type FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';

export default class MemoryDataCache extends FileSystemCache {}
