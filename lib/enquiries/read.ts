import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BuyerEnquiry, SupplierEnquiry } from './schemas';
import { pickLocalised } from '@/lib/catalogue/localise';
import { getDb } from '@/lib/db/client';
import { accounts, buyerProfiles, enquiries, productImages, products, suppliers, units } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { ENQUIRY_LIMITS, type EnquiryStatus } from './rules';

/**
 * Reading enquiries: a buyer reads only their own, a supplier only its company's. Every query names the
 * owner in its WHERE clause, so an id of someone else's enquiry reads as not found.
 */

export type Paging = { page?: number; pageSize?: number };
export type EnquiryPage<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

const firstImage = sql<string | null>`(
  SELECT ${productImages.url} FROM ${productImages}
  WHERE ${productImages.productId} = ${enquiries.productId}
  ORDER BY ${productImages.position} LIMIT 1)`;

const columns = {
  enquiry: enquiries,
  product: {
    id: products.id,
    slug: products.slug,
    en: products.nameEn,
    cn: products.nameCn,
    local: products.names,
  },
  imageUrl: firstImage,
  supplier: {
    id: suppliers.id,
    slug: suppliers.slug,
    en: suppliers.nameEn,
    cn: suppliers.nameCn,
    local: suppliers.names,
  },
  unit: {
    en: units.nameEn,
    enPlural: units.nameEnPlural,
    cn: units.nameCn,
    local: units.names,
    localOne: units.singularNames,
  },
};

function baseQuery() {
  return getDb()
    .select(columns)
    .from(enquiries)
    .innerJoin(suppliers, eq(suppliers.id, enquiries.supplierId))
    .leftJoin(products, eq(products.id, enquiries.productId))
    .leftJoin(units, eq(units.code, enquiries.unitCode));
}

type Row = Awaited<ReturnType<typeof baseQuery>>[number];

/** A unit's name in the reader's language after the enquiry's quantity: the form of one for exactly one. */
function unitName(locale: Locale, unit: Row['unit'], quantity: number | null): string | null {
  if (!unit) return null;
  if (locale === 'en') return quantity === 1 ? unit.en : unit.enPlural;
  const many = pickLocalised(locale, { en: unit.enPlural, cn: unit.cn, local: unit.local });
  return (quantity === 1 && locale !== 'zh' && unit.localOne[locale]) || many;
}

function toBuyerEnquiry(locale: Locale, row: Row): BuyerEnquiry {
  const e = row.enquiry;
  const s = row.supplier;
  const p = row.product;
  return {
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    batchId: e.batchId,
    product: p
      ? {
          id: p.id,
          slug: p.slug,
          name: pickLocalised(locale, { en: p.en, cn: p.cn, local: p.local }),
          imageUrl: row.imageUrl,
        }
      : null,
    supplier: { id: s.id, slug: s.slug, name: pickLocalised(locale, { en: s.en, cn: s.cn, local: s.local }) },
    quantity: e.quantity,
    unitCode: e.unitCode,
    unit: unitName(locale, row.unit, e.quantity),
    message: e.message,
    status: e.status as EnquiryStatus,
  };
}

function paging(input: Paging | undefined): { page: number; pageSize: number } {
  return { page: input?.page ?? 1, pageSize: input?.pageSize ?? ENQUIRY_LIMITS.pageSize };
}

async function countWhere(where: SQL | undefined): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(where);
  return row?.n ?? 0;
}

