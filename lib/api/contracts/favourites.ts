import { z } from 'zod';
import { text } from '@/lib/validation/text';
import { POSITIVE_INTEGER_PATTERN } from '@/lib/accounts/rules';
import { businessCard, businessCardData, keepCardData, keptCard } from '@/lib/cards/rules';
import { PRODUCT_ID_ALIASES, withAliases } from '@/lib/validation/aliases';
import { defineContract } from '../contract';
import { favouritePageSchema } from '@/lib/favourites/schemas';
import {
  FAVOURITE_PAGE_MAX,
  FAVOURITE_PAGE_SIZE,
  FAVOURITE_PAGE_SIZE_MAX,
  FAVOURITE_STATUS_MAX_IDS,
  FAVOURITE_TYPES,
} from '@/lib/favourites/rules';

export {
  FAVOURITE_PAGE_MAX,
  FAVOURITE_PAGE_SIZE,
  FAVOURITE_PAGE_SIZE_MAX,
  FAVOURITE_STATUS_MAX_IDS,
  FAVOURITE_TYPES,
  type FavouriteType,
} from '@/lib/favourites/rules';

/**
 * A row id as the original clients send it: a number or a string of digits (spec §5 positive integer),
 * at most 15 digits so it stays an exact JavaScript number.
 */
const rowId = z.union([
  z.number().int().positive().max(999_999_999_999_999),
  text()
    .regex(POSITIVE_INTEGER_PATTERN)
    .max(15)
    .transform((v) => Number(v)),
]);

// spec §3: the app names a product goodsSpuId, goodId, spuId or id, and a supplier supplierId or id
const productTarget = withAliases(z.strictObject({ productId: rowId }), { productId: [...PRODUCT_ID_ALIASES, 'id'] });
const supplierTarget = withAliases(z.strictObject({ supplierId: rowId }), { supplierId: ['id'] });

export const followProduct = defineContract({
  id: 'followProduct',
  gateways: ['main'],
  path: 'blade-purchaser/favorite/followProduct',
  methods: ['POST'],
  summary:
    'spec §7: the signed-in buyer follows a published product. Following it again changes nothing; an unknown or unpublished product is 404. productId is also taken as goodsSpuId, goodId, spuId or id.',
  data: productTarget,
  response: z.object({ productId: z.number(), followed: z.literal(true) }),
  auth: 'buyer',
  mutates: true,
});

export const unfollowProduct = defineContract({
  id: 'unfollowProduct',
  gateways: ['main'],
  path: 'blade-purchaser/favorite/unfollowProduct',
  methods: ['POST'],
  summary:
    'spec §7: the signed-in buyer stops following a product (productId, or goodsSpuId, goodId, spuId, id); a product not followed is fine.',
  data: productTarget,
  response: z.object({ productId: z.number(), followed: z.literal(false) }),
  auth: 'buyer',
  mutates: true,
});

export const followSupplier = defineContract({
  id: 'followSupplier',
  gateways: ['main'],
  path: 'blade-purchaser/favorite/followSupplier',
  methods: ['POST'],
  summary:
    'spec §7: the signed-in buyer follows a supplier (kept as the favourite type exhibitor). Following it again changes nothing; an unknown supplier is 404. supplierId is also taken as id.',
  data: supplierTarget,
  response: z.object({ supplierId: z.number(), followed: z.literal(true) }),
  auth: 'buyer',
  mutates: true,
});

export const unfollowSupplier = defineContract({
  id: 'unfollowSupplier',
  gateways: ['main'],
  path: 'blade-purchaser/favorite/unfollowSupplier',
  methods: ['POST'],
  summary: 'spec §7: the signed-in buyer stops following a supplier; a supplier not followed is fine.',
  data: supplierTarget,
  response: z.object({ supplierId: z.number(), followed: z.literal(false) }),
  auth: 'buyer',
  mutates: true,
});

export const removeFavoriteCard = defineContract({
  id: 'removeFavoriteCard',
  gateways: ['main'],
  path: 'blade-purchaser/favorite/removeCard',
  methods: ['POST'],
  summary: "Removes a collected business card from the signed-in buyer's favourites; a card not kept is fine.",
  data: z.strictObject({ businessCardId: rowId }),
  response: z.object({ businessCardId: z.number(), removed: z.literal(true) }),
  auth: 'buyer',
  mutates: true,
});

const idList = z.array(rowId).max(FAVOURITE_STATUS_MAX_IDS);

export const favoriteStatus = defineContract({
  id: 'favoriteStatus',
  gateways: ['main'],
  path: 'blade-purchaser/favorite/status',
  methods: ['POST'],
  summary: `Which of the given products and suppliers (at most ${FAVOURITE_STATUS_MAX_IDS} of each) the signed-in buyer follows: one call for a whole page's buttons.`,
  data: z.strictObject({ productIds: idList.optional(), supplierIds: idList.optional() }),
  response: z.object({ productIds: z.array(z.number()), supplierIds: z.array(z.number()) }),
  auth: 'buyer',
  mutates: false,
});

export const favoriteList = defineContract({
  id: 'favoriteList',
  gateways: ['main'],
  path: 'blade-purchaser/favorite/list',
  methods: ['POST'],
  summary: `The signed-in buyer's favourites of one spec §2 type, newest first, ${FAVOURITE_PAGE_SIZE} a page by default; a page beyond the last has no items.`,
  data: z.strictObject({
    type: z.enum(FAVOURITE_TYPES),
    page: z.number().int().min(1).max(FAVOURITE_PAGE_MAX).optional(),
    pageSize: z.number().int().min(1).max(FAVOURITE_PAGE_SIZE_MAX).optional(),
  }),
  response: favouritePageSchema,
  auth: 'buyer',
  mutates: false,
});

export const saveBusinessCard = defineContract({
  id: 'saveBusinessCard',
  gateways: ['main'],
  path: 'blade-purchaser/businessCard/save',
  methods: ['POST'],
  summary:
    "Makes or changes the signed-in buyer's e-card (spec §2 /myCard): full name, job title, company, e-mail, mobile, country, website. Its link's token is made once and kept.",
  data: businessCardData,
  response: businessCard,
  auth: 'buyer',
  mutates: true,
});

export const keepBusinessCard = defineContract({
  id: 'keepBusinessCard',
  gateways: ['main'],
  path: 'blade-purchaser/businessCard/keep',
  methods: ['POST'],
  summary:
    "Keeps a shared e-card, named by its link's token, in the signed-in buyer's favourites (exhibitorCard); keeping it again changes nothing. One's own card cannot be kept.",
  data: keepCardData,
  response: keptCard,
  auth: 'buyer',
  mutates: true,
});
