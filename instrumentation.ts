import type { Instrumentation } from 'next';

// Next builds this file for the edge runtime too, where the site runs nothing: what the Node.js server
// needs is imported only under NEXT_RUNTIME === 'nodejs', which the edge build drops.

/**
 * Runs once when a server starts, before it answers anything. It captures the process's own async
 * context (lib/process/context.ts) for work that outlives a request and starts the server's jobs
 * (lib/process/jobs.ts), whose modules load when a job first runs.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ captureProcessContext }, { startJobs }] = await Promise.all([
      import('@/lib/process/context'),
      import('@/lib/process/jobs'),
    ]);
    captureProcessContext();
    startJobs();
  }
}

/**
 * What a page, a route handler or a server action threw, as Next reports it: one line with the request's
 * id through the server's logger (lib/log/report.ts). Loaded on the first error, not at start.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { reportRequestError } = await import('@/lib/log/report');
    reportRequestError(error, request, {
      routeType: context.routeType,
      routePath: context.routePath,
      ...(context.renderSource && { renderSource: context.renderSource }),
    });
  }
};
