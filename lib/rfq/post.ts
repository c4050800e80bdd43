import 'server-only';
import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { registerBuyer, type AuthError } from '@/lib/accounts/auth';
import { completePurchaseInfo } from '@/lib/accounts/info';
import { getDb } from '@/lib/db/client';
import {
  buyerProfiles,
  categories,
  countries,
  exhibitions,
  products,
  rfqAttachments,
  rfqs,
  units,
  uploads,
} from '@/lib/db/schema';
import { matchSuppliers } from './matching';
import { RfqError } from './errors';
import { effectiveStatus } from './read';
import { RFQ_LIMITS, toMinor, type NewRfq, type RfqFields, type RfqOrigin, type RfqProfile } from './rules';
import { atomically } from './transaction';
import type { MailSite } from '@/lib/mail/links';

export type Posted = { rfqId: number; matchedSuppliers: number };

/** An upload made before signing in can be attached by whoever posts within this window (its id is the secret). */
const ANONYMOUS_UPLOAD_CLAIM_MS = 24 * 60 * 60 * 1000;

/** A country of the countries table (the destination, the buyer's own). */
export async function checkCountry(code: string, path: string): Promise<void> {
  const [country] = await getDb().select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  if (!country) throw new RfqError('unknownCountry', path);
}

/** Category, unit, country, product and exhibition must exist; the category must be one of rfqCategory's. */
async function checkReferences(fields: RfqFields, origin?: RfqOrigin): Promise<void> {
  const db = getDb();
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, fields.categoryId), eq(categories.level, 2)));
  if (!category) throw new RfqError('unknownCategory', 'data.categoryId');
  const [unit] = await db.select({ code: units.code }).from(units).where(eq(units.code, fields.unitCode));
  if (!unit) throw new RfqError('unknownUnit', 'data.unitCode');
  await checkCountry(fields.destinationCountry, 'data.destinationCountry');
  if (origin?.productId !== undefined) {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, origin.productId), eq(products.status, 'published')));
    if (!product) throw new RfqError('unknownProduct', 'data.productId');
  }
  if (origin?.exhibitionId !== undefined) {
    const [exhibition] = await db
      .select({ id: exhibitions.id })
      .from(exhibitions)
      .where(and(eq(exhibitions.id, origin.exhibitionId), gt(exhibitions.stage, 0)));
    if (!exhibition) throw new RfqError('unknownExhibition', 'data.exhibitionId');
  }
}

/**
 * Attaches uploads to an RFQ. Each must be the buyer's own upload, or one made signed out in the last
 * day (the form's files before registering at once), which becomes the buyer's.
 */
async function attachUploads(rfqId: number, buyerAccountId: number, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const db = getDb();
  const rows = await db
    .select({ id: uploads.id, accountId: uploads.accountId, createdAt: uploads.createdAt })
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
  const claimableSince = Date.now() - ANONYMOUS_UPLOAD_CLAIM_MS;
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    const usable =
      row && (row.accountId === buyerAccountId || (row.accountId === null && row.createdAt.getTime() > claimableSince));
    if (!usable) throw new RfqError('attachmentInvalid', 'data.attachments');
  }
  await db
    .update(uploads)
    .set({ accountId: buyerAccountId })
    .where(and(inArray(uploads.id, [...ids]), sql`${uploads.accountId} IS NULL`));
  await db
    .insert(rfqAttachments)
    .values(ids.map((uploadId) => ({ rfqId, uploadId })))
    .onConflictDoNothing();
}

function rfqValues(fields: RfqFields) {
  return {
    productName: fields.productName,
    categoryId: fields.categoryId,
    quantity: fields.quantity,
    unitCode: fields.unitCode,
    targetPriceMinor: fields.targetPrice === undefined ? null : toMinor(fields.targetPrice),
    currency: fields.currency,
    paymentTerm: fields.paymentTerm,
    shipmentTerm: fields.shipmentTerm,
    destinationCountry: fields.destinationCountry,
    description: fields.description,
  };
}

const openUntil = sql`now() + ${RFQ_LIMITS.openDays} * interval '1 day'`;

/**
 * spec §7 addRfq: a new open RFQ of the buyer, its attachments and its matches, in one transaction
 * (the submission's own when it is idempotent). Open for RFQ_LIMITS.openDays days.
 */
export function createRfq(buyerAccountId: number, websiteId: number, input: NewRfq): Promise<Posted> {
  return atomically(async () => {
    await checkReferences(input, input);
    const [row] = await getDb()
      .insert(rfqs)
      .values({
        ...rfqValues(input),
        buyerAccountId,
        websiteId,
        productId: input.productId ?? null,
        exhibitionId: input.exhibitionId ?? null,
        source: input.source,
        status: 'open',
        expiresAt: openUntil,
      })
      .returning({ id: rfqs.id });
    if (!row) throw new Error('rfq not created');
    await attachUploads(row.id, buyerAccountId, input.attachments);
    return { rfqId: row.id, matchedSuppliers: await matchSuppliers(row.id, input.categoryId, input.exhibitionId) };
  });
}

