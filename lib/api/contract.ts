import type { z } from 'zod';
import type { CacheTag } from '@/lib/cache/tags';
import type { GatewayId } from './gateways';

/**
 * Who may call: anyone (credentials are not read), anyone with an optional person (a presented but
 * invalid token is refused), a signed-in buyer, or a signed-in supplier.
 */
export type AuthRule = 'none' | 'optional' | 'buyer' | 'supplier';

export type HttpMethod = 'GET' | 'POST';

/**
 * One endpoint's contract, shared by the route handlers (lib/api/endpoints), the typed client
 * (lib/gateway) and the OpenAPI document. Client-safe: schemas only, no handlers.
 */
export interface Contract<D extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** Unique name, used by the client and as the OpenAPI operationId. */
  id: string;
  /** The gateways it is mounted on; the client calls the first. */
  gateways: readonly [GatewayId, ...GatewayId[]];
  /** The path under each gateway's prefix, as in spec §7 (e.g. `login/getUserInfo.json`). */
  path: string;
  methods: readonly HttpMethod[];
  summary: string;
  /** The schema of the envelope's `data`. */
  data: D;
  /** The schema of the answer's `data` on success. */
  response: R;
  auth: AuthRule;
  /** Writes something: cross-site callers are refused and the stricter rate limit applies. */
  mutates: boolean;
  /**
   * A submission that must take effect once: a client's Idempotency-Key (header, or the envelope's
   * `idempotencyKey`) makes a retry of the same request replay the first success (lib/api/idempotency.ts).
   */
  idempotent?: boolean;
  /**
   * The cached reads this call's write changes (lib/cache/tags.ts): once it has succeeded, the API route
   * expires their tags (revalidateTag), so the next read is fresh. A replayed answer expires nothing.
   */
  expires?: readonly CacheTag[];
  /**
   * A public form a robot could flood: a caller without a session must send a solved proof-of-work
   * challenge as the envelope's `captcha` (lib/captcha, docs/decisions/0166), taken once.
   */
  captcha?: 'signedOut';
  /** spec §7: single-instance calls are cached 10 s on the client, one in flight, the latest winning. */
  singleInstance?: boolean;
  /**
   * RFC 8058 one-click unsubscribe: besides JSON envelopes, the POST of a mail client is taken (a form body
   * of `List-Unsubscribe=One-Click`, the rest of `data` and `websiteId` / `lang` in the query string), from
   * any origin: a mail provider's server or web app sends it, and the signed token in the link is its only
   * credential (no cookie is read). A GET, someone opening the link, is sent to `page`, which asks first.
   */
  oneClick?: { page: string };
  /** Also served by the CDN gateway as {site}/{lang}/{name}:{args}.json; args map to `data`. */
  cdn?: { name: string; args?: (args: readonly string[]) => unknown };
}

/** Where a contract is served and how it is called, without its schemas (lib/gateway/request.ts `sendEvent`). */
export type ContractRoute = Pick<Contract, 'id' | 'gateways' | 'path' | 'methods'>;

export type ContractData<C extends Contract> = z.input<C['data']>;
export type ContractResult<C extends Contract> = z.output<C['response']>;

export function defineContract<D extends z.ZodType, R extends z.ZodType>(contract: Contract<D, R>): Contract<D, R> {
  return contract;
}
