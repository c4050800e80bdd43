import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { BuyerUserInfo, PurchaseInfo, SupplierAccountInfo } from './schemas';
import { getDb } from '@/lib/db/client';
import { accounts, buyerProfiles, oauthIdentities, suppliers } from '@/lib/db/schema';

/** spec §3 buyer user info of a buyer account. */
export async function getBuyerUserInfo(accountId: number): Promise<BuyerUserInfo | undefined> {
  const [row] = await getDb()
    .select({ account: accounts, profile: buyerProfiles })
    .from(accounts)
    .leftJoin(buyerProfiles, eq(buyerProfiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId));
  if (!row || row.account.memberType !== 2) return undefined;
  const { account, profile } = row;
  return {
    id: account.id,
    userId: account.id,
    nickname: account.nickname,
    username: account.email,
    email: account.email,
    tagCodes: profile?.tagCodes ?? [],
    companyName: profile?.companyName ?? null,
    mobile: profile?.mobile ?? null,
    dialingCode: profile?.dialingCode ?? null,
    mobileAreaCode: profile?.dialingCode ?? null,
    countryCode: profile?.countryCode ?? null,
    isGlobalBuyer: profile?.isGlobalBuyer ?? false,
    emailVerified: account.emailVerifiedAt !== null,
  };
}

/** A supplier account with its company's name. */
export async function getSupplierAccountInfo(accountId: number): Promise<SupplierAccountInfo | undefined> {
  const [row] = await getDb()
    .select({
      id: accounts.id,
      email: accounts.email,
      nickname: accounts.nickname,
      supplierId: suppliers.id,
      supplierName: suppliers.nameEn,
    })
    .from(accounts)
    .innerJoin(suppliers, eq(suppliers.id, accounts.supplierId))
    .where(eq(accounts.id, accountId));
  return row;
}

/** The buyer's purchase profile (an empty one when none was saved yet). */
export async function getPurchaseInfo(accountId: number): Promise<PurchaseInfo> {
  const [profile] = await getDb().select().from(buyerProfiles).where(eq(buyerProfiles.accountId, accountId));
  return {
    companyName: profile?.companyName ?? null,
    contactName: profile?.contactName ?? null,
    mobile: profile?.mobile ?? null,
    dialingCode: profile?.dialingCode ?? null,
    countryCode: profile?.countryCode ?? null,
    tagCodes: profile?.tagCodes ?? [],
    productName: profile?.productName ?? null,
    companyWebsite: profile?.companyWebsite ?? null,
    businessType: profile?.businessType ?? null,
    jobTitle: profile?.jobTitle ?? null,
  };
}

export type PurchaseInfoUpdate = Partial<Omit<PurchaseInfo, 'tagCodes'>> & { tagCodes?: string[] };

/** Saves the fields given (an upsert: the profile row may not exist yet). */
export async function completePurchaseInfo(accountId: number, patch: PurchaseInfoUpdate): Promise<PurchaseInfo> {
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  await getDb()
    .insert(buyerProfiles)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: buyerProfiles.accountId, set: { ...values, updatedAt: new Date() } });
  return getPurchaseInfo(accountId);
}

/** How a buyer can sign in: with a password of their own, and which social accounts are tied to theirs. */
export type SignInMethods = { password: boolean; providers: { provider: string; connectedAt: string }[] };

export async function getSignInMethods(accountId: number): Promise<SignInMethods> {
  const db = getDb();
  const [[account], identities] = await Promise.all([
    db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, accountId)),
    db
      .select({ provider: oauthIdentities.provider, createdAt: oauthIdentities.createdAt })
      .from(oauthIdentities)
      .where(eq(oauthIdentities.accountId, accountId))
      .orderBy(asc(oauthIdentities.createdAt)),
  ]);
  return {
    password: Boolean(account?.hash),
    providers: identities.map((row) => ({ provider: row.provider, connectedAt: row.createdAt.toISOString() })),
  };
}
