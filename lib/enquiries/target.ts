import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { productCardsByIds } from '@/lib/catalogue/cards';
import type { ProductCard } from '@/lib/catalogue/home';
import { getSupplierDetail } from '@/lib/catalogue/supplier';
import { getDb } from '@/lib/db/client';
import { products, suppliers } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

/** A product an enquiry form names: its card, its own unit (the form's default) and its supplier. */
export type EnquiryProduct = ProductCard & {
  unitCode: string;
  supplier: { id: number; slug: string };
};

/** A supplier an enquiry form writes to, without a product. */
export type EnquirySupplier = {
  id: number;
  slug: string;
  name: string;
  logoUrl: string | null;
  city: string | null;
  countryCode: string;
  verified: boolean;
  productCount: number;
};

/** The published products among `ids` as enquiry forms show them, in the order given. */
export async function loadEnquiryProducts(locale: Locale, ids: readonly number[]): Promise<EnquiryProduct[]> {
  if (ids.length === 0) return [];
  const [cards, rows] = await Promise.all([
    productCardsByIds(locale, ids),
    getDb()
      .select({ id: products.id, unitCode: products.unitCode, supplierId: suppliers.id, supplierSlug: suppliers.slug })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(and(inArray(products.id, [...ids]), eq(products.status, 'published'))),
  ]);
  const extra = new Map(rows.map((r) => [r.id, r]));
  return cards.flatMap((card) => {
    const row = extra.get(card.id);
    return row ? [{ ...card, unitCode: row.unitCode, supplier: { id: row.supplierId, slug: row.supplierSlug } }] : [];
  });
}

export async function loadEnquirySupplier(locale: Locale, id: number): Promise<EnquirySupplier | undefined> {
  const detail = await getSupplierDetail(locale, id);
  if (!detail) return undefined;
  const { slug, name, logoUrl, city, countryCode, verified, productCount } = detail;
  return { id, slug, name, logoUrl, city, countryCode, verified, productCount };
}
