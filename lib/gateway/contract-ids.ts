import type { ContractId } from '@/lib/api/contracts';

/** The modules of lib/api/contracts/, one per domain. */
export type ContractDomain =
  | 'accounts'
  | 'auth'
  | 'captcha'
  | 'cart'
  | 'consent'
  | 'enquiries'
  | 'favourites'
  | 'geo'
  | 'meetings'
  | 'orders'
  | 'reference'
  | 'rfq'
  | 'search'
  | 'support'
  | 'tracking';

/**
 * Every contract's id with the module of lib/api/contracts/ that defines it, without the contracts
 * themselves: the typed client (./endpoints.ts) is built from this table, and a call loads only its
 * domain's schemas (./load-contract.ts), so a page gets zod with its first call, not with its HTML.
 * `satisfies` makes a missing or unknown id a type error; tests/contracts/gateway-client.test.ts holds
 * each entry to CONTRACTS.
 */
export const CONTRACT_DOMAINS = {
  i18nAll: 'reference',
  i18nAllJson: 'reference',
  cateAndTagV2: 'reference',
  cateAndTag: 'reference',
  allCategory: 'reference',
  getAllCategory: 'reference',
  countries: 'reference',
  websites: 'reference',
  websiteInfo: 'reference',
  nameOfUnit: 'reference',
  paymentTerms: 'reference',
  shipmentTerm: 'reference',
  rfqCategory: 'reference',
  getCurrentIp: 'geo',
  ipAys: 'geo',
  ipcheck: 'geo',
  behaviourEvent: 'tracking',
  visitTrack: 'tracking',
  analyticsTrack: 'tracking',
  analyticsSearch: 'tracking',
  cookieConsent: 'consent',
  contactSupport: 'support',
  captchaChallenge: 'captcha',
  trafficReport: 'support',
  submitOrder: 'orders',
  searchGoods: 'search',
  searchSupplier: 'search',
  searchGoodsV2: 'search',
  searchSupplierV2: 'search',
  login: 'auth',
  logout: 'auth',
  register: 'auth',
  fastRegister: 'auth',
  memberCheck: 'auth',
  autoLogin: 'auth',
  issueAppToken: 'auth',
  modifyPasswordEmail: 'auth',
  checkResetPasswordLink: 'auth',
  resetPassword: 'auth',
  changePassword: 'auth',
  initPassword: 'auth',
  supplierLogin: 'auth',
  oauthAuthorize_google: 'auth',
  oauthAuthorize_facebook: 'auth',
  oauthAuthorize_linkedin: 'auth',
  oauthLogin: 'auth',
  getUserInfo: 'accounts',
  getBuyerUserInfo: 'accounts',
  getPurchaseInfo: 'accounts',
  accountGetPurchaseInfo: 'accounts',
  completePurchaseInfo: 'accounts',
  getPublicEmailVerify: 'accounts',
  getMobileVerify: 'accounts',
  getWhatsappVerify: 'accounts',
  supplierAccountInfo: 'accounts',
  getNotificationSettings: 'accounts',
  saveNotificationSettings: 'accounts',
  unsubscribe: 'accounts',
  followProduct: 'favourites',
  unfollowProduct: 'favourites',
  followSupplier: 'favourites',
  unfollowSupplier: 'favourites',
  removeFavoriteCard: 'favourites',
  saveBusinessCard: 'favourites',
  keepBusinessCard: 'favourites',
  favoriteStatus: 'favourites',
  favoriteList: 'favourites',
  unsubscribeOneClick: 'accounts',
  verifyEmail: 'accounts',
  sendVerifyEmail: 'accounts',
  cartInfo: 'cart',
  cartUpdate: 'cart',
  productInfoList: 'cart',
  requestMeeting: 'meetings',
  buyerMeetings: 'meetings',
  supplierMeetings: 'meetings',
  answerMeeting: 'meetings',
  addRfq: 'rfq',
  addRfqAndReg: 'rfq',
  addRfqAndPurReg: 'rfq',
  regAfterRfq: 'rfq',
  checkEmailPhone: 'rfq',
  isCompleted: 'rfq',
  editRfq: 'rfq',
  searchRfq: 'rfq',
  getRfqInfo: 'rfq',
  quotationRfqDetails: 'rfq',
  replyQuotation: 'rfq',
  submitNewRfq: 'rfq',
  supplierRfqList: 'rfq',
  supplierRfqDetail: 'rfq',
  submitQuotation: 'rfq',
  submitNewInquiry: 'enquiries',
  submitInquiryList: 'enquiries',
  inquiryList: 'enquiries',
  inquiryDetail: 'enquiries',
  supplierInquiryList: 'enquiries',
  supplierInquiryDetail: 'enquiries',
} as const satisfies Record<ContractId, ContractDomain>;

/** Every contract id, in CONTRACTS order. */
export const CONTRACT_IDS = Object.keys(CONTRACT_DOMAINS) as ContractId[];
