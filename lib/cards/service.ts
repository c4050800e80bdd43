import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { businessCards, countries, favourites } from '@/lib/db/schema';
import type { BusinessCard, BusinessCardData } from './rules';

/** A business card's own fields, as its owner and the buyers who keep it read them (lib/favourites too). */
export const CARD_FIELDS = {
  id: businessCards.id,
  fullName: businessCards.fullName,
  jobTitle: businessCards.jobTitle,
  companyName: businessCards.companyName,
  email: businessCards.email,
  mobile: businessCards.mobile,
  countryCode: businessCards.countryCode,
  website: businessCards.website,
};

const columns = {
  ...CARD_FIELDS,
  token: businessCards.qrToken,
  accountId: businessCards.accountId,
};

type Row = BusinessCard & { accountId: number };
const toCard = ({ accountId: _owner, ...card }: Row): BusinessCard => ({
  ...card,
  countryCode: card.countryCode?.trim() ?? null,
});

/** The caller's own card, if it has made one. */
export async function getOwnCard(accountId: number): Promise<BusinessCard | undefined> {
  const [row] = await getDb().select(columns).from(businessCards).where(eq(businessCards.accountId, accountId));
  return row && toCard(row);
}

/** The card a link names, with its owner's account (the page tells the owner it is their own). */
export async function findCardByToken(token: string): Promise<(BusinessCard & { accountId: number }) | undefined> {
  const [row] = await getDb().select(columns).from(businessCards).where(eq(businessCards.qrToken, token));
  return row && { ...toCard(row), accountId: row.accountId };
}

export type SaveOutcome = { saved: true; card: BusinessCard } | { saved: false; reason: 'unknownCountry' };

/**
 * Makes or changes the caller's one card (one per account). Its token, the QR code's link, is made once,
 * random (18 bytes), and kept: a card already printed or scanned keeps working after an edit.
 */
export async function saveCard(accountId: number, data: BusinessCardData): Promise<SaveOutcome> {
  const db = getDb();
  if (data.countryCode) {
    const [country] = await db
      .select({ code: countries.code })
      .from(countries)
      .where(eq(countries.code, data.countryCode));
    if (!country) return { saved: false, reason: 'unknownCountry' };
  }
  const values = {
    fullName: data.fullName,
    jobTitle: data.jobTitle ?? null,
    companyName: data.companyName ?? null,
    email: data.email,
    mobile: data.mobile ?? null,
    countryCode: data.countryCode ?? null,
    website: data.website ?? null,
  };
  const [row] = await db
    .insert(businessCards)
    .values({ accountId, qrToken: randomBytes(18).toString('base64url'), ...values })
    .onConflictDoUpdate({ target: businessCards.accountId, set: { ...values, updatedAt: new Date() } })
    .returning(columns);
  if (!row) throw new Error('the card was not written');
  return { saved: true, card: toCard(row) };
}

export type KeepOutcome = { kept: true; businessCardId: number } | { kept: false; reason: 'gone' | 'own' };

/** Keeps a shared card in the caller's favourites (spec §2 /myFavorite/exhibitorCard); again is a no-op. */
export async function keepCard(accountId: number, token: string): Promise<KeepOutcome> {
  const card = await findCardByToken(token);
  if (!card) return { kept: false, reason: 'gone' };
  if (card.accountId === accountId) return { kept: false, reason: 'own' };
  await getDb()
    .insert(favourites)
    .values({ accountId, kind: 'exhibitorCard', businessCardId: card.id })
    .onConflictDoNothing();
  return { kept: true, businessCardId: card.id };
}

/** Whether the caller keeps the card already. */
export async function keepsCard(accountId: number, cardId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: favourites.id })
    .from(favourites)
    .where(
      and(
        eq(favourites.accountId, accountId),
        eq(favourites.kind, 'exhibitorCard'),
        eq(favourites.businessCardId, cardId),
      ),
    );
  return row !== undefined;
}
