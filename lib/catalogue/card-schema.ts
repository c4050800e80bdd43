import { z } from 'zod';

/**
 * A product as a card shows it (image, name, supplier, minimum order, price range): what the catalogue's
 * lists, the cart and the favourites answer. Client-safe: zod only.
 */
export const productCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  imageWidth: z.number(),
  imageHeight: z.number(),
  priceMinMinor: z.number().nullable(),
  priceMaxMinor: z.number().nullable(),
  currency: z.string(),
  moq: z.number(),
  unit: z.string(),
  supplierName: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** A supplier as its card shows it (logo, name, place, verified, years, published products): favourites, search. */
export const supplierCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  countryCode: z.string(),
  verified: z.boolean(),
  yearEstablished: z.number().nullable(),
  logoUrl: z.string().nullable(),
  productCount: z.number(),
});
