import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an unsubscribe link switches off: one kind of mail, or all of them. */
export const UNSUBSCRIBE_SETTINGS = ['newsletter', 'rfqUpdates', 'exhibitionNews', 'all'] as const;
export type UnsubscribeSetting = (typeof UNSUBSCRIBE_SETTINGS)[number];

/**
 * Where a mail's RFC 8058 one-click unsubscribe link posts: the API's unsubscribeOneClick contract on its
 * gateway (tests/contracts/api.test.ts holds the two the same).
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/main/blade-purchaser/account/unsubscribeOneClick';

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/**
 * An unsubscribe token: `{accountId}.{setting}.{HMAC-SHA256}`. It works without signing in and never
 * expires (a mail's link must keep working), but nobody can forge one for another account or setting.
 */
export function createUnsubscribeToken(accountId: number, setting: UnsubscribeSetting, secret: string): string {
  const payload = `${accountId}.${setting}`;
  return `${payload}.${sign(payload, secret)}`;
}

/** The account and setting of a genuine token, or undefined for anything altered or malformed. */
export function readUnsubscribeToken(
  token: string,
  secret: string,
): { accountId: number; setting: UnsubscribeSetting } | undefined {
  const match = /^([1-9]\d{0,15})\.([A-Za-z]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, id = '', setting = '', mac = ''] = match;
  const expected = Buffer.from(sign(`${id}.${setting}`, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (!(UNSUBSCRIBE_SETTINGS as readonly string[]).includes(setting)) return undefined;
  return { accountId: Number(id), setting: setting as UnsubscribeSetting };
}
