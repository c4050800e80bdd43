import 'server-only';
import { memberCheck } from '@/lib/accounts/auth';
import { sessionCookie } from '@/lib/accounts/session';
import { checkPhone, checkPublicEmail } from '@/lib/accounts/verify';
import {
  compareQuotations,
  completeProfileAfterRfq,
  getBuyerRfq,
  listBuyerRfqs,
  profileCompletion,
  replyToQuotation,
} from '@/lib/rfq/buyer';
import { RfqError, type RfqRefusal } from '@/lib/rfq/errors';
import { copyRfq, createRfq, editRfq, registerAndPost, RegistrationRefused } from '@/lib/rfq/post';
import { getSupplierRfq, listSupplierRfqs, saveQuotation } from '@/lib/rfq/supplier';
import { CONTRACTS } from '../contracts';
import { ApiFailure } from '../failure';
import { defineHandler, type CallContext } from '../handler';
import type { ApiMessageKey } from '../messages';
import type { Outcome } from '../gateways';
import { authFailure, meta, spendRevealing } from './auth';
import { mailSiteOf } from './site';
import { getLogger } from '@/lib/log/logger';

const REFUSALS: Record<RfqRefusal, { outcome: Exclude<Outcome, 'ok'>; key: ApiMessageKey }> = {
  notFound: { outcome: 'notFound', key: 'rfqNotFound' },
  unknownCategory: { outcome: 'invalidData', key: 'rfqUnknownCategory' },
  unknownUnit: { outcome: 'invalidData', key: 'rfqUnknownUnit' },
  unknownCountry: { outcome: 'invalidData', key: 'rfqUnknownCountry' },
  unknownProduct: { outcome: 'invalidData', key: 'rfqUnknownProduct' },
  unknownExhibition: { outcome: 'invalidData', key: 'rfqUnknownExhibition' },
  attachmentInvalid: { outcome: 'invalidData', key: 'rfqAttachmentInvalid' },
  rfqClosed: { outcome: 'conflict', key: 'rfqClosed' },
  quotationLocked: { outcome: 'conflict', key: 'quotationLocked' },
  quotationDecided: { outcome: 'conflict', key: 'quotationDecided' },
  quotationExpired: { outcome: 'conflict', key: 'quotationExpired' },
  validityRange: { outcome: 'invalidData', key: 'quotationValidity' },
};

/** A refused RFQ change as the API answers it: its outcome, the field, its translated message. */
function refused(error: RfqError): ApiFailure {
  const { outcome, key } = REFUSALS[error.reason];
  const issues = error.path ? [{ path: error.path, code: error.reason }] : [];
  return new ApiFailure(outcome, issues, {}, { key });
}

/**
 * Runs a change; its refusals become API answers. Anything else (the database failing) is logged and
 * answered as a server error that says nothing was saved, which is true: the change's transaction
 * has rolled back.
 */
async function answering<T>(work: () => Promise<T>, failure: ApiMessageKey = 'changeNotSaved'): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RfqError) throw refused(error);
    if (error instanceof RegistrationRefused) throw authFailure(error.result);
    if (error instanceof ApiFailure) throw error;
    getLogger().error({ err: error }, 'rfq change failed');
    throw new ApiFailure('serverError', [], {}, { key: failure });
  }
}

function buyerOf(context: CallContext): number {
  if (!context.caller) throw new ApiFailure('invalidToken');
  return context.caller.accountId;
}

function supplierOf(context: CallContext): { supplierId: number; accountId: number } {
  const caller = context.caller;
  if (!caller) throw new ApiFailure('invalidToken');
  if (caller.supplierId === null) throw new ApiFailure('forbidden');
  return { supplierId: caller.supplierId, accountId: caller.accountId };
}

function notFound(): ApiFailure {
  return new ApiFailure('notFound', [], {}, { key: 'rfqNotFound' });
}

type Registration = { email: string; password: string; rfq: Parameters<typeof createRfq>[2] };

/** addRfqAndReg and addRfqAndPurReg: account, profile and RFQ in one transaction, then signed in. */
async function registerAndPostFor(
  data: Registration & { purchase?: Parameters<typeof registerAndPost>[0]['purchase'] },
  context: CallContext,
) {
  // it answers whether the e-mail has an account, as memberCheck does: the same budget per address
  await spendRevealing(context.ip);
  const posted = await answering(
    () =>
      registerAndPost({
        email: data.email,
        password: data.password,
        rfq: data.rfq,
        purchase: data.purchase,
        websiteId: context.site.id,
        language: context.locale,
        mailSite: mailSiteOf(context),
        meta: meta(context),
      }),
    'rfqNotSaved',
  );
  context.setCookie(sessionCookie(posted.token));
  return { rfqId: posted.rfqId, matchedSuppliers: posted.matchedSuppliers, tradeChinaToken: posted.token };
}

