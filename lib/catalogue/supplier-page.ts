import { buildSupplierPath, type LinkContext } from '@/lib/links/build';
import { supplierJsonLd, type UrlContext } from './structured-data';
import type { SupplierDetail } from './supplier';

/** The supplier's schema.org Organization with its absolute page URL. */
export function structuredSupplier(supplier: SupplierDetail, urls: UrlContext, links: LinkContext) {
  return supplierJsonLd(supplier, { ...urls, supplierPath: buildSupplierPath(supplier, links) });
}
