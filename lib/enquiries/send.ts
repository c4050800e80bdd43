import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Meta } from '@/lib/accounts/auth';
import { fastRegisterBuyer } from '@/lib/accounts/fast-register';
import { getDb } from '@/lib/db/client';
import { accounts, buyerProfiles, cartItems, enquiries, products, suppliers, units } from '@/lib/db/schema';
import { SOURCE_CODES } from '@/lib/db/schema/columns';
import type { MailSite } from '@/lib/mail/links';
import { EnquiryError } from './errors';
import { notifySuppliers } from './notify';
import { ENQUIRY_LIMITS } from './rules';
import { atomically } from './transaction';

/**
 * Sending enquiries (spec §7 submitNewInquiry, submitInquiryList). Everything of one submission (the
 * registration of a signed-out buyer, the rows, the cart, the suppliers' mail) happens in one
 * transaction: a refusal anywhere leaves nothing behind.
 */

/** A signed-in buyer, or a signed-out one who gave an e-mail to be registered with (spec §7 fastRegister). */
export type Sender =
  | { kind: 'buyer'; accountId: number }
  | { kind: 'newBuyer'; email: string; websiteId: number; language: string; meta: Meta };

export type Sent = { accountId: number; registered: boolean; token: string | null };

type Common = { sender: Sender; message: string; mailSite: MailSite };

export type NewEnquiry = Common &
  (
    | { target: 'product'; productId: number; quantity: number; unitCode?: string }
    | { target: 'supplier'; supplierId: number; quantity?: number; unitCode?: string }
  );

export type EnquiryListItem = { productId: number; quantity: number; unitCode?: string };
export type NewEnquiryList = Common & { items: EnquiryListItem[] };

/** Units named by the request must exist (spec §7 nameOfUnit); `paths` say where each was sent. */
async function checkUnits(codes: { code: string | undefined; path: string }[]): Promise<void> {
  const named = codes.filter((c): c is { code: string; path: string } => c.code !== undefined);
  if (named.length === 0) return;
  const rows = await getDb()
    .select({ code: units.code })
    .from(units)
    .where(
      inArray(
        units.code,
        named.map((c) => c.code),
      ),
    );
  const known = new Set(rows.map((r) => r.code));
  const unknown = named.find((c) => !known.has(c.code));
  if (unknown) throw new EnquiryError({ kind: 'unknownUnit', path: unknown.path });
}

/** The buyer who sends: the signed-in one, or a new account made from the e-mail (signed in at once). */
async function resolveSender(sender: Sender, productName: string | null, mailSite: MailSite): Promise<Sent> {
  if (sender.kind === 'buyer') return { accountId: sender.accountId, registered: false, token: null };
  const result = await fastRegisterBuyer(
    {
      email: sender.email,
      name: null,
      country: null,
      tagCodes: [],
      productName,
      websiteId: sender.websiteId,
      language: sender.language,
      mailSite,
    },
    sender.meta,
  );
  if (!result.ok) {
    throw new EnquiryError({ kind: 'registration', error: result.error, retryAfterSeconds: result.retryAfterSeconds });
  }
  // spec §3 source codes: this buyer came through an enquiry
  await getDb()
    .update(buyerProfiles)
    .set({ source: SOURCE_CODES.inquiry })
    .where(eq(buyerProfiles.accountId, result.accountId));
  return { accountId: result.accountId, registered: true, token: result.token };
}

/**
 * At most ENQUIRY_LIMITS.perDay enquiries a buyer in 24 hours, so an account cannot flood suppliers. The
 * buyer's account row is locked first: two submissions of one buyer count one after the other.
 */
async function checkDailyLimit(accountId: number, adding: number): Promise<void> {
  const db = getDb();
  await db.execute(sql`SELECT 1 FROM ${accounts} WHERE ${accounts.id} = ${accountId} FOR NO KEY UPDATE`);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(and(eq(enquiries.buyerAccountId, accountId), gt(enquiries.createdAt, sql`now() - interval '1 day'`)));
  if ((row?.n ?? 0) + adding > ENQUIRY_LIMITS.perDay) {
    throw new EnquiryError({ kind: 'dailyLimit', limit: ENQUIRY_LIMITS.perDay });
  }
}

