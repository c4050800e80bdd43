import { detectDevice, type DeviceClass } from '@/lib/device/detect';
import { negotiateLocale } from '@/lib/i18n/negotiate';
import type { Locale } from '@/lib/i18n/locales';
import { keepRequestedLang } from '@/lib/links/build';
import { internalPathOf } from '@/lib/routes/internal';
import { resolvePath } from '@/lib/routes/match';
import { resolveSite, sitePath, type Site } from '@/lib/sites/resolve';

export type RequestFacts = {
  host: string | null;
  pathname: string;
  langQuery: string | null;
  deviceQuery: string | null;
  langCookie: string | null;
  deviceCookie: string | null;
  acceptLanguage: string | null;
  mobileHint: string | null;
  userAgent: string | null;
  production: boolean;
};

export type Decision =
  | {
      kind: 'rewrite';
      internalPath: string;
      site: Site;
      locale: Locale;
      device: DeviceClass;
      status: 200 | 404;
      /** The route's page cache window (registry `pageCacheSeconds`), for signed-out visitors only. */
      pageCacheSeconds?: number;
    }
  | { kind: 'redirect'; location: string; status: 307 | 308 };

/** An outside request for an internal segment (/{websiteId}/{locale}/{device}/...) is a 404. */
const INTERNAL_PATH = /^\/\d+\/[a-z]{2}\/(?:desktop|mobile)(?:\/|$)/;

/** The internal path no page lives under, so the shell's not-found page answers. */
export const NOT_FOUND_SEGMENT = '/__not-found';

/**
 * Whether every percent escape of a path decodes to UTF-8 text. Next cannot decode the others (`%ZZ`, a
 * lone `%`, `%FF`, an overlong `%C0%AF`) into a page's parameters and answered them with a 500; they
 * name no page, so they get the not-found page. server/request-path.mjs holds the same rule for the
 * paths the proxy does not see (tests/unit/route-request.test.ts).
 */
export function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The proxy's whole decision as a pure function (spec §2, §4, §6): which site, language and layout,
 * and whether the path renders a page, redirects, or is a 404. proxy.ts only carries it out.
 */
export function routeRequest(sites: readonly Site[], facts: RequestFacts): Decision | undefined {
  const resolved = resolveSite(sites, facts.host, facts.pathname);
  if (!resolved) return undefined;
  const { site, path } = resolved;
  const locale = negotiateLocale({
    query: facts.langQuery,
    cookie: facts.langCookie,
    acceptLanguage: facts.acceptLanguage,
    offered: site.languages,
    fallback: site.defaultLanguage,
  });
  const device = detectDevice({
    cookie: facts.deviceQuery ?? facts.deviceCookie,
    mobileHint: facts.mobileHint,
    userAgent: facts.userAgent,
  });
  const internal = (to: string, status: 200 | 404, pageCacheSeconds?: number): Decision => ({
    kind: 'rewrite',
    internalPath: `/${site.id}/${locale}/${device}${to === '/' ? '' : to}`,
    site,
    locale,
    device,
    status,
    ...(pageCacheSeconds ? { pageCacheSeconds } : {}),
  });
  // a redirect keeps the ?lang= asked for and served: a crawler keeps no cookie (ARCHITECTURE.md)
  const moved = (to: string, status: 307 | 308): Decision => ({
    kind: 'redirect',
    location: keepRequestedLang(sitePath(site, to), facts.langQuery ?? undefined, locale),
    status,
  });
  if (INTERNAL_PATH.test(path) || !decodablePath(path)) return internal(NOT_FOUND_SEGMENT, 404);

  const resolution = resolvePath(path, { audience: site.audience, device, production: facts.production });
  switch (resolution.kind) {
    case 'page':
      return internal(
        internalPathOf(resolution.route, resolution.params, path),
        200,
        resolution.route.pageCacheSeconds,
      );
    case 'not-found':
      return internal(NOT_FOUND_SEGMENT, 404);
    case 'redirect':
      return moved(resolution.location, resolution.permanent ? 308 : 307);
    case 'unknown':
      // spec §2: unknown paths redirect to the deploy path
      return moved('/', 307);
  }
}
