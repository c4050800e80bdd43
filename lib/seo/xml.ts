/**
 * A small writer for the sitemaps protocol (sitemaps.org 0.9): a `urlset` of page URLs and a
 * `sitemapindex` of child sitemaps. Pure, so it is unit-tested without a database.
 */
export type SitemapEntry = { loc: string; lastmod?: Date | string | null };

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text and attribute content escaped for XML. Characters XML 1.0 cannot carry at all (control
 * characters, lone surrogates, U+FFFE/U+FFFF) are dropped, so no value can break the document.
 */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

/** W3C datetime as sitemaps expect it; undefined for a missing or invalid date. */
export function formatLastmod(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function entry(tag: 'url' | 'sitemap', e: SitemapEntry): string {
  const lastmod = formatLastmod(e.lastmod);
  return `<${tag}><loc>${escapeXml(e.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>`;
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function renderUrlset(entries: readonly SitemapEntry[]): string {
  return `${HEADER}<urlset ${NS}>\n${entries.map((e) => `${entry('url', e)}\n`).join('')}</urlset>\n`;
}

export function renderSitemapIndex(entries: readonly SitemapEntry[]): string {
  return `${HEADER}<sitemapindex ${NS}>\n${entries.map((e) => `${entry('sitemap', e)}\n`).join('')}</sitemapindex>\n`;
}

/** The latest of some dates (for an index entry's lastmod). */
export function latest(dates: readonly (Date | string | null | undefined)[]): Date | undefined {
  let best: number | undefined;
  for (const d of dates) {
    const t = d ? new Date(d).getTime() : Number.NaN;
    if (!Number.isNaN(t) && (best === undefined || t > best)) best = t;
  }
  return best === undefined ? undefined : new Date(best);
}
