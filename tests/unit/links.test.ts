import { buildBuyerAreaUrl } from '@/lib/links/buyer-area';
import fc from 'fast-check';
import {
  buildCategoryPath,
  buildProductPath,
  buildSearchPath,
  buildSupplierPath,
  decorateOutboundUrl,
  keepRequestedLang,
} from '@/lib/links/build';
import { canonicalPath, canonicalUrl, languageAlternates } from '@/lib/links/canonical';
import { slugify } from '@/lib/links/slug';

const product = { id: 123, slug: 'Steel-Pot_' };
const promotion = { theme: 'spring-sourcing', id: 40001 };

describe('link shapes (spec §2)', () => {
  it('builds category, product and supplier links under the deploy path', () => {
    expect(buildCategoryPath({ id: 45, slug: 'Kitchen_' })).toBe('/category/Kitchen_45.html');
    expect(buildProductPath(product, { deployPath: '/tr' })).toBe('/tr/Steel-Pot_123.html');
    expect(buildSupplierPath({ id: 9, slug: 'Hengda_' })).toBe('/supplier/Hengda_9.html');
  });

  it('puts an active promotion in front of product, supplier and search links', () => {
    expect(buildProductPath(product, { deployPath: '/', promotion })).toBe('/spring-sourcing40001/Steel-Pot_123.html');
    expect(buildSupplierPath({ id: 9, slug: 'Hengda_' }, { deployPath: '/jp', promotion })).toBe(
      '/jp/spring-sourcing40001/supplier/Hengda_9.html',
    );
    expect(buildSearchPath('product', { keyword: 'pot' }, { deployPath: '/', promotion })).toBe(
      '/spring-sourcing40001/search/product?keyword=pot',
    );
  });

  it('carries exhibitionId from the current URL into search only without a promotion', () => {
    const currentUrl = '/expo_20001/exhibitors?exhibitionId=20001';
    expect(buildSearchPath('supplier', { keyword: 'led', id: 7, currentUrl })).toBe(
      '/search/supplier?exhibitionId=20001&keyword=led&id=7',
    );
    expect(buildSearchPath('supplier', { keyword: 'led', currentUrl }, { deployPath: '/', promotion })).toBe(
      '/spring-sourcing40001/search/supplier?keyword=led',
    );
  });

  it('puts the promoted form under the deploy path, and leaves a category link unpromoted', () => {
    const ctx = { deployPath: '/tr', promotion };
    expect(buildProductPath(product, ctx)).toBe('/tr/spring-sourcing40001/Steel-Pot_123.html');
    expect(buildSupplierPath({ id: 9, slug: 'Hengda_' }, ctx)).toBe('/tr/spring-sourcing40001/supplier/Hengda_9.html');
    expect(buildSearchPath('product', { keyword: 'led lamp', id: 45 }, ctx)).toBe(
      '/tr/spring-sourcing40001/search/product?keyword=led+lamp&id=45',
    );
    expect(buildSearchPath('supplier', {}, ctx)).toBe('/tr/spring-sourcing40001/search/supplier');
    expect(buildCategoryPath({ id: 45, slug: 'Kitchen_' }, ctx)).toBe('/tr/category/Kitchen_45.html');
    expect(buildSearchPath('product', { keyword: '' }, { deployPath: '/tr' })).toBe('/tr/search/product');
  });

  it('keeps a stored slug as it is stored (already percent-encoded), and links without one by id', () => {
    const slug = slugify('不锈钢 水壶');
    expect(buildProductPath({ id: 5, slug })).toBe(`/${slug}5.html`);
    expect(buildSupplierPath({ id: 5, slug }, { deployPath: '/cn', promotion })).toBe(
      `/cn/spring-sourcing40001/supplier/${slug}5.html`,
    );
    expect(buildCategoryPath({ id: 5, slug })).toBe(`/category/${slug}5.html`);
    expect(buildProductPath({ id: 5, slug: '' }, { deployPath: '/jp' })).toBe('/jp/5.html');
  });

  it('carries only an exhibitionId that is an id', () => {
    const search = (currentUrl: string) => buildSearchPath('product', { keyword: 'pot', currentUrl });
    expect(search('/x?exhibitionId=20001&exhibitionId=3')).toBe('/search/product?exhibitionId=20001&keyword=pot');
    expect(search('/x?exhibitionId=abc')).toBe('/search/product?keyword=pot');
    expect(search('/x?exhibitionId=0')).toBe('/search/product?keyword=pot');
    expect(search('/x')).toBe('/search/product?keyword=pot');
  });

  it('opens the buyer area with the token', () => {
    expect(buildBuyerAreaUrl('https://buyer.sourcefair.test/buyer/main.page', 'a b')).toBe(
      'https://buyer.sourcefair.test/buyer/main.page?token=a+b',
    );
    // this site's own page, under its deploy path
    expect(buildBuyerAreaUrl('/jp/buyer/main.page', 'c', 'https://www.sourcefair.test/jp/account')).toBe(
      'https://www.sourcefair.test/jp/buyer/main.page?token=c',
    );
  });

  it('adds lang to links to our own domains only, and rewrites a global host to www (spec §7)', () => {
    const options = { lang: 'de', ownDomains: ['sourcefair.test'] };
    expect(decorateOutboundUrl('https://global.sourcefair.test/x', options)).toBe(
      'https://www.sourcefair.test/x?lang=de',
    );
    expect(decorateOutboundUrl('https://example.org/x', options)).toBe('https://example.org/x');
    expect(
      decorateOutboundUrl('https://data.sourcefair.test/token?a=1', {
        ...options,
        dataServiceTokenUrl: 'https://data.sourcefair.test/token',
        ssoToken: 's1',
      }),
    ).toBe('https://data.sourcefair.test/token?a=1&lang=de&meoToken=s1');
  });
});