/** RFQs and quotations (spec §7 "RFQ and enquiry", the RFQ half; the supplier's side of quotations). */
export const rfqHandlers = {
  addRfq: defineHandler(CONTRACTS.addRfq, (data, context) =>
    answering(() => createRfq(buyerOf(context), context.site.id, data), 'rfqNotSaved'),
  ),
  addRfqAndReg: defineHandler(CONTRACTS.addRfqAndReg, (data, context) => registerAndPostFor(data, context)),
  addRfqAndPurReg: defineHandler(CONTRACTS.addRfqAndPurReg, (data, context) => registerAndPostFor(data, context)),
  regAfterRfq: defineHandler(CONTRACTS.regAfterRfq, (data, context) => {
    const { rfqId, ...profile } = data;
    return answering(() => completeProfileAfterRfq(buyerOf(context), rfqId, profile));
  }),
  checkEmailPhone: defineHandler(CONTRACTS.checkEmailPhone, async (data, { ip }) => {
    let email = null;
    if (data.email) {
      // it tells whether an address has an account, as memberCheck does: the same limit per address
      await spendRevealing(ip, 'tooManyChecks');
      const [member, publicEmail] = await Promise.all([memberCheck(data.email), checkPublicEmail(data.email)]);
      email = { registered: member.registered, supplier: member.supplierId !== null, result: publicEmail.result };
    }
    const mobile = data.mobile ? await checkPhone(data.mobile, data.dialingCode, data.country) : null;
    return { email, mobile: mobile && { valid: mobile.valid, e164: mobile.e164 } };
  }),
  isCompleted: defineHandler(CONTRACTS.isCompleted, async (_data, { caller }) => {
    if (!caller) return { account: 'none' as const, completed: false, missing: [] };
    if (caller.memberType === 3) return { account: 'supplier' as const, completed: false, missing: [] };
    return { account: 'buyer' as const, ...(await profileCompletion(caller.accountId)) };
  }),
  editRfq: defineHandler(CONTRACTS.editRfq, (data, context) => {
    const { rfqId, ...fields } = data;
    return answering(() => editRfq(buyerOf(context), rfqId, fields));
  }),
  searchRfq: defineHandler(CONTRACTS.searchRfq, (data, context) =>
    listBuyerRfqs(buyerOf(context), context.locale, {
      page: data?.page,
      pageSize: data?.pageSize,
      status: data?.status,
      keyword: data?.keyword || undefined,
    }),
  ),
  getRfqInfo: defineHandler(CONTRACTS.getRfqInfo, async (data, context) => {
    const rfq = await getBuyerRfq(buyerOf(context), data.rfqId, context.locale);
    if (!rfq) throw notFound();
    return rfq;
  }),
  quotationRfqDetails: defineHandler(CONTRACTS.quotationRfqDetails, async (data, context) => {
    const comparison = await compareQuotations(buyerOf(context), data.rfqId, context.locale);
    if (!comparison) throw notFound();
    return comparison;
  }),
  replyQuotation: defineHandler(CONTRACTS.replyQuotation, (data, context) =>
    answering(() => replyToQuotation(buyerOf(context), data)),
  ),
  submitNewRfq: defineHandler(CONTRACTS.submitNewRfq, (data, context) =>
    answering(() => copyRfq(buyerOf(context), data.rfqId), 'rfqNotSaved'),
  ),
  supplierRfqList: defineHandler(CONTRACTS.supplierRfqList, (data, context) =>
    listSupplierRfqs(supplierOf(context).supplierId, context.locale, { page: data?.page, pageSize: data?.pageSize }),
  ),
  supplierRfqDetail: defineHandler(CONTRACTS.supplierRfqDetail, async (data, context) => {
    const rfq = await getSupplierRfq(supplierOf(context).supplierId, data.rfqId, context.locale);
    if (!rfq) throw notFound();
    return rfq;
  }),
  submitQuotation: defineHandler(CONTRACTS.submitQuotation, (data, context) => {
    const { supplierId, accountId } = supplierOf(context);
    const { rfqId, ...fields } = data;
    return answering(() => saveQuotation(supplierId, accountId, rfqId, fields));
  }),
};
