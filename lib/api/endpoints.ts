import 'server-only';
import { loginBuyer, memberCheck, registerBuyer, type AuthError } from '@/lib/accounts/auth';
import { getBuyerUserInfo, getSupplierAccountInfo } from '@/lib/accounts/info';
import { CODE_TTL_MS, issueLoginCode } from '@/lib/accounts/codes';
import { clearedSessionCookie, createSession, findCaller, revokeSession, sessionCookie } from '@/lib/accounts/session';
import { spendMemberCheck } from '@/lib/accounts/throttle';
import { changePassword, checkResetLink, requestPasswordReset, resetPassword } from '@/lib/accounts/password-reset';
import { sitePath } from '@/lib/sites/resolve';
import { countryFromHeaders, countryOfIp, describeLocation } from '@/lib/geo/service';
import { getCatalogueVersion, getFullCatalogue } from '@/lib/i18n/catalogue';
import * as reference from '@/lib/reference/service';
import { recordEvent, recordSearch, type TrackingContext } from '@/lib/tracking/service';
import type { Contract } from './contract';
import { CONTRACTS, type ContractId } from './contracts';
import { ApiFailure } from './failure';
import { defineHandler, type CallContext, type Handler } from './handler';

function trackingContext(context: CallContext): TrackingContext {
  return {
    accountId: context.caller?.accountId ?? null,
    websiteId: context.site.id,
    lang: context.locale,
    deviceClass: context.deviceClass,
    countryCode: countryFromHeaders(context.request.headers) ?? countryOfIp(context.ip) ?? null,
  };
}

const i18nAll = defineHandler(CONTRACTS.i18nAll, async (data, { locale }) => {
  const version = await getCatalogueVersion(locale);
  if (data?.version === version) return { lang: locale, version, messages: null };
  return { lang: locale, version, messages: await getFullCatalogue(locale) };
});

/** The route handler behind each contract: thin adapters over the domain services. */
export const HANDLERS: { [K in ContractId]: Handler<(typeof CONTRACTS)[K]> } = {
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
    const fromHeader = countryFromHeaders(request.headers);
    if (fromHeader) return describeLocation(locale, ip, fromHeader, 'header');
    const fromIp = countryOfIp(ip);
    return describeLocation(locale, ip, fromIp, fromIp ? 'geoip' : 'none');
  }),
  behaviourEvent: defineHandler(CONTRACTS.behaviourEvent, async (data, context) => {
    await recordEvent(data, trackingContext(context));
    return { recorded: true };
  }),
  visitTrack: defineHandler(CONTRACTS.visitTrack, async (data, context) => {
    await recordEvent(data, trackingContext(context));
    return { recorded: true };
  }),
  analyticsTrack: defineHandler(CONTRACTS.analyticsTrack, async (data, context) => {
    await recordEvent(data, trackingContext(context));
    return { recorded: true };
  }),
  analyticsSearch: defineHandler(CONTRACTS.analyticsSearch, async (data, context) => {
    await recordSearch(data, trackingContext(context));
    return { recorded: true };
  }),
  login: defineHandler(CONTRACTS.login, async (data, context) => {
    const result = await loginBuyer(data.login, data.password, meta(context));
    if (!result.ok) throw authFailure(result);
    context.setCookie(sessionCookie(result.token));
    return { token: result.token };
  }),
  logout: defineHandler(CONTRACTS.logout, async (_data, context) => {
    if (context.sessionToken) await revokeSession(context.sessionToken);
    context.setCookie(clearedSessionCookie());
    return { loggedOut: true };
  }),
  register: defineHandler(CONTRACTS.register, async (data, context) => {
    const result = await registerBuyer(
      {
        email: data.email,
        password: data.password,
        tagCodes: data.tagCodes,
        productName: data.productName ?? null,
        websiteId: context.site.id,
        language: context.locale,
        homeLink: siteUrl(context, '/'),
      },
      meta(context),
    );
    if (!result.ok) throw authFailure(result);
    context.setCookie(sessionCookie(result.token));
    return { tradeChinaToken: result.token };
  }),
  memberCheck: defineHandler(CONTRACTS.memberCheck, async (data, { ip }) => {
    const lock = await spendMemberCheck(ip);
    if (lock.locked) {
      throw new ApiFailure(
        'rateLimited',
        [],
        { 'Retry-After': String(lock.retryAfterSeconds) },
        { key: 'tooManyChecks' },
      );
    }
    return memberCheck(data.email);
  }),
  autoLogin: defineHandler(CONTRACTS.autoLogin, async (data, context) => {
    const caller = await findCaller(data.tradeToken);
    if (!caller || caller.memberType !== 2) throw new ApiFailure('invalidToken');
    const token = await createSession(caller.accountId, meta(context));
    context.setCookie(sessionCookie(token));
    return { token };
  }),
  issueAppToken: defineHandler(CONTRACTS.issueAppToken, async (_data, { caller }) => {
    if (!caller) throw new ApiFailure('invalidToken');
    const appToken = await issueLoginCode(caller.accountId, 'app_token');
    return { appToken, expiresInSeconds: CODE_TTL_MS.app_token / 1000 };
  }),
  modifyPasswordEmail: defineHandler(CONTRACTS.modifyPasswordEmail, async (data, context) => {
    await requestPasswordReset(data.email, context.locale, (code) =>
      siteUrl(context, `/resetPassword?code=${encodeURIComponent(code)}`),
    );
    return { sent: true };
  }),
  checkResetPasswordLink: defineHandler(CONTRACTS.checkResetPasswordLink, async (data) => ({
    valid: await checkResetLink(data.code),
  })),
  resetPassword: defineHandler(CONTRACTS.resetPassword, async (data, context) => {
    const result = await resetPassword(data.code, data.password, meta(context));
    if (!result.ok)
      throw new ApiFailure('invalidData', [{ path: 'data.code', code: 'expired' }], {}, { key: 'resetLinkInvalid' });
    context.setCookie(sessionCookie(result.token));
    return { token: result.token };
  }),
  changePassword: defineHandler(CONTRACTS.changePassword, async (data, { caller, sessionToken }) => {
    if (!caller || !sessionToken) throw new ApiFailure('invalidToken');
    const changed = await changePassword(caller.accountId, data.oldPassword, data.newPassword, sessionToken);
    if (!changed)
      throw new ApiFailure(
        'invalidData',
        [{ path: 'data.oldPassword', code: 'mismatch' }],
        {},
        { key: 'wrongPassword' },
      );
    return { changed: true };
  }),
  getUserInfo: defineHandler(CONTRACTS.getUserInfo, async (_data, { caller }) => {
    const info = caller && (await getBuyerUserInfo(caller.accountId));
    if (!info) throw new ApiFailure('invalidToken');
    return info;
  }),
  supplierAccountInfo: defineHandler(CONTRACTS.supplierAccountInfo, async (_data, { caller }) => {
    const info = caller && (await getSupplierAccountInfo(caller.accountId));
    if (!info) throw new ApiFailure('invalidToken');
    return info;
  }),
};

