import type { Instrumentation } from 'next';

// Next builds this file for the edge runtime too, where the site runs nothing: what the Node.js server
// needs is imported only under NEXT_RUNTIME === 'nodejs', which the edge build drops.

/**
 * Runs once when a server starts, before it answers anything. It captures the process's own async
 * context (lib/process/context.ts) for work that outlives a request and starts the server's jobs
 * (lib/process/jobs.ts), whose modules load when a job first runs; with `OTEL_EXPORTER_OTLP_ENDPOINT` set
 * it sends traces there (OTLP over HTTP; `OTEL_EXPORTER_OTLP_PROTOCOL` and the other standard variables
 * apply).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // OpenTelemetry tracing (Next's spans of each request, render and fetch), off unless a collector is
    // named: its packages load only then (docs/decisions/0154-logs-and-request-ids.md)
    if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
      const { registerOTel } = await import('@vercel/otel');
      registerOTel({ serviceName: process.env.OTEL_SERVICE_NAME ?? 'sourcefair' });
    }
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
