import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CartAnswer } from './schema';
import { productCardsByIds } from '@/lib/catalogue/cards';
import { getDb } from '@/lib/db/client';
import { accounts, cartItems, products } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { CART_LIMIT, CART_OPERATION, type CartOperation } from './rules';

/**
 * The server side of a signed-in buyer's enquiry cart (spec §3, §4): `cart_items` rows of published
 * products, at most CART_LIMIT of them. Every read and write names the buyer's own account.
 */

export type CartUpdateResult =
  | { ok: true; cart: CartAnswer }
  | { ok: false; error: 'full'; limit: number }
  | { ok: false; error: 'unknownProducts'; ids: number[] };

/** The buyer's cart as product ids, oldest first; products no longer published are not in it. */
export async function readCartIds(accountId: number): Promise<number[]> {
  const rows = await getDb()
    .select({ id: cartItems.productId })
    .from(cartItems)
    .innerJoin(products, and(eq(products.id, cartItems.productId), eq(products.status, 'published')))
    .where(eq(cartItems.buyerAccountId, accountId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
  return rows.map((r) => r.id);
}

/** spec §7 cartInfo: the ids and their product cards in the reader's language. */
export async function readCart(accountId: number, locale: Locale): Promise<CartAnswer> {
  return cartOf(locale, await readCartIds(accountId));
}

async function cartOf(locale: Locale, ids: number[]): Promise<CartAnswer> {
  const items = await productCardsByIds(locale, ids);
  return { goodIds: items.map((i) => i.id), items, limit: CART_LIMIT };
}

/**
 * spec §4, §7 update: adds or removes products in one transaction. The buyer's account row is locked
 * first (FOR NO KEY UPDATE), so two changes of one cart run one after the other and two adds racing at
 * the limit never make 11 (spec §5). An add naming an unknown or unpublished product, or one that
 * would take the cart past the limit, writes nothing. A removal never checks the product: a buyer can
 * always take out what is no longer sold.
 */
export async function updateCart(
  accountId: number,
  operation: CartOperation,
  ids: readonly number[],
  locale: Locale,
): Promise<CartUpdateResult> {
  const outcome = await getDb().transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${accounts} WHERE ${accounts.id} = ${accountId} FOR NO KEY UPDATE`);
    // rows of products taken off sale since they were added leave the cart (they are not shown either)
    await tx.execute(
      sql`DELETE FROM ${cartItems} USING ${products}
          WHERE ${cartItems.buyerAccountId} = ${accountId} AND ${products.id} = ${cartItems.productId}
            AND ${products.status} <> 'published'`,
    );
    if (operation === CART_OPERATION.remove) {
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.buyerAccountId, accountId), inArray(cartItems.productId, [...ids])));
      return { ok: true } as const;
    }
    const published = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, [...ids]), eq(products.status, 'published')));
    const known = new Set(published.map((p) => p.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) return { ok: false, error: 'unknownProducts', ids: unknown } as const;
    const current = await tx
      .select({ id: cartItems.productId })
      .from(cartItems)
      .where(eq(cartItems.buyerAccountId, accountId));
    const inCart = new Set(current.map((r) => r.id));
    const fresh = ids.filter((id) => !inCart.has(id));
    // spec §5: a list of 11 or more is refused as a whole
    if (inCart.size + fresh.length > CART_LIMIT) return { ok: false, error: 'full', limit: CART_LIMIT } as const;
    if (fresh.length > 0) {
      // one statement; added_at keeps the order the ids were given in
      await tx.execute(
        sql`INSERT INTO ${cartItems} (buyer_account_id, product_id, added_at)
            SELECT ${accountId}, id, clock_timestamp() + n * interval '1 microsecond'
            FROM unnest(${sql.param(fresh)}::bigint[]) WITH ORDINALITY AS t(id, n)`,
      );
    }
    return { ok: true } as const;
  });
  if (!outcome.ok) return outcome;
  return { ok: true, cart: await readCart(accountId, locale) };
}
