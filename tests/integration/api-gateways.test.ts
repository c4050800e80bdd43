import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS, type ContractId } from '@/lib/api/contracts';
import type { Contract } from '@/lib/api/contract';
import { classifyAnswer, GATEWAYS, type GatewayId } from '@/lib/api/gateways';
import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { consentRecord } from '../support/consent';
import { countWritableRows, withSeededDatabase } from '../support/seeded-database';
import { OIDC_CLIENT, signInAtProvider, startOidcProvider } from '../support/oidc';
import { resetEnvForTests } from '@/lib/env';

const db = withSeededDatabase('api-gateways');
const arabic = JSON.parse(readFileSync(path.resolve(__dirname, '../../messages/ar/api.json'), 'utf8')) as Record<
  string,
  string
>;
const APP = 'sourcefair-web';

let buyerToken = '';
let buyerAccountId = 0;
/** An open RFQ of the buyer matched to the supplier of supplierToken, and another supplier's quotation on it. */
let rfqId = 0;
let otherQuotationId = 0;
let rfqCategoryId = 0;
let rfqRegistrations = 0;
let supplierToken = '';
let industryId = 0;
let productId = 0;
let supplierId = 0;
let registrations = 0;
let passwordAccountId = 0;
let firstSupplierId = 0;
const PASSWORD_EMAIL = 'pw-buyer@example.test';
const SUPPLIER_EMAIL = 'pw-supplier@example.test';

let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
const GOOGLE_CALLBACK = 'http://localhost:3000/api/auth/oauth/callback/google';
/** The state cookie of the last social sign-in started by EXAMPLES.oauthLogin (oauth/login needs it). */
let oauthStateCookie = '';
const PROVIDER_ENV = ['GOOGLE', 'FACEBOOK', 'LINKEDIN'].flatMap((p) => [
  `OAUTH_${p}_ISSUER`,
  `OAUTH_${p}_CLIENT_ID`,
  `OAUTH_${p}_CLIENT_SECRET`,
]);

beforeAll(async () => {
  // social sign-in is on when configured: all three providers point at a local OpenID provider here
  oidc = await startOidcProvider(GOOGLE_CALLBACK);
  for (const p of ['GOOGLE', 'FACEBOOK', 'LINKEDIN']) {
    process.env[`OAUTH_${p}_ISSUER`] = oidc.issuer;
    process.env[`OAUTH_${p}_CLIENT_ID`] = OIDC_CLIENT.id;
    process.env[`OAUTH_${p}_CLIENT_SECRET`] = OIDC_CLIENT.secret;
  }
  resetEnvForTests();
});

afterAll(async () => {
  for (const name of PROVIDER_ENV) delete process.env[name];
  resetEnvForTests();
  await oidc.close();
});

beforeAll(async () => {
  const buyer = await createAccountWithSession(db().pool, 'buyer', { password: 'secret12' });
  buyerToken = buyer.token;
  buyerAccountId = buyer.accountId;
  supplierToken = (await createAccountWithSession(db().pool, 'supplier')).token;
  await createAccountWithSession(db().pool, 'supplier', { email: SUPPLIER_EMAIL, password: 'secret12' });
  passwordAccountId = (
    await createAccountWithSession(db().pool, 'buyer', { email: PASSWORD_EMAIL, password: 'secret12' })
  ).accountId;
  const { rows } = await db().pool.query<{ id: string }>(
    'SELECT id FROM categories WHERE level = 1 ORDER BY id LIMIT 1',
  );
  industryId = Number(rows[0]?.id);
  const product = await db().pool.query<{ id: string; supplier_id: string }>(
    "SELECT id, supplier_id FROM products WHERE status = 'published' ORDER BY id LIMIT 1",
  );
  productId = Number(product.rows[0]?.id);
  supplierId = Number(product.rows[0]?.supplier_id);
  const suppliers = await db().pool.query<{ id: string }>('SELECT min(id) AS id FROM suppliers');
  firstSupplierId = Number(suppliers.rows[0]?.id);
  rfqCategoryId = Number(
    (await db().pool.query<{ id: string }>('SELECT id FROM categories WHERE level = 2 ORDER BY id LIMIT 1')).rows[0]
      ?.id,
  );
  const rfq = await db().pool.query<{ id: string }>(
    `INSERT INTO rfqs (buyer_account_id, category_id, product_name, description, quantity, unit_code, payment_term,
       shipment_term, destination_country, status, expires_at)
     VALUES ($1, $2, 'LED panel lights', 'Panels of 60 by 60 cm, 40 W', 500, 'piece', 'TT', 'FOB', 'DE', 'open',
       now() + interval '30 days') RETURNING id`,
    [buyerAccountId, rfqCategoryId],
  );
  rfqId = Number(rfq.rows[0]?.id);
  await db().pool.query(
    'INSERT INTO rfq_matches (rfq_id, supplier_id) SELECT $1, id FROM suppliers ORDER BY id LIMIT 2',
    [rfqId],
  );
  const quotation = await db().pool.query<{ id: string }>(
    `INSERT INTO quotations (rfq_id, supplier_id, unit_code, moq, lead_time_days, incoterm, valid_until)
     SELECT $1, id, 'piece', 100, 20, 'FOB', current_date + 20 FROM suppliers ORDER BY id OFFSET 1 LIMIT 1 RETURNING id`,
    [rfqId],
  );
  otherQuotationId = Number(quotation.rows[0]?.id);
});

