import { randomInt } from 'node:crypto';
import type { GatewayAnswer } from '@/lib/api/gateways';

export type CallOptions = {
  method?: string;
  /** A JSON-serialisable envelope, or raw text sent as is. */
  body?: unknown;
  raw?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
  /** Receives the cache tags a successful write expires, as Next's revalidateTag would in the route. */
  expire?: (tags: readonly string[]) => void;
};

/**
 * A distinct documentation-range address per call site (2001:db8::/32), so the rate limits of one test never
 * touch another's: a network of its own (the limits count an IPv6 address by its /64) drawn at random, since
 * with REDIS_URL the counters are shared by every test file running at once and outlive the run.
 */
export function freshIp(): string {
  // groups from 0x1000 up: written without leading zeros, as PostgreSQL's inet prints them
  const group = () => (0x1000 + randomInt(0xf000)).toString(16);
  return `2001:db8:${group()}:${group()}::1`;
}

/** Calls the gateway wrapper the way Next's route handler does, with a real Request. */
export async function callGateway(
  gateway: string,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; headers: Headers; body: GatewayAnswer }> {
  const { handleGatewayRequest } = await import('@/lib/api/dispatch');
  const url = new URL(`http://localhost:3000/api/${gateway}/${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const method = options.method ?? 'POST';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const request = new Request(url, {
    method,
    headers: {
      'x-forwarded-for': options.ip ?? freshIp(),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: hasBody ? (options.raw ?? JSON.stringify(options.body ?? {})) : undefined,
  });
  const response = await handleGatewayRequest(request, gateway, path.split('/'), { expire: options.expire });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GatewayAnswer };
}
