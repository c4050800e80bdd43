import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { SOURCE_CODES } from '@/lib/db/schema/columns';
import { getDb } from '@/lib/db/client';
import { accounts, buyerProfiles, tags } from '@/lib/db/schema';
import { mailPageUrl, unsubscribeLinksFor, type MailSite } from '@/lib/mail/links';
import { deliverSoon, enqueueMail } from '@/lib/mail/outbox';
import { href } from '@/lib/routes/href';
import { issueVerifyLink } from './email-verification';
import { hashPassword, verifyPassword } from './password';
import { createSession } from './session';
import { finishLoginAttempt, startLoginAttempt } from './throttle';

export type AuthError =
  | 'invalidCredentials'
  | 'supplierAccount'
  | 'buyerAccount'
  | 'emailExists'
  | 'unknownTags'
  | 'unknownCountry'
  | 'locked'
  | 'accountProtected';
export type AuthResult =
  { ok: true; token: string; accountId: number } | { ok: false; error: AuthError; retryAfterSeconds?: number };
export type Meta = { ip: string | null; userAgent: string | null };

export async function findAccount(email: string) {
  const [row] = await getDb().select().from(accounts).where(eq(accounts.email, email.trim())).limit(1);
  return row;
}

/**
 * One sign-in, throttled (lib/accounts/throttle.ts): the password is checked first, so an account of
 * the other kind (`wrongKind`) is named only to someone who knows its password; to anyone else it
 * answers as an unknown e-mail does, and the guess counts like any wrong password.
 */
async function signIn(
  email: string,
  password: string,
  meta: Meta,
  memberType: 2 | 3,
  wrongKind: AuthError,
): Promise<AuthResult> {
  const lock = await startLoginAttempt(email, meta.ip);
  if (lock.locked) {
    return {
      ok: false,
      error: lock.scope === 'account' ? 'accountProtected' : 'locked',
      retryAfterSeconds: lock.retryAfterSeconds,
    };
  }
  const account = await findAccount(email);
  const valid = await verifyPassword(account?.passwordHash, password);
  if (!account || !valid || account.disabledAt) {
    await finishLoginAttempt(email, meta.ip, false);
    return { ok: false, error: 'invalidCredentials' };
  }
  await finishLoginAttempt(email, meta.ip, true);
  if (account.memberType !== memberType) return { ok: false, error: wrongKind };
  return { ok: true, token: await createSession(account.id, meta), accountId: account.id };
}

/** spec §7 login.json: a buyer signs in with e-mail and password; suppliers are refused (spec §5, §6). */
export function loginBuyer(email: string, password: string, meta: Meta): Promise<AuthResult> {
  return signIn(email, password, meta, 2, 'supplierAccount');
}

/** The supplier sign-in: the same throttling as buyers; a buyer account is refused (spec §6). */
export function loginSupplier(email: string, password: string, meta: Meta): Promise<AuthResult> {
  return signIn(email, password, meta, 3, 'buyerAccount');
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
          link: mailPageUrl(input.mailSite, href('home')),
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