function pageOf<T>(items: T[], total: number, page: number, pageSize: number): EnquiryPage<T> {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The buyer's own sent enquiries, newest first. */
export async function listBuyerEnquiries(
  locale: Locale,
  buyerAccountId: number,
  input?: Paging,
): Promise<EnquiryPage<BuyerEnquiry>> {
  const { page, pageSize } = paging(input);
  const own = eq(enquiries.buyerAccountId, buyerAccountId);
  const [rows, total] = await Promise.all([
    baseQuery()
      .where(own)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countWhere(own),
  ]);
  return pageOf(
    rows.map((r) => toBuyerEnquiry(locale, r)),
    total,
    page,
    pageSize,
  );
}

/** One of the buyer's own enquiries; undefined for anyone else's. */
export async function getBuyerEnquiry(
  locale: Locale,
  buyerAccountId: number,
  id: number,
): Promise<BuyerEnquiry | undefined> {
  const [row] = await baseQuery().where(and(eq(enquiries.id, id), eq(enquiries.buyerAccountId, buyerAccountId)));
  return row && toBuyerEnquiry(locale, row);
}

/** The enquiries of one of the buyer's own cart batches, in the order they were sent. */
export async function getBuyerBatch(locale: Locale, buyerAccountId: number, batchId: string): Promise<BuyerEnquiry[]> {
  if (!/^[0-9a-f-]{36}$/i.test(batchId)) return [];
  const rows = await baseQuery()
    .where(and(eq(enquiries.batchId, batchId), eq(enquiries.buyerAccountId, buyerAccountId)))
    .orderBy(enquiries.id);
  return rows.map((r) => toBuyerEnquiry(locale, r));
}

function supplierQuery() {
  return getDb()
    .select({
      ...columns,
      buyer: {
        email: accounts.email,
        nickname: accounts.nickname,
        verifiedAt: accounts.emailVerifiedAt,
        contactName: buyerProfiles.contactName,
        company: buyerProfiles.companyName,
        countryCode: buyerProfiles.countryCode,
      },
    })
    .from(enquiries)
    .innerJoin(suppliers, eq(suppliers.id, enquiries.supplierId))
    .innerJoin(accounts, eq(accounts.id, enquiries.buyerAccountId))
    .leftJoin(buyerProfiles, eq(buyerProfiles.accountId, enquiries.buyerAccountId))
    .leftJoin(products, eq(products.id, enquiries.productId))
    .leftJoin(units, eq(units.code, enquiries.unitCode));
}

type SupplierRow = Awaited<ReturnType<typeof supplierQuery>>[number];

function toSupplierEnquiry(locale: Locale, row: SupplierRow): SupplierEnquiry {
  const b = row.buyer;
  return {
    ...toBuyerEnquiry(locale, row),
    read: row.enquiry.status !== 'sent',
    buyer: {
      name: b.contactName || b.nickname || null,
      company: b.company || null,
      countryCode: b.countryCode?.trim() || null,
      email: b.email,
      emailVerified: b.verifiedAt !== null,
    },
  };
}

/** The enquiries a supplier's company received, newest first, with the count of unread ones. */
export async function listSupplierEnquiries(
  locale: Locale,
  supplierId: number,
  input?: Paging,
): Promise<EnquiryPage<SupplierEnquiry> & { unread: number }> {
  const { page, pageSize } = paging(input);
  const own = eq(enquiries.supplierId, supplierId);
  const [rows, total, unread] = await Promise.all([
    supplierQuery()
      .where(own)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countWhere(own),
    countUnread(supplierId),
  ]);
  return {
    ...pageOf(
      rows.map((r) => toSupplierEnquiry(locale, r)),
      total,
      page,
      pageSize,
    ),
    unread,
  };
}

/** How many of the company's enquiries nobody opened yet. */
export function countUnread(supplierId: number): Promise<number> {
  return countWhere(and(eq(enquiries.supplierId, supplierId), eq(enquiries.status, 'sent')));
}

/**
 * One enquiry of the supplier's company, marked read by opening it (a `sent` one only: a later status
 * stays). Another company's enquiry is undefined and nothing changes.
 */
export async function openSupplierEnquiry(
  locale: Locale,
  supplierId: number,
  id: number,
): Promise<SupplierEnquiry | undefined> {
  const own = and(eq(enquiries.id, id), eq(enquiries.supplierId, supplierId));
  await getDb()
    .update(enquiries)
    .set({ status: 'read' })
    .where(and(own, eq(enquiries.status, 'sent')));
  const [row] = await supplierQuery().where(own);
  return row && toSupplierEnquiry(locale, row);
}

/**
 * Whether a buyer still has to finish the account an enquiry made (no password chosen, address not
 * confirmed): the success page then says where the mail with the links went.
 */
export async function needsAccountSetup(buyerAccountId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ hasPassword: sql<boolean>`${accounts.passwordHash} IS NOT NULL`, verifiedAt: accounts.emailVerifiedAt })
    .from(accounts)
    .where(eq(accounts.id, buyerAccountId));
  return Boolean(row && !row.hasPassword && row.verifiedAt === null);
}
