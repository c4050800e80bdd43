import 'server-only';
import { getSites } from '@/lib/sites/load';
import { ApiFailure } from './failure';
import { OUTCOME_STATUS } from './gateways';
import { clientIp, isCrossSite } from './origin';
import { spendRateLimit } from './rate-limit';
import { readLimited } from './request-body';

/**
 * A plain HTML form's POST to a route handler (pages that work before any script runs, such as silent
 * login's confirmation): the twin of the gateway wrapper for `application/x-www-form-urlencoded`. Like the
 * wrapper it refuses a cross-site request and spends the client's write budget before it reads the body
 * (at most `maxBytes`); a refusal is an empty answer with the wrapper's status (and `Retry-After`).
 */
export async function handleFormPost(
  request: Request,
  maxBytes: number,
  handle: (form: URLSearchParams) => Promise<Response>,
): Promise<Response> {
  try {
    const domains = (await getSites()).flatMap((site) => (site.domain ? [site.domain] : []));
    if (isCrossSite(request, domains)) throw new ApiFailure('crossSite');
    await spendRateLimit('writes', clientIp(request) ?? 'unknown');
    const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') throw new ApiFailure('unsupportedMediaType');
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (declared > maxBytes) throw new ApiFailure('payloadTooLarge');
    const form = new URLSearchParams(await readLimited(request, maxBytes));
    return await handle(form);
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return new Response(null, {
      status: OUTCOME_STATUS[error.outcome],
      headers: { 'Cache-Control': 'no-store', ...error.headers },
    });
  }
}
