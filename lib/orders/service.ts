import 'server-only';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { pickLocalised } from '@/lib/catalogue/localise';
import { placeName } from '@/lib/catalogue/region';
import { getDb } from '@/lib/db/client';
import { accounts, buyerProfiles, countries, products, sampleOrders, suppliers, units } from '@/lib/db/schema';
import { formatNumber } from '@/lib/format/number';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/catalogue';
import { mailPageUrl, type MailSite } from '@/lib/mail/links';
import { deliverSoon, enqueueMail } from '@/lib/mail/outbox';
import { getUnits } from '@/lib/reference/service';
import { href } from '@/lib/routes/href';
import { newReference } from '@/lib/support/reference';
import { ORDER_LIMITS, type OrderKind, type SubmitOrderData } from './rules';

type OrderMessages = typeof import('@/messages/en/orders.json');

/**
 * A label as it reads inside a sentence: its first letter in lower case ("A trial order" → "a trial
 * order"), except in German, where nouns keep their capital ("Muster").
 */
function inSentence(label: string, locale: Locale): string {
  if (locale === 'de') return label;
  return label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
}

/** How an order reads in a language: its kind inside a sentence, its quantity with the unit, its place. */
async function wording(locale: Locale, order: { kind: OrderKind; quantity: number; unitCode: string }) {
  const [messages, unitList] = await Promise.all([loadMessages(locale), getUnits(locale)]);
  const t = createTranslator({ locale, messages: { orders: messages.orders as OrderMessages }, namespace: 'orders' });
  const unit = unitList.find((u) => u.code === order.unitCode);
  const unitName = order.quantity === 1 ? unit?.name : unit?.pluralName;
  return {
    kind: inSentence(t(`kind.${order.kind}`), locale),
    quantity: `${formatNumber(order.quantity)} ${unitName ?? order.unitCode}`,
  };
}

export type OrderContext = { accountId: number; locale: Locale; mailSite: MailSite };
export type OrderOutcome =
  | { sent: true; reference: string; supplierName: string }
  | { sent: false; reason: 'gone' | 'unknownUnit' | 'unknownCountry' | 'tooMany' };

/**
 * spec §7 submitOrder: a buyer's request for samples or a trial order of a published product. Stored and
 * mailed, in one transaction, to the supplier's people (in their language, with no text of the buyer's:
 * the message is read in the workspace) and to the buyer; at most 20 a day per buyer.
 */
export async function submitOrder(data: SubmitOrderData, context: OrderContext): Promise<OrderOutcome> {
  const db = getDb();
  const [[product], [unit], [country], [today]] = await Promise.all([
    db
      .select({
        id: products.id,
        en: products.nameEn,
        cn: products.nameCn,
        local: products.names,
        supplierId: suppliers.id,
        supplierEn: suppliers.nameEn,
        supplierCn: suppliers.nameCn,
        supplierLocal: suppliers.names,
      })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(and(eq(products.id, data.productId), eq(products.status, 'published'))),
    db.select({ code: units.code }).from(units).where(eq(units.code, data.unitCode)),
    db.select({ code: countries.code }).from(countries).where(eq(countries.code, data.countryCode)),
    db
      .select({ n: count() })
      .from(sampleOrders)
      .where(
        and(
          eq(sampleOrders.buyerAccountId, context.accountId),
          gt(sampleOrders.createdAt, sql`now() - interval '1 day'`),
        ),
      ),
  ]);
  if (!product) return { sent: false, reason: 'gone' };
  if (!unit) return { sent: false, reason: 'unknownUnit' };
  if (!country) return { sent: false, reason: 'unknownCountry' };
  if ((today?.n ?? 0) >= ORDER_LIMITS.perBuyerDay) return { sent: false, reason: 'tooMany' };

  const reference = newReference('SO');
  const productName = (locale: Locale) =>
    pickLocalised(locale, { en: product.en, cn: product.cn, local: product.local });
  const supplierName = (locale: Locale) =>
    pickLocalised(locale, { en: product.supplierEn, cn: product.supplierCn, local: product.supplierLocal });
  const [buyer] = await db
    .select({ email: accounts.email, nickname: accounts.nickname, company: buyerProfiles.companyName })
    .from(accounts)
    .leftJoin(buyerProfiles, eq(buyerProfiles.accountId, accounts.id))
    .where(eq(accounts.id, context.accountId));
  const people = await db
    .select({ email: accounts.email, nickname: accounts.nickname, language: accounts.preferredLanguage })
    .from(accounts)
    .where(and(eq(accounts.supplierId, product.supplierId), eq(accounts.memberType, 3), isNull(accounts.disabledAt)));
  const link = mailPageUrl(context.mailSite, href('supplierOrders'));

  await db.transaction(async (tx) => {
    await tx.insert(sampleOrders).values({
      reference,
      buyerAccountId: context.accountId,
      productId: product.id,
      supplierId: product.supplierId,
      kind: data.kind,
      quantity: data.quantity,
      unitCode: data.unitCode,
      countryCode: data.countryCode,
      city: data.city ?? null,
      message: data.message ?? null,
    });
    for (const person of people) {
      const locale = isLocale(person.language) ? person.language : DEFAULT_LOCALE;
      const words = await wording(locale, data);
      await enqueueMail(tx, {
        to: person.email,
        template: 'orderReceived',
        locale,
        payload: {
          name: person.nickname ?? person.email,
          reference,
          product: productName(locale),
          buyer: buyer?.company ?? buyer?.nickname ?? null,
          kind: words.kind,
          quantity: words.quantity,
          place: placeName(data.city ?? null, data.countryCode, locale),
          link,
        },
      });
    }
    if (buyer) {
      const words = await wording(context.locale, data);
      await enqueueMail(tx, {
        to: buyer.email,
        template: 'orderSent',
        locale: context.locale,
        payload: {
          name: buyer.nickname ?? buyer.email,
          reference,
          product: productName(context.locale),
          supplier: supplierName(context.locale),
          kind: words.kind,
          quantity: words.quantity,
        },
      });
    }
  });
  deliverSoon();
  return { sent: true, reference, supplierName: supplierName(context.locale) };
}

