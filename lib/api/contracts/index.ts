import * as accounts from './accounts';
import * as auth from './auth';
import * as geo from './geo';
import * as meetings from './meetings';
import * as reference from './reference';
import * as tracking from './tracking';
import type { Contract } from '../contract';

/** Every endpoint of every gateway, by id: the single list the server, the client and OpenAPI read. */
export const CONTRACTS = {
  i18nAll: reference.i18nAll,
  i18nAllJson: reference.i18nAllJson,
  cateAndTagV2: reference.cateAndTagV2,
  cateAndTag: reference.cateAndTag,
  allCategory: reference.allCategory,
  getAllCategory: reference.getAllCategory,
  countries: reference.countries,
  websites: reference.websites,
  websiteInfo: reference.websiteInfo,
  nameOfUnit: reference.nameOfUnit,
  paymentTerms: reference.paymentTerms,
  shipmentTerm: reference.shipmentTerm,
  rfqCategory: reference.rfqCategory,
  getCurrentIp: geo.getCurrentIp,
  ipAys: geo.ipAys,
  ipcheck: geo.ipcheck,
  behaviourEvent: tracking.behaviourEvent,
  visitTrack: tracking.visitTrack,
  analyticsTrack: tracking.analyticsTrack,
  analyticsSearch: tracking.analyticsSearch,
  login: auth.login,
  logout: auth.logout,
  register: auth.register,
  memberCheck: auth.memberCheck,
  autoLogin: auth.autoLogin,
  issueAppToken: auth.issueAppToken,
  modifyPasswordEmail: auth.modifyPasswordEmail,
  checkResetPasswordLink: auth.checkResetPasswordLink,
  resetPassword: auth.resetPassword,
  changePassword: auth.changePassword,
  initPassword: auth.initPassword,
  supplierLogin: auth.supplierLogin,
  oauthAuthorize_google: auth.oauthAuthorizeGoogle,
  oauthAuthorize_facebook: auth.oauthAuthorizeFacebook,
  oauthAuthorize_linkedin: auth.oauthAuthorizeLinkedin,
  oauthLogin: auth.oauthLogin,
  getUserInfo: accounts.getUserInfo,
  getBuyerUserInfo: accounts.getBuyerUserInfo,
  getPurchaseInfo: accounts.getPurchaseInfo,
  accountGetPurchaseInfo: accounts.accountGetPurchaseInfo,
  completePurchaseInfo: accounts.completePurchaseInfo,
  getPublicEmailVerify: accounts.getPublicEmailVerify,
  getMobileVerify: accounts.getMobileVerify,
  getWhatsappVerify: accounts.getWhatsappVerify,
  supplierAccountInfo: accounts.supplierAccountInfo,
  getNotificationSettings: accounts.getNotificationSettings,
  saveNotificationSettings: accounts.saveNotificationSettings,
  unsubscribe: accounts.unsubscribe,
  requestMeeting: meetings.requestMeeting,
  buyerMeetings: meetings.buyerMeetings,
  supplierMeetings: meetings.supplierMeetings,
  answerMeeting: meetings.answerMeeting,
} as const satisfies Record<string, Contract>;

export type ContractId = keyof typeof CONTRACTS;
