import { AsyncLocalStorage } from 'node:async_hooks';
import { captureProcessContext } from '@/lib/process/context';
import { collected } from '@/tests/support/gc';

vi.mock('@/lib/db/client', () => ({ getPool: () => undefined }));

// as the production server does at start, before any request (server/serve.mjs, instrumentation.ts)
captureProcessContext();
const requestContext = new AsyncLocalStorage<{ response: Uint8Array }>();

it("an API call's rate-limit count does not keep its request alive for the limiter's minute", async () => {
  process.env.DATABASE_URL ??= 'postgres://127.0.0.1:5432/test';
  const { spendRateLimit } = await import('@/lib/api/rate-limit');
  const spendInRequest = async (address: string) => {
    const request = { response: new Uint8Array(100_000) };
    await requestContext.run(request, () => spendRateLimit('reads', address));
    return new WeakRef(request);
  };
  const refs: WeakRef<object>[] = [];
  // a new address each time: the memory store starts a timer for each new key, kept for 60 s
  for (let i = 0; i < 20; i++) refs.push(await spendInRequest(`192.0.2.${i}`));
  const kept = [];
  for (const [i, ref] of refs.entries()) if (!(await collected(ref))) kept.push(i);
  expect(kept).toEqual([]);
});