/** A date three days ahead: inside the meeting window whenever the tests run. */
const meetingDate = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

/** A complete RFQ as the form posts it. */
function rfqFields() {
  return {
    productName: 'Stainless steel water bottles',
    categoryId: rfqCategoryId,
    quantity: 2000,
    unitCode: 'piece',
    targetPrice: 2.45,
    currency: 'USD',
    paymentTerm: 'TT',
    shipmentTerm: 'FOB',
    destinationCountry: 'DE',
    description: 'Double wall, 500 ml, logo printed, gift box.',
  };
}

const purchase = { companyName: 'Acme GmbH', contactName: 'Anna Schmidt', countryCode: 'DE', mobile: '170 1234567' };

function inTenDays(): string {
  return new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
}

/** A full envelope of the gateway's kind (spec §3), with `data`. */
function envelope(gateway: GatewayId, data: unknown, token?: string): Record<string, unknown> {
  const common = {
    data,
    appVersion: '1.0.0',
    device: { deviceId: 'dev-1', deviceMake: 'Google', deviceModel: 'Pixel 7', sysType: 'android', sysVersion: '14' },
    time: Date.now(),
    sign: '',
    lang: 'en',
    token: token ?? (GATEWAYS[gateway].credential === 'appEnvelope' ? APP : null),
  };
  return GATEWAYS[gateway].envelope === 'buyer'
    ? { ...common, websiteId: 1001, exhibitionId: null, themeType: 'default' }
    : { ...common, siteId: 1001, country: 'DE', systemId: 1 };
}

function headersFor(gateway: GatewayId, contract: Contract): Record<string, string> {
  const headers: Record<string, string> = {};
  if (GATEWAYS[gateway].credential === 'appHeader') headers['x-app-token'] = APP;
  if (contract.auth === 'buyer') headers.authorization = `Bearer ${buyerToken}`;
  if (contract.auth === 'supplier') headers.authorization = `Bearer ${supplierToken}`;
  if (contract.id === 'oauthLogin') headers.cookie = oauthStateCookie;
  return headers;
}

const track = {
  eventAction: 'click',
  eventCategory: 'home',
  eventName: 'Banner',
  pageUrl: 'https://example.test/',
  visitorId: 'v-1',
};

/** An enquiry of the test buyer to the first supplier (the test supplier's company), for the detail reads. */
async function insertEnquiry(): Promise<number> {
  const { rows } = await db().pool.query<{ id: string }>(
    `INSERT INTO enquiries (buyer_account_id, supplier_id, quantity, unit_code, message)
     VALUES ($1, (SELECT min(id) FROM suppliers), 50, 'piece', 'Please send your price list and lead times.')
     RETURNING id`,
    [buyerAccountId],
  );
  return Number(rows[0]?.id);
}

const ENQUIRY_MESSAGE = 'Please quote 500 pieces with delivery to Hamburg.';

