import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { pickLocalised } from '@/lib/catalogue/localise';
import { getDb } from '@/lib/db/client';
import { accounts, products } from '@/lib/db/schema';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { mailPageUrl, type MailSite } from '@/lib/mail/links';
import { deliverSoon, enqueueMail } from '@/lib/mail/outbox';
import { SUPPLIER_ENQUIRIES_PATH, supplierEnquiryPath } from './paths';

type Created = { enquiryId: number; supplierId: number; productId: number | null };

/**
 * Tells each supplier's people of the enquiries just written (one mail per person and supplier, in their
 * language), through the outbox in the same transaction. The mail carries no text of the buyer's: it
 * names the product (ours) and links to the workspace, where the message is read.
 */
export async function notifySuppliers(created: readonly Created[], mailSite: MailSite): Promise<void> {
  const db = getDb();
  const supplierIds = [...new Set(created.map((c) => c.supplierId))];
  const people = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      nickname: accounts.nickname,
      language: accounts.preferredLanguage,
      supplierId: accounts.supplierId,
    })
    .from(accounts)
    .where(and(inArray(accounts.supplierId, supplierIds), eq(accounts.memberType, 3), isNull(accounts.disabledAt)));
  if (people.length === 0) return;
  const productIds = created.flatMap((c) => (c.productId === null ? [] : [c.productId]));
  const names = productIds.length
    ? await db
        .select({ id: products.id, en: products.nameEn, cn: products.nameCn, local: products.names })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  for (const supplierId of supplierIds) {
    const own = created.filter((c) => c.supplierId === supplierId);
    const first = own[0];
    if (!first) continue;
    const single = own.length === 1 ? first : undefined;
    const product = single?.productId ? names.find((n) => n.id === single.productId) : undefined;
    const link = mailPageUrl(mailSite, single ? supplierEnquiryPath(single.enquiryId) : SUPPLIER_ENQUIRIES_PATH);
    for (const person of people.filter((p) => p.supplierId === supplierId)) {
      const locale = isLocale(person.language) ? person.language : DEFAULT_LOCALE;
      await enqueueMail(db, {
        to: person.email,
        template: 'enquiryReceived',
        locale,
        payload: {
          name: person.nickname ?? person.email,
          product: product ? pickLocalised(locale, { en: product.en, cn: product.cn, local: product.local }) : null,
          count: own.length,
          link,
        },
        dedupeKey: `enquiry:${first.enquiryId}:${person.id}`,
      });
    }
  }
  deliverSoon();
}
