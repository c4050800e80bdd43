/**
 * spec §2: every route of the product in one typed table. The proxy and the pages derive routing,
 * redirects, device and audience filtering and cache windows from it. A route whose feature is not
 * built yet is `planned` and answers 404; the issue that builds it makes it `live`.
 */
import { CACHE_SECONDS } from '@/lib/constants';
import { compilePattern, type CompiledPattern } from './pattern';

export type RouteGroup = 'main' | 'account' | 'expo' | 'industry' | 'promotion';
export type Audience = 'global_buyer' | 'country_site' | 'supplier_home';
export type DeviceClass = 'desktop' | 'mobile';
export type Params = Record<string, string>;

export type RouteDef = {
  id: string;
  pattern: string;
  group: RouteGroup;
  status: 'live' | 'planned';
  /** Sites whose audience mode offers the route (spec §6: expo, industry and promotion routes: global buyers only). */
  audiences: readonly Audience[];
  /** Devices the route is offered on (spec §2 desktop-only and mobile-only routes). */
  devices: readonly DeviceClass[];
  /** Where a device the route is not offered on goes instead; without it that device gets a 404. */
  elsewhere?: (params: Params) => string;
  /** A permanent redirect (spec §2: /product/{name}{id} to the .html form). */
  redirect?: (params: Params) => string;
  /** A signed-in buyer account is needed (spec §6); the login gate comes with the accounts issue. */
  buyerOnly?: boolean;
  /** spec §2/§6: absent in production (the badge download). */
  hiddenInProduction?: boolean;
  /** Not for search engines (result lists, previews): left out of the sitemaps, pages say noindex. */
  noindex?: boolean;
  /** spec §9 cache window in seconds, where the spec gives one. */
  cacheSeconds?: number;
  /**
   * How long the page's HTML for a signed-out visitor may be kept and shared (the page cache of
   * server/serve.mjs and the deploy/ micro-cache). Only pages that read no session and nothing of the
   * request beyond the proxy's inputs (host, path, query, language, device) have it: ARCHITECTURE.md
   * "Page cache".
   */
  pageCacheSeconds?: number;
  /** spec §4 page version of pre-registration pages. */
  pageVersion?: string;
  /** A live route's page, relative to app/[site]/[locale]/[device]/ (checked by a contract test). */
  page?: string;
};

export type CompiledRoute = RouteDef & { compiled: CompiledPattern };

/** Catalogue pages: the same for every signed-out visitor of a site, language and device. */
const SHARED = { pageCacheSeconds: CACHE_SECONDS.pageCache } as const;
const SHARED_HOURLY = { pageCacheSeconds: CACHE_SECONDS.hourly } as const;

const ALL_AUDIENCES: readonly Audience[] = ['global_buyer', 'country_site', 'supplier_home'];
const GLOBAL_BUYER: readonly Audience[] = ['global_buyer'];
const BOTH: readonly DeviceClass[] = ['desktop', 'mobile'];
const MOBILE: readonly DeviceClass[] = ['mobile'];
const DESKTOP: readonly DeviceClass[] = ['desktop'];

type Options = Partial<Omit<RouteDef, 'id' | 'pattern' | 'group'>>;

function route(group: RouteGroup, id: string, pattern: string, options: Options = {}): RouteDef {
  const audiences = options.audiences ?? (group === 'main' || group === 'account' ? ALL_AUDIENCES : GLOBAL_BUYER);
  return { status: 'planned', devices: BOTH, ...options, audiences, id, pattern, group };
}

const main = (id: string, pattern: string, options?: Options) => route('main', id, pattern, options);
const account = (id: string, pattern: string, options?: Options) => route('account', id, pattern, options);
const expo = (id: string, pattern: string, options?: Options) => route('expo', id, pattern, options);
const industry = (id: string, pattern: string, options?: Options) => route('industry', id, pattern, options);
const promotion = (id: string, pattern: string, options?: Options) => route('promotion', id, pattern, options);

const searchFor = (base: string, keyword: string | undefined) =>
  `${base}/search/product${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ''}`;

const INDUSTRY_BASE = '/{industryAbbr}-{websiteAbbr}';
const PROMOTION_BASE = '/{promotionTheme}{promotionId}';
const EXPO_BASE = '/{expo}_{exhibitionId}';

