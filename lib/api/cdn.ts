import 'server-only';
import { normaliseLocale, type Locale } from '@/lib/i18n/locales';
import { isDatabaseUnavailable, UNAVAILABLE_HEADERS } from '@/lib/db/unavailable';
import { getSiteById } from '@/lib/sites/load';
import { CACHE_SECONDS } from '@/lib/constants';
import { GATEWAYS } from './gateways';
import type { Contract } from './contract';
import { CONTRACTS, type ContractId } from './contracts';
import { HANDLERS } from './endpoints';
import type { Handler } from './handler';
import { ApiFailure } from './failure';
import { clientIp } from './origin';
import { spendRateLimit } from './rate-limit';
import { reportRequestError, requestOf } from '@/lib/log/report';

const FILE = /^(?<name>[A-Za-z0-9]+)(?::(?<args>[A-Za-z0-9_,.-]{1,200}))?\.json$/;

/** The contracts served as CDN files, by file name. */
const BY_NAME = new Map<string, ContractId>(
  (Object.keys(CONTRACTS) as ContractId[]).flatMap((id) => {
    const cdn = (CONTRACTS[id] as Contract).cdn;
    return cdn ? [[cdn.name, id] as const] : [];
  }),
);

function notFound(): Response {
  return Response.json({ error: 'not_found' }, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
}

/**
 * spec §7 CDN files: {site}/{lang}/{name}:{args}.json, e.g. /api/cdn/1001/de/cateAndTagV2:3.json.
 * Plain JSON (no envelope), public and cacheable: the path names everything the answer depends on.
 */
export async function handleCdnRequest(request: Request, segments: readonly string[]): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  const [siteSegment, langSegment, file, ...rest] = segments;
  if (!siteSegment || !langSegment || !file || rest.length > 0 || !/^\d{1,9}$/.test(siteSegment)) return notFound();
  const site = await getSiteById(Number(siteSegment));
  const locale: Locale | undefined = normaliseLocale(langSegment) ?? undefined;
  const match = FILE.exec(file);
  const id = match?.groups?.name ? BY_NAME.get(match.groups.name) : undefined;
  if (!site || !locale || !id) return notFound();
  const contract: Contract = CONTRACTS[id];
  const args = match?.groups?.args?.split(',') ?? [];
  const data = contract.data.safeParse(contract.cdn?.args ? contract.cdn.args(args) : undefined);
  if (!data.success) return notFound();
  try {
    await spendRateLimit('reads', clientIp(request) ?? 'unknown');
    const handler = HANDLERS[id] as Handler<Contract>;
    const result = await handler(data.data, {
      request,
      gateway: GATEWAYS[contract.gateways[0]],
      envelope: {},
      locale,
      site,
      caller: null,
      sessionToken: null,
      ip: null,
      deviceClass: 'desktop',
      setCookie: () => undefined,
    });
    return Response.json(contract.response.parse(result), {
      headers: {
        'Cache-Control': `public, max-age=${CACHE_SECONDS.homeLists}, s-maxage=${CACHE_SECONDS.industries}`,
        'Content-Language': locale,
      },
    });
  } catch (error) {
    if (error instanceof ApiFailure) {
      if (error.outcome === 'rateLimited') return new Response(null, { status: 429, headers: error.headers });
      return notFound();
    }
    if (isDatabaseUnavailable(error)) {
      return Response.json({ error: 'unavailable' }, { status: 503, headers: { ...UNAVAILABLE_HEADERS } });
    }
    const requestId = reportRequestError(error, requestOf(request), { routeType: 'route' });
    return Response.json(
      { error: 'server_error' },
      { status: 500, headers: { 'Cache-Control': 'no-store', 'X-Request-Id': requestId } },
    );
  }
}