/** spec §7 editRfq: an open RFQ of the buyer's own; a new category adds its suppliers to the matches. */
export function editRfq(buyerAccountId: number, rfqId: number, fields: RfqFields): Promise<Posted> {
  return atomically(async () => {
    const db = getDb();
    const [current] = await db
      .select({ categoryId: rfqs.categoryId, exhibitionId: rfqs.exhibitionId, status: effectiveStatus })
      .from(rfqs)
      .where(and(eq(rfqs.id, rfqId), eq(rfqs.buyerAccountId, buyerAccountId)))
      .for('update');
    if (!current) throw new RfqError('notFound');
    if (current.status !== 'open') throw new RfqError('rfqClosed');
    await checkReferences(fields);
    await db
      .update(rfqs)
      .set({ ...rfqValues(fields), updatedAt: new Date() })
      .where(eq(rfqs.id, rfqId));
    const kept = fields.attachments.length ? notInArray(rfqAttachments.uploadId, fields.attachments) : undefined;
    await db.delete(rfqAttachments).where(and(eq(rfqAttachments.rfqId, rfqId), kept));
    await attachUploads(rfqId, buyerAccountId, fields.attachments);
    return { rfqId, matchedSuppliers: await matchSuppliers(rfqId, fields.categoryId, current.exhibitionId) };
  });
}

/** spec §7 submitNewRfq: one of the buyer's RFQs posted again as a new open one, attachments included. */
export function copyRfq(buyerAccountId: number, rfqId: number): Promise<Posted> {
  return atomically(async () => {
    const db = getDb();
    const [original] = await db
      .select()
      .from(rfqs)
      .where(and(eq(rfqs.id, rfqId), eq(rfqs.buyerAccountId, buyerAccountId)));
    if (!original || original.categoryId === null) throw new RfqError('notFound');
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = original;
    const [row] = await db
      .insert(rfqs)
      .values({ ...copy, status: 'open', expiresAt: openUntil })
      .returning({ id: rfqs.id });
    if (!row) throw new Error('rfq not created');
    await db.execute(sql`
      INSERT INTO rfq_attachments (rfq_id, upload_id)
      SELECT ${row.id}, upload_id FROM rfq_attachments WHERE rfq_id = ${rfqId}`);
    return {
      rfqId: row.id,
      matchedSuppliers: await matchSuppliers(row.id, original.categoryId, original.exhibitionId),
    };
  });
}

/** A registration refused while posting (the e-mail has an account, a supplier's e-mail ...). */
export class RegistrationRefused extends Error {
  override readonly name = 'RegistrationRefused';
  constructor(readonly result: { error: AuthError; retryAfterSeconds?: number }) {
    super(result.error);
  }
}

export type RegistrationInput = {
  email: string;
  password: string;
  rfq: NewRfq;
  purchase?: RfqProfile;
  websiteId: number;
  language: string;
  /** The site the welcome mail's links lead to. */
  mailSite: MailSite;
  meta: { ip: string | null; userAgent: string | null };
};

/**
 * spec §7 addRfqAndReg / addRfqAndPurReg: the account (signed in at once), its purchase profile with
 * the RFQ's source code (spec §3) and product, and the RFQ, in one transaction: a refused RFQ leaves
 * no account behind, and a refused registration no RFQ.
 */
export function registerAndPost(input: RegistrationInput): Promise<Posted & { token: string }> {
  return atomically(async () => {
    if (input.purchase) await checkCountry(input.purchase.countryCode, 'data.purchase.countryCode');
    const registered = await registerBuyer(
      {
        email: input.email,
        password: input.password,
        tagCodes: [],
        productName: input.rfq.productName,
        websiteId: input.websiteId,
        language: input.language,
        mailSite: input.mailSite,
      },
      input.meta,
    );
    if (!registered.ok) throw new RegistrationRefused(registered);
    await getDb()
      .update(buyerProfiles)
      .set({ source: input.rfq.source })
      .where(eq(buyerProfiles.accountId, registered.accountId));
    if (input.purchase) await completePurchaseInfo(registered.accountId, purchasePatch(input.purchase));
    const posted = await createRfq(registered.accountId, input.websiteId, input.rfq);
    return { ...posted, token: registered.token };
  });
}

/** The profile fields as the purchase profile keeps them (the dialing code without its plus). */
export function purchasePatch(profile: RfqProfile) {
  return {
    companyName: profile.companyName,
    contactName: profile.contactName,
    countryCode: profile.countryCode,
    ...(profile.mobile && { mobile: profile.mobile }),
    ...(profile.dialingCode && { dialingCode: profile.dialingCode.replace('+', '') }),
  };
}
