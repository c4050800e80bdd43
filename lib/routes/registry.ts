/**
 * spec §2: every route of the product in one typed table. The proxy and the pages derive routing,
 * redirects, device and audience filtering and cache windows from it. A route whose feature is not
 * built yet is `planned` and answers 404; the issue that builds it makes it `live`.
 */
import { CACHE_SECONDS } from '@/lib/constants';
import { compilePattern, type CompiledPattern } from './pattern';
import { fillPattern, queryString } from './href';
import { PATHS, type PathOf, type RouteId } from './paths';

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

/** A route whose id and pattern keep their literal types. */
export type TypedRoute<I extends RouteId = RouteId> = RouteDef & { id: I; pattern: PathOf<I> };

function route<const I extends RouteId>(group: RouteGroup, id: I, options: Options = {}): TypedRoute<I> {
  const audiences = options.audiences ?? (group === 'main' || group === 'account' ? ALL_AUDIENCES : GLOBAL_BUYER);
  return { status: 'planned', devices: BOTH, ...options, audiences, id, pattern: PATHS[id], group };
}

type Maker = <const I extends RouteId>(id: I, options?: Options) => TypedRoute<I>;
const main: Maker = (id, options) => route('main', id, options);
const account: Maker = (id, options) => route('account', id, options);
const expo: Maker = (id, options) => route('expo', id, options);
const industry: Maker = (id, options) => route('industry', id, options);
const promotion: Maker = (id, options) => route('promotion', id, options);

/** A path's parameters are as the path spells them, percent-encoded: a redirect puts them back as they are. */
const to = (id: RouteId, params: Params = {}) => fillPattern(PATHS[id], params, { encode: false });
/** spec §2 hot words: a search for the word (decoded: the query string encodes it again). */
const searchFor = (base: string, word: string | undefined) =>
  `${base}${to('searchProduct')}${queryString({ keyword: decoded(word) })}`;

