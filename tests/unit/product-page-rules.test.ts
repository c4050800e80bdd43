import { keywordsOf, metaDescription, sameSlug } from '@/lib/catalogue/product-route';
import { offersOf, productJsonLd, supplierJsonLd } from '@/lib/catalogue/structured-data';
import type { ProductDetail } from '@/lib/catalogue/product';
import type { SupplierDetail } from '@/lib/catalogue/supplier';
import type { UrlContext } from '@/lib/catalogue/structured-data';
import { pageCanonicalUrl } from '@/lib/links/canonical';
import type { Locale } from '@/lib/i18n/locales';

/** The URLs lib/catalogue/page-urls.ts gives a page of a site, at an origin, in a language. */
function urlsOf(origin: string, site: { deployPath: string; defaultLanguage: Locale }, lang: string): UrlContext {
  return { origin, page: (href) => pageCanonicalUrl(origin, href, site, lang) };
}

const supplier: SupplierDetail = {
  id: 7,
  slug: 'Ningbo-Hengda_',
  name: 'Ningbo Hengda',
  city: 'Ningbo',
  province: 'Zhejiang',
  countryCode: 'CN',
  verified: true,
  yearEstablished: 2009,
  logoUrl: '/media/gen/logo/7.svg',
  responseRate: 92,
  rating: 4.6,
  description: 'Bottles.',
  employees: 120,
  mainMarkets: ['Western Europe'],
  productCount: 12,
  exhibitions: [],
};

const product: ProductDetail = {
  id: 321,
  slug: 'Water-Bottle_',
  name: 'Water Bottle',
  description: 'A bottle.',
  attributes: [{ name: 'Material', value: 'Steel' }],
  images: [{ url: '/media/gen/product/321-0.svg', width: 800, height: 800, alt: 'Water Bottle' }],
  currency: 'USD',
  moq: 500,
  unit: 'Pieces',
  priceMinMinor: 186,
  priceMaxMinor: 215,
  tiers: [
    { minQuantity: 500, maxQuantity: 999, priceMinor: 215 },
    { minQuantity: 1000, maxQuantity: 4999, priceMinor: 199 },
    { minQuantity: 5000, maxQuantity: null, priceMinor: 186 },
  ],
  categoryId: 12,
  categoryPath: [
    { id: 1, slug: 'Home_', name: 'Home & Garden', level: 1 },
    { id: 12, slug: 'Drinkware_', name: 'Drinkware', level: 2 },
  ],
  supplier,
  scores: { count: 3, average: 4.3 },
};

describe('canonical slug (spec §2)', () => {
  it('treats an encoded and a decoded slug as the same', () => {
    expect(sameSlug('%E4%B8%AD%E6%96%87_', '中文_')).toBe(true);
    expect(sameSlug('Water-Bottle_', 'Water-Bottle_')).toBe(true);
    expect(sameSlug('Wrong_', 'Water-Bottle_')).toBe(false);
    expect(sameSlug('%E0%A4%A', 'Water-Bottle_')).toBe(false); // malformed encoding never throws
  });
});

describe('page head', () => {
  it('cuts a long description at a word near 160 characters', () => {
    const text = `${'word '.repeat(60)}end`;
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(161);
    expect(cut.endsWith('word…')).toBe(true);
    expect(metaDescription('  short\n text ')).toBe('short text');
  });

  it('lists distinct, non-empty keywords', () => {
    expect(keywordsOf(['Bottle', null, 'Drinkware', '', 'Bottle'])).toBe('Bottle, Drinkware');
  });
});

describe('structured data', () => {
  it('describes tiered prices as an AggregateOffer from the lowest to the highest tier', () => {
    expect(offersOf(product)).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '1.86',
      highPrice: '2.15',
      priceCurrency: 'USD',
      offerCount: 3,
    });
  });

  it('describes a single price as an Offer, and no price as no offer', () => {
    const single = { ...product, tiers: [{ minQuantity: 1, maxQuantity: null, priceMinor: 500 }] };
    expect(offersOf(single)).toEqual({ '@type': 'Offer', price: '5.00', priceCurrency: 'USD' });
    expect(offersOf({ ...product, tiers: [], priceMinMinor: null, priceMaxMinor: null })).toBeUndefined();
  });

  it('gives the Product absolute https URLs, its id as sku and the supplier as brand and manufacturer', () => {
    const ld = productJsonLd(product, {
      ...urlsOf('https://example.com', { deployPath: '/', defaultLanguage: 'en' }, 'en'),
      productPath: '/Water-Bottle_321.html',
      supplierPath: '/supplier/Ningbo-Hengda_7.html',
    });
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: '321',
      productID: '321',
      // the canonical URLs the two pages declare (spec §2): the slug stripped to the id
      url: 'https://example.com/321.html',
      offers: { url: 'https://example.com/321.html' },
      image: ['https://example.com/media/gen/product/321-0.svg'],
      brand: { '@type': 'Brand', name: 'Ningbo Hengda' },
      manufacturer: { '@type': 'Organization', url: 'https://example.com/supplier/7.html' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 3 },
      category: 'Drinkware',
    });
  });

  it("names, on a language version of a site under a deploy path, each page's canonical in that language", () => {
    const urls = urlsOf('https://example.com', { deployPath: '/de-site', defaultLanguage: 'de' }, 'fr');
    const ld = productJsonLd(product, {
      ...urls,
      productPath: '/de-site/Water-Bottle_321.html',
      supplierPath: '/de-site/supplier/Ningbo-Hengda_7.html',
    });
    expect(ld.url).toBe('https://example.com/de-site/321.html?lang=fr');
    expect(ld.manufacturer).toMatchObject({ url: 'https://example.com/de-site/supplier/7.html?lang=fr' });
    // the site's own language has no parameter; a link's query and a promotion's prefix are as the page's canonical
    const own = urlsOf('https://example.com', { deployPath: '/de-site', defaultLanguage: 'de' }, 'de');
    expect(own.page('/de-site/category/Kitchen_45_2.html?sort=priceAsc')).toBe(
      'https://example.com/de-site/category/45_2.html',
    );
    expect(own.page('/de-site')).toBe('https://example.com/de-site');
    expect(own.page('/de-site/spring2026/Steel-Pot_123.html')).toBe('https://example.com/de-site/spring2026/123.html');
    // a keyword list keeps its keyword
    expect(own.page('/de-site/hots/lamp_2.html')).toBe('https://example.com/de-site/hots/lamp_2.html');
  });

  it('gives the supplier Organization its address, founding year and logo', () => {
    expect(
      supplierJsonLd(supplier, {
        ...urlsOf('https://example.com', { deployPath: '/', defaultLanguage: 'en' }, 'en'),
        supplierPath: '/supplier/Ningbo-Hengda_7.html',
      }),
    ).toMatchObject({
      '@type': 'Organization',
      url: 'https://example.com/supplier/7.html',
      foundingDate: '2009',
      logo: 'https://example.com/media/gen/logo/7.svg',
      address: { addressCountry: 'CN', addressLocality: 'Ningbo', addressRegion: 'Zhejiang' },
    });
  });
});
