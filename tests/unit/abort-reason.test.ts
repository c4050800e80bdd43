import { AsyncLocalStorage } from 'node:async_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { releaseAbortReasonStacks } from '../../server/abort-reason.mjs';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * As a render ends: a callback aborts a signal that outlives the turn (React's cache signal, held by a
 * request context that a keep-alive socket still holds) with an Error made there, and a later callback
 * of the same turn runs in another request's context, which holds that request's render.
 */
async function turnWithAbort(): Promise<{ signal: AbortSignal; render: WeakRef<object> }> {
  const request = new AsyncLocalStorage<object>();
  const controller = new AbortController();
  let render: WeakRef<object> | undefined;
  await new Promise<void>((resolve) => {
    setImmediate(function endOfRender() {
      controller.abort(new Error('This render completed successfully.'));
    });
    const otherRender = { html: 'x'.repeat(100_000) };
    render = new WeakRef(otherRender);
    request.run(otherRender, () => setImmediate(() => undefined));
    setImmediate(resolve);
  });
  return { signal: controller.signal, render: render! };
}

describe("an abort's Error (server/abort-reason.mjs)", () => {
  it('keeps no later callback of its turn, nor the request context it ran in, alive', async () => {
    releaseAbortReasonStacks();
    const { signal, render } = await turnWithAbort();
    await new Promise((resolve) => setTimeout(resolve, 10));
    collectGarbage();
    expect((signal.reason as Error).message).toBe('This render completed successfully.');
    expect(render.deref()).toBeUndefined();
  });

  it('passes the reason on unchanged, with its stack', () => {
    releaseAbortReasonStacks();
    releaseAbortReasonStacks(); // installed once however often it is called
    const controller = new AbortController();
    const reason = new Error('stop');
    controller.abort(reason);
    expect(controller.signal.reason).toBe(reason);
    expect(reason.stack).toMatch(/^Error: stop\n\s+at /);
    const plain = new AbortController();
    plain.abort('not an error');
    expect(plain.signal.reason).toBe('not an error');
  });
});