function decoded(text: string | undefined): string | undefined {
  try {
    return text === undefined ? undefined : decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Order matters: the first pattern that matches a path wins, so literal routes come before open ones. */
export const ROUTES = [
  // main (spec §2 "Main routes")
  main('home', { ...SHARED, status: 'live', page: 'page.tsx' }),
  main('frontpage', { cacheSeconds: CACHE_SECONDS.hourly }),
  main('hot', {
    ...SHARED,
    status: 'live',
    page: 'hot/[type]/page.tsx',
    devices: MOBILE,
    elsewhere: (p) => searchFor('', p.type),
  }),
  main('searchProduct', {
    ...SHARED,
    status: 'live',
    page: 'search/product/page.tsx',
    noindex: true,
  }),
  main('searchSupplier', {
    ...SHARED,
    status: 'live',
    page: 'search/supplier/page.tsx',
    noindex: true,
  }),
  main('aggregateCategoryId', {
    ...SHARED,
    status: 'live',
    page: 'aggregate/[keyword]/[file]/page.tsx',
  }),
  main('aggregateCategory', {
    ...SHARED,
    status: 'live',
    page: 'aggregate/[keyword]/[file]/page.tsx',
  }),
  main('aggregateSpy', { ...SHARED, status: 'live', page: 'aggregate/[keyword]/page.tsx' }),
  main('categoryPage', {
    ...SHARED,
    status: 'live',
    page: 'category/[file]/page.tsx',
  }),
  main('category', {
    ...SHARED,
    status: 'live',
    page: 'category/[file]/page.tsx',
  }),
  main('hotsPage', { ...SHARED, status: 'live', page: '[file]/[spyKey]/page.tsx' }),
  main('previewProduct', { status: 'live', page: 'preview/product/page.tsx', noindex: true }),
  main('productScores', {
    ...SHARED,
    status: 'live',
    page: 'product/score/list/[productId]/page.tsx',
  }),
  main('productLegacy', { redirect: (p) => to('product', p) }),
  main('supplier', {
    ...SHARED,
    status: 'live',
    page: 'supplier/[file]/page.tsx',
  }),
  main('supplierLegacy', {
    redirect: (p) => to('supplier', p),
  }),
  main('rfqManage', { buyerOnly: true, status: 'live', page: 'rfq/manage/page.tsx', noindex: true }),
  main('rfqDetail', { buyerOnly: true, status: 'live', page: 'rfq/detail/page.tsx', noindex: true }),
  main('rfqQuotation', {
    buyerOnly: true,
    status: 'live',
    page: 'rfq/quotation/page.tsx',
    noindex: true,
  }),
  main('rfqSuccess', { status: 'live', page: 'rfq/success/page.tsx', noindex: true }),
  main('rfqEdit', {
    buyerOnly: true,
    status: 'live',
    page: 'rfq/edit/[rfqId]/page.tsx',
    noindex: true,
  }),
  main('rfq', { status: 'live', page: 'rfq/page.tsx' }),
  // the buyer-service desk's entry point (spec §3 source 7) and the CRM campaigns' (source 10): ARCHITECTURE.md
  main('rfqBuyerService', { status: 'live', page: 'rfq-buyerservice/page.tsx' }),
  main('crmRfq', { status: 'live', page: 'crm-rfq/page.tsx', noindex: true }),
  main('enquirySuccess', {
    status: 'live',
    page: 'enquiry/[target]/success/page.tsx',
    noindex: true,
  }),
  // not in the spec: the cart's "Send enquiry to all" (spec §2 cuts the /cart definition off after its path)
  main('enquiryCart', { status: 'live', page: 'enquiry/cart/page.tsx', noindex: true }),
  main('enquiry', { status: 'live', page: 'enquiry/[target]/page.tsx', noindex: true }),
  // spec §2: a path with /ac/ is an auto-login landing (the proxy's silent login signs in first)
  main('enquiryAutoLogin', {
    status: 'live',
    page: 'ac/enquiry/[target]/page.tsx',
    noindex: true,
  }),
  main('submitResult', {
    status: 'live',
    page: 'submitResult/[type]/success/page.tsx',
    noindex: true,
  }),
  main('categories', { ...SHARED, status: 'live', page: 'categories/page.tsx' }),
  main('categoriesT2', {
    ...SHARED,
    devices: MOBILE,
    elsewhere: () => to('categories'),
    status: 'live',
    page: 'categoriesT2/[t1id]/page.tsx',
  }),
  main('categoriesDefault', {
    ...SHARED,
    status: 'live',
    page: 'categories/[defaultCategory]/page.tsx',
  }),
  main('digitalShow'),
  main('startOrder'),
  main('live'),
  main('liveshow'),
  main('customerService'),
  main('verify', { status: 'live', page: 'verify/page.tsx', noindex: true }),
  main('privacy'),
  main('privacyPolicy'),
  main('privacyPolicySite'),
  main('aboutUs'),
  main('hybirdChat', { devices: MOBILE }),
  main('cart', { status: 'live', page: 'cart/page.tsx', noindex: true }),
  main('sitemap', { ...SHARED, status: 'live', page: 'sitemap.html/page.tsx' }),
  main('latestProducts', { ...SHARED, status: 'live', page: 'latest-products.html/page.tsx' }),
  main('productCategories', {
    ...SHARED,
    status: 'live',
    page: 'product_categories.html/page.tsx',
  }),
  main('showroomIndexPage', {
    ...SHARED,
    status: 'live',
    page: '[file]/[spyKey]/page.tsx',
  }),
  main('showroomIndex', {
    ...SHARED,
    status: 'live',
    page: '[file]/[spyKey]/page.tsx',
  }),
  main('link', { cacheSeconds: CACHE_SECONDS.hourly }),
  main('landingRfq', {
    ...SHARED_HOURLY,
    cacheSeconds: CACHE_SECONDS.hourly,
    status: 'live',
    page: 'landing/rfq/[product]/page.tsx',
  }),
  main('warning'),
  main('initPassword', { status: 'live', page: 'initPassword/page.tsx', noindex: true }),
  main('transitional', { status: 'live', page: 'transitional/page.tsx', noindex: true }),
  // not in the spec: silent login (spec §2) asks here before it replaces another signed-in account
  main('silentLogin', { status: 'live', page: 'silent-login/page.tsx', noindex: true }),
  // not in the spec: the suppliers' own sign-in and their workspace home
  main('supplierLogin', { status: 'live', page: 'supplier-login/page.tsx' }),
  main('supplierWorkspace', { status: 'live', page: 'workspace/page.tsx', noindex: true }),
  main('supplierWorkspaceRfq', {
    status: 'live',
    page: 'workspace/rfq/[rfqId]/page.tsx',
    noindex: true,
  }),
  main('supplierEnquiries', {
    status: 'live',
    page: 'workspace/enquiries/page.tsx',
    noindex: true,
  }),
  main('supplierEnquiry', {
    status: 'live',
    page: 'workspace/enquiries/[id]/page.tsx',
    noindex: true,
  }),
  // not in the spec: the demo's mailbox (mail the demo would send), never in production
  main('mailbox', { status: 'live', page: 'mailbox/page.tsx', hiddenInProduction: true }),

  // account and personal (spec §2)
  account('login', { status: 'live', page: 'login/page.tsx' }),
  account('register', { status: 'live', page: 'register/page.tsx' }),
  account('resetPassword', { status: 'live', page: 'resetPassword/page.tsx', noindex: true }),
  account('requestMeeting', {
    ...SHARED_HOURLY,
    status: 'live',
    page: 'requestMeeting/page.tsx',
    cacheSeconds: CACHE_SECONDS.hourly,
    noindex: true,
  }),
  // not in the spec: a buyer's meeting requests with their answers (the desktop account area's page)
  account('myMeetings', { status: 'live', page: 'myMeetings/page.tsx', buyerOnly: true, noindex: true }),
  account('account', {
    status: 'live',
    page: 'account/page.tsx',
    devices: MOBILE,
    elsewhere: () => to('home'), // spec §2: mobile only; desktop goes home
    buyerOnly: true,
    noindex: true,
  }),
  account('scanBadge', { devices: MOBILE }),
  account('myBadge', { devices: MOBILE, buyerOnly: true }),
  account('myFavorite', {
    status: 'live',
    page: 'myFavorite/[type]/page.tsx',
    devices: MOBILE,
    elsewhere: (p) => to('accountFavorites', p),
    buyerOnly: true,
    noindex: true,
  }),
  // not in the spec: the same lists in the desktop account area (spec §2 offers /myFavorite on mobile only)
  account('accountFavorites', {
    status: 'live',
    page: 'account/favorites/[type]/page.tsx',
    devices: DESKTOP,
    elsewhere: (p) => to('myFavorite', p),
    buyerOnly: true,
    noindex: true,
  }),
  // not in the spec: a buyer's sent enquiries, on both devices (linked from the desktop header and /account)
  account('accountEnquiries', {
    status: 'live',
    page: 'account/enquiries/page.tsx',
    buyerOnly: true,
    noindex: true,
  }),
  account('myCard', { devices: MOBILE, buyerOnly: true }),
  account('aiSourcing', { devices: DESKTOP }),
  account('unsubscribe', {
    status: 'live',
    page: 'setting/unsubscribe/page.tsx',
    noindex: true,
  }),
  account('trafficLightFeedback'),
  account('trafficLight'),
  account('trafficLightDetail'),

  // expo (spec §2 "Expo routes"; global buyers only unless noted)
  expo('affPopup', { audiences: ALL_AUDIENCES, pageVersion: 'AFF_PR_1' }),
  expo('bookStandPopup', { audiences: ALL_AUDIENCES }),
  expo('badgeView'),
  expo('badgeDownload', { hiddenInProduction: true }),
  expo('expoView'),
  expo('showWebsite', { redirect: (p) => to('homeLifeHome', p) }),
  expo('exhibitionRfq', {
    status: 'live',
    page: 'exhibition-rfq/[exhibitionId]/page.tsx',
  }),
  expo('fairHome'),
  expo('eshow', { audiences: ALL_AUDIENCES }),
  expo('eshowCountry', { audiences: ALL_AUDIENCES }),
  expo('lotteryWheel'),
  expo('homeLifeBookStand'),
  expo('homeLifeHome'),
  expo('affBookStand'),
  expo('affHome'),
  expo('expoSiteBookStand'),
  expo('expoSiteHome'),
  expo('sharingEvents'),
  expo('bookStand'),
  expo('preRegisterForm', { pageVersion: 'E_PR_{n}_EX' }),
  expo('exhibitors'),
  expo('preRegisterStatus', { pageVersion: 'E_PR_11' }),
  expo('expoHome'),

  // industry exhibition (spec §2, base /{industryAbbr}-{websiteAbbr})
  industry('onsiteIndustryExpoList'),
  industry('industryNewsPage'),
  industry('industryNewsDetail'),
  industry('industryNews'),
  industry('industry-intro'),
  industry('industry-history'),
  industry('industry-map'),
  industry('industry-contact-us'),
  industry('industry-why-exhibit'),
  industry('industry-book-stand'),
  industry('industry-why-attend'),
  industry('industry-vip-buyers'),
  industry('industryHome', { pageVersion: 'IS_PR_8' }),

  // promotion (spec §2, base /{promotionTheme}{promotionId})
  promotion('promotionCart'),
  promotion('promotionEnquiryResult'),
  promotion('promotionSearchProduct'),
  promotion('promotionSearchSupplier'),
  promotion('promotionHot', {
    redirect: (p) => searchFor(to('promotionHome', p), p.type),
  }),
  promotion('promotionLive'),
  promotion('promotionSupplier'),
  promotion('promotionProduct'),
  promotion('promotionFloor'),
  promotion('promotionHome'),

  // open patterns last
  main('product', {
    ...SHARED,
    status: 'live',
    page: '[file]/page.tsx',
  }),
  main('roomListPage', {
    ...SHARED,
    status: 'live',
    page: '[file]/[spyKey]/page.tsx',
  }),
  main('roomList', { ...SHARED, status: 'live', page: '[file]/[spyKey]/page.tsx' }),
] as const satisfies readonly RouteDef[];

/** Every route of the registry, with its literal id and pattern. */
export type AnyRoute = (typeof ROUTES)[number];
export type { RouteId };

export const COMPILED_ROUTES: readonly CompiledRoute[] = ROUTES.map((r: RouteDef) => ({
  ...r,
  compiled: compilePattern(r.pattern),
}));

export function getRoute(id: RouteId): RouteDef {
  const found = ROUTES.find((r: RouteDef) => r.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
}
