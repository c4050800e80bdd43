import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { accounts, buyerProfiles, countries } from '@/lib/db/schema';
import { SOURCE_CODES } from '@/lib/db/schema/columns';
import { mailPageUrl, type MailSite } from '@/lib/mail/links';
import { deliverSoon, enqueueMail } from '@/lib/mail/outbox';
import { href } from '@/lib/routes/href';
import { findAccount, hasUnknownTags, isUniqueViolation, type AuthResult, type Meta } from './auth';
import { issueLoginCode } from './codes';
import { issueVerifyLink } from './email-verification';
import { createSession } from './session';

export type FastRegistration = {
  email: string;
  name: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  tagCodes: string[];
  productName: string | null;
  websiteId: number;
  language: string;
  mailSite: MailSite;
};

async function isKnownCountry(code: string): Promise<boolean> {
  const [row] = await getDb().select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  return Boolean(row);
}

/**
 * spec §7 account/fastRegister: a buyer from an e-mail alone, for an enquiry or RFQ without the full form.
 * The account has no password and is signed in at once; one mail (transactional: no unsubscribe link)
 * links to /initPassword (choose a password; using it also confirms the address) and to /verify. An
 * e-mail that already has an account is refused exactly as at registration: nobody takes an account over
 * or gets a session for it.
 */
export async function fastRegisterBuyer(input: FastRegistration, meta: Meta): Promise<AuthResult> {
  const email = input.email.trim();
  const existing = await findAccount(email);
  if (existing) return { ok: false, error: existing.memberType === 3 ? 'supplierAccount' : 'emailExists' };
  if (await hasUnknownTags(input.tagCodes)) return { ok: false, error: 'unknownTags' };
  if (input.country && !(await isKnownCountry(input.country))) return { ok: false, error: 'unknownCountry' };
  let accountId: number;
  try {
    accountId = await getDb().transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({
          memberType: 2,
          email,
          passwordHash: null,
          nickname: input.name,
          websiteId: input.websiteId,
          preferredLanguage: input.language,
        })
        .returning({ id: accounts.id });
      if (!account) throw new Error('account not created');
      await tx.insert(buyerProfiles).values({
        accountId: account.id,
        contactName: input.name,
        countryCode: input.country,
        tagCodes: input.tagCodes,
        productName: input.productName,
        source: SOURCE_CODES.organic,
      });
      const passwordCode = await issueLoginCode(account.id, 'init_password', tx);
      await enqueueMail(tx, {
        to: email,
        template: 'fastRegister',
        locale: input.language,
        payload: {
          // the address, never the name typed in: anyone can send this mail to any address, so it carries
          // no text of theirs (a name like "Win a prize at …" would make it spam)
          name: email,
          passwordLink: mailPageUrl(input.mailSite, href('initPassword', {}, { query: { code: passwordCode } })),
          verifyLink: await issueVerifyLink(tx, account.id, input.mailSite),
        },
        dedupeKey: `fastRegister:${account.id}`,
      });
      return account.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: 'emailExists' };
    throw error;
  }
  deliverSoon();
  return { ok: true, token: await createSession(accountId, meta), accountId };
}
