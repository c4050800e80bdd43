import type { GatewayAnswer } from '@/lib/api/gateways';

export type CallOptions = {
  method?: string;
  /** A JSON-serialisable envelope, or raw text sent as is. */
  body?: unknown;
  raw?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
};

let ipCounter = 0;
/** A distinct documentation-range address per call site, so rate limits of one test never touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
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
  const response = await handleGatewayRequest(request, gateway, path.split('/'));
  return { status: response.status, headers: response.headers, body: (await response.json()) as GatewayAnswer };
}
