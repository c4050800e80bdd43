import { randomInt } from 'node:crypto';
import type { GatewayAnswer } from '@/lib/api/gateways';
import { solveCaptcha } from './captcha';

export type CallOptions = {
  method?: string;
  /** A JSON-serialisable envelope, or raw text sent as is. */
  body?: unknown;
  raw?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
  /**
   * A contract marked `captcha` gets a freshly solved challenge in the envelope, as the site's forms send
   * it, unless the envelope has its own `captcha` or this is false (to see a sender without one refused).
   */
  captcha?: false;
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

/** The envelope with a solved challenge when the contract at gateway/path asks signed-out senders for one. */
async function withCaptcha(gateway: string, path: string, body: unknown): Promise<unknown> {
  const envelope = body ?? {};
  if (typeof envelope !== 'object' || Array.isArray(envelope) || 'captcha' in envelope) return body;
  const { CONTRACTS } = await import('@/lib/api/contracts');
  const contract = Object.values(CONTRACTS).find(
    (c) => c.path === path && (c.gateways as readonly string[]).includes(gateway),
  );
  if (!contract || !('captcha' in contract)) return body;
  const { issueChallenge } = await import('@/lib/captcha/service');
  return { ...envelope, captcha: await solveCaptcha(await issueChallenge()) };
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
  const body = options.captcha === false ? options.body : await withCaptcha(gateway, path, options.body);
  const request = new Request(url, {
    method,
    headers: {
      'x-forwarded-for': options.ip ?? freshIp(),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: hasBody ? (options.raw ?? JSON.stringify(body ?? {})) : undefined,
  });
  const response = await handleGatewayRequest(request, gateway, path.split('/'), { expire: options.expire });
  return { status: response.status, headers: response.headers, body: (await response.json()) as GatewayAnswer };
}