/** Valid `data` for each endpoint. */
const EXAMPLES: Record<ContractId, () => unknown> = {
  oauthAuthorize_google: () => ({ redirectUrl: '/' }),
  oauthAuthorize_facebook: () => ({ redirectUrl: '/' }),
  oauthAuthorize_linkedin: () => ({ redirectUrl: '/' }),
  oauthLogin: async () => {
    // a sign-in started with oauth/authorize and walked through the provider; its answer is the data
    const start = await callGateway('main', 'blade-purchaser/oauth/authorize/google', {
      body: envelope('main', { redirectUrl: '/' }),
    });
    oauthStateCookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const back = await signInAtProvider(
      (start.body.data as { authorizeLink: string }).authorizeLink,
      'gateway-social',
      GOOGLE_CALLBACK,
    );
    return {
      provider: 'google',
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      iss: back.searchParams.get('iss') ?? undefined,
    };
  },
  getBuyerUserInfo: () => ({}),
  getPurchaseInfo: () => ({}),
  accountGetPurchaseInfo: () => ({}),
  completePurchaseInfo: () => ({ companyName: 'Acme GmbH', businessType: 3, companyWebsite: 'https://acme.example' }),
  getPublicEmailVerify: () => ({ email: 'buyer@acme-trading.de' }),
  getMobileVerify: () => ({ mobile: '170 1234567', dialingCode: '49' }),
  getWhatsappVerify: () => ({ mobile: '+48 601 234 567' }),
  modifyPasswordEmail: () => ({ email: PASSWORD_EMAIL }),
  checkResetPasswordLink: () => ({ code: 'x'.repeat(43) }),
  resetPassword: async () => {
    const { issueLoginCode } = await import('@/lib/accounts/codes');
    return { code: await issueLoginCode(passwordAccountId, 'reset_password'), password: 'secret12' };
  },
  changePassword: () => ({ oldPassword: 'secret12', newPassword: 'secret12' }),
  initPassword: async () => {
    const { issueLoginCode } = await import('@/lib/accounts/codes');
    return { code: await issueLoginCode(passwordAccountId, 'init_password'), password: 'secret12' };
  },
  supplierLogin: () => ({ login: SUPPLIER_EMAIL, password: 'secret12' }),
  i18nAll: () => ({}),
  i18nAllJson: () => ({ version: 'old' }),
  cateAndTagV2: () => ({ industryId }),
  cateAndTag: () => ({}),
  allCategory: () => undefined,
  getAllCategory: () => ({ language: 'de' }),
  countries: () => ({}),
  websites: () => ({}),
  websiteInfo: () => ({ websiteId: 1001 }),
  nameOfUnit: () => ({}),
  paymentTerms: () => ({}),
  shipmentTerm: () => ({}),
  rfqCategory: () => ({}),
  getCurrentIp: () => ({}),
  captchaChallenge: () => ({}),
  ipAys: () => ({ ip: '80.128.0.1' }),
  ipcheck: () => ({}),
  behaviourEvent: () => track,
  visitTrack: () => ({ ...track, eventName: 'Page_View', props: { route: 'home' } }),
  analyticsTrack: () => track,
  analyticsSearch: () => ({ searchType: 'product', searchKeyword: 'led lamp' }),
  cookieConsent: () => consentRecord(),
  contactSupport: () => ({
    name: 'Ana Ruiz',
    email: `support-${(registrations += 1)}@example.test`,
    topic: 'enquiry',
    message: 'A supplier has not answered my enquiry for a week.',
  }),
  saveBusinessCard: () => ({ fullName: 'Ana Ruiz', email: 'ana.ruiz@ruiz-import.test', countryCode: 'ES' }),
  keepBusinessCard: async () => {
    // a card shared by another account (an exhibitor's), kept by the buyer of these calls
    const exhibitor = await createAccountWithSession(db().pool, 'supplier');
    const { rows } = await db().pool.query<{ qr_token: string }>(
      `INSERT INTO business_cards (account_id, full_name, qr_token) VALUES ($1, 'Li Wei', $2) RETURNING qr_token`,
      [exhibitor.accountId, `card-${String((registrations += 1)).padStart(19, '0')}`],
    );
    return { token: rows[0]?.qr_token };
  },
  searchGoods: () => ({ keyword: 'lamp' }),
  searchSupplier: () => ({ keyword: 'lamp', pageNo: '1' }),
  searchGoodsV2: () => ({ keyword: 'lamp', verified: 1, sort: 'newest' }),
  searchSupplierV2: () => ({ keyword: '', country: 'cn' }),
  submitOrder: () => ({
    goodsSpuId: productId,
    kind: 'sample',
    quantity: 5,
    unitCode: 'piece',
    countryCode: 'DE',
    city: 'Hamburg',
  }),
  trafficReport: () => ({
    countryCode: 'CN',
    category: 'delivery',
    description: 'The goods arrived three weeks after the agreed date.',
  }),
  login: () => ({ login: PASSWORD_EMAIL, password: 'secret12', ip: '1.2.3.4' }),
  logout: () => ({}),
  register: () => ({
    email: `new-${(registrations += 1)}@example.test`,
    password: 'secret12',
    productName: 'LED lamps',
  }),
  fastRegister: () => ({
    email: `fast-${(registrations += 1)}@example.test`,
    name: 'Ana Buyer',
    country: 'de',
    productName: 'LED lamps',
  }),
  memberCheck: () => ({ email: PASSWORD_EMAIL }),
  autoLogin: () => ({ tradeToken: buyerToken }),
  issueAppToken: () => ({}),
  getUserInfo: () => ({}),
  supplierAccountInfo: () => ({}),
  getNotificationSettings: () => ({}),
  saveNotificationSettings: () => ({ newsletter: false, rfqUpdates: true, exhibitionNews: true }),
  unsubscribe: async () => {
    const { unsubscribeTokenFor } = await import('@/lib/accounts/notifications');
    return { token: unsubscribeTokenFor(passwordAccountId, 'newsletter') };
  },
  followProduct: () => ({ productId }),
  unfollowProduct: () => ({ productId: String(productId) }),
  followSupplier: () => ({ supplierId }),
  unfollowSupplier: () => ({ supplierId: String(supplierId) }),
  removeFavoriteCard: () => ({ businessCardId: 1 }),
  favoriteStatus: () => ({ productIds: [productId], supplierIds: [supplierId] }),
  favoriteList: () => ({ type: 'exhibitor', page: 1, pageSize: 10 }),
  unsubscribeOneClick: async () => {
    const { unsubscribeTokenFor } = await import('@/lib/accounts/notifications');
    return { token: unsubscribeTokenFor(passwordAccountId, 'exhibitionNews'), 'List-Unsubscribe': 'One-Click' };
  },
  verifyEmail: async () => {
    const { issueLoginCode } = await import('@/lib/accounts/codes');
    return { code: await issueLoginCode(passwordAccountId, 'verify_email') };
  },
  sendVerifyEmail: () => ({}),
  cartInfo: () => ({}),
  cartUpdate: () => ({ goodIds: [productId], operationType: 1 }),
  productInfoList: () => ({ goodIds: String(productId) }),
  requestMeeting: () => ({
    supplierId: firstSupplierId,
    date: meetingDate(),
    time: '10:00',
    timeZone: 'Europe/Berlin',
    durationMinutes: 30,
    topic: 'Samples and prices of LED panels',
  }),
  buyerMeetings: () => ({}),
  supplierMeetings: () => ({}),
  answerMeeting: async () => {
    // a waiting request to the company of the supplier token (the first supplier)
    const { rows } = await db().pool.query<{ id: string }>(
      `INSERT INTO meeting_requests (buyer_account_id, supplier_id, proposed_at, time_zone, topic)
       VALUES ($1, $2, now() + interval '2 days', 'Asia/Shanghai', 'Factory visit') RETURNING id`,
      [passwordAccountId, firstSupplierId],
    );
    return { id: Number(rows[0]?.id), decision: 'accept' };
  },
  addRfq: () => ({ ...rfqFields(), source: 5 }),
  addRfqAndReg: () => ({
    rfq: rfqFields(),
    email: `rfq-${(rfqRegistrations += 1)}@example.test`,
    password: 'secret12',
  }),
  addRfqAndPurReg: () => ({
    rfq: rfqFields(),
    email: `rfq-${(rfqRegistrations += 1)}@example.test`,
    password: 'secret12',
    purchase,
  }),
  regAfterRfq: () => ({ rfqId, ...purchase }),
  checkEmailPhone: () => ({ email: PASSWORD_EMAIL, mobile: '170 1234567', dialingCode: '49' }),
  isCompleted: () => ({}),
  editRfq: () => ({ rfqId, ...rfqFields() }),
  searchRfq: () => ({ page: 1, status: 'open' }),
  getRfqInfo: () => ({ rfqId }),
  quotationRfqDetails: () => ({ rfqId: String(rfqId) }),
  replyQuotation: () => ({ quotationId: otherQuotationId, action: 'message', message: 'Can you do 450 pieces?' }),
  submitNewRfq: () => ({ rfqId }),
  supplierRfqList: () => ({ page: 1 }),
  supplierRfqDetail: () => ({ rfqId }),
  submitQuotation: () => ({
    rfqId,
    currency: 'USD',
    tiers: [
      { minQuantity: 100, price: 3.2 },
      { minQuantity: 1000, price: 2.9 },
    ],
    moq: 100,
    leadTimeDays: 25,
    incoterm: 'FOB',
    paymentTerm: 'TT',
    validUntil: inTenDays(),
  }),
  // signed out: the e-mail registers the sender at once
  submitNewInquiry: () => ({
    productId,
    quantity: '500',
    message: ENQUIRY_MESSAGE,
    email: `enquirer-${(registrations += 1)}@example.test`,
  }),
  submitInquiryList: () => ({
    items: [{ productId, quantity: 500, unitCode: 'piece' }],
    message: ENQUIRY_MESSAGE,
    email: `enquirer-${(registrations += 1)}@example.test`,
  }),
  inquiryList: () => ({ page: 1, pageSize: 5 }),
  inquiryDetail: async () => ({ enquiryId: await insertEnquiry() }),
  supplierInquiryList: () => ({}),
  supplierInquiryDetail: async () => ({ enquiryId: String(await insertEnquiry()) }),
};

