import type { Locale } from '@/lib/i18n/locales';
import type { Audience } from '@/lib/routes/registry';

/** A site of the marketplace (a row of `websites`): spec §2 deploy path, §3 site info. */
export type Site = {
  id: number;
  code: string;
  name: string;
  deployPath: string;
  domain: string | null;
  audience: Audience;
  languages: Locale[];
  defaultLanguage: Locale;
  countryCode: string | null;
  themeColor: string;
};

export type SiteResolution = { site: Site; path: string };

function hostname(host: string | null): string | undefined {
  return host?.toLowerCase().replace(/:\d+$/, '') || undefined;
}

/**
 * The site a request is for: a site with its own domain by host; otherwise the site whose deploy path
 * is the first path segment (the prefix is taken off the path); otherwise the site at '/'.
 */
export function resolveSite(sites: readonly Site[], host: string | null, pathname: string): SiteResolution | undefined {
  const byDomain = sites.find((s) => s.domain && s.domain.toLowerCase() === hostname(host));
  if (byDomain) return { site: byDomain, path: pathname };
  const first = `/${pathname.split('/')[1] ?? ''}`;
  const byPrefix = first !== '/' ? sites.find((s) => s.deployPath === first && !s.domain) : undefined;
  if (byPrefix) return { site: byPrefix, path: pathname.slice(first.length) || '/' };
  const root = sites.find((s) => s.deployPath === '/' && !s.domain);
  return root ? { site: root, path: pathname } : undefined;
}

/** A path of the site as visitors see it: its deploy path in front (spec §2 link shapes). */
export function sitePath(site: Pick<Site, 'deployPath'>, path: string): string {
  if (site.deployPath === '/') return path;
  return path === '/' ? site.deployPath : `${site.deployPath}${path}`;
}
