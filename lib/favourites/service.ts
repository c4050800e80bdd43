import 'server-only';
import { CARD_FIELDS } from '@/lib/cards/service';
import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { productCardsByIds } from '@/lib/catalogue/cards';
import { toSupplierSummary } from '@/lib/catalogue/supplier';
import { getDb } from '@/lib/db/client';
import { businessCards, favourites, products, suppliers } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { decorateOutboundUrl } from '@/lib/links/build';
import type { FavouriteType } from './rules';
import type { FavouriteItem, FavouritePage, FavouriteSupplier } from './schemas';

/**
 * Follows and favourites of one buyer (spec §1, §2 /myFavorite/:type, §7 follow and unfollow). Every
 * function takes the caller's own account id: there is no way to name another buyer's favourites.
 */

export type FollowKind = 'product' | 'exhibitor';
export type FollowResult = { ok: true; created: boolean } | { ok: false; error: 'notFound' };
export type FavouriteCounts = Record<FavouriteType, number>;

/**
 * Follows a published product or an existing supplier. Idempotent: the partial unique indexes make a
 * second follow a no-op (ON CONFLICT DO NOTHING), so two quick clicks still leave one row.
 */
export async function follow(accountId: number, kind: FollowKind, targetId: number): Promise<FollowResult> {
  const db = getDb();
  const target =
    kind === 'product'
      ? sql`SELECT id FROM products WHERE id = ${targetId} AND status = 'published'`
      : sql`SELECT id FROM suppliers WHERE id = ${targetId}`;
  const column = kind === 'product' ? sql.raw('product_id') : sql.raw('supplier_id');
  const inserted = await db.execute(
    sql`INSERT INTO favourites (account_id, kind, ${column})
        SELECT ${accountId}::bigint, ${kind}::text, t.id FROM (${target}) t
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  if (inserted.rows.length > 0) return { ok: true, created: true };
  // nothing inserted: either followed already, or there is nothing to follow
  const [existing] = await db
    .select({ id: favourites.id })
    .from(favourites)
    .where(and(eq(favourites.accountId, accountId), targetOf(kind, targetId)));
  return existing ? { ok: true, created: false } : { ok: false, error: 'notFound' };
}

/** Stops following; following nothing is not an error. */
export async function unfollow(accountId: number, kind: FollowKind, targetId: number): Promise<void> {
  await getDb()
    .delete(favourites)
    .where(and(eq(favourites.accountId, accountId), targetOf(kind, targetId)));
}

/** Removes a collected business card from the buyer's favourites. */
export async function removeCollectedCard(accountId: number, businessCardId: number): Promise<void> {
  await getDb()
    .delete(favourites)
    .where(
      and(
        eq(favourites.accountId, accountId),
        eq(favourites.kind, 'exhibitorCard'),
        eq(favourites.businessCardId, businessCardId),
      ),
    );
}

function targetOf(kind: FollowKind, targetId: number): SQL | undefined {
  return kind === 'product'
    ? and(eq(favourites.kind, 'product'), eq(favourites.productId, targetId))
    : and(eq(favourites.kind, 'exhibitor'), eq(favourites.supplierId, targetId));
}

/** Which of the given products and suppliers the buyer follows, in the order asked, each once. */
export async function followedAmong(
  accountId: number,
  asked: { productIds?: readonly number[]; supplierIds?: readonly number[] },
): Promise<{ productIds: number[]; supplierIds: number[] }> {
  const productIds = [...new Set(asked.productIds ?? [])];
  const supplierIds = [...new Set(asked.supplierIds ?? [])];
  const parts: SQL[] = [];
  if (productIds.length) {
    parts.push(sql`(${favourites.kind} = 'product' AND ${inArray(favourites.productId, productIds)})`);
  }
  if (supplierIds.length) {
    parts.push(sql`(${favourites.kind} = 'exhibitor' AND ${inArray(favourites.supplierId, supplierIds)})`);
  }
  if (parts.length === 0) return { productIds: [], supplierIds: [] };
  const rows = await getDb()
    .select({ productId: favourites.productId, supplierId: favourites.supplierId })
    .from(favourites)
    .where(and(eq(favourites.accountId, accountId), or(...parts)));
  const followedProducts = new Set(rows.map((r) => r.productId));
  const followedSuppliers = new Set(rows.map((r) => r.supplierId));
  return {
    productIds: productIds.filter((id) => followedProducts.has(id)),
    supplierIds: supplierIds.filter((id) => followedSuppliers.has(id)),
  };
}

/** Only published products are shown to buyers, in lists and counts alike. */
const visibleProduct = sql`(${favourites.kind} <> 'product' OR ${products.status} = 'published')`;

/** How many favourites of each type the buyer has (the tabs of the favourites page). */
export async function countFavourites(accountId: number): Promise<FavouriteCounts> {
  const rows = await getDb()
    .select({ kind: favourites.kind, n: count() })
    .from(favourites)
    .leftJoin(products, eq(products.id, favourites.productId))
    .where(and(eq(favourites.accountId, accountId), visibleProduct))
    .groupBy(favourites.kind);
  const counts: FavouriteCounts = { product: 0, exhibitor: 0, exhibitorCard: 0 };
  for (const row of rows) if (row.kind in counts) counts[row.kind as FavouriteType] = row.n;
  return counts;
}

/**
 * One page of the buyer's favourites of a type, newest first, with names in the reader's language.
 * `page` is 1-based; a page beyond the last has no items (the caller redirects or shows the last).
 */
export async function listFavourites(
  locale: Locale,
  accountId: number,
  type: FavouriteType,
  options: { page: number; pageSize: number },
): Promise<FavouritePage> {
  const { page, pageSize } = options;
  const offset = (page - 1) * pageSize;
  const { items, total } =
    type === 'product'
      ? await productPage(locale, accountId, pageSize, offset)
      : type === 'exhibitor'
        ? await supplierPage(locale, accountId, pageSize, offset)
        : await cardPage(locale, accountId, pageSize, offset);
  return { type, items, total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
}

type Slice = { items: FavouriteItem[]; total: number };

async function productPage(locale: Locale, accountId: number, limit: number, offset: number): Promise<Slice> {
  const db = getDb();
  const where = and(
    eq(favourites.accountId, accountId),
    eq(favourites.kind, 'product'),
    eq(products.status, 'published'),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ productId: products.id, createdAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(products, eq(products.id, favourites.productId))
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(favourites).innerJoin(products, eq(products.id, favourites.productId)).where(where),
  ]);
  const cards = new Map(
    (
      await productCardsByIds(
        locale,
        rows.map((r) => r.productId),
      )
    ).map((c) => [c.id, c]),
  );
  const items = rows.flatMap((r): FavouriteItem[] => {
    const product = cards.get(r.productId);
    return product ? [{ kind: 'product', followedAt: r.createdAt.toISOString(), product }] : [];
  });
  return { items, total: totals[0]?.n ?? 0 };
}

async function supplierPage(locale: Locale, accountId: number, limit: number, offset: number): Promise<Slice> {
  const db = getDb();
  const where = and(eq(favourites.accountId, accountId), eq(favourites.kind, 'exhibitor'));
  const [rows, totals] = await Promise.all([
    db
      .select({ supplier: suppliers, createdAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(suppliers, eq(suppliers.id, favourites.supplierId))
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(favourites).where(where),
  ]);
  const ids = rows.map((r) => r.supplier.id);
  const productCounts = ids.length
    ? await db
        .select({ supplierId: products.supplierId, n: count() })
        .from(products)
        .where(and(inArray(products.supplierId, ids), eq(products.status, 'published')))
        .groupBy(products.supplierId)
    : [];
  const countBySupplier = new Map(productCounts.map((c) => [c.supplierId, c.n]));
  const items = rows.map((r): FavouriteItem => {
    const summary = toSupplierSummary(locale, r.supplier);
    const supplier: FavouriteSupplier = {
      id: summary.id,
      slug: summary.slug,
      name: summary.name,
      city: summary.city,
      countryCode: summary.countryCode,
      verified: summary.verified,
      yearEstablished: summary.yearEstablished,
      logoUrl: summary.logoUrl,
      productCount: countBySupplier.get(summary.id) ?? 0,
    };
    return { kind: 'exhibitor', followedAt: r.createdAt.toISOString(), supplier };
  });
  return { items, total: totals[0]?.n ?? 0 };
}

async function cardPage(locale: Locale, accountId: number, limit: number, offset: number): Promise<Slice> {
  const db = getDb();
  const where = and(eq(favourites.accountId, accountId), eq(favourites.kind, 'exhibitorCard'));
  const [rows, totals] = await Promise.all([
    db
      .select({
        card: { ...CARD_FIELDS, avatarUrl: businessCards.avatarUrl },
        createdAt: favourites.createdAt,
      })
      .from(favourites)
      .innerJoin(businessCards, eq(businessCards.id, favourites.businessCardId))
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(favourites).where(where),
  ]);
  // spec §7 outbound links: a card's website on the product's own domains gets the reader's language
  const ownDomains = getEnv().OWN_DOMAINS;
  const items = rows.map((r): FavouriteItem => ({
    kind: 'exhibitorCard',
    followedAt: r.createdAt.toISOString(),
    card: {
      ...r.card,
      website: r.card.website && decorateOutboundUrl(r.card.website, { lang: locale, ownDomains }),
    },
  }));
  return { items, total: totals[0]?.n ?? 0 };
}
