import 'server-only';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RfqDetail } from './schemas';
import { pickLocalised, unitName } from '@/lib/catalogue/localise';
import { getDb } from '@/lib/db/client';
import {
  categories,
  conversationMessages,
  quotationPriceTiers,
  rfqAttachments,
  rfqs,
  units,
  uploads,
} from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { uploadUrl } from '@/lib/uploads/limits';
import type { RfqStatus } from './rules';

type Named = { nameEn: string; nameCn: string; names: Partial<Record<string, string>> | null };

export function localName(locale: Locale, row: Named | null | undefined): string {
  if (!row) return '';
  return pickLocalised(locale, { en: row.nameEn, cn: row.nameCn, local: row.names ?? {} });
}

export { unitName };

/** What the buyer and suppliers see: an open RFQ past its date is expired; drafts do not take quotations. */
export const effectiveStatus = sql<string>`CASE WHEN ${rfqs.status} = 'open' AND ${rfqs.expiresAt} <= now() THEN 'expired' ELSE ${rfqs.status} END`;

export function readStatus(value: string): RfqStatus {
  return value === 'open' || value === 'expired' ? value : 'closed';
}

export function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

export function majorUnits(minor: number | null): number | null {
  return minor === null ? null : minor / 100;
}

/** One RFQ's row with its category, unit and counts, filtered by `where` (the caller's access rule). */
export async function readRfqDetail(
  locale: Locale,
  rfqId: number,
  where: SQL | undefined,
): Promise<RfqDetail | undefined> {
  const [row] = await getDb()
    .select({
      rfq: rfqs,
      category: categories,
      unit: units,
      status: effectiveStatus,
      matched: sql<number>`(SELECT count(*) FROM rfq_matches m WHERE m.rfq_id = ${rfqs.id})::int`,
      quotations: sql<number>`(SELECT count(*) FROM quotations q WHERE q.rfq_id = ${rfqs.id} AND q.status <> 'withdrawn')::int`,
    })
    .from(rfqs)
    .leftJoin(categories, eq(categories.id, rfqs.categoryId))
    .leftJoin(units, eq(units.code, rfqs.unitCode))
    .where(and(eq(rfqs.id, rfqId), where));
  if (!row) return undefined;
  const { rfq } = row;
  const status = readStatus(row.status);
  return {
    rfqId: rfq.id,
    productName: rfq.productName,
    category: { id: rfq.categoryId ?? 0, name: localName(locale, row.category) },
    quantity: rfq.quantity,
    unit: unitName(locale, row.unit),
    targetPrice: majorUnits(rfq.targetPriceMinor),
    currency: rfq.currency,
    paymentTerm: rfq.paymentTerm,
    shipmentTerm: rfq.shipmentTerm,
    destinationCountry: rfq.destinationCountry,
    description: rfq.description,
    attachments: await readAttachments(rfq.id),
    status,
    source: rfq.source,
    productId: rfq.productId,
    exhibitionId: rfq.exhibitionId,
    createdAt: rfq.createdAt.toISOString(),
    expiresAt: iso(rfq.expiresAt),
    matchedSuppliers: row.matched,
    quotationCount: row.quotations,
    editable: status === 'open',
  };
}

export async function readAttachments(rfqId: number): Promise<RfqDetail['attachments']> {
  const rows = await getDb()
    .select({ id: uploads.id, name: uploads.originalName, contentType: uploads.contentType })
    .from(rfqAttachments)
    .innerJoin(uploads, eq(uploads.id, rfqAttachments.uploadId))
    .where(eq(rfqAttachments.rfqId, rfqId))
    .orderBy(asc(uploads.createdAt), asc(uploads.id));
  return rows.map((row) => ({ ...row, url: uploadUrl(row.id) }));
}

/** The price tiers of quotations, in quantity order, by quotation id. */
export async function readTiers(
  quotationIds: number[],
): Promise<Map<number, { minQuantity: number; price: number }[]>> {
  const byQuotation = new Map<number, { minQuantity: number; price: number }[]>();
  if (quotationIds.length === 0) return byQuotation;
  const rows = await getDb()
    .select()
    .from(quotationPriceTiers)
    .where(inArray(quotationPriceTiers.quotationId, quotationIds))
    .orderBy(asc(quotationPriceTiers.quotationId), asc(quotationPriceTiers.minQuantity));
  for (const row of rows) {
    const list = byQuotation.get(row.quotationId) ?? [];
    list.push({ minQuantity: row.minQuantity, price: row.priceMinor / 100 });
    byQuotation.set(row.quotationId, list);
  }
  return byQuotation;
}

/** The buyer's messages about quotations (replyQuotation), oldest first, by quotation id. */
export async function readReplies(
  quotationIds: number[],
  buyerAccountId: number,
): Promise<Map<number, { body: string; createdAt: string }[]>> {
  const byQuotation = new Map<number, { body: string; createdAt: string }[]>();
  if (quotationIds.length === 0) return byQuotation;
  const rows = await getDb()
    .select({
      quotationId: conversationMessages.quotationId,
      body: conversationMessages.body,
      at: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .where(
      and(
        inArray(conversationMessages.quotationId, quotationIds),
        eq(conversationMessages.senderAccountId, buyerAccountId),
      ),
    )
    .orderBy(asc(conversationMessages.id));
  for (const row of rows) {
    if (row.quotationId === null) continue;
    const list = byQuotation.get(row.quotationId) ?? [];
    list.push({ body: row.body, createdAt: row.at.toISOString() });
    byQuotation.set(row.quotationId, list);
  }
  return byQuotation;
}
