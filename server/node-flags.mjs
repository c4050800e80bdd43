// @ts-check
/**
 * Node's flags and environment for the production server, given by everything that starts it (npm start
 * in package.json, scripts/demo.mjs, playwright.config.ts, bench/run.mjs; tests/contracts/server-flags.test.ts
 * holds them equal). V8 otherwise lets the heap grow to several times what is live while pages render:
 * with 256 MB the server peaked at about 400 MB under mixed load, with 160 MB at about 355 MB, the same
 * CPU a page (bench/README.md). The page cache's bytes (PAGE_CACHE_MB) live outside the heap; Next's data
 * cache (next.config.mjs, 16 MB) inside it.
 *
 * `--single-threaded-gc`: V8's collector does its work on the main thread instead of handing parts to
 * helper threads. On a heap this small the helpers cost more than they save: 7 % less CPU a page pinned
 * to one core and 11 % less on two, with the same or lower latency and at most 16 MB more resident
 * (bench/flags-ab.mjs; bench/README.md "The garbage collector's threads").
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=160', '--single-threaded-gc'];

/**
 * glibc gives each thread that allocates (the gzip of every streamed page runs on libuv's pool) an arena
 * of its own, up to eight per core, and returns little of them: two arenas kept the peak about 20 MB lower
 * under the same load (bench/README.md). Launchers add it to the server's environment.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
