import 'server-only';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SupplierRfq, SupplierRfqItem } from './schemas';
import { getDb } from '@/lib/db/client';
import { buyerProfiles, categories, quotationPriceTiers, quotations, rfqMatches, rfqs, units } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { RfqError } from './errors';
import { effectiveStatus, iso, localName, readReplies, readRfqDetail, readStatus, readTiers, unitName } from './read';
import { addDays, RFQ_LIMITS, toMinor, utcDate, type QuotationFields, type QuotationStatus } from './rules';
import { atomically } from './transaction';

/** Whether the buyer has answered a quotation: a decision, or a message about it. */
const buyerReplied = sql<boolean>`(${quotations.status} IN ('accepted', 'declined') OR EXISTS (
  SELECT 1 FROM conversation_messages cm WHERE cm.quotation_id = ${quotations.id} AND cm.sender_account_id = ${rfqs.buyerAccountId}))`;

export type SupplierRfqPage = {
  total: number;
  page: number;
  pageSize: number;
  unseen: number;
  items: SupplierRfqItem[];
};

/** The workspace's list: RFQs matched to the supplier, newest match first, seen or not, its quotation's state. */
export async function listSupplierRfqs(
  supplierId: number,
  locale: Locale,
  options: { page?: number; pageSize?: number } = {},
): Promise<SupplierRfqPage> {
  const pageSize = options.pageSize ?? RFQ_LIMITS.pageSize;
  const page = Math.max(1, options.page ?? 1);
  const db = getDb();
  const [totals] = await db
    .select({ total: count(), unseen: sql<number>`count(*) FILTER (WHERE ${rfqMatches.seenAt} IS NULL)::int` })
    .from(rfqMatches)
    .where(eq(rfqMatches.supplierId, supplierId));
  const rows = await db
    .select({
      match: rfqMatches,
      rfq: rfqs,
      category: categories,
      unit: units,
      status: effectiveStatus,
      quotationStatus: quotations.status,
      replied: sql<boolean | null>`CASE WHEN ${quotations.id} IS NULL THEN false ELSE ${buyerReplied} END`,
    })
    .from(rfqMatches)
    .innerJoin(rfqs, eq(rfqs.id, rfqMatches.rfqId))
    .leftJoin(categories, eq(categories.id, rfqs.categoryId))
    .leftJoin(units, eq(units.code, rfqs.unitCode))
    .leftJoin(quotations, and(eq(quotations.rfqId, rfqs.id), eq(quotations.supplierId, supplierId)))
    .where(eq(rfqMatches.supplierId, supplierId))
    .orderBy(desc(rfqMatches.matchedAt), desc(rfqMatches.rfqId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    total: totals?.total ?? 0,
    unseen: totals?.unseen ?? 0,
    page,
    pageSize,
    items: rows.map((row) => ({
      rfqId: row.rfq.id,
      productName: row.rfq.productName,
      categoryName: localName(locale, row.category),
      quantity: row.rfq.quantity,
      unit: unitName(locale, row.unit),
      destinationCountry: row.rfq.destinationCountry,
      status: readStatus(row.status),
      matchedAt: row.match.matchedAt.toISOString(),
      expiresAt: iso(row.rfq.expiresAt),
      seen: row.match.seenAt !== null,
      quotationStatus: (row.quotationStatus as QuotationStatus | null) ?? null,
      buyerReplied: row.replied === true,
    })),
  };
}

/**
 * One RFQ matched to the supplier, with the buyer's company and country (never the buyer's e-mail or
 * phone), the supplier's own quotation and the buyer's replies to it. Reading marks it seen. Another
 * supplier's RFQ, or one not matched to this supplier, is not found.
 */
export async function getSupplierRfq(
  supplierId: number,
  rfqId: number,
  locale: Locale,
  options: { markSeen?: boolean } = {},
): Promise<SupplierRfq | undefined> {
  const db = getDb();
  const [match] = await db
    .select({ seenAt: rfqMatches.seenAt, buyerAccountId: rfqs.buyerAccountId })
    .from(rfqMatches)
    .innerJoin(rfqs, eq(rfqs.id, rfqMatches.rfqId))
    .where(and(eq(rfqMatches.rfqId, rfqId), eq(rfqMatches.supplierId, supplierId)));
  if (!match) return undefined;
  const detail = await readRfqDetail(locale, rfqId, undefined);
  if (!detail) return undefined;
  if (options.markSeen !== false && match.seenAt === null) {
    await db
      .update(rfqMatches)
      .set({ seenAt: new Date() })
      .where(and(eq(rfqMatches.rfqId, rfqId), eq(rfqMatches.supplierId, supplierId), isNull(rfqMatches.seenAt)));
  }
  const [buyer] = await db
    .select({ companyName: buyerProfiles.companyName, countryCode: buyerProfiles.countryCode })
    .from(buyerProfiles)
    .where(eq(buyerProfiles.accountId, match.buyerAccountId));
  const [own] = await db
    .select({ quotation: quotations, replied: buyerReplied })
    .from(quotations)
    .innerJoin(rfqs, eq(rfqs.id, quotations.rfqId))
    .where(and(eq(quotations.rfqId, rfqId), eq(quotations.supplierId, supplierId)));
  const ownId = own ? [own.quotation.id] : [];
  const [tiers, replies] = await Promise.all([readTiers(ownId), readReplies(ownId, match.buyerAccountId)]);
  const { editable: _e, source: _s, matchedSuppliers: _m, quotationCount: _q, ...rfq } = detail;
  const q = own?.quotation;
  return {
    rfq,
    buyer: { companyName: buyer?.companyName ?? null, countryCode: buyer?.countryCode ?? null },
    quotation: q
      ? {
          quotationId: q.id,
          currency: q.currency,
          tiers: tiers.get(q.id) ?? [],
          moq: q.moq,
          leadTimeDays: q.leadTimeDays,
          incoterm: q.incoterm,
          paymentTerm: q.paymentTerm,
          validUntil: q.validUntil,
          message: q.message,
          status: q.status as QuotationStatus,
          submittedAt: q.createdAt.toISOString(),
          updatedAt: q.updatedAt.toISOString(),
        }
      : null,
    replies: q ? (replies.get(q.id) ?? []) : [],
    editable: detail.status === 'open' && (!own || (own.quotation.status === 'submitted' && !own.replied)),
    seenAt: iso(match.seenAt),
  };
}

/**
 * The supplier's quotation on a matched RFQ: created, or changed in place while the RFQ is open and
 * the buyer has not replied (one per supplier and RFQ: the unique index decides between two at once).
 * Validity runs from today to RFQ_LIMITS.validityMaxDays ahead. The tiers are replaced as a whole.
 */
export function saveQuotation(
  supplierId: number,
  authorAccountId: number,
  rfqId: number,
  fields: QuotationFields,
): Promise<{ quotationId: number; created: boolean }> {
  return atomically(async () => {
    const db = getDb();
    const [rfq] = await db
      .select({ status: effectiveStatus, unitCode: rfqs.unitCode })
      .from(rfqMatches)
      .innerJoin(rfqs, eq(rfqs.id, rfqMatches.rfqId))
      .where(and(eq(rfqMatches.rfqId, rfqId), eq(rfqMatches.supplierId, supplierId)))
      .for('share', { of: rfqs });
    if (!rfq) throw new RfqError('notFound');
    if (rfq.status !== 'open') throw new RfqError('rfqClosed');
    const today = utcDate();
    if (fields.validUntil < today || fields.validUntil > addDays(today, RFQ_LIMITS.validityMaxDays)) {
      throw new RfqError('validityRange', 'data.validUntil');
    }
    const values = {
      currency: fields.currency,
      unitCode: rfq.unitCode,
      moq: fields.moq,
      leadTimeDays: fields.leadTimeDays,
      incoterm: fields.incoterm,
      paymentTerm: fields.paymentTerm ?? null,
      validUntil: fields.validUntil,
      message: fields.message,
      authorAccountId,
    };
    // a new quotation, or the row kept locked while it is checked and changed
    const [inserted] = await db
      .insert(quotations)
      .values({ rfqId, supplierId, ...values })
      .onConflictDoNothing({ target: [quotations.rfqId, quotations.supplierId] })
      .returning({ id: quotations.id });
    let quotationId = inserted?.id;
    if (quotationId === undefined) {
      const [locked] = await db
        .select({ id: quotations.id })
        .from(quotations)
        .where(and(eq(quotations.rfqId, rfqId), eq(quotations.supplierId, supplierId)))
        .for('update');
      if (!locked) throw new Error('quotation vanished');
      // read after the lock, in a statement of its own, so a reply committed meanwhile is seen
      const [state] = await db
        .select({ replied: buyerReplied })
        .from(quotations)
        .innerJoin(rfqs, eq(rfqs.id, quotations.rfqId))
        .where(eq(quotations.id, locked.id));
      if (state?.replied) throw new RfqError('quotationLocked');
      quotationId = locked.id;
      await db
        .update(quotations)
        .set({ ...values, status: 'submitted', updatedAt: new Date(), buyerSeenAt: null }) // new to the buyer again
        .where(eq(quotations.id, quotationId));
      await db.delete(quotationPriceTiers).where(eq(quotationPriceTiers.quotationId, quotationId));
    }
    const id = quotationId;
    await db.insert(quotationPriceTiers).values(
      fields.tiers.map((tier) => ({
        quotationId: id,
        minQuantity: tier.minQuantity,
        priceMinor: toMinor(tier.price),
      })),
    );
    return { quotationId: id, created: inserted !== undefined };
  });
}