/** Data of the wrong type for each endpoint: a number where an object is expected, or a wrong field. */
const WRONG: Record<ContractId, unknown> = {
  oauthAuthorize_google: { redirectUrl: 7 },
  oauthAuthorize_facebook: { redirect: '/' },
  oauthAuthorize_linkedin: 'x',
  oauthLogin: { provider: 'myspace', code: 'c', state: 's' },
  getBuyerUserInfo: { buyerId: 'me' },
  getPurchaseInfo: { all: true },
  accountGetPurchaseInfo: { buyerId: [1] },
  completePurchaseInfo: { businessType: 11 },
  getPublicEmailVerify: { email: 5 },
  getMobileVerify: { mobile: '' },
  getWhatsappVerify: { number: '+48601234567' },
  modifyPasswordEmail: { email: ['a@b.cd'] },
  checkResetPasswordLink: { code: 42 },
  resetPassword: { code: 'x'.repeat(43), password: 'short' },
  changePassword: { oldPassword: 'secret12' },
  initPassword: { code: 'x'.repeat(43) },
  supplierLogin: { login: 'supplier', password: 7 },
  i18nAll: { version: 12 },
  i18nAllJson: 'all',
  cateAndTagV2: { industryId: 'shoes' },
  cateAndTag: { industryId: 1 },
  allCategory: 7,
  getAllCategory: { language: 'xx' },
  countries: [],
  websites: { page: 1 },
  websiteInfo: { websiteId: -3 },
  nameOfUnit: true,
  paymentTerms: { extra: 'x' },
  shipmentTerm: 5,
  rfqCategory: 'x',
  getCurrentIp: { ip: 1 },
  captchaChallenge: { difficulty: 1 },
  ipAys: { ip: 'not-an-address' },
  ipcheck: [1],
  behaviourEvent: { ...track, eventAction: 42 },
  visitTrack: { ...track, props: { nested: { a: 1 } } },
  analyticsTrack: { eventAction: 'x' },
  analyticsSearch: { searchType: 'product', searchKeyword: 'x'.repeat(201) },
  cookieConsent: { event: 'firstConsent', consentId: 'not-a-uuid', categories: ['analytics'] },
  contactSupport: { name: 'Ana', email: 'ana@example.test', topic: 'complaint', message: 'Too short' },
  trafficReport: { countryCode: 'China', category: 'late', description: 'Late' },
  searchGoods: { keyword: '' },
  searchSupplier: { keyword: 'lamp', pageNo: 0 },
  searchGoodsV2: { sort: 'cheapest' },
  searchSupplierV2: { country: 'Germany' },
  submitOrder: { productId: 'x', kind: 'bulk', quantity: 0, unitCode: 'piece', countryCode: 'DE' },
  saveBusinessCard: { fullName: '', email: 'not-an-address', website: 'ftp://x' },
  keepBusinessCard: { token: 'short' },
  login: { login: 5, password: 'x' },
  logout: { everywhere: true },
  register: { email: 'not-an-email', password: '1' },
  fastRegister: { email: 'buyer@example.test', country: 'Germany' },
  memberCheck: { email: `${'x'.repeat(200)}@example.test` },
  autoLogin: { tradeToken: 12 },
  issueAppToken: { for: 'me' },
  getUserInfo: { userId: 'me' },
  supplierAccountInfo: 3,
  getNotificationSettings: { accountId: 1 },
  saveNotificationSettings: { newsletter: 'no' },
  unsubscribe: { token: 5 },
  followProduct: { productId: 0 },
  unfollowProduct: { productId: '12a' },
  followSupplier: { supplierId: -4 },
  unfollowSupplier: { supplier: 5 },
  removeFavoriteCard: { businessCardId: 1.5 },
  favoriteStatus: { productIds: Array.from({ length: 101 }, (_, i) => i + 1) },
  favoriteList: { type: 'shoes' },
  unsubscribeOneClick: { token: 'x', 'List-Unsubscribe': 'Yes' },
  verifyEmail: { code: 42 },
  sendVerifyEmail: { to: 'someone-else@example.test' },
  cartInfo: { purchaserContactId: 'me' },
  cartUpdate: { goodIds: [1], operationType: 3 },
  productInfoList: { goodIds: 'x' },
  requestMeeting: {
    supplierId: 1,
    date: '2026-13-45',
    time: '25:00',
    timeZone: 'Mars/Olympus',
    durationMinutes: 7,
    topic: 'hi',
  },
  buyerMeetings: { page: 2 },
  supplierMeetings: 5,
  answerMeeting: { id: 1, decision: 'maybe' },
  addRfq: { productName: 5 },
  addRfqAndReg: { rfq: {}, email: 'not-an-email' },
  addRfqAndPurReg: { rfq: 'bottles' },
  regAfterRfq: { rfqId: 'abc' },
  checkEmailPhone: {},
  isCompleted: { account: 'buyer' },
  editRfq: { rfqId: 1 },
  searchRfq: { page: 0 },
  getRfqInfo: { rfqId: -1 },
  quotationRfqDetails: { rfq: 1 },
  replyQuotation: { quotationId: 1, action: 'maybe' },
  submitNewRfq: {},
  supplierRfqList: { pageSize: 500 },
  supplierRfqDetail: { rfqId: [1] },
  submitQuotation: { rfqId: 1, tiers: [] },
  submitNewInquiry: { productId: 'lamp', quantity: 0, message: 5 },
  submitInquiryList: { items: [], message: ENQUIRY_MESSAGE },
  inquiryList: { page: 0 },
  inquiryDetail: { enquiryId: 'mine' },
  supplierInquiryList: { pageSize: 500 },
  supplierInquiryDetail: { enquiryId: -1 },
};