/** spec §7 submitNewInquiry: one enquiry about a published product, or to a supplier. */
export function sendEnquiry(input: NewEnquiry): Promise<Sent & { enquiryId: number; supplierId: number }> {
  return atomically(async () => {
    const db = getDb();
    let supplierId: number;
    let productId: number | null = null;
    let productName: string | null = null;
    let unitCode = input.unitCode ?? null;
    if (input.target === 'product') {
      const [product] = await db
        .select({ supplierId: products.supplierId, unitCode: products.unitCode, name: products.nameEn })
        .from(products)
        .where(and(eq(products.id, input.productId), eq(products.status, 'published')));
      if (!product) throw new EnquiryError({ kind: 'productUnavailable' });
      supplierId = product.supplierId;
      productId = input.productId;
      productName = product.name;
      unitCode ??= product.unitCode;
    } else {
      const [supplier] = await db
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(eq(suppliers.id, input.supplierId));
      if (!supplier) throw new EnquiryError({ kind: 'supplierUnavailable' });
      supplierId = supplier.id;
    }
    await checkUnits([{ code: input.unitCode, path: 'data.unitCode' }]);
    const sent = await resolveSender(input.sender, productName, input.mailSite);
    await checkDailyLimit(sent.accountId, 1);
    const [row] = await db
      .insert(enquiries)
      .values({
        buyerAccountId: sent.accountId,
        supplierId,
        productId,
        quantity: input.quantity ?? null,
        unitCode,
        message: input.message,
        source: SOURCE_CODES.inquiry,
      })
      .returning({ id: enquiries.id });
    if (!row) throw new Error('enquiry not created');
    await notifySuppliers([{ enquiryId: row.id, supplierId, productId }], input.mailSite);
    return { ...sent, enquiryId: row.id, supplierId };
  });
}

/**
 * spec §7 submitInquiryList: the cart's products at once. One enquiry per product, each to its
 * supplier, all with one batchId; the products leave the buyer's cart. Unknown or unpublished products
 * refuse the whole list (their positions are named).
 */
export function sendEnquiryList(
  input: NewEnquiryList,
): Promise<Sent & { batchId: string; enquiries: { enquiryId: number; productId: number; supplierId: number }[] }> {
  return atomically(async () => {
    const db = getDb();
    const ids = input.items.map((i) => i.productId);
    const found = await db
      .select({ id: products.id, supplierId: products.supplierId, unitCode: products.unitCode, name: products.nameEn })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.status, 'published')));
    const byId = new Map(found.map((p) => [p.id, p]));
    const missing = ids.flatMap((id, position) => (byId.has(id) ? [] : [position]));
    if (missing.length > 0) throw new EnquiryError({ kind: 'productUnavailable', positions: missing });
    await checkUnits(input.items.map((item, i) => ({ code: item.unitCode, path: `data.items.${i}.unitCode` })));
    const sent = await resolveSender(input.sender, found[0]?.name ?? null, input.mailSite);
    await checkDailyLimit(sent.accountId, input.items.length);
    const batchId = randomUUID();
    const rows = await db
      .insert(enquiries)
      .values(
        input.items.map((item) => {
          const product = byId.get(item.productId);
          if (!product) throw new Error('product vanished');
          return {
            buyerAccountId: sent.accountId,
            supplierId: product.supplierId,
            productId: item.productId,
            batchId,
            quantity: item.quantity,
            unitCode: item.unitCode ?? product.unitCode,
            message: input.message,
            source: SOURCE_CODES.inquiry,
          };
        }),
      )
      .returning({ id: enquiries.id, productId: enquiries.productId, supplierId: enquiries.supplierId });
    // what was sent leaves the cart in the same transaction
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.buyerAccountId, sent.accountId), inArray(cartItems.productId, ids)));
    const byProduct = new Map(rows.map((r) => [r.productId, r]));
    const list = ids.map((productId) => {
      const row = byProduct.get(productId);
      if (!row) throw new Error('enquiry not created');
      return { enquiryId: row.id, productId, supplierId: row.supplierId };
    });
    await notifySuppliers(list, input.mailSite);
    return { ...sent, batchId, enquiries: list };
  });
}
