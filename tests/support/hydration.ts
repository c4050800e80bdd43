/**
 * How long a click's effect may take to show in the e2e suite: on a loaded two-core machine a page's
 * scripts can take a few seconds to arrive and hydrate it. Tests click once and wait this long.
 */
export const HYDRATED = { timeout: 15_000 };
