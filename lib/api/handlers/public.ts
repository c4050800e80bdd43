import 'server-only';
import { callerCountry, countryOfIp, describeLocation } from '@/lib/geo/service';
import { issueChallenge } from '@/lib/captcha/service';
import { recordConsent } from '@/lib/consent/service';
import { sendSupportMessage } from '@/lib/support/service';
import { sendTrafficReport } from '@/lib/traffic-light/service';
import { getCatalogueVersion, getFullCatalogue } from '@/lib/i18n/catalogue';
import * as reference from '@/lib/reference/service';
import { analyticsAllowed } from '@/lib/tracking/consent';
import { recordEvent, recordSearch, type TrackingContext } from '@/lib/tracking/service';
import { CONTRACTS } from '../contracts';
import { ApiFailure } from '../failure';
import { defineHandler, type CallContext } from '../handler';

function trackingContext(context: CallContext): TrackingContext {
  return {
    accountId: context.caller?.accountId ?? null,
    websiteId: context.site.id,
    lang: context.locale,
    deviceClass: context.deviceClass,
    countryCode: callerCountry(context.request.headers, context.ip).countryCode ?? null,
  };
}

const i18nAll = defineHandler(CONTRACTS.i18nAll, async (data, { locale }) => {
  const version = await getCatalogueVersion(locale);
  if (data?.version === version) return { lang: locale, version, messages: null };
  return { lang: locale, version, messages: await getFullCatalogue(locale) };
});

/** The route handler behind each contract: thin adapters over the domain services. */
/** Reference data, the caller's country and tracking: no person needed. */
export const publicHandlers = {
  i18nAll,
  i18nAllJson: i18nAll,
  cateAndTagV2: defineHandler(CONTRACTS.cateAndTagV2, async (data, { locale }) => {
    const tree = await reference.getIndustryTree(locale, data.industryId);
    if (!tree) throw new ApiFailure('notFound');
    return tree;
  }),
  cateAndTag: defineHandler(CONTRACTS.cateAndTag, (_data, { locale }) => reference.getIndustryTrees(locale)),
  allCategory: defineHandler(CONTRACTS.allCategory, (_data, { locale }) => reference.getCategoryTree(locale)),
  getAllCategory: defineHandler(CONTRACTS.getAllCategory, (data, { locale }) =>
    reference.getCategoryTree(data?.language ?? locale),
  ),
  countries: defineHandler(CONTRACTS.countries, (_data, { locale }) => reference.getCountries(locale)),
  websites: defineHandler(CONTRACTS.websites, () => reference.getWebsites()),
  websiteInfo: defineHandler(CONTRACTS.websiteInfo, async (data, { site }) => {
    const website = await reference.getWebsite(data?.websiteId ?? site.id);
    if (!website) throw new ApiFailure('notFound');
    return website;
  }),
  nameOfUnit: defineHandler(CONTRACTS.nameOfUnit, (_data, { locale }) => reference.getUnits(locale)),
  paymentTerms: defineHandler(CONTRACTS.paymentTerms, (_data, { locale }) => reference.getPaymentTerms(locale)),
  shipmentTerm: defineHandler(CONTRACTS.shipmentTerm, (_data, { locale }) => reference.getShipmentTerms(locale)),
  rfqCategory: defineHandler(CONTRACTS.rfqCategory, (_data, { locale }) => reference.getRfqCategories(locale)),
  getCurrentIp: defineHandler(CONTRACTS.getCurrentIp, async (_data, { ip }) => ({ ip })),
  ipAys: defineHandler(CONTRACTS.ipAys, (data, { locale }) => {
    const country = countryOfIp(data.ip);
    return describeLocation(locale, data.ip, country, country ? 'geoip' : 'none');
  }),
  ipcheck: defineHandler(CONTRACTS.ipcheck, (_data, { locale, ip, request }) => {
    const { countryCode, source } = callerCountry(request.headers, ip);
    return describeLocation(locale, ip, countryCode, source);
  }),
  behaviourEvent: defineHandler(CONTRACTS.behaviourEvent, async (data, context) => {
    if (!(await analyticsAllowed(context.request, context.ip))) return { recorded: false };
    await recordEvent(data, trackingContext(context));
    return { recorded: true };
  }),
  visitTrack: defineHandler(CONTRACTS.visitTrack, async (data, context) => {
    if (!(await analyticsAllowed(context.request, context.ip))) return { recorded: false };
    await recordEvent(data, trackingContext(context));
    return { recorded: true };
  }),
  analyticsTrack: defineHandler(CONTRACTS.analyticsTrack, async (data, context) => {
    if (!(await analyticsAllowed(context.request, context.ip))) return { recorded: false };
    await recordEvent(data, trackingContext(context));
    return { recorded: true };
  }),
  analyticsSearch: defineHandler(CONTRACTS.analyticsSearch, async (data, context) => {
    if (!(await analyticsAllowed(context.request, context.ip))) return { recorded: false };
    await recordSearch(data, trackingContext(context));
    return { recorded: true };
  }),
  cookieConsent: defineHandler(CONTRACTS.cookieConsent, (data, context) =>
    recordConsent(data, trackingContext(context)),
  ),
  captchaChallenge: defineHandler(CONTRACTS.captchaChallenge, () => issueChallenge()),
  contactSupport: defineHandler(CONTRACTS.contactSupport, async (data, context) => {
    const outcome = await sendSupportMessage(data, {
      address: context.ip,
      accountId: context.caller?.accountId ?? null,
      site: context.site,
      locale: context.locale,
    });
    if (!outcome.sent) throw new ApiFailure('rateLimited', [], { 'Retry-After': '3600' });
    return { reference: outcome.reference };
  }),
  trafficReport: defineHandler(CONTRACTS.trafficReport, async (data, context) => {
    const caller = context.caller;
    if (!caller || caller.memberType !== 2) throw new ApiFailure('invalidToken');
    const outcome = await sendTrafficReport(data, { accountId: caller.accountId, locale: context.locale });
    if (outcome.sent) return { reference: outcome.reference };
    if (outcome.reason === 'unknownMarket') {
      throw new ApiFailure('invalidData', [{ path: 'data.countryCode', code: 'unknown', key: 'choose' }]);
    }
    throw new ApiFailure('rateLimited', [], { 'Retry-After': '86400' });
  }),
};
