/**
 * Names of the child sitemaps: `{siteCode}-{kind}.xml`, and for the kinds that can outgrow one file
 * (sitemaps.org: at most 50,000 URLs a file) `{siteCode}-{kind}-{n}.xml`, the n-th range of ids.
 */
export const SITEMAP_KINDS = ['static', 'categories', 'suppliers', 'products'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export type ChunkedKind = Extract<SitemapKind, 'suppliers' | 'products'>;

export type SitemapFile =
  | { site: string; kind: 'static' }
  | { site: string; kind: 'categories' }
  | { site: string; kind: 'suppliers'; chunk: number }
  | { site: string; kind: 'products'; chunk: number };

const FILE = /^([a-z0-9]{1,32})-(static|categories|suppliers|products)(?:-([1-9]\d{0,15}))?\.xml$/;

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'static' || file.kind === 'categories'
    ? `${file.site}-${file.kind}.xml`
    : `${file.site}-${file.kind}-${file.chunk}.xml`;
}

/** The parsed name, or undefined for anything that is not exactly a name sitemapFileName writes. */
export function parseSitemapFileName(name: string): SitemapFile | undefined {
  const m = FILE.exec(name);
  if (!m) return undefined;
  const [, site = '', kind, start] = m;
  if (kind === 'static' || kind === 'categories') return start ? undefined : { site, kind };
  const chunk = Number(start);
  if (!start || !Number.isSafeInteger(chunk)) return undefined;
  if (kind === 'suppliers' || kind === 'products') return { site, kind, chunk };
  return undefined;
}