/** An absolute link to a page of the caller's site (its own domain when it has one). */
function siteUrl(context: CallContext, path: string): string {
  const origin = context.site.domain ? `https://${context.site.domain}` : new URL(context.request.url).origin;
  return `${origin}${sitePath(context.site, path)}`;
}

function meta(context: CallContext) {
  return { ip: context.ip, userAgent: context.request.headers.get('user-agent') };
}

/** An unsuccessful sign-in or registration as the API answers it (spec §5 messages). */
function authFailure(result: { error: AuthError; retryAfterSeconds?: number }): ApiFailure {
  switch (result.error) {
    case 'locked': {
      const seconds = result.retryAfterSeconds ?? 60;
      return new ApiFailure(
        'rateLimited',
        [],
        { 'Retry-After': String(seconds) },
        {
          key: 'lockedOut',
          values: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
        },
      );
    }
    case 'supplierAccount':
      return new ApiFailure('forbidden', [], {}, { key: 'supplierAccount' });
    case 'emailExists':
      return new ApiFailure('conflict', [], {}, { key: 'emailExists' });
    case 'unknownTags':
      return new ApiFailure('invalidData', [{ path: 'data.tagCodes', code: 'unknown' }], {}, { key: 'unknownTags' });
    default:
      return new ApiFailure('invalidData', [], {}, { key: 'invalidCredentials' });
  }
}

export type Mount = { id: ContractId; contract: Contract; handler: Handler<Contract> };

/** gateway → path → the contract mounted there. */
export function buildMounts(): Map<string, Map<string, Mount>> {
  const mounts = new Map<string, Map<string, Mount>>();
  for (const id of Object.keys(CONTRACTS) as ContractId[]) {
    const contract: Contract = CONTRACTS[id];
    for (const gateway of contract.gateways) {
      const paths = mounts.get(gateway) ?? new Map<string, Mount>();
      if (paths.has(contract.path)) throw new Error(`Two contracts at ${gateway}/${contract.path}`);
      paths.set(contract.path, { id, contract, handler: HANDLERS[id] as Handler<Contract> });
      mounts.set(gateway, paths);
    }
  }
  return mounts;
}
