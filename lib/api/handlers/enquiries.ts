import 'server-only';
import { sessionCookie } from '@/lib/accounts/session';
import { EnquiryError, type EnquiryProblem } from '@/lib/enquiries/errors';
import { getBuyerEnquiry, listBuyerEnquiries, listSupplierEnquiries, openSupplierEnquiry } from '@/lib/enquiries/read';
import { sendEnquiry, sendEnquiryList, type Sender } from '@/lib/enquiries/send';
import { CONTRACTS } from '../contracts';
import { ApiFailure } from '../failure';
import { defineHandler, type CallContext } from '../handler';
import { spendRevealing } from './auth';
import { mailSiteOf } from './site';

/**
 * Who sends: a signed-in buyer, or a signed-out one registered at once from the e-mail given. Suppliers
 * are refused (spec §6: enquiries are a buyer's); signed out without an e-mail there is nobody to answer.
 */
async function senderOf(context: CallContext, email: string | undefined): Promise<Sender> {
  const { caller } = context;
  if (caller) {
    if (caller.memberType !== 2) throw new ApiFailure('forbidden', [], {}, { key: 'enquirySupplierRefused' });
    return { kind: 'buyer', accountId: caller.accountId };
  }
  if (!email) {
    throw new ApiFailure(
      'invalidData',
      [{ path: 'data.email', code: 'required', key: 'required' }],
      {},
      { key: 'enquiryEmailRequired' },
    );
  }
  // registering from the e-mail answers whether it has an account, as memberCheck does: the same budget
  await spendRevealing(context.ip);
  return {
    kind: 'newBuyer',
    email,
    websiteId: context.site.id,
    language: context.locale,
    meta: { ip: context.ip, userAgent: context.request.headers.get('user-agent') },
  };
}

/** A refused enquiry as the API answers it, with a translated message the form can show as it is. */
function enquiryFailure(problem: EnquiryProblem): ApiFailure {
  switch (problem.kind) {
    case 'productUnavailable':
      if (problem.positions) {
        return new ApiFailure(
          'invalidData',
          problem.positions.map((i) => ({ path: `data.items.${i}.productId`, code: 'not_found' })),
          {},
          { key: 'productUnavailable' },
        );
      }
      return new ApiFailure(
        'notFound',
        [{ path: 'data.productId', code: 'not_found' }],
        {},
        { key: 'productUnavailable' },
      );
    case 'supplierUnavailable':
      return new ApiFailure(
        'notFound',
        [{ path: 'data.supplierId', code: 'not_found' }],
        {},
        { key: 'supplierUnavailable' },
      );
    case 'unknownUnit':
      return new ApiFailure(
        'invalidData',
        [{ path: problem.path, code: 'not_found' }],
        {},
        { key: 'enquiryUnitUnknown' },
      );
    case 'dailyLimit':
      return new ApiFailure(
        'rateLimited',
        [],
        { 'Retry-After': '3600' },
        { key: 'enquiryDailyLimit', values: { max: problem.limit } },
      );
    case 'notFound':
      return new ApiFailure('notFound', [], {}, { key: 'enquiryNotFound' });
    case 'registration':
      // the e-mail has an account: its owner signs in and sends from there (nobody takes an account over)
      if (problem.error === 'emailExists') {
        return new ApiFailure('conflict', [{ path: 'data.email', code: 'exists' }], {}, { key: 'enquiryEmailExists' });
      }
      if (problem.error === 'supplierAccount') {
        return new ApiFailure('forbidden', [{ path: 'data.email', code: 'supplier' }], {}, { key: 'supplierAccount' });
      }
      return new ApiFailure('invalidData', [{ path: 'data.email', code: problem.error }]);
  }
}

async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EnquiryError) throw enquiryFailure(error.problem);
    throw error;
  }
}

function supplierOf(caller: CallContext['caller']): number {
  if (!caller || caller.supplierId === null) throw new ApiFailure('forbidden');
  return caller.supplierId;
}

function buyerOf(caller: CallContext['caller']): number {
  if (!caller) throw new ApiFailure('invalidToken');
  return caller.accountId;
}

/** spec §7 submitNewInquiry and submitInquiryList, and the lists of both sides. */
export const enquiryHandlers = {
  submitNewInquiry: defineHandler(CONTRACTS.submitNewInquiry, async (data, context) => {
    const sender = await senderOf(context, data.email);
    const common = { sender, message: data.message, mailSite: mailSiteOf(context) };
    const sent = await refusing(() =>
      data.productId !== undefined
        ? sendEnquiry({
            ...common,
            target: 'product',
            productId: data.productId,
            quantity: data.quantity ?? 1,
            unitCode: data.unitCode,
          })
        : sendEnquiry({
            ...common,
            target: 'supplier',
            supplierId: data.supplierId ?? 0,
            quantity: data.quantity,
            unitCode: data.unitCode,
          }),
    );
    if (sent.token) context.setCookie(sessionCookie(sent.token));
    return {
      enquiryId: sent.enquiryId,
      supplierId: sent.supplierId,
      productId: data.productId ?? null,
      registered: sent.registered,
      tradeChinaToken: sent.token,
    };
  }),
  submitInquiryList: defineHandler(CONTRACTS.submitInquiryList, async (data, context) => {
    const sender = await senderOf(context, data.email);
    const sent = await refusing(() =>
      sendEnquiryList({ sender, message: data.message, items: data.items, mailSite: mailSiteOf(context) }),
    );
    if (sent.token) context.setCookie(sessionCookie(sent.token));
    return {
      batchId: sent.batchId,
      enquiries: sent.enquiries,
      registered: sent.registered,
      tradeChinaToken: sent.token,
    };
  }),
  inquiryList: defineHandler(CONTRACTS.inquiryList, async (data, { caller, locale }) =>
    listBuyerEnquiries(locale, buyerOf(caller), data),
  ),
  inquiryDetail: defineHandler(CONTRACTS.inquiryDetail, async (data, { caller, locale }) => {
    const found = await getBuyerEnquiry(locale, buyerOf(caller), data.enquiryId);
    if (!found) throw enquiryFailure({ kind: 'notFound' });
    return found;
  }),
  supplierInquiryList: defineHandler(CONTRACTS.supplierInquiryList, async (data, { caller, locale }) =>
    listSupplierEnquiries(locale, supplierOf(caller), data),
  ),
  supplierInquiryDetail: defineHandler(CONTRACTS.supplierInquiryDetail, async (data, { caller, locale }) => {
    const found = await openSupplierEnquiry(locale, supplierOf(caller), data.enquiryId);
    if (!found) throw enquiryFailure({ kind: 'notFound' });
    return found;
  }),
};