/** Order matters: the first pattern that matches a path wins, so literal routes come before open ones. */
export const ROUTES: readonly RouteDef[] = [
  // main (spec §2 "Main routes")
  main('home', '/', { ...SHARED, status: 'live', page: 'page.tsx' }),
  main('frontpage', '/frontpage', { cacheSeconds: CACHE_SECONDS.hourly }),
  main('hot', '/hot/{type}', {
    ...SHARED,
    status: 'live',
    page: 'hot/[type]/page.tsx',
    devices: MOBILE,
    elsewhere: (p) => searchFor('', p.type),
  }),
  main('searchProduct', '/search/product', {
    ...SHARED,
    status: 'live',
    page: 'search/product/page.tsx',
    noindex: true,
  }),
  main('searchSupplier', '/search/supplier', {
    ...SHARED,
    status: 'live',
    page: 'search/supplier/page.tsx',
    noindex: true,
  }),
  main('aggregateCategoryId', '/aggregate/{keyword}/{category}{categoryId}.html', {
    ...SHARED,
    status: 'live',
    page: 'aggregate/[keyword]/[file]/page.tsx',
  }),
  main('aggregateCategory', '/aggregate/{keyword}/{category}.html', {
    ...SHARED,
    status: 'live',
    page: 'aggregate/[keyword]/[file]/page.tsx',
  }),
  main('aggregateSpy', '/aggregate/{spyKey}', { ...SHARED, status: 'live', page: 'aggregate/[keyword]/page.tsx' }),
  main('categoryPage', '/category/{name}{categoryId}_{pageNo}.html', {
    ...SHARED,
    status: 'live',
    page: 'category/[file]/page.tsx',
  }),
  main('category', '/category/{name}{categoryId}.html', {
    ...SHARED,
    status: 'live',
    page: 'category/[file]/page.tsx',
  }),
  main('hotsPage', '/hots/{spyKey}_{pageNo}', { ...SHARED, status: 'live', page: '[file]/[spyKey]/page.tsx' }),
  main('previewProduct', '/preview/product', { status: 'live', page: 'preview/product/page.tsx', noindex: true }),
  main('productScores', '/product/score/list/{productId}', {
    ...SHARED,
    status: 'live',
    page: 'product/score/list/[productId]/page.tsx',
  }),
  main('productLegacy', '/product/{name}{productId}', { redirect: (p) => `/${p.name}${p.productId}.html` }),
  main('supplier', '/supplier/{name}{supplierId}.html', {
    ...SHARED,
    status: 'live',
    page: 'supplier/[file]/page.tsx',
  }),
  main('supplierLegacy', '/supplier/{name}{supplierId}', {
    redirect: (p) => `/supplier/${p.name}${p.supplierId}.html`,
  }),
  main('rfqManage', '/rfq/manage', { buyerOnly: true, status: 'live', page: 'rfq/manage/page.tsx', noindex: true }),
  main('rfqDetail', '/rfq/detail', { buyerOnly: true, status: 'live', page: 'rfq/detail/page.tsx', noindex: true }),
  main('rfqQuotation', '/rfq/quotation', {
    buyerOnly: true,
    status: 'live',
    page: 'rfq/quotation/page.tsx',
    noindex: true,
  }),
  main('rfqSuccess', '/rfq/success', { status: 'live', page: 'rfq/success/page.tsx', noindex: true }),
  main('rfqEdit', '/rfq/edit/{rfqId}', {
    buyerOnly: true,
    status: 'live',
    page: 'rfq/edit/[rfqId]/page.tsx',
    noindex: true,
  }),
  main('rfq', '/rfq', { status: 'live', page: 'rfq/page.tsx' }),
  // the buyer-service desk's entry point (spec §3 source 7) and the CRM campaigns' (source 10): ARCHITECTURE.md
  main('rfqBuyerService', '/rfq-buyerservice', { status: 'live', page: 'rfq-buyerservice/page.tsx' }),
  main('crmRfq', '/crm-rfq', { status: 'live', page: 'crm-rfq/page.tsx', noindex: true }),
  main('enquirySuccess', '/enquiry/{name}{id}/success', {
    status: 'live',
    page: 'enquiry/[target]/success/page.tsx',
    noindex: true,
  }),
  // not in the spec: the cart's "Send enquiry to all" (spec §2 cuts the /cart definition off after its path)
  main('enquiryCart', '/enquiry/cart', { status: 'live', page: 'enquiry/cart/page.tsx', noindex: true }),
  main('enquiry', '/enquiry/{name}{id}', { status: 'live', page: 'enquiry/[target]/page.tsx', noindex: true }),
  // spec §2: a path with /ac/ is an auto-login landing (the proxy's silent login signs in first)
  main('enquiryAutoLogin', '/ac/enquiry/{name}{id}', {
    status: 'live',
    page: 'ac/enquiry/[target]/page.tsx',
    noindex: true,
  }),
  main('submitResult', '/submitResult/{type}/success', {
    status: 'live',
    page: 'submitResult/[type]/success/page.tsx',
    noindex: true,
  }),
  main('categories', '/categories', { ...SHARED, status: 'live', page: 'categories/page.tsx' }),
  main('categoriesT2', '/categoriesT2/{t1id}', {
    ...SHARED,
    devices: MOBILE,
    elsewhere: () => '/categories',
    status: 'live',
    page: 'categoriesT2/[t1id]/page.tsx',
  }),
  main('categoriesDefault', '/categories/{defaultCategory}', {
    ...SHARED,
    status: 'live',
    page: 'categories/[defaultCategory]/page.tsx',
  }),
  main('digitalShow', '/digitalShow/{isMulti}'),
  main('startOrder', '/startOrder/{productId}'),
  main('live', '/live/{liveId}'),
  main('liveshow', '/liveshow'),
  main('customerService', '/customer-service'),
  main('verify', '/verify', { status: 'live', page: 'verify/page.tsx', noindex: true }),
  main('privacy', '/privacy.html'),
  main('privacyPolicy', '/privacy-policy.html'),
  main('privacyPolicySite', '/privacy-policy-{website}.html'),
  main('aboutUs', '/about-us.html'),
  main('hybirdChat', '/hybird/chat', { devices: MOBILE }),
  main('cart', '/cart', { status: 'live', page: 'cart/page.tsx', noindex: true }),
  main('sitemap', '/sitemap.html', { ...SHARED, status: 'live', page: 'sitemap.html/page.tsx' }),
  main('latestProducts', '/latest-products.html', { ...SHARED, status: 'live', page: 'latest-products.html/page.tsx' }),
  main('productCategories', '/product_categories.html', {
    ...SHARED,
    status: 'live',
    page: 'product_categories.html/page.tsx',
  }),
  main('showroomIndexPage', '/{roomType:showroomRoom}/showroom-{key:showroomKey}_{pageNo}.html', {
    ...SHARED,
    status: 'live',
    page: '[file]/[spyKey]/page.tsx',
  }),
  main('showroomIndex', '/{roomType:showroomRoom}/showroom-{key:showroomKey}.html', {
    ...SHARED,
    status: 'live',
    page: '[file]/[spyKey]/page.tsx',
  }),
  main('link', '/link/{transfer}', { cacheSeconds: CACHE_SECONDS.hourly }),
  main('landingRfq', '/landing/rfq/product-{id}', {
    ...SHARED_HOURLY,
    cacheSeconds: CACHE_SECONDS.hourly,
    status: 'live',
    page: 'landing/rfq/[product]/page.tsx',
  }),
  main('warning', '/warning'),
  main('initPassword', '/initPassword', { status: 'live', page: 'initPassword/page.tsx', noindex: true }),
  main('transitional', '/transitional', { status: 'live', page: 'transitional/page.tsx', noindex: true }),
  // not in the spec: silent login (spec §2) asks here before it replaces another signed-in account
  main('silentLogin', '/silent-login', { status: 'live', page: 'silent-login/page.tsx', noindex: true }),
  // not in the spec: the suppliers' own sign-in and their workspace home
  main('supplierLogin', '/supplier-login', { status: 'live', page: 'supplier-login/page.tsx' }),
  main('supplierWorkspace', '/workspace', { status: 'live', page: 'workspace/page.tsx', noindex: true }),
  main('supplierWorkspaceRfq', '/workspace/rfq/{rfqId}', {
    status: 'live',
    page: 'workspace/rfq/[rfqId]/page.tsx',
    noindex: true,
  }),
  main('supplierEnquiries', '/workspace/enquiries', {
    status: 'live',
    page: 'workspace/enquiries/page.tsx',
    noindex: true,
  }),
  main('supplierEnquiry', '/workspace/enquiries/{id}', {
    status: 'live',
    page: 'workspace/enquiries/[id]/page.tsx',
    noindex: true,
  }),
  // not in the spec: the demo's mailbox (mail the demo would send), never in production
  main('mailbox', '/mailbox', { status: 'live', page: 'mailbox/page.tsx', hiddenInProduction: true }),

  // account and personal (spec §2)
  account('login', '/login', { status: 'live', page: 'login/page.tsx' }),
  account('register', '/register', { status: 'live', page: 'register/page.tsx' }),
  account('resetPassword', '/resetPassword', { status: 'live', page: 'resetPassword/page.tsx', noindex: true }),
  account('requestMeeting', '/requestMeeting', {
    ...SHARED_HOURLY,
    status: 'live',
    page: 'requestMeeting/page.tsx',
    cacheSeconds: CACHE_SECONDS.hourly,
    noindex: true,
  }),
  // not in the spec: a buyer's meeting requests with their answers (the desktop account area's page)
  account('myMeetings', '/myMeetings', { status: 'live', page: 'myMeetings/page.tsx', buyerOnly: true, noindex: true }),
  account('account', '/account', {
    status: 'live',
    page: 'account/page.tsx',
    devices: MOBILE,
    elsewhere: () => '/', // spec §2: mobile only; desktop goes home
    buyerOnly: true,
    noindex: true,
  }),
  account('scanBadge', '/scanBadge', { devices: MOBILE }),
  account('myBadge', '/myBadge', { devices: MOBILE, buyerOnly: true }),
  account('myFavorite', '/myFavorite/{type:favoriteType}', {
    status: 'live',
    page: 'myFavorite/[type]/page.tsx',
    devices: MOBILE,
    elsewhere: (p) => `/account/favorites/${p.type}`,
    buyerOnly: true,
    noindex: true,
  }),
  // not in the spec: the same lists in the desktop account area (spec §2 offers /myFavorite on mobile only)
  account('accountFavorites', '/account/favorites/{type:favoriteType}', {
    status: 'live',
    page: 'account/favorites/[type]/page.tsx',
    devices: DESKTOP,
    elsewhere: (p) => `/myFavorite/${p.type}`,
    buyerOnly: true,
    noindex: true,
  }),
  // not in the spec: a buyer's sent enquiries, on both devices (linked from the desktop header and /account)
  account('accountEnquiries', '/account/enquiries', {
    status: 'live',
    page: 'account/enquiries/page.tsx',
    buyerOnly: true,
    noindex: true,
  }),
  account('myCard', '/myCard', { devices: MOBILE, buyerOnly: true }),
  account('aiSourcing', '/AI-sourcing/{chatId?}/{tag?}', { devices: DESKTOP }),
  account('unsubscribe', '/setting/unsubscribe', {
    status: 'live',
    page: 'setting/unsubscribe/page.tsx',
    noindex: true,
  }),
  account('trafficLightFeedback', '/trafficLight/feedback'),
  account('trafficLight', '/trafficLight'),
  account('trafficLightDetail', '/trafficLightDetail'),

  // expo (spec §2 "Expo routes"; global buyers only unless noted)
  expo('affPopup', '/aff{websiteEnName}/aff-pre-register-popup', { audiences: ALL_AUDIENCES, pageVersion: 'AFF_PR_1' }),
  expo('bookStandPopup', '/popup{website}/book-stand', { audiences: ALL_AUDIENCES }),
  expo('badgeView', '/expo/badge/view'),
  expo('badgeDownload', '/expo/badge/download', { hiddenInProduction: true }),
  expo('expoView', '/expo/{type:viewType}/view/{cdpId?}'),
  expo('showWebsite', '/show_{website}', { redirect: (p) => `/chinaHomeLife${p.website}` }),
  expo('exhibitionRfq', '/exhibition-rfq/{exhibitionId}', {
    status: 'live',
    page: 'exhibition-rfq/[exhibitionId]/page.tsx',
  }),
  expo('fairHome', '/fair{website}_{pageId}'),
  expo('eshow', '/eshow_{shortName}', { audiences: ALL_AUDIENCES }),
  expo('eshowCountry', '/eshow{countryName}_{shortName}', { audiences: ALL_AUDIENCES }),
  expo('lotteryWheel', '/expo{website}_{exhibitionId}/lotterywheel'),
  expo('homeLifeBookStand', '/chinaHomeLife{website}/book-stand'),
  expo('homeLifeHome', '/chinaHomeLife{website}'),
  expo('affBookStand', '/aff{websiteEnName}/book-stand'),
  expo('affHome', '/aff{websiteEnName}'),
  expo('expoSiteBookStand', '/expo{website}/book-stand'),
  expo('expoSiteHome', '/expo{website}'),
  expo('sharingEvents', `${EXPO_BASE}/sharing-events`),
  expo('bookStand', `${EXPO_BASE}/book-stand`),
  expo('preRegisterForm', `${EXPO_BASE}/pre-register-form`, { pageVersion: 'E_PR_{n}_EX' }),
  expo('exhibitors', `${EXPO_BASE}/exhibitors`),
  expo('preRegisterStatus', `${EXPO_BASE}/{status:preRegisterStatus}`, { pageVersion: 'E_PR_11' }),
  expo('expoHome', EXPO_BASE),

  // industry exhibition (spec §2, base /{industryAbbr}-{websiteAbbr})
  industry('onsiteIndustryExpoList', '/onsite-industry-expo-list/{exhibitionId}'),
  industry('industryNewsPage', `${INDUSTRY_BASE}/{newsType}-news_{pageNo}`),
  industry('industryNewsDetail', `${INDUSTRY_BASE}/{newsType}-news/{newsId}`),
  industry('industryNews', `${INDUSTRY_BASE}/{newsType}-news`),
  ...['intro', 'history', 'map', 'contact-us', 'why-exhibit', 'book-stand', 'why-attend', 'vip-buyers'].map((page) =>
    industry(`industry-${page}`, `${INDUSTRY_BASE}/${page}`),
  ),
  industry('industryHome', INDUSTRY_BASE, { pageVersion: 'IS_PR_8' }),

  // promotion (spec §2, base /{promotionTheme}{promotionId})
  promotion('promotionCart', `${PROMOTION_BASE}/cart`),
  promotion('promotionEnquiryResult', `${PROMOTION_BASE}/enquiryResult`),
  promotion('promotionSearchProduct', `${PROMOTION_BASE}/search/product`),
  promotion('promotionSearchSupplier', `${PROMOTION_BASE}/search/supplier`),
  promotion('promotionHot', `${PROMOTION_BASE}/hot/{type}`, {
    redirect: (p) => searchFor(`/${p.promotionTheme}${p.promotionId}`, p.type),
  }),
  promotion('promotionLive', `${PROMOTION_BASE}/live/{liveId}`),
  promotion('promotionSupplier', `${PROMOTION_BASE}/supplier/{name}{supplierId}.html`),
  promotion('promotionProduct', `${PROMOTION_BASE}/{name}{productId}.html`),
  promotion('promotionFloor', `${PROMOTION_BASE}/{industryContentId}`),
  promotion('promotionHome', PROMOTION_BASE),

  // open patterns last
  main('product', '/{name}{productId}.html', { ...SHARED, status: 'live', page: '[file]/page.tsx' }),
  main('roomListPage', '/{roomType}/{spyKey}_{pageNo}.html', {
    ...SHARED,
    status: 'live',
    page: '[file]/[spyKey]/page.tsx',
  }),
  main('roomList', '/{roomType}/{spyKey}.html', { ...SHARED, status: 'live', page: '[file]/[spyKey]/page.tsx' }),
];

export const COMPILED_ROUTES: readonly CompiledRoute[] = ROUTES.map((r) => ({
  ...r,
  compiled: compilePattern(r.pattern),
}));

export function getRoute(id: string): RouteDef {
  const found = ROUTES.find((r) => r.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
}
