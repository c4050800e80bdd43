import 'server-only';
import { createTranslator } from 'use-intl/core';
import { getDb } from '@/lib/db/client';
import { supportMessages } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/catalogue';
import { deliverSoon, enqueueMail } from '@/lib/mail/outbox';
import { createLimiter } from '@/lib/rate-limit/limiters';
import type { Site } from '@/lib/sites/resolve';
import { newReference } from './reference';
import { SUPPORT_LIMITS, type SupportMessageData } from './rules';

type SupportMessages = typeof import('@/messages/en/support.json');

type Limiters = { address: ReturnType<typeof createLimiter>; email: ReturnType<typeof createLimiter> };
let limiters: Limiters | undefined;
function getLimiters(): Limiters {
  limiters ??= {
    address: createLimiter('sf-support-address', getEnv().SUPPORT_MESSAGES_PER_ADDRESS_HOUR, 3_600),
    email: createLimiter('sf-support-email', SUPPORT_LIMITS.perEmailDay, 86_400),
  };
  return limiters;
}

async function spend(limiter: ReturnType<typeof createLimiter>, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch {
    return false;
  }
}

export type SupportContext = { address: string | null; accountId: number | null; site: Site; locale: Locale };
export type SupportOutcome = { sent: true; reference: string } | { sent: false; reason: 'tooMany' };

/**
 * A message to customer service (spec §2 /customer-service): stored, mailed to the operator's inbox and
 * confirmed to the sender, in one transaction (nothing half sent). Limited per network address and per
 * e-mail address, so the form cannot flood the operator or, through the confirmations, someone else.
 */
export async function sendSupportMessage(data: SupportMessageData, context: SupportContext): Promise<SupportOutcome> {
  const { address, email } = getLimiters();
  if (context.address && !(await spend(address, context.address))) return { sent: false, reason: 'tooMany' };
  if (!(await spend(email, data.email.toLowerCase()))) return { sent: false, reason: 'tooMany' };

  const env = getEnv();
  const topicIn = async (locale: Locale) => {
    const support = (await loadMessages(locale)).support as SupportMessages;
    return createTranslator({ locale, messages: { support }, namespace: 'support' })(`topics.${data.topic}` as const);
  };
  const reference = newReference('CS');
  await getDb().transaction(async (tx) => {
    await tx.insert(supportMessages).values({
      reference,
      topic: data.topic,
      name: data.name,
      email: data.email,
      company: data.company ?? null,
      subjectReference: data.reference ?? null,
      message: data.message,
      accountId: context.accountId,
      websiteId: context.site.id,
      lang: context.locale,
    });
    await enqueueMail(tx, {
      to: env.SUPPORT_INBOX,
      template: 'supportMessage',
      locale: 'en',
      payload: {
        name: env.OPERATOR_NAME,
        reference,
        topic: await topicIn('en'),
        sender: data.name,
        email: data.email,
        company: data.company ?? null,
        subjectReference: data.reference ?? null,
        message: data.message,
        site: context.site.name,
        language: context.locale,
      },
    });
    await enqueueMail(tx, {
      to: data.email,
      template: 'supportReceived',
      locale: context.locale,
      payload: { name: data.email, reference, topic: await topicIn(context.locale) },
    });
  });
  deliverSoon();
  return { sent: true, reference };
}
