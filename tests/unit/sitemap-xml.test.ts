import fc from 'fast-check';
import { escapeXml, formatLastmod, latest, renderSitemapIndex, renderUrlset } from '@/lib/seo/xml';
import { parseSitemapFileName, sitemapFileName, type SitemapFile } from '@/lib/seo/sitemap-files';
import { readPage } from '@/lib/routes/query';
import { locs, parseXml } from '../support/xml';

describe('sitemap XML writer', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('drops characters XML 1.0 cannot carry', () => {
    expect(escapeXml('a\u0000b\u0008c\u001fd\uFFFEe\uD800f')).toBe('abcdef');
    expect(escapeXml('tab\tline\nok 中文 😀')).toBe('tab\tline\nok 中文 😀');
  });

  it('writes a well-formed urlset in the sitemaps namespace whose locs read back unchanged', () => {
    const entries = [
      { loc: 'https://example.com/a?x=1&y=<2>', lastmod: new Date('2026-06-01T10:00:00Z') },
      { loc: "https://example.com/it's", lastmod: null },
    ];
    const xml = renderUrlset(entries);
    const doc = parseXml(xml);
    expect(doc.documentElement.tagName).toBe('urlset');
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(locs(xml)).toEqual(entries.map((e) => e.loc));
    expect(doc.getElementsByTagName('lastmod')).toHaveLength(1);
    expect(doc.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-06-01T10:00:00.000Z');
  });

  it('stays well-formed for any text in a URL (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme-composite' }), { maxLength: 5 }), (texts) => {
        const xml = renderSitemapIndex(texts.map((t) => ({ loc: `https://example.com/${t}` })));
        expect(locs(xml)).toEqual(texts.map((t) => escapeXmlRoundTrip(`https://example.com/${t}`)));
      }),
    );
  });

  it('leaves out a lastmod that is not a date and picks the latest of several', () => {
    expect(formatLastmod('not a date')).toBeUndefined();
    expect(formatLastmod(undefined)).toBeUndefined();
    expect(latest(['2026-01-01T00:00:00Z', null, '2026-03-01T00:00:00Z'])?.toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(latest([null, undefined])).toBeUndefined();
  });
});

/** What a parser reads back: the text minus the characters the writer drops. */
function escapeXmlRoundTrip(text: string): string {
  return text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '').replace(/\r\n?/g, '\n');
}

describe('child sitemap names', () => {
  it('round-trips every name it writes', () => {
    const files: SitemapFile[] = [
      { site: 'global', kind: 'static' },
      { site: 'tr', kind: 'categories' },
      { site: 'cn', kind: 'products', chunk: 21 },
      { site: 'jp', kind: 'suppliers', chunk: 1 },
    ];
    for (const file of files) expect(parseSitemapFileName(sitemapFileName(file))).toEqual(file);
    expect(sitemapFileName(files[2] as SitemapFile)).toBe('cn-products-21.xml');
  });

  it('refuses names it never writes', () => {
    for (const name of [
      'global-products.xml',
      'global-products-0.xml',
      'global-static-3.xml',
      'global-products-01.xml',
      'Global-static.xml',
      'global-products-1.xml.gz',
      '../global-static.xml',
      'global-orders-1.xml',
      `global-products-${'9'.repeat(20)}.xml`,
    ]) {
      expect(parseSitemapFileName(name)).toBeUndefined();
    }
  });
});

describe('?page= of a paginated list (spec §2 pageNo is a positive integer)', () => {
  it('reads a positive page number within the list', () => {
    expect(readPage(undefined, 500)).toEqual({ kind: 'page', page: 1 });
    expect(readPage('7', 500)).toEqual({ kind: 'page', page: 7 });
  });

  it('sends 1, zero, signs, decimals, words and repeats to the list itself', () => {
    for (const raw of ['1', '0', '-3', '+2', '2.5', 'abc', '', '<script>', ['2', '3']]) {
      expect(readPage(raw, 500)).toEqual({ kind: 'canonical' });
    }
  });

  it('treats a page past the last served one as beyond, however long the number', () => {
    expect(readPage('501', 500)).toEqual({ kind: 'beyond' });
    expect(readPage('9'.repeat(400), 500)).toEqual({ kind: 'beyond' });
  });
});
