// @ts-check
/**
 * Each request's id, for finding its log lines (lib/log): the one the proxy in front gave it (nginx's
 * `$request_id`, deploy/nginx), else one made by the first of our layers that sees the request
 * (server/serve.mjs for everything, proxy.ts for pages under any other Next server). It is answered back
 * in `X-Request-Id`, so a buyer or a support desk can quote it. Plain JavaScript, read by serve.mjs and
 * proxy.ts alike.
 */

export const REQUEST_ID_HEADER = 'x-request-id';

// nginx's are 32 hex digits, ours UUIDs: anything else from outside is replaced, never written to a log line
const SHAPE = /^[A-Za-z0-9-]{16,64}$/;

/**
 * The request's id if it carries a well-formed one.
 * @param {string | string[] | null | undefined} value the request's `X-Request-Id`
 * @returns {string | undefined}
 */
export function givenRequestId(value) {
  const id = Array.isArray(value) ? value[0] : value;
  return id && SHAPE.test(id) ? id : undefined;
}

/** @returns {string} */
export function newRequestId() {
  return globalThis.crypto.randomUUID();
}
