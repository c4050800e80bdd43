import type { ProductDetail } from './product';
import type { SupplierDetail } from './supplier';

/**
 * Absolute https URLs of a page's structured data (canonical rule of spec §2): `origin` in front of a
 * file (an image, a logo), `page(href)` for a link to a page: that page's canonical URL in the language
 * being rendered (lib/catalogue/page-urls.ts).
 */
export type UrlContext = { origin: string; page: (href: string) => string };

const decimal = (minor: number) => (minor / 100).toFixed(2);

/** schema.org Offer or AggregateOffer from the price tiers (one offer per tier). */
export function offersOf(product: Pick<ProductDetail, 'tiers' | 'currency' | 'priceMinMinor' | 'priceMaxMinor'>) {
  const prices = product.tiers.map((t) => t.priceMinor);
  const low = prices.length ? Math.min(...prices) : product.priceMinMinor;
  const high = prices.length ? Math.max(...prices) : product.priceMaxMinor;
  if (low === null || high === null) return undefined;
  if (product.tiers.length <= 1 && low === high) {
    return { '@type': 'Offer', price: decimal(low), priceCurrency: product.currency };
  }
  return {
    '@type': 'AggregateOffer',
    lowPrice: decimal(low),
    highPrice: decimal(high),
    priceCurrency: product.currency,
    offerCount: Math.max(product.tiers.length, 1),
  };
}

/** schema.org Product: name, image, sku/productID, the supplier as brand and manufacturer, offers, rating. */
export function productJsonLd(
  product: ProductDetail,
  urls: UrlContext & { productPath: string; supplierPath: string },
): Record<string, unknown> {
  const supplier = { '@type': 'Organization', name: product.supplier.name, url: urls.page(urls.supplierPath) };
  const offers = offersOf(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: urls.page(urls.productPath),
    sku: String(product.id),
    productID: String(product.id),
    image: product.images.map((i) => urls.origin + i.url),
    category: product.categoryPath.at(-1)?.name,
    brand: { '@type': 'Brand', name: product.supplier.name },
    manufacturer: supplier,
    ...(offers && { offers: { ...offers, url: urls.page(urls.productPath) } }),
    ...(product.scores.count > 0 &&
      product.scores.average !== null && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.scores.average,
          reviewCount: product.scores.count,
          bestRating: 5,
          worstRating: 1,
        },
      }),
  };
}

/** schema.org Organization of a supplier page. */
export function supplierJsonLd(supplier: SupplierDetail, urls: UrlContext & { supplierPath: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: supplier.name,
    description: supplier.description || undefined,
    url: urls.page(urls.supplierPath),
    ...(supplier.logoUrl && { logo: urls.origin + supplier.logoUrl }),
    ...(supplier.yearEstablished && { foundingDate: String(supplier.yearEstablished) }),
    address: {
      '@type': 'PostalAddress',
      addressCountry: supplier.countryCode,
      ...(supplier.city && { addressLocality: supplier.city }),
      ...(supplier.province && { addressRegion: supplier.province }),
    },
  };
}
