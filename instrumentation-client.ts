import { config } from 'zod/v4/core';

/**
 * Runs in the browser before the page hydrates (Next's instrumentation-client). Zod compiles a fast parser
 * with `new Function` where it may, and probes for that once: under the site's content security policy
 * (no 'unsafe-eval'; docs/decisions/0131-content-security-policy.md) the probe is refused and reported as a
 * violation even though zod catches it. Jitless, it never asks; the forms' schemas are small.
 */
config({ jitless: true });
