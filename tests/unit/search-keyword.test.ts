import fc from 'fast-check';
import { highlightSegments } from '@/lib/search/highlight';
import {
  buildTsQuery,
  escapeLike,
  KEYWORD_MAX,
  keywordFromSlug,
  MAX_TERMS,
  normaliseKeyword,
  parseKeyword,
} from '@/lib/search/keyword';
import { MAX_PAGE, parseSearchParams, searchQueryString } from '@/lib/search/params';

describe('search keyword parsing', () => {
  it('cuts a keyword to the 200 characters of spec §9 and says so', () => {
    const long = normaliseKeyword('a'.repeat(5_000));
    expect(long).toEqual({ text: 'a'.repeat(KEYWORD_MAX), truncated: true });
    expect(normaliseKeyword('  led   lamp \n')).toEqual({ text: 'led lamp', truncated: false });
  });

  it('counts characters, not UTF-16 units, when cutting', () => {
    const { text } = normaliseKeyword('灯'.repeat(300));
    expect(Array.from(text)).toHaveLength(KEYWORD_MAX);
  });

  it('drops operators, quotes and backslashes, keeping the words in lower case', () => {
    expect(parseKeyword(`LED & | ! : * ( ) 'lamp' "x\\y"`)).toEqual({ words: ['led', 'lamp', 'x', 'y'], runs: [] });
    expect(parseKeyword('<script>alert(1)</script>').words).toEqual(['script', 'alert', '1']);
  });

  it('separates CJK runs from words of spaced scripts', () => {
    expect(parseKeyword('RGB灯带 ステンレス 대나무 из бамбука')).toEqual({
      words: ['rgb', 'из', 'бамбука'],
      runs: ['灯带', 'ステンレス', '대나무'],
    });
  });

  it('keeps at most eight words', () => {
    expect(parseKeyword('a b c d e f g h i j').words).toHaveLength(MAX_TERMS);
  });

  it('builds a tsquery of every word, the last one as a prefix', () => {
    expect(buildTsQuery(['stainless', 'ste'])).toBe("'stainless' & 'ste':*");
    expect(buildTsQuery([])).toBeNull();
  });

  it('turns a CJK run into any of the vocabulary terms containing it, and nothing when none does', () => {
    expect(buildTsQuery(['led'], [['rgb七彩led灯带', '灯带']])).toBe("'led' & ('rgb七彩led灯带' | '灯带')");
    expect(buildTsQuery([], [[]])).toBeNull();
  });

  it('never produces a tsquery with an unquoted operator character, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        const { words } = parseKeyword(normaliseKeyword(raw).text);
        const query = buildTsQuery(words) ?? '';
        // outside the quoted lexemes only the operators the builder writes remain
        expect(query.replace(/'[^']*':?\*?/g, '')).toMatch(/^[\s&]*$/);
      }),
    );
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('reads a hot-search slug as words', () => {
    expect(keywordFromSlug('led-strip-lights')).toBe('led strip lights');
    expect(keywordFromSlug('%E7%81%AF%E5%B8%A6')).toBe('灯带');
    expect(keywordFromSlug('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('search highlights', () => {
  it('marks the words a keyword starts, and CJK runs anywhere', () => {
    expect(highlightSegments('Stainless Steel Lamp', parseKeyword('steel la'))).toEqual([
      { text: 'Stainless ', match: false },
      { text: 'Steel', match: true },
      { text: ' ', match: false },
      { text: 'Lamp', match: true },
    ]);
    expect(highlightSegments('RGB七彩LED灯带', parseKeyword('灯带'))).toEqual([
      { text: 'RGB七彩LED', match: false },
      { text: '灯带', match: true },
    ]);
  });

  it('marks a model code typed without its hyphens whole, and its first part typed alone as a word', () => {
    const marks = (name: string, keyword: string) =>
      highlightSegments(name, parseKeyword(keyword))
        .filter((s) => s.match)
        .map((s) => s.text);
    expect(marks('Power Rack NL-677', 'nl677')).toEqual(['NL-677']);
    expect(marks('Power Rack NL-677', 'rack NL6')).toEqual(['Rack', 'NL-677']);
    expect(marks('USB-C Hub A4-100-2B', 'a41002b')).toEqual(['A4-100-2B']);
    expect(marks('Power Rack NL-677', 'nl')).toEqual(['NL']);
    expect(marks('Power Rack NL-677', 'nl 677')).toEqual(['NL', '677']);
    expect(marks('Power Rack NL-677', 'nl678')).toEqual([]);
  });

  it('keeps markup in a name as plain text segments', () => {
    const segments = highlightSegments('<b>Lamp</b>', parseKeyword('lamp'));
    expect(segments.map((s) => s.text).join('')).toBe('<b>Lamp</b>');
    expect(segments.find((s) => s.match)?.text).toBe('Lamp');
  });
});

describe('search parameters', () => {
  it('reads the spec §2 parameters and the filters, dropping bad values', () => {
    const q = parseSearchParams({
      keyword: ' lamp ',
      id: '12',
      exhibitionId: '20001',
      country: 'cn',
      verified: '1',
      moqMax: '500',
      priceMin: '9.5',
      priceMax: 'x',
      sort: 'priceAsc',
      page: '3',
    });
    expect(q).toMatchObject({ keyword: 'lamp', categoryId: 12, exhibitionId: 20001, country: 'CN', verified: true });
    expect(q).toMatchObject({ moqMax: 500, priceMin: 9.5, priceMax: undefined, sort: 'priceAsc', page: 3 });
  });

  it('bounds the page: 0, negative, huge and junk', () => {
    expect(parseSearchParams({ page: '0' }).page).toBe(1);
    expect(parseSearchParams({ page: '-4' }).page).toBe(1);
    expect(parseSearchParams({ page: '1e9' }).page).toBe(MAX_PAGE);
    expect(parseSearchParams({ page: '99999999999999999999' }).page).toBe(MAX_PAGE);
    expect(parseSearchParams({ page: 'abc' }).page).toBe(1);
  });

  it('ignores unknown sorts and countries that are not two letters', () => {
    const q = parseSearchParams({ sort: 'DROP TABLE', country: 'CHN', category: '0' });
    expect(q).toMatchObject({ sort: 'relevance', country: undefined, categoryId: undefined });
  });

  it('swaps a price range given the wrong way round', () => {
    expect(parseSearchParams({ priceMin: '50', priceMax: '5' })).toMatchObject({ priceMin: 5, priceMax: 50 });
  });

  it('writes a query back in one order, leaving defaults out', () => {
    const q = parseSearchParams({ page: '2', verified: 'on', keyword: 'led lamp', id: '7' });
    expect(searchQueryString(q)).toBe('?keyword=led+lamp&category=7&verified=1&page=2');
    expect(searchQueryString(q, { page: 1, verified: false })).toBe('?keyword=led+lamp&category=7');
  });
});
