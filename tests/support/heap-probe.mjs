// @ts-check
/**
 * Loaded into a server started by a memory test (`node --expose-gc --import ./tests/support/heap-probe.mjs
 * server/serve.mjs`): a second listener on 127.0.0.1:HEAP_PROBE_PORT answers
 *   GET /heap      a full garbage collection, then the heap's figures as JSON
 *   GET /now       the heap's figures as they are, without a collection
 *   GET /snapshot  a heap snapshot written to HEAP_PROBE_DIR (or the working directory); its path as JSON
 * Nothing of it is in the production server itself.
 */
import { createServer } from 'node:http';
import { getHeapStatistics, writeHeapSnapshot } from 'node:v8';
import path from 'node:path';

const port = Number(process.env.HEAP_PROBE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('heap-probe: HEAP_PROBE_PORT is not set');
const gc = /** @type {undefined | (() => void)} */ (globalThis.gc);
if (!gc) throw new Error('heap-probe: start node with --expose-gc');

createServer((req, res) => {
  if (req.url === '/heap' || req.url === '/now') {
    // two passes: the first can leave weakly held objects and finalizers for the second
    if (req.url === '/heap') {
      gc();
      gc();
    }
    const heap = getHeapStatistics();
    const memory = process.memoryUsage();
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        usedHeap: heap.used_heap_size,
        totalHeap: heap.total_heap_size,
        heapLimit: heap.heap_size_limit,
        rss: memory.rss,
        external: memory.external,
        arrayBuffers: memory.arrayBuffers,
      }),
    );
  } else if (req.url === '/snapshot') {
    gc();
    const file = writeHeapSnapshot(path.join(process.env.HEAP_PROBE_DIR ?? '.', `heap-${Date.now()}.heapsnapshot`));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ file }));
  } else {
    res.statusCode = 404;
    res.end();
  }
})
  .listen(port, '127.0.0.1')
  .unref();