export type SupplierOrder = {
  id: number;
  reference: string;
  productId: number;
  productSlug: string;
  productName: string;
  buyer: string;
  buyerEmail: string;
  kind: OrderKind;
  /** The quantity written for the reader, and its unit's name (singular for one). */
  quantity: string;
  unit: string;
  place: string;
  message: string | null;
  createdAt: string;
};

/** The order requests a supplier received, newest first, a page at a time. */
export async function listSupplierOrders(
  locale: Locale,
  supplierId: number,
  page: number,
): Promise<{ items: SupplierOrder[]; page: number; pageCount: number }> {
  const db = getDb();
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(sampleOrders).where(eq(sampleOrders.supplierId, supplierId)),
    db
      .select({
        id: sampleOrders.id,
        reference: sampleOrders.reference,
        productId: sampleOrders.productId,
        slug: products.slug,
        en: products.nameEn,
        cn: products.nameCn,
        local: products.names,
        email: accounts.email,
        nickname: accounts.nickname,
        company: buyerProfiles.companyName,
        kind: sampleOrders.kind,
        quantity: sampleOrders.quantity,
        unitCode: sampleOrders.unitCode,
        countryCode: sampleOrders.countryCode,
        city: sampleOrders.city,
        message: sampleOrders.message,
        createdAt: sampleOrders.createdAt,
      })
      .from(sampleOrders)
      .innerJoin(products, eq(products.id, sampleOrders.productId))
      .innerJoin(accounts, eq(accounts.id, sampleOrders.buyerAccountId))
      .leftJoin(buyerProfiles, eq(buyerProfiles.accountId, sampleOrders.buyerAccountId))
      .where(eq(sampleOrders.supplierId, supplierId))
      .orderBy(desc(sampleOrders.createdAt), desc(sampleOrders.id))
      .limit(ORDER_LIMITS.pageSize)
      .offset((page - 1) * ORDER_LIMITS.pageSize),
  ]);
  const unitList = rows.length ? await getUnits(locale) : [];
  const unitNames = new Map(unitList.map((u) => [u.code, u]));
  const pageCount = Math.max(1, Math.ceil((total?.n ?? 0) / ORDER_LIMITS.pageSize));
  return {
    page,
    pageCount,
    items: rows.map((row) => {
      const unit = unitNames.get(row.unitCode);
      return {
        id: row.id,
        reference: row.reference,
        productId: row.productId,
        productSlug: row.slug,
        productName: pickLocalised(locale, { en: row.en, cn: row.cn, local: row.local }),
        buyer: row.company ?? row.nickname ?? row.email,
        buyerEmail: row.email,
        kind: row.kind as OrderKind,
        quantity: formatNumber(row.quantity),
        unit: (row.quantity === 1 ? unit?.name : unit?.pluralName) ?? row.unitCode,
        place: placeName(row.city, row.countryCode.trim(), locale),
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  };
}
