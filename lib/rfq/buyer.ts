import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Comparison, RfqDetail, RfqListItem } from './schemas';
import { completePurchaseInfo, getPurchaseInfo } from '@/lib/accounts/info';
import { getDb } from '@/lib/db/client';
import { categories, conversationMessages, conversations, quotations, rfqs, suppliers, units } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { pickTier } from './compare';
import { RfqError } from './errors';
import { checkCountry, purchasePatch } from './post';
import { effectiveStatus, iso, localName, readReplies, readRfqDetail, readStatus, readTiers, unitName } from './read';
import { PROFILE_REQUIRED, RFQ_LIMITS, utcDate, type RfqProfile, type RfqStatus } from './rules';
import { atomically } from './transaction';

/** Escapes LIKE's wildcards so a keyword is matched as written. */
function likeText(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type RfqPage = { total: number; page: number; pageSize: number; items: RfqListItem[] };

/** spec §7 searchRfq, /rfq/manage: the buyer's own RFQs, newest first, with status and quotation counts. */
export async function listBuyerRfqs(
  accountId: number,
  locale: Locale,
  options: { page?: number; pageSize?: number; status?: RfqStatus; keyword?: string } = {},
): Promise<RfqPage> {
  const pageSize = options.pageSize ?? RFQ_LIMITS.pageSize;
  const page = Math.max(1, options.page ?? 1);
  const where = and(
    eq(rfqs.buyerAccountId, accountId),
    options.status ? sql`${effectiveStatus} = ${options.status}` : undefined,
    options.keyword ? ilike(rfqs.productName, likeText(options.keyword)) : undefined,
  );
  const db = getDb();
  const [totalRow] = await db.select({ n: count() }).from(rfqs).where(where);
  const rows = await db
    .select({
      rfq: rfqs,
      category: categories,
      unit: units,
      status: effectiveStatus,
      quotations: sql<number>`(SELECT count(*) FROM quotations q WHERE q.rfq_id = ${rfqs.id} AND q.status <> 'withdrawn')::int`,
      newQuotations: sql<number>`(SELECT count(*) FROM quotations q WHERE q.rfq_id = ${rfqs.id} AND q.status <> 'withdrawn' AND q.buyer_seen_at IS NULL)::int`,
    })
    .from(rfqs)
    .leftJoin(categories, eq(categories.id, rfqs.categoryId))
    .leftJoin(units, eq(units.code, rfqs.unitCode))
    .where(where)
    .orderBy(desc(rfqs.createdAt), desc(rfqs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    total: totalRow?.n ?? 0,
    page,
    pageSize,
    items: rows.map((row) => ({
      rfqId: row.rfq.id,
      productName: row.rfq.productName,
      categoryName: localName(locale, row.category),
      quantity: row.rfq.quantity,
      unit: unitName(locale, row.unit),
      status: readStatus(row.status),
      quotationCount: row.quotations,
      newQuotationCount: row.newQuotations,
      createdAt: row.rfq.createdAt.toISOString(),
      expiresAt: iso(row.rfq.expiresAt),
    })),
  };
}

/**
 * The quotations on the buyer's RFQs they have not opened in the comparison yet (a changed one counts
 * again): the count the buyer hub shows beside "My RFQs". Withdrawn ones are left out.
 */
export async function countNewQuotations(accountId: number): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(quotations)
    .innerJoin(rfqs, eq(rfqs.id, quotations.rfqId))
    .where(
      and(eq(rfqs.buyerAccountId, accountId), ne(quotations.status, 'withdrawn'), isNull(quotations.buyerSeenAt)),
    );
  return row?.n ?? 0;
}

/** spec §7 getRfqInfo, /rfq/detail: one RFQ of the buyer's own; anyone else's is not found. */
export function getBuyerRfq(accountId: number, rfqId: number, locale: Locale): Promise<RfqDetail | undefined> {
  return readRfqDetail(locale, rfqId, eq(rfqs.buyerAccountId, accountId));
}

/**
 * spec §7 quotationRfqDetails, /rfq/quotation: the RFQ's quotations with the unit price at the RFQ's
 * quantity (the tier it reaches; below every tier the first, flagged), terms, validity and replies.
 * Withdrawn quotations are left out. Prices stay in their own currency.
 */
export async function compareQuotations(
  accountId: number,
  rfqId: number,
  locale: Locale,
): Promise<Comparison | undefined> {
  const rfq = await getBuyerRfq(accountId, rfqId, locale);
  if (!rfq) return undefined;
  const rows = await getDb()
    .select({ quotation: quotations, supplier: suppliers })
    .from(quotations)
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .where(and(eq(quotations.rfqId, rfqId), ne(quotations.status, 'withdrawn')))
    .orderBy(asc(quotations.createdAt), asc(quotations.id));
  const ids = rows.map((row) => row.quotation.id);
  const [tiers, replies] = await Promise.all([readTiers(ids), readReplies(ids, accountId)]);
  const today = utcDate();
  const list = rows.map(({ quotation: q, supplier: s }) => {
    const ownTiers = tiers.get(q.id) ?? [];
    const picked = pickTier(
      ownTiers.map((t) => ({ minQuantity: t.minQuantity, priceMinor: Math.round(t.price * 100) })),
      rfq.quantity,
    );
    const unitPrice = picked ? picked.tier.priceMinor / 100 : null;
    return {
      quotationId: q.id,
      supplier: {
        id: s.id,
        name: localName(locale, s),
        countryCode: s.countryCode,
        verified: s.verified,
        slug: s.slug,
      },
      currency: q.currency,
      tiers: ownTiers,
      unitPrice,
      total: picked ? Math.round(picked.tier.priceMinor * rfq.quantity) / 100 : null,
      tierMinQuantity: picked?.tier.minQuantity ?? null,
      belowFirstTier: picked?.belowFirstTier ?? false,
      belowMoq: rfq.quantity < q.moq,
      moq: q.moq,
      leadTimeDays: q.leadTimeDays,
      incoterm: q.incoterm,
      paymentTerm: q.paymentTerm,
      validUntil: q.validUntil,
      expired: q.validUntil < today,
      message: q.message,
      status: q.status as Comparison['quotations'][number]['status'],
      replies: replies.get(q.id) ?? [],
      submittedAt: q.createdAt.toISOString(),
      updatedAt: q.updatedAt.toISOString(),
      isNew: q.buyerSeenAt === null,
    };
  });
  // the buyer has now seen them: shown as new this once, no longer counted in the hub
  const unseen = rows.filter((row) => row.quotation.buyerSeenAt === null).map((row) => row.quotation.id);
  if (unseen.length)
    await getDb()
      .update(quotations)
      .set({ buyerSeenAt: new Date() })
      .where(and(inArray(quotations.id, unseen), isNull(quotations.buyerSeenAt)));
  const currencies = [...new Set(list.map((q) => q.currency))].sort((a, b) =>
    a === rfq.currency ? -1 : b === rfq.currency ? 1 : a.localeCompare(b),
  );
  return { rfq, quotations: list, currencies };
}

/**
 * spec §7 replyQuotation: on a quotation of the buyer's own RFQ, accept or decline it (once, while it
 * is submitted; an expired quotation cannot be accepted), with an optional note, or send a message. A
 * note or message goes to the buyer-supplier conversation, tied to the RFQ and the quotation. Any
 * reply ends the supplier's changes to the quotation.
 */
export function replyToQuotation(
  accountId: number,
  reply: { quotationId: number; action: 'accept' | 'decline' | 'message'; message: string },
): Promise<{ quotationId: number; status: Comparison['quotations'][number]['status'] }> {
  return atomically(async () => {
    const db = getDb();
    const [row] = await db
      .select({ quotation: quotations })
      .from(quotations)
      .innerJoin(rfqs, eq(rfqs.id, quotations.rfqId))
      .where(
        and(
          eq(quotations.id, reply.quotationId),
          eq(rfqs.buyerAccountId, accountId),
          ne(quotations.status, 'withdrawn'),
        ),
      )
      .for('update', { of: quotations });
    if (!row) throw new RfqError('notFound');
    const q = row.quotation;
    let status = q.status;
    if (reply.action !== 'message') {
      if (q.status !== 'submitted') throw new RfqError('quotationDecided');
      if (reply.action === 'accept' && q.validUntil < utcDate()) throw new RfqError('quotationExpired');
      status = reply.action === 'accept' ? 'accepted' : 'declined';
      await db.update(quotations).set({ status, updatedAt: new Date() }).where(eq(quotations.id, q.id));
    }
    if (reply.message) {
      const [conversation] = await db
        .insert(conversations)
        .values({ buyerAccountId: accountId, supplierId: q.supplierId, lastMessageAt: new Date(), supplierUnread: 1 })
        .onConflictDoUpdate({
          target: [conversations.buyerAccountId, conversations.supplierId],
          set: { lastMessageAt: new Date(), supplierUnread: sql`${conversations.supplierUnread} + 1` },
        })
        .returning({ id: conversations.id });
      if (!conversation) throw new Error('conversation not kept');
      await db.insert(conversationMessages).values({
        conversationId: conversation.id,
        senderAccountId: accountId,
        body: reply.message,
        rfqId: q.rfqId,
        quotationId: q.id,
      });
    }
    return { quotationId: q.id, status: status as Comparison['quotations'][number]['status'] };
  });
}

export type Completion = { completed: boolean; missing: string[] };

/** spec §7 isCompleted: which of the fields suppliers need the buyer's purchase profile lacks. */
export async function profileCompletion(accountId: number): Promise<Completion> {
  const info = await getPurchaseInfo(accountId);
  const missing = PROFILE_REQUIRED.filter((field) => !info[field]);
  return { completed: missing.length === 0, missing };
}

/** spec §7 regAfterRfq: the purchase profile completed after posting; the RFQ must be the buyer's own. */
export function completeProfileAfterRfq(accountId: number, rfqId: number, profile: RfqProfile) {
  return atomically(async () => {
    const [own] = await getDb()
      .select({ id: rfqs.id })
      .from(rfqs)
      .where(and(eq(rfqs.id, rfqId), eq(rfqs.buyerAccountId, accountId)));
    if (!own) throw new RfqError('notFound');
    await checkCountry(profile.countryCode, 'data.countryCode');
    const info = await completePurchaseInfo(accountId, purchasePatch(profile));
    const missing = PROFILE_REQUIRED.filter((field) => !info[field]);
    return { ...info, completed: missing.length === 0 };
  });
}
