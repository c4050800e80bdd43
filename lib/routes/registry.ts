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
  /** A permanent redirect (spec §2: /product/{name}{id} to the .html form): such a route has no page. */
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
  /**
   * Where the proxy sends a matched path inside the app (same syntax as the pattern, filled with the
   * parameters the pattern matched): folders named for what they serve, one segment a parameter, so a page
   * gets its parameters parsed and never matches its URL again. Without it the public path is already
   * folder-shaped and is the internal path. The page lives in the folder this names (`pageFolder`).
   */
  internal?: string;
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
const to = (id: RouteId, params: Readonly<Record<string, string | undefined>> = {}) => fillPattern(PATHS[id], params);
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
  main('home', { ...SHARED, status: 'live' }),
  main('frontpage', { cacheSeconds: CACHE_SECONDS.hourly }),
  main('hot', {
    ...SHARED,
    status: 'live',
    devices: MOBILE,
    elsewhere: (p) => searchFor('', p.type),
  }),
  main('searchProduct', {
    ...SHARED,
    status: 'live',
    noindex: true,
  }),
  main('searchSupplier', {
    ...SHARED,
    status: 'live',
    noindex: true,
  }),
  main('aggregateCategoryId', {
    internal: '/aggregate/{keyword}/{categoryId}/{category}',
    ...SHARED,
    status: 'live',
  }),
  main('aggregateCategory', {
    internal: '/aggregate/{keyword}/named/{category}',
    ...SHARED,
    status: 'live',
  }),
  // /aggregate/{key}: the aggregate list's one URL is /aggregate/{key}.html
  main('aggregateSpy', {
    status: 'live',
    redirect: (p) => to('roomList', { roomType: 'aggregate', spyKey: p.spyKey }),
  }),
  main('categoryPage', {
    internal: '/category/{categoryId}/page/{pageNo}/{name?}',
    ...SHARED,
    status: 'live',
  }),
  main('category', {
    internal: '/category/{categoryId}/{name?}',
    ...SHARED,
    status: 'live',
  }),
  // /hots/{key}_{n}: the same list as /hots/{key}_{n}.html, its one URL
  main('hotsPage', {
    status: 'live',
    redirect: ({ pageNo, spyKey }) =>
      pageNo === '1'
        ? to('roomList', { roomType: 'hots', spyKey })
        : to('roomListPage', { roomType: 'hots', spyKey, pageNo }),
  }),
  main('previewProduct', { status: 'live', noindex: true }),
  main('productScores', {
    ...SHARED,
    status: 'live',
  }),
  main('productLegacy', { redirect: (p) => to('product', p) }),
  main('supplier', {
    internal: '/supplier/{supplierId}/{name?}',
    ...SHARED,
    status: 'live',
  }),
  main('supplierLegacy', {
    redirect: (p) => to('supplier', p),
  }),
  main('rfqManage', { buyerOnly: true, status: 'live', noindex: true }),
  main('rfqDetail', { buyerOnly: true, status: 'live', noindex: true }),
  main('rfqQuotation', {
    buyerOnly: true,
    status: 'live',
    noindex: true,
  }),
  main('rfqSuccess', { status: 'live', noindex: true }),
  main('rfqEdit', {
    buyerOnly: true,
    status: 'live',
    noindex: true,
  }),
  main('rfq', { status: 'live' }),
  // the buyer-service desk's entry point (spec §3 source 7) and the CRM campaigns' (source 10): ARCHITECTURE.md
  main('rfqBuyerService', { status: 'live' }),
  main('crmRfq', { status: 'live', noindex: true }),
  main('enquirySuccess', {
    internal: '/enquiry/{id}/success/{name?}',
    status: 'live',
    noindex: true,
  }),
  // not in the spec: the cart's "Send enquiry to all" (spec §2 cuts the /cart definition off after its path)
  main('enquiryCart', { status: 'live', noindex: true }),
  main('enquiry', {
    internal: '/enquiry/{id}/{name?}',
    status: 'live',
    noindex: true,
  }),
  // spec §2: a path with /ac/ is an auto-login landing (the proxy's silent login signs in first)
  main('enquiryAutoLogin', {
    internal: '/ac/enquiry/{id}/{name?}',
    status: 'live',
    noindex: true,
  }),
  main('submitResult', {
    status: 'live',
    noindex: true,
  }),
  main('categories', { ...SHARED, status: 'live' }),
  main('categoriesT2', {
    ...SHARED,
    devices: MOBILE,
    elsewhere: () => to('categories'),
    status: 'live',
  }),
  main('categoriesDefault', {
    ...SHARED,
    status: 'live',
  }),
  main('digitalShow'),
  main('startOrder'),
  main('live'),
  main('liveshow'),
  main('customerService'),
  main('verify', { status: 'live', noindex: true }),
  main('privacy'),
  main('privacyPolicy'),
  main('privacyPolicySite'),
  main('aboutUs'),
  main('hybirdChat', { devices: MOBILE }),
  main('cart', { status: 'live', noindex: true }),
  main('sitemap', { ...SHARED, status: 'live' }),
  main('latestProducts', { ...SHARED, status: 'live' }),
  main('productCategories', {
    ...SHARED,
    status: 'live',
  }),
  main('showroomIndexPage', {
    internal: '/showroom/{roomType}/{key}/{pageNo?}',
    ...SHARED,
    status: 'live',
  }),
  main('showroomIndex', {
    internal: '/showroom/{roomType}/{key}/{pageNo?}',
    ...SHARED,
    status: 'live',
  }),
  main('link', { cacheSeconds: CACHE_SECONDS.hourly }),
  main('landingRfq', {
    internal: '/landing/rfq/{id}',
    ...SHARED_HOURLY,
    cacheSeconds: CACHE_SECONDS.hourly,
    status: 'live',
  }),
  main('warning'),
  main('initPassword', { status: 'live', noindex: true }),
  main('transitional', { status: 'live', noindex: true }),
  // not in the spec: silent login (spec §2) asks here before it replaces another signed-in account
  main('silentLogin', { status: 'live', noindex: true }),
  // not in the spec: the suppliers' own sign-in and their workspace home
  main('supplierLogin', { status: 'live' }),
  main('supplierWorkspace', { status: 'live', noindex: true }),
  main('supplierWorkspaceRfq', {
    status: 'live',
    noindex: true,
  }),
  main('supplierEnquiries', {
    status: 'live',
    noindex: true,
  }),
  main('supplierEnquiry', {
    status: 'live',
    noindex: true,
  }),
  // not in the spec: the demo's mailbox (mail the demo would send), never in production
  main('mailbox', { status: 'live', hiddenInProduction: true }),

  // account and personal (spec §2)
  account('login', { status: 'live' }),
  account('register', { status: 'live' }),
  account('resetPassword', { status: 'live', noindex: true }),
  account('requestMeeting', {
    ...SHARED_HOURLY,
    status: 'live',
    cacheSeconds: CACHE_SECONDS.hourly,
    noindex: true,
  }),
  // not in the spec: a buyer's meeting requests with their answers (the desktop account area's page)
  account('myMeetings', { status: 'live', buyerOnly: true, noindex: true }),
  account('account', {
    status: 'live',
    devices: MOBILE,
    elsewhere: () => to('home'), // spec §2: mobile only; desktop goes home
    buyerOnly: true,
    noindex: true,
  }),
  account('scanBadge', { devices: MOBILE }),
  account('myBadge', { devices: MOBILE, buyerOnly: true }),
  account('myFavorite', {
    status: 'live',
    devices: MOBILE,
    elsewhere: (p) => to('accountFavorites', p),
    buyerOnly: true,
    noindex: true,
  }),
  // not in the spec: the same lists in the desktop account area (spec §2 offers /myFavorite on mobile only)
  account('accountFavorites', {
    status: 'live',
    devices: DESKTOP,
    elsewhere: (p) => to('myFavorite', p),
    buyerOnly: true,
    noindex: true,
  }),
  // not in the spec: a buyer's sent enquiries, on both devices (linked from the desktop header and /account)
  account('accountEnquiries', {
    status: 'live',
    buyerOnly: true,
    noindex: true,
  }),
  account('myCard', { devices: MOBILE, buyerOnly: true }),
  account('aiSourcing', { devices: DESKTOP }),
  account('unsubscribe', {
    status: 'live',
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
    internal: '/product/{productId}/{name?}',
    ...SHARED,
    status: 'live',
  }),
  main('roomListPage', {
    internal: '/keywords/{roomType}/{spyKey}/{pageNo?}',
    ...SHARED,
    status: 'live',
  }),
  main('roomList', {
    internal: '/keywords/{roomType}/{spyKey}/{pageNo?}',
    ...SHARED,
    status: 'live',
  }),
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
