import 'server-only';
import { inArray } from 'drizzle-orm';
import { completePurchaseInfo, getBuyerUserInfo, getPurchaseInfo, getSupplierAccountInfo } from '@/lib/accounts/info';
import { getNotificationSettings, saveNotificationSettings, unsubscribeWithToken } from '@/lib/accounts/notifications';
import { requestVerifyMail, verifyEmailWithCode } from '@/lib/accounts/email-verification';
import { checkPhone, checkPublicEmail } from '@/lib/accounts/verify';
import { getDb } from '@/lib/db/client';
import { tags } from '@/lib/db/schema';
import { CONTRACTS } from '../contracts';
import { ApiFailure } from '../failure';
import { defineHandler, type CallContext } from '../handler';
import { mailSiteOf } from './site';

/** The signed-in person's own account and profile, and the contact checks of the forms. */
export const accountHandlers = {
  getUserInfo: defineHandler(CONTRACTS.getUserInfo, async (_data, { caller }) => {
    const info = caller && (await getBuyerUserInfo(caller.accountId));
    if (!info) throw new ApiFailure('invalidToken');
    return info;
  }),
  getBuyerUserInfo: defineHandler(CONTRACTS.getBuyerUserInfo, async (data, { caller }) => {
    const accountId = ownAccount(caller, data?.buyerId);
    const info = await getBuyerUserInfo(accountId);
    if (!info) throw new ApiFailure('invalidToken');
    return info;
  }),
  getPurchaseInfo: defineHandler(CONTRACTS.getPurchaseInfo, async (_data, { caller }) =>
    getPurchaseInfo(ownAccount(caller, undefined)),
  ),
  accountGetPurchaseInfo: defineHandler(CONTRACTS.accountGetPurchaseInfo, async (data, { caller }) =>
    getPurchaseInfo(ownAccount(caller, data?.buyerId)),
  ),
  completePurchaseInfo: defineHandler(CONTRACTS.completePurchaseInfo, async (data, { caller }) => {
    const accountId = ownAccount(caller, undefined);
    if (data.tagCodes?.length) {
      const known = await getDb().select({ code: tags.code }).from(tags).where(inArray(tags.code, data.tagCodes));
      if (known.length !== new Set(data.tagCodes).size) {
        throw new ApiFailure('invalidData', [{ path: 'data.tagCodes', code: 'unknown' }], {}, { key: 'unknownTags' });
      }
    }
    const { dialingCode, ...rest } = data;
    return completePurchaseInfo(accountId, {
      ...rest,
      ...(dialingCode && { dialingCode: dialingCode.replace('+', '') }),
    });
  }),
  getPublicEmailVerify: defineHandler(CONTRACTS.getPublicEmailVerify, async (data) => checkPublicEmail(data.email)),
  getMobileVerify: defineHandler(CONTRACTS.getMobileVerify, async (data) =>
    checkPhone(data.mobile, data.dialingCode, data.country),
  ),
  getWhatsappVerify: defineHandler(CONTRACTS.getWhatsappVerify, async (data) =>
    checkPhone(data.mobile, data.dialingCode, data.country),
  ),
  supplierAccountInfo: defineHandler(CONTRACTS.supplierAccountInfo, async (_data, { caller }) => {
    const info = caller && (await getSupplierAccountInfo(caller.accountId));
    if (!info) throw new ApiFailure('invalidToken');
    return info;
  }),
  getNotificationSettings: defineHandler(CONTRACTS.getNotificationSettings, async (_data, { caller }) =>
    getNotificationSettings(ownAccount(caller, undefined)),
  ),
  saveNotificationSettings: defineHandler(CONTRACTS.saveNotificationSettings, async (data, { caller }) =>
    saveNotificationSettings(ownAccount(caller, undefined), data),
  ),
  unsubscribe: defineHandler(CONTRACTS.unsubscribe, async (data) => unsubscribeOrRefuse(data.token)),
  unsubscribeOneClick: defineHandler(CONTRACTS.unsubscribeOneClick, async (data) => unsubscribeOrRefuse(data.token)),
  verifyEmail: defineHandler(CONTRACTS.verifyEmail, async (data) => {
    const done = await verifyEmailWithCode(data.code);
    if (!done)
      throw new ApiFailure('invalidData', [{ path: 'data.code', code: 'expired' }], {}, { key: 'verifyLinkInvalid' });
    return done;
  }),
  sendVerifyEmail: defineHandler(CONTRACTS.sendVerifyEmail, async (_data, context) => {
    const outcome = await requestVerifyMail(ownAccount(context.caller, undefined), context.locale, mailSiteOf(context));
    if (outcome.status === 'limited') {
      throw new ApiFailure(
        'rateLimited',
        [],
        { 'Retry-After': String(outcome.retryAfterSeconds) },
        { key: 'tooManyVerifyMails', values: { minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) } },
      );
    }
    return { status: outcome.status };
  }),
};

/** A mail's signed link switches off what it names; anything forged or altered is refused in words. */
async function unsubscribeOrRefuse(token: string) {
  const done = await unsubscribeWithToken(token);
  if (!done)
    throw new ApiFailure(
      'invalidData',
      [{ path: 'data.token', code: 'invalid' }],
      {},
      { key: 'unsubscribeLinkInvalid' },
    );
  return done;
}

/** The caller's own account; a buyer id naming anyone else is refused (no one reads another's data). */
function ownAccount(caller: CallContext['caller'], buyerId: number | string | undefined): number {
  if (!caller) throw new ApiFailure('invalidToken');
  if (buyerId !== undefined && Number(buyerId) !== caller.accountId) throw new ApiFailure('forbidden');
  return caller.accountId;
}
