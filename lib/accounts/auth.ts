import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { SOURCE_CODES } from '@/lib/db/schema/columns';
import { getDb } from '@/lib/db/client';
import { accounts, buyerProfiles, tags } from '@/lib/db/schema';
import { mailPageUrl, unsubscribeLinksFor, type MailSite } from '@/lib/mail/links';
import { deliverSoon, enqueueMail } from '@/lib/mail/outbox';
import { issueVerifyLink } from './email-verification';
import { hashPassword, verifyPassword } from './password';
import { createSession } from './session';
import { checkLoginAllowed, recordLoginFailure, recordLoginSuccess } from './throttle';

export type AuthError =
  | 'invalidCredentials'
  | 'supplierAccount'
  | 'buyerAccount'
  | 'emailExists'
  | 'unknownTags'
  | 'unknownCountry'
  | 'locked';
export type AuthResult =
  { ok: true; token: string; accountId: number } | { ok: false; error: AuthError; retryAfterSeconds?: number };
export type Meta = { ip: string | null; userAgent: string | null };

export async function findAccount(email: string) {
  const [row] = await getDb().select().from(accounts).where(eq(accounts.email, email.trim())).limit(1);
  return row;
}

/**
 * spec §7 login.json: a buyer signs in with e-mail and password. Suppliers are refused (spec §5, §6);
 * wrong passwords count towards the lock-out (lib/accounts/throttle.ts); a new token every time.
 */
export async function loginBuyer(email: string, password: string, meta: Meta): Promise<AuthResult> {
  const lock = await checkLoginAllowed(email, meta.ip);
  if (lock.locked) return { ok: false, error: 'locked', retryAfterSeconds: lock.retryAfterSeconds };
  const account = await findAccount(email);
  if (account?.memberType === 3) return { ok: false, error: 'supplierAccount' };
  const valid = await verifyPassword(account?.passwordHash, password);
  if (!account || !valid || account.disabledAt) {
    await recordLoginFailure(email, meta.ip);
    return { ok: false, error: 'invalidCredentials' };
  }
  await recordLoginSuccess(email);
  return { ok: true, token: await createSession(account.id, meta), accountId: account.id };
}

/**
 * The supplier sign-in: the same lock-out as buyers (lib/accounts/throttle.ts); a buyer account is
 * refused without revealing whether its password was right.
 */
export async function loginSupplier(email: string, password: string, meta: Meta): Promise<AuthResult> {
  const lock = await checkLoginAllowed(email, meta.ip);
  if (lock.locked) return { ok: false, error: 'locked', retryAfterSeconds: lock.retryAfterSeconds };
  const account = await findAccount(email);
  if (account?.memberType === 2) return { ok: false, error: 'buyerAccount' };
  const valid = await verifyPassword(account?.passwordHash, password);
  if (!account || !valid || account.disabledAt || account.memberType !== 3) {
    await recordLoginFailure(email, meta.ip);
    return { ok: false, error: 'invalidCredentials' };
  }
  await recordLoginSuccess(email);
  return { ok: true, token: await createSession(account.id, meta), accountId: account.id };
}

export type Registration = {
  email: string;
  password: string;
  tagCodes: string[];
  productName: string | null;
  websiteId: number;
  language: string;
  gclid?: string | null;
  /** The site the welcome mail's links lead to. */
  mailSite: MailSite;
};

/** Whether any of the codes is not a tag of the catalogue. */
export async function hasUnknownTags(codes: readonly string[]): Promise<boolean> {
  if (codes.length === 0) return false;
  const known = await getDb()
    .select({ code: tags.code })
    .from(tags)
    .where(inArray(tags.code, [...codes]));
  return known.length !== new Set(codes).size;
}

/** Two registrations of one e-mail at once: the unique index decides (PostgreSQL unique_violation). */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** spec §7 register: a buyer account with its purchase profile, signed in at once. */
export async function registerBuyer(input: Registration, meta: Meta): Promise<AuthResult> {
  const existing = await findAccount(input.email);
  if (existing) return { ok: false, error: existing.memberType === 3 ? 'supplierAccount' : 'emailExists' };
  if (await hasUnknownTags(input.tagCodes)) return { ok: false, error: 'unknownTags' };
  const passwordHash = await hashPassword(input.password);
  let accountId: number;
  try {
    accountId = await getDb().transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          memberType: 2,
          email: input.email.trim(),
          passwordHash,
          websiteId: input.websiteId,
          preferredLanguage: input.language,
        })
        .returning({ id: accounts.id });
      if (!account) throw new Error('account not created');
      await tx.insert(buyerProfiles).values({
        accountId: account.id,
        tagCodes: input.tagCodes,
        productName: input.productName,
        source: SOURCE_CODES.organic,
        gclid: input.gclid ?? null,
      });
      // the welcome mail is queued with the account: a rolled-back registration sends nothing. It is not
      // strictly transactional, so it carries the unsubscribe link (of every mail that can be switched off)
      await enqueueMail(tx, {
        to: input.email.trim(),
        template: 'welcome',
        locale: input.language,
        payload: {
          name: input.email.trim(),
          link: mailPageUrl(input.mailSite, '/'),
          verifyLink: await issueVerifyLink(tx, account.id, input.mailSite),
          unsubscribe: unsubscribeLinksFor(input.mailSite, account.id, 'all'),
        },
        dedupeKey: `welcome:${account.id}`,
      });
      return account.id;
    });
  } catch (error) {
    // two registrations of one e-mail at once: the unique index decides, the loser is told it exists
    if (isUniqueViolation(error)) return { ok: false, error: 'emailExists' };
    throw error;
  }
  deliverSoon();
  return { ok: true, token: await createSession(accountId, meta), accountId };
}

/** spec §7 memberCheck.json: whether an e-mail is registered (0 or 1) and, for a supplier, its supplierId. */
export async function memberCheck(email: string): Promise<{ registered: 0 | 1; supplierId: number | null }> {
  const account = await findAccount(email);
  return { registered: account ? 1 : 0, supplierId: account?.memberType === 3 ? account.supplierId : null };
}
