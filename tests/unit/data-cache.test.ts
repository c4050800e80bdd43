import { existsSync, mkdtempSync, promises, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CacheFs } from 'next/dist/shared/lib/utils';
import { afterAll, describe, expect, it } from 'vitest';
import MemoryDataCache from '@/server/data-cache.mjs';

// The data cache handler next.config.mjs names (server/data-cache.mjs): unstable_cache entries live in
// Next's bounded memory LRU only, and a miss never reads the disk.

type GetContext = Parameters<MemoryDataCache['get']>[1];
type SetValue = Parameters<MemoryDataCache['set']>[1];
type SetContext = Parameters<MemoryDataCache['set']>[2];

/** The file system Next hands the handler, counting every read. */
function countingFs(): CacheFs & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    existsSync: ((path: string) => {
      reads.push(path);
      return existsSync(path);
    }) as CacheFs['existsSync'],
    readFile: ((path: string, options?: BufferEncoding) => {
      reads.push(path);
      return promises.readFile(path, options);
    }) as CacheFs['readFile'],
    readFileSync: ((path: string, options?: BufferEncoding) => {
      reads.push(path);
      return readFileSync(path, options);
    }) as CacheFs['readFileSync'],
    writeFile: (path, data) => promises.writeFile(path, data),
    mkdir: (dir) => promises.mkdir(dir, { recursive: true }),
    stat: (path) => {
      reads.push(path);
      return promises.stat(path);
    },
  };
}

// where Next's handler would look for entries on disk; nothing is ever written there
const distDir = mkdtempSync(join(tmpdir(), 'sf-data-cache-'));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

function handler(fs: CacheFs): MemoryDataCache {
  return new MemoryDataCache({
    fs,
    serverDistDir: distDir,
    flushToDisk: false,
    maxMemoryCacheSize: 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  });
}

const fetchGet = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [] }) as unknown as GetContext;
const fetchSet = (tags: string[]) => ({ fetchCache: true, tags }) as SetContext;
const entry = (body: unknown, tags: string[]) =>
  ({
    kind: 'FETCH',
    data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' },
    tags,
    revalidate: 60,
  }) as unknown as SetValue;

describe('the data cache handler', () => {
  it('answers a miss as not cached without reading the disk', async () => {
    const fs = countingFs();
    await expect(handler(fs).get('data-cache-test-miss', fetchGet(['catalogue']))).resolves.toBeNull();
    expect(fs.reads).toEqual([]);
  });

  it('keeps an entry for the next request, in memory', async () => {
    const fs = countingFs();
    await handler(fs).set(
      'data-cache-test-hit',
      entry({ name: 'Steel shelf' }, ['product:7']),
      fetchSet(['product:7']),
    );
    // one handler per request (Next makes a new one each time); the memory is shared
    const hit = await handler(fs).get('data-cache-test-hit', fetchGet(['product:7']));
    expect(hit?.value).toMatchObject({ kind: 'FETCH', data: { body: '{"name":"Steel shelf"}' } });
    expect(fs.reads).toEqual([]);
  });

  it('drops an entry whose tag is revalidated', async () => {
    const fs = countingFs();
    const cache = handler(fs);
    await cache.set('data-cache-test-tag', entry([1, 2], ['supplier:9']), fetchSet(['supplier:9']));
    await new Promise((resolve) => setTimeout(resolve, 5)); // the revalidation is later than the entry
    await cache.revalidateTag('supplier:9');
    await expect(handler(fs).get('data-cache-test-tag', fetchGet(['supplier:9']))).resolves.toBeNull();
  });
});
