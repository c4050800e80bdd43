import { buildSupplierPath, type LinkContext } from '@/lib/links/build';
import { supplierJsonLd } from './structured-data';
import type { SupplierDetail } from './supplier';

/** The supplier's schema.org Organization with its absolute page URL. */
export function structuredSupplier(supplier: SupplierDetail, origin: string, links: LinkContext) {
  return supplierJsonLd(supplier, { origin, supplierPath: buildSupplierPath(supplier, links) });
}
