import 'server-only';
import { submitOrder } from '@/lib/orders/service';
import { CONTRACTS } from '../contracts';
import { ApiFailure } from '../failure';
import { defineHandler } from '../handler';
import { mailSiteOf } from './site';

/** spec §7 submitOrder: a thin adapter over lib/orders. */
export const orderHandlers = {
  submitOrder: defineHandler(CONTRACTS.submitOrder, async (data, context) => {
    const caller = context.caller;
    if (!caller || caller.memberType !== 2) throw new ApiFailure('invalidToken');
    const outcome = await submitOrder(data, {
      accountId: caller.accountId,
      locale: context.locale,
      mailSite: mailSiteOf(context),
    });
    if (outcome.sent) return { reference: outcome.reference, supplierName: outcome.supplierName };
    switch (outcome.reason) {
      case 'gone':
        throw new ApiFailure('notFound');
      case 'unknownUnit':
        throw new ApiFailure('invalidData', [{ path: 'data.unitCode', code: 'unknown', key: 'unknownUnit' }]);
      case 'unknownCountry':
        throw new ApiFailure('invalidData', [{ path: 'data.countryCode', code: 'unknown', key: 'choose' }]);
      case 'tooMany':
        throw new ApiFailure('rateLimited', [], { 'Retry-After': '86400' });
    }
  }),
};