const MOUNTS = (Object.keys(CONTRACTS) as ContractId[]).flatMap((id) =>
  (CONTRACTS[id] as Contract).gateways.map((gateway) => ({ id, gateway, contract: CONTRACTS[id] as Contract })),
);

describe('every endpoint on every gateway it is mounted on', () => {
  describe.each(MOUNTS.map((m) => [`${m.gateway}/${m.contract.path}`, m] as const))(
    '%s',
    (_name, { id, gateway, contract }) => {
      const method = contract.methods.includes('POST') ? 'POST' : 'GET';
      const def = GATEWAYS[gateway];

      it('answers valid input with the gateway success code and data matching the contract', async () => {
        const res = await callGateway(gateway, contract.path, {
          method,
          body: envelope(gateway, await EXAMPLES[id]()),
          headers: headersFor(gateway, contract),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(Object.keys(res.body).sort()).toEqual(['code', 'data', 'msg', 'success']);
        expect(res.body.success).toBe(true);
        expect(res.body.code).toBe(def.codes.ok);
        expect(res.body.msg).toBe('Success');
        expect(classifyAnswer(gateway, res.body)).toBe('ok');
        expect(contract.response.safeParse(res.body.data).success).toBe(true);
      });

      it('refuses malformed JSON with the gateway code for bad input and writes nothing', async () => {
        const before = await countWritableRows(db());
        const res = await callGateway(gateway, contract.path, {
          raw: '{"data": {"eventAction": "click",',
          headers: headersFor(gateway, contract),
        });
        if (!contract.methods.includes('POST')) {
          expect(res.body.code).toBe(def.codes.methodNotAllowed);
          return;
        }
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, code: def.codes.badJson, data: null });
        expect(res.body.msg).toBe('The request could not be read: it is not valid JSON.');
        expect(classifyAnswer(gateway, res.body)).toBe('serverError');
        expect(await countWritableRows(db())).toBe(before);
      });

      it('refuses data of the wrong type with the gateway code for invalid data and writes nothing', async () => {
        const before = await countWritableRows(db());
        const res = await callGateway(gateway, contract.path, {
          method,
          body: envelope(gateway, WRONG[id]),
          headers: headersFor(gateway, contract),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body).toMatchObject({ success: false, code: def.codes.invalidData });
        expect((res.body.data as { issues: { path: string }[] }).issues[0]?.path).toMatch(/^data/);
        expect(await countWritableRows(db())).toBe(before);
      });

      it('refuses an envelope field of the wrong type or an unknown field', async () => {
        const wrongType = await callGateway(gateway, contract.path, {
          method,
          body: { ...envelope(gateway, await EXAMPLES[id]()), time: 'yesterday' },
          headers: headersFor(gateway, contract),
        });
        expect(wrongType.status).toBe(400);
        expect(wrongType.body.code).toBe(def.codes.invalidEnvelope);
        const unknown = await callGateway(gateway, contract.path, {
          method,
          body: { ...envelope(gateway, await EXAMPLES[id]()), admin: true },
          headers: headersFor(gateway, contract),
        });
        expect(unknown.body.code).toBe(def.codes.invalidEnvelope);
        expect(unknown.body.data).toEqual({ issues: [{ path: '', code: 'unrecognized_keys' }] });
      });

      it('refuses an oversized body with 413 and writes nothing', async () => {
        const before = await countWritableRows(db());
        const res = await callGateway(gateway, contract.path, {
          body: envelope(gateway, { ...track, pageUrl: 'x'.repeat(70_000) }),
          headers: headersFor(gateway, contract),
        });
        if (!contract.methods.includes('POST')) {
          expect(res.body.code).toBe(def.codes.methodNotAllowed);
          return;
        }
        expect(res.status).toBe(413);
        expect(res.body).toMatchObject({ success: false, code: def.codes.payloadTooLarge });
        expect(await countWritableRows(db())).toBe(before);
      });
    },
  );
});

describe('spec §8 codes per gateway', () => {
  it('main: 0 is success and 100001 an invalid token, read by the client as a forced login', async () => {
    const ok = await callGateway('main', 'login/getUserInfo.json', { body: envelope('main', {}, buyerToken) });
    expect(ok.body).toMatchObject({ success: true, code: '0' });
    expect(ok.body.data).toMatchObject({ companyName: 'Acme GmbH', dialingCode: '49', countryCode: 'DE' });
    const bad = await callGateway('main', 'login/getUserInfo.json', { body: envelope('main', {}, 'x'.repeat(43)) });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({
      success: false,
      code: '100001',
      msg: 'Maybe you signed in another place, please relogin again.',
      data: null,
    });
    expect(classifyAnswer('main', bad.body)).toBe('invalidToken');
  });

  it('main: an expired session is an invalid token', async () => {
    const { token } = await createAccountWithSession(db().pool, 'buyer', { expiresInMs: -1000 });
    const res = await callGateway('main', 'login/getUserInfo.json', {
      headers: { authorization: `Bearer ${token}` },
      body: {},
    });
    expect(res.body.code).toBe('100001');
  });

  it('main: a supplier session is refused where a buyer is needed, without a forced login', async () => {
    const res = await callGateway('main', 'login/getUserInfo.json', { body: envelope('main', {}, supplierToken) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('100403');
    expect(classifyAnswer('main', res.body)).toBe('serverError');
  });

  it('supplier: 0 is success and 100001 an invalid token', async () => {
    const ok = await callGateway('supplier', 'account/info.json', { body: envelope('supplier', {}, supplierToken) });
    expect(ok.body).toMatchObject({ success: true, code: '0' });
    const bad = await callGateway('supplier', 'account/info.json', {
      body: envelope('supplier', {}, 'not-a-session-token-at-all'),
    });
    expect(bad.body).toMatchObject({ success: false, code: '100001' });
    expect(classifyAnswer('supplier', bad.body)).toBe('invalidToken');
  });

  it('expo: 200 is success and 401 a missing or wrong application token', async () => {
    const ok = await callGateway('expo', 'visit/track.json', { body: envelope('expo', track) });
    expect(ok.body).toMatchObject({ success: true, code: '200' });
    const missing = await callGateway('expo', 'visit/track.json', { body: envelope('expo', track, '') });
    expect(missing.body).toMatchObject({ success: false, code: '401' });
    const wrong = await callGateway('expo', 'visit/track.json', { body: envelope('expo', track, 'guess') });
    expect(wrong.status).toBe(401);
    expect(classifyAnswer('expo', wrong.body)).toBe('invalidToken');
    expect(classifyAnswer('expo', { code: '0' })).toBe('ok');
  });

  it('micro-service: success:true is success and 401 a wrong token in the auth header', async () => {
    const data = { searchType: 'product', searchKeyword: 'pump' };
    const ok = await callGateway('ms', 'analytics/search.json', {
      body: envelope('ms', data),
      headers: { 'x-app-token': APP },
    });
    expect(ok.body.success).toBe(true);
    expect(classifyAnswer('ms', ok.body)).toBe('ok');
    const bad = await callGateway('ms', 'analytics/search.json', { body: envelope('ms', data, APP) });
    expect(bad.body).toMatchObject({ success: false, code: '401' });
    expect(classifyAnswer('ms', bad.body)).toBe('invalidToken');
  });

  it('homelife: numeric 0 is success and every other code a server error', async () => {
    const ok = await callGateway('homelife', 'countries.json', { body: envelope('homelife', {}) });
    expect(ok.body).toMatchObject({ success: true, code: 0 });
    const bad = await callGateway('homelife', 'countries.json', { body: envelope('homelife', {}, 'guess') });
    expect(typeof bad.body.code).toBe('number');
    expect(bad.body.code).not.toBe(0);
    expect(classifyAnswer('homelife', bad.body)).toBe('serverError');
  });

  it('saas: 0 is success', async () => {
    const ok = await callGateway('saas', 'rfqCategory', { body: envelope('saas', {}) });
    expect(ok.body).toMatchObject({ success: true, code: '0' });
  });

  it('answers an unknown path and an unknown gateway with 404 in the envelope', async () => {
    const path = await callGateway('main', 'no/such/thing.json', { body: {} });
    expect(path.status).toBe(404);
    expect(path.body).toMatchObject({ success: false, code: '100404', msg: 'Not found.' });
    const gateway = await callGateway('nope', 'countries.json', { body: {} });
    expect(gateway.status).toBe(404);
  });

  it('answers a method the endpoint does not take with 405 and Allow', async () => {
    const res = await callGateway('main', 'behavior/event.json', { method: 'GET' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body.code).toBe('100405');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const res = await callGateway('main', 'countries.json', {
      raw: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('100415');
  });

  it('translates msg into the envelope language, else the lang cookie', async () => {
    const de = await callGateway('main', 'cateAndTagV2', { body: { lang: 'de', data: {} } });
    const ar = await callGateway('main', 'countries.json', { raw: '{', headers: { cookie: 'lang=ar' } });
    const idId = await callGateway('main', 'countries.json', { body: { lang: 'id_id' } });
    expect(de.body.code).toBe('100422');
    expect(de.body.msg).toBe('Einige der gesendeten Angaben fehlen oder sind ungültig.');
    expect(de.headers.get('content-language')).toBe('de');
    expect(ar.headers.get('content-language')).toBe('ar');
    expect(ar.body.msg).toBe(arabic.badJson);
    expect(idId.headers.get('content-language')).toBe('id');
  });

  it('refuses an unknown language and an unknown website id as an invalid envelope', async () => {
    const lang = await callGateway('main', 'countries.json', { body: { lang: 'klingon' } });
    expect(lang.body.code).toBe('100400');
    const site = await callGateway('main', 'countries.json', { body: { websiteId: 424242 } });
    expect(site.body).toMatchObject({ code: '100400', data: { issues: [{ path: 'websiteId', code: 'not_found' }] } });
  });

  it('reads a GET envelope from the query string, data as JSON text', async () => {
    const ok = await callGateway('main', 'cateAndTagV2', {
      method: 'GET',
      query: { data: JSON.stringify({ industryId }), lang: 'en' },
    });
    expect(ok.body.success).toBe(true);
    const bad = await callGateway('main', 'cateAndTagV2', { method: 'GET', query: { data: '{industryId' } });
    expect(bad.body.code).toBe('100400');
    expect(bad.status).toBe(400);
  });
});
