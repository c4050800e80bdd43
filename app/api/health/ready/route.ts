import { getPool } from '@/lib/db/client';
import { checkReadiness } from '@/lib/health/readiness';

// Readiness: 200 while the database answers, 503 while it does not, so a balancer stops sending traffic.
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const result = await checkReadiness(getPool());
  return Response.json(
    { status: result.ready ? 'ready' : 'unavailable', checks: result.checks, latencyMs: result.latencyMs },
    { status: result.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