describe('a redirect keeps the language asked for', () => {
  it('adds ?lang= when the request asked for the language it was served in', () => {
    expect(keepRequestedLang('/Steel-Pot_123.html', 'de', 'de')).toBe('/Steel-Pot_123.html?lang=de');
    expect(keepRequestedLang('/category/Kitchen_45.html?sort=priceAsc', ['zh', 'de'], 'zh')).toBe(
      '/category/Kitchen_45.html?sort=priceAsc&lang=zh',
    );
  });

  it('adds nothing when none was asked for, or one the site did not serve', () => {
    expect(keepRequestedLang('/Steel-Pot_123.html', undefined, 'de')).toBe('/Steel-Pot_123.html');
    expect(keepRequestedLang('/Steel-Pot_123.html', 'xx', 'en')).toBe('/Steel-Pot_123.html');
  });
});

describe('canonical URL (spec §2)', () => {
  it('drops the query and the fragment, and keeps the origin it is given (lib/seo/public-origin.ts)', () => {
    expect(canonicalUrl('https://www.sourcefair.test/123.html?utm_source=x#top')).toBe(
      'https://www.sourcefair.test/123.html',
    );
    expect(canonicalUrl('http://localhost:3000/123.html?utm_source=x#top')).toBe('http://localhost:3000/123.html');
  });

  it('strips the slug of a product, supplier or category link to the id, and nothing else', () => {
    expect(canonicalPath('/Steel-Pot_123.html')).toBe('/123.html');
    expect(canonicalPath('/supplier/Hengda_9.html')).toBe('/supplier/9.html');
    expect(canonicalPath('/category/Kitchen_45.html')).toBe('/category/45.html');
    expect(canonicalPath('/category/Kitchen_45_2.html')).toBe('/category/45_2.html');
    expect(canonicalPath('/spring2026/Steel-Pot_123.html')).toBe('/spring2026/123.html');
    expect(canonicalPath('/spring2026/supplier/Hengda_9.html')).toBe('/spring2026/supplier/9.html');
    // already canonical
    expect(canonicalPath('/123.html')).toBe('/123.html');
    expect(canonicalPath('/category/45_2.html')).toBe('/category/45_2.html');
    // a keyword list's page keeps its keyword: /hots/2.html would be another list
    expect(canonicalPath('/hots/lamp_2.html')).toBe('/hots/lamp_2.html');
    expect(canonicalPath('/showroom/steel-pipe_3.html')).toBe('/showroom/steel-pipe_3.html');
    expect(canonicalPath('/aggregate/steel/kitchenware-11.html')).toBe('/aggregate/steel/kitchenware-11.html');
    expect(canonicalPath('/product_categories.html')).toBe('/product_categories.html');
    expect(canonicalPath('/enquiry/Steel-Pot_123')).toBe('/enquiry/Steel-Pot_123');
  });

  it('keeps the language of a version other than the default', () => {
    expect(canonicalUrl('https://h.test/?lang=de&x=1', { lang: 'de', defaultLang: 'en' })).toBe(
      'https://h.test/?lang=de',
    );
    expect(canonicalUrl('https://h.test/?lang=en', { lang: 'en', defaultLang: 'en' })).toBe('https://h.test/');
  });

  it('lists one alternate per language and x-default, each the canonical of its version', () => {
    expect(languageAlternates('https://h.test/tr', ['tr', 'en'], 'tr')).toEqual([
      { hreflang: 'tr', href: 'https://h.test/tr' },
      { hreflang: 'en', href: 'https://h.test/tr?lang=en' },
      { hreflang: 'x-default', href: 'https://h.test/tr' },
    ]);
  });
});

describe('slug and canonical rules over arbitrary text (property tests)', () => {
  const text = fc.string({ unit: 'grapheme', maxLength: 120 });

  it('always gives a URL-safe slug ending in one underscore, at most about 49 characters', () => {
    fc.assert(
      fc.property(text, (name) => {
        const slug = slugify(name);
        expect(encodeURIComponent(decodeURIComponent(slug))).toBe(slug);
        const plain = decodeURIComponent(slug);
        expect(plain.endsWith('_')).toBe(true);
        expect(plain.indexOf('_')).toBe(plain.length - 1);
        expect(plain.length).toBeLessThanOrEqual(50);
        expect(plain).not.toMatch(/--|^-|-_$|[\s.,'"&/\\]/u);
      }),
    );
  });

  it('links any slugged product, supplier or category with its stored slug as it is', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 2 ** 31 }), (name, id) => {
        const slug = slugify(name);
        expect(buildProductPath({ id, slug })).toBe(`/${slug}${id}.html`);
        expect(buildSupplierPath({ id, slug })).toBe(`/supplier/${slug}${id}.html`);
        expect(buildCategoryPath({ id, slug })).toBe(`/category/${slug}${id}.html`);
      }),
    );
  });

  it('canonicalises any slugged product, supplier or category link to its numeric id', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 2 ** 31 }), (name, id) => {
        expect(canonicalPath(`/${slugify(name)}${id}.html`)).toBe(`/${id}.html`);
        expect(canonicalPath(`/supplier/${slugify(name)}${id}.html`)).toBe(`/supplier/${id}.html`);
        expect(canonicalPath(`/category/${slugify(name)}${id}_3.html`)).toBe(`/category/${id}_3.html`);
      }),
    );
    // a hundred generated URLs through the URL parser: seconds on a machine busy with builds
  }, 30_000);
});
