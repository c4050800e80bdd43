import { z } from 'zod';
import { productCardSchema } from '@/lib/catalogue/card-schema';
import { text } from '@/lib/validation/text';
import { CART_LIMIT, ID_TEXT, MAX_IDS_PER_CALL, unique } from './rules';

/** A product id as clients send it: a positive integer, or its digits as text (15 at most, as the routes). */
export const productIdParam = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  text()
    .regex(ID_TEXT)
    .transform((v) => Number(v)),
]);

/** spec §7 goodIds: a list of product ids, or the same comma separated (as the stored list of spec §3). */
export const goodIdsParam = z
  .union([
    z.array(productIdParam).min(1).max(MAX_IDS_PER_CALL),
    text()
      .max(MAX_IDS_PER_CALL * 17)
      .transform((v) => v.split(',').map((part) => part.trim()))
      .pipe(
        z
          .array(
            text()
              .regex(ID_TEXT)
              .transform((v) => Number(v)),
          )
          .min(1)
          .max(MAX_IDS_PER_CALL),
      ),
  ])
  .transform((ids) => unique(ids));

/** A product as the cart shows it: the product card's fields (image, name, supplier, MOQ, price). */
export const cartProductSchema = productCardSchema;
export type CartProduct = z.infer<typeof cartProductSchema>;

/** spec §3 cart: the product ids (oldest first), the products, and the limit of spec §5. */
export const cartSchema = z.object({
  goodIds: z.array(z.number()),
  items: z.array(cartProductSchema),
  limit: z.literal(CART_LIMIT),
});
export type CartAnswer = z.infer<typeof cartSchema>;
