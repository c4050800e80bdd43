import { z } from 'zod';
import { productCardSchema, supplierCardSchema } from '@/lib/catalogue/card-schema';
import { FAVOURITE_TYPES } from './rules';

// The favourites a service returns and the API answers (client-safe: zod only; the contracts in
// lib/api/contracts/favourites.ts read them).

export const favouriteSupplierSchema = supplierCardSchema;
export type FavouriteSupplier = z.infer<typeof favouriteSupplierSchema>;

/** A business card the buyer collected from an exhibitor (spec §1 e-cards). */
export const collectedCardSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  jobTitle: z.string().nullable(),
  companyName: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  countryCode: z.string().nullable(),
  website: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type CollectedCard = z.infer<typeof collectedCardSchema>;

const followedAt = z.string().describe('When it was followed (ISO 8601).');

export const favouriteItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), followedAt, product: productCardSchema }),
  z.object({ kind: z.literal('exhibitor'), followedAt, supplier: favouriteSupplierSchema }),
  z.object({ kind: z.literal('exhibitorCard'), followedAt, card: collectedCardSchema }),
]);
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

export const favouritePageSchema = z.object({
  type: z.enum(FAVOURITE_TYPES),
  items: z.array(favouriteItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});
export type FavouritePage = z.infer<typeof favouritePageSchema>;
