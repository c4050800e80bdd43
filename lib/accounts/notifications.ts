import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { accounts, notificationSettings } from '@/lib/db/schema';
import { getEnv } from '@/lib/env';
import { createUnsubscribeToken, readUnsubscribeToken, type UnsubscribeSetting } from './unsubscribe-token';

import type { NotificationSettings } from './notification-types';

export type { NotificationSettings };

/** Every kind of mail is on until the buyer says otherwise (the table's defaults). */
const DEFAULTS: NotificationSettings = { newsletter: true, rfqUpdates: true, exhibitionNews: true };

/** The buyer's own notification choices (a missing row means the defaults). */
export async function getNotificationSettings(accountId: number): Promise<NotificationSettings> {
  const [row] = await getDb()
    .select({
      newsletter: notificationSettings.newsletter,
      rfqUpdates: notificationSettings.rfqUpdates,
      exhibitionNews: notificationSettings.exhibitionNews,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.accountId, accountId));
  return row ?? DEFAULTS;
}

/** Saves all three switches of one account (insert or update in one statement). */
export async function saveNotificationSettings(
  accountId: number,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const allOff = !settings.newsletter && !settings.rfqUpdates && !settings.exhibitionNews;
  const values = { ...settings, unsubscribedAllAt: allOff ? new Date() : null, updatedAt: new Date() };
  await getDb()
    .insert(notificationSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.accountId, set: values });
  return settings;
}

/** A signed link token for a mail's "unsubscribe" link (lib/accounts/unsubscribe-token.ts). */
export function unsubscribeTokenFor(accountId: number, setting: UnsubscribeSetting): string {
  return createUnsubscribeToken(accountId, setting, getEnv().UNSUBSCRIBE_SECRET);
}

/** Switches off what a genuine token names, without signing in; undefined for a forged or altered token. */
export async function unsubscribeWithToken(
  token: string,
): Promise<{ setting: UnsubscribeSetting; settings: NotificationSettings } | undefined> {
  const read = readUnsubscribeToken(token, getEnv().UNSUBSCRIBE_SECRET);
  if (!read) return undefined;
  // an account deleted since the mail was sent: the link simply ends
  const [account] = await getDb().select({ id: accounts.id }).from(accounts).where(eq(accounts.id, read.accountId));
  if (!account) return undefined;
  const current = await getNotificationSettings(read.accountId);
  const next: NotificationSettings =
    read.setting === 'all'
      ? { newsletter: false, rfqUpdates: false, exhibitionNews: false }
      : { ...current, [read.setting]: false };
  return { setting: read.setting, settings: await saveNotificationSettings(read.accountId, next) };
}

/** What a token would switch off, if it is genuine (the page asks before it changes anything). */
export function readUnsubscribeLink(token: string): UnsubscribeSetting | undefined {
  return readUnsubscribeToken(token, getEnv().UNSUBSCRIBE_SECRET)?.setting;
}
