// @ts-check
/**
 * React's Flight renderer ends every successful render by aborting its cache signal with a new Error,
 * made inside a `setImmediate` callback. Until that Error's stack is read, V8 keeps its call sites and
 * their receivers, the Immediate among them; and an Immediate that has run keeps its links to the rest of
 * its turn's queue: every later callback of that turn, each with the request context (AsyncLocalStorage)
 * it carries, and through it a finished response and its render. Whatever outlives a request and holds
 * its context (a keep-alive socket's timer, a pooled database connection) so held hundreds of finished
 * pages under load: at 50 connections the live heap reached 97 MB against 62 MB at 8, and the server died
 * at a 100 MB limit (bench/README.md "Finished pages held by an abort reason"). Reading the stack turns it
 * into a string, and the call sites go. Installed once by server/serve.mjs, before Next loads.
 */

const INSTALLED = Symbol.for('sourcefair.abortReasonStacks');

export function releaseAbortReasonStacks() {
  const proto = /** @type {AbortController & { [INSTALLED]?: true }} */ (AbortController.prototype);
  if (proto[INSTALLED]) return;
  const abort = proto.abort;
  proto.abort = function (reason) {
    if (reason instanceof Error) void reason.stack;
    return abort.call(this, reason);
  };
  proto[INSTALLED] = true;
}
