/**
 * How long a click's effect may take to show in the e2e suite. A click made before the page has hydrated
 * is held by the production server's script loader and answered once the page has
 * (server/deferred-scripts.mjs), which on a loaded two-core machine can take a few seconds. One click is
 * enough, and a second one would come on top of it: tests click once and wait this long for the effect.
 */
export const HYDRATED = { timeout: 15_000 };
