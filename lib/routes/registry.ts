/**
 * spec §2: every route of the product in one typed table, the one place a URL shape is written. The proxy
 * and the pages derive routing, redirects, device and audience filtering and cache windows from it. A
 * route whose feature is not built yet is `planned` and answers 404; the issue that builds it makes it
 * `live`. Pattern syntax (./pattern.ts): `{name}` a parameter with its rule from ./params.ts,
 * `{name:rule}` a named rule, `/{name?}` an optional segment; everything else is literal.
 *
 * ./paths.ts, the patterns alone by id for `href` in the browser (without this table's options), is
 * written from here by `npm run routes` (scripts/route-paths.ts); a contract test keeps the two equal.
 */
import { CACHE_SECONDS } from '@/lib/constants';
import { compilePattern, type CompiledPattern } from './pattern';
import { fillPattern, queryString } from './href';
import { PATHS, type RouteId } from './paths';

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
export type TypedRoute<I extends string = string, P extends string = string> = RouteDef & { id: I; pattern: P };

function route<const I extends string, const P extends string>(
  group: RouteGroup,
  id: I,
  pattern: P,
  options: Options = {},
): TypedRoute<I, P> {
  const audiences = options.audiences ?? (group === 'main' || group === 'account' ? ALL_AUDIENCES : GLOBAL_BUYER);
  return { status: 'planned', devices: BOTH, ...options, audiences, id, pattern, group };
}

type Maker = <const I extends string, const P extends string>(id: I, pattern: P, options?: Options) => TypedRoute<I, P>;
const main: Maker = (id, pattern, options) => route('main', id, pattern, options);
const account: Maker = (id, pattern, options) => route('account', id, pattern, options);
const expo: Maker = (id, pattern, options) => route('expo', id, pattern, options);
const industry: Maker = (id, pattern, options) => route('industry', id, pattern, options);
const promotion: Maker = (id, pattern, options) => route('promotion', id, pattern, options);

const INDUSTRY_BASE = '/{industryAbbr}-{websiteAbbr}';
const PROMOTION_BASE = '/{promotionTheme}{promotionId}';
const EXPO_BASE = '/{expo}_{exhibitionId}';

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
  main('home', '/', { ...SHARED, status: 'live' }),
  // spec §2, §9: the foreign-trade service platform page, kept an hour (decision 0161)
  main('frontpage', '/frontpage', { ...SHARED_HOURLY, cacheSeconds: CACHE_SECONDS.hourly, status: 'live' }),
  main('hot', '/hot/{type}', {
    ...SHARED,
    status: 'live',
    devices: MOBILE,
    elsewhere: (p) => searchFor('', p.type),
  }),
  main('searchProduct', '/search/product', {
    ...SHARED,
    status: 'live',
    noindex: true,
  }),
  main('searchSupplier', '/search/supplier', {
    ...SHARED,
    status: 'live',
    noindex: true,
  }),
  main('aggregateCategoryId', '/aggregate/{keyword}/{category}{categoryId}.html', {
    internal: '/aggregate/{keyword}/{categoryId}/{category}',
    ...SHARED,
    status: 'live',
  }),
  main('aggregateCategory', '/aggregate/{keyword}/{category}.html', {
    internal: '/aggregate/{keyword}/named/{category}',
    ...SHARED,
    status: 'live',
  }),
  // /aggregate/{key}: the aggregate list's one URL is /aggregate/{key}.html
  main('aggregateSpy', '/aggregate/{spyKey:keywordSlug}', {
    status: 'live',
    redirect: (p) => to('roomList', { roomType: 'aggregate', spyKey: p.spyKey }),
  }),
  main('categoryPage', '/category/{name}{categoryId}_{pageNo}.html', {
    internal: '/category/{categoryId}/page/{pageNo}/{name?}',
    ...SHARED,
    status: 'live',
  }),
  main('category', '/category/{name}{categoryId}.html', {
    internal: '/category/{categoryId}/{name?}',
    ...SHARED,
    status: 'live',
  }),
  // /hots/{key}_{n}: the same list as /hots/{key}_{n}.html, its one URL
  main('hotsPage', '/hots/{spyKey:keywordSlug}_{pageNo}', {
    status: 'live',
    redirect: ({ pageNo, spyKey }) =>
      pageNo === '1'
        ? to('roomList', { roomType: 'hots', spyKey })
        : to('roomListPage', { roomType: 'hots', spyKey, pageNo }),
  }),
  main('previewProduct', '/preview/product', { status: 'live', noindex: true }),
  main('productScores', '/product/score/list/{productId}', {
    ...SHARED,
    status: 'live',
  }),
  main('productLegacy', '/product/{name}{productId}', { redirect: (p) => to('product', p) }),
  main('supplier', '/supplier/{name}{supplierId}.html', {
    internal: '/supplier/{supplierId}/{name?}',
    ...SHARED,
    status: 'live',
  }),
  main('supplierLegacy', '/supplier/{name}{supplierId}', {
    redirect: (p) => to('supplier', p),
  }),
  main('rfqManage', '/rfq/manage', { buyerOnly: true, status: 'live', noindex: true }),
  main('rfqDetail', '/rfq/detail', { buyerOnly: true, status: 'live', noindex: true }),
  main('rfqQuotation', '/rfq/quotation', {
    buyerOnly: true,
    status: 'live',
    noindex: true,
  }),
  main('rfqSuccess', '/rfq/success', { status: 'live', noindex: true }),
  main('rfqEdit', '/rfq/edit/{rfqId}', {
    buyerOnly: true,
    status: 'live',
    noindex: true,
  }),
  main('rfq', '/rfq', { status: 'live' }),
  // the buyer-service desk's entry point (spec §3 source 7) and the CRM campaigns' (source 10): ARCHITECTURE.md
  main('rfqBuyerService', '/rfq-buyerservice', { status: 'live' }),
  main('crmRfq', '/crm-rfq', { status: 'live', noindex: true }),
  main('enquirySuccess', '/enquiry/{name}{id}/success', {
    internal: '/enquiry/{id}/success/{name?}',
    status: 'live',
    noindex: true,
  }),
  // not in the spec: the cart's "Send enquiry to all" (spec §2 cuts the /cart definition off after its path)
  main('enquiryCart', '/enquiry/cart', { status: 'live', noindex: true }),
  main('enquiry', '/enquiry/{name}{id}', {
    internal: '/enquiry/{id}/{name?}',
    status: 'live',
    noindex: true,
  }),
  // spec §2: a path with /ac/ is an auto-login landing (the proxy's silent login signs in first)
  main('enquiryAutoLogin', '/ac/enquiry/{name}{id}', {
    internal: '/ac/enquiry/{id}/{name?}',
    status: 'live',
    noindex: true,
  }),
  main('submitResult', '/submitResult/{type}/success', {
    status: 'live',
    noindex: true,
  }),
  main('categories', '/categories', { ...SHARED, status: 'live' }),
  main('categoriesT2', '/categoriesT2/{t1id}', {
    ...SHARED,
    devices: MOBILE,
    elsewhere: () => to('categories'),
    status: 'live',
  }),
  main('categoriesDefault', '/categories/{defaultCategory}', {
    ...SHARED,
    status: 'live',
  }),
  main('digitalShow', '/digitalShow/{isMulti}'),
  // a form for one buyer's request: not for search engines (decision 0161)
  main('startOrder', '/startOrder/{productId}', { status: 'live', noindex: true }),
  main('live', '/live/{liveId}'),
  main('liveshow', '/liveshow'),
  // the contact form is a client island; the page is the same for everyone (who is signed in is not read)
  main('customerService', '/customer-service', { ...SHARED, status: 'live' }),
  main('verify', '/verify', { status: 'live', noindex: true }),
  // spec §2 policy and about pages (docs/decisions/0159): the same for every visitor
  main('privacy', '/privacy.html', { ...SHARED_HOURLY, status: 'live' }),
  main('privacyPolicy', '/privacy-policy.html', { ...SHARED_HOURLY, status: 'live' }),
  main('privacyPolicySite', '/privacy-policy-{website}.html', {
    internal: '/privacy-policy/{website}',
    ...SHARED_HOURLY,
    status: 'live',
  }),
  main('aboutUs', '/about-us.html', { ...SHARED, status: 'live' }),
  main('hybirdChat', '/hybird/chat', { devices: MOBILE }),
  main('cart', '/cart', { status: 'live', noindex: true }),
  main('sitemap', '/sitemap.html', { ...SHARED, status: 'live' }),
  main('latestProducts', '/latest-products.html', { ...SHARED, status: 'live' }),
  main('productCategories', '/product_categories.html', {
    ...SHARED,
    status: 'live',
  }),
  main('showroomIndexPage', '/{roomType:showroomRoom}/showroom-{key:showroomKey}_{pageNo}.html', {
    internal: '/showroom/{roomType}/{key}/{pageNo?}',
    ...SHARED,
    status: 'live',
  }),
  main('showroomIndex', '/{roomType:showroomRoom}/showroom-{key:showroomKey}.html', {
    internal: '/showroom/{roomType}/{key}/{pageNo?}',
    ...SHARED,
    status: 'live',
  }),
  // a link out of the site (lib/links/outbound.ts): not a page of it, so not for search engines
  main('link', '/link/{transfer}', {
    ...SHARED_HOURLY,
    cacheSeconds: CACHE_SECONDS.hourly,
    noindex: true,
    status: 'live',
  }),
  main('landingRfq', '/landing/rfq/product-{id}', {
    internal: '/landing/rfq/{id}',
    ...SHARED_HOURLY,
    cacheSeconds: CACHE_SECONDS.hourly,
    status: 'live',
  }),
  main('warning', '/warning', { ...SHARED, status: 'live' }),
  main('initPassword', '/initPassword', { status: 'live', noindex: true }),
  main('transitional', '/transitional', { status: 'live', noindex: true }),
  // not in the spec: silent login (spec §2) asks here before it replaces another signed-in account
  main('silentLogin', '/silent-login', { status: 'live', noindex: true }),
  // not in the spec: the suppliers' own sign-in and their workspace home
  main('supplierLogin', '/supplier-login', { status: 'live' }),
  main('supplierWorkspace', '/workspace', { status: 'live', noindex: true }),
  main('supplierWorkspaceRfq', '/workspace/rfq/{rfqId}', {
    status: 'live',
    noindex: true,
  }),
  main('supplierEnquiries', '/workspace/enquiries', {
    status: 'live',
    noindex: true,
  }),
  main('supplierEnquiry', '/workspace/enquiries/{id}', {
    status: 'live',
    noindex: true,
  }),
  // not in the spec: the sample and trial order requests a supplier received (spec §2 /startOrder)
  main('supplierOrders', '/workspace/orders', { status: 'live', noindex: true }),
  // not in the spec: the demo's mailbox (mail the demo would send), never in production
  main('mailbox', '/mailbox', { status: 'live', hiddenInProduction: true }),

  // account and personal (spec §2)
  // the sign-in pages say noindex (components/auth/account-route.tsx), so no sitemap lists them
  account('login', '/login', { status: 'live', noindex: true }),
  account('register', '/register', { status: 'live', noindex: true }),
  account('resetPassword', '/resetPassword', { status: 'live', noindex: true }),
  account('requestMeeting', '/requestMeeting', {
    ...SHARED_HOURLY,
    status: 'live',
    cacheSeconds: CACHE_SECONDS.hourly,
    noindex: true,
  }),
  // not in the spec: a buyer's meeting requests with their answers (the desktop account area's page)
  account('myMeetings', '/myMeetings', { status: 'live', buyerOnly: true, noindex: true }),
  // spec §2 offers it on mobile only; the buyer hub (issue 53) gives desktop the same page (decision 0167)
  account('account', '/account', { status: 'live', buyerOnly: true, noindex: true }),
  account('scanBadge', '/scanBadge', { devices: MOBILE }),
  account('myBadge', '/myBadge', { devices: MOBILE, buyerOnly: true }),
  account('myFavorite', '/myFavorite/{type:favoriteType}', {
    status: 'live',
    devices: MOBILE,
    elsewhere: (p) => to('accountFavorites', p),
    buyerOnly: true,
    noindex: true,
  }),
  // not in the spec: the same lists in the desktop account area (spec §2 offers /myFavorite on mobile only)
  account('accountFavorites', '/account/favorites/{type:favoriteType}', {
    status: 'live',
    devices: DESKTOP,
    elsewhere: (p) => to('myFavorite', p),
    buyerOnly: true,
    noindex: true,
  }),
  // not in the spec: a buyer's sent enquiries, on both devices (linked from the desktop header and /account)
  account('accountEnquiries', '/account/enquiries', {
    status: 'live',
    buyerOnly: true,
    noindex: true,
  }),
  // the buyer's e-card; its shared link (?card=) opens for anyone it is shown to (decision 0162)
  // spec §2: the buyer area a signed-in buyer opens in a new window; on this site it signs the single-use
  // code in and lands on the buyer's own pages (decision 0165)
  account('buyerArea', '/buyer/main.page', { status: 'live', noindex: true }),
  account('myCard', '/myCard', { devices: MOBILE, buyerOnly: true, noindex: true, status: 'live' }),
  account('aiSourcing', '/AI-sourcing/{chatId?}/{tag?}', { devices: DESKTOP }),
  account('unsubscribe', '/setting/unsubscribe', {
    status: 'live',
    noindex: true,
  }),
  // the sourcing traffic light (docs/decisions/0160): the same for everyone; the report form signs in on send
  account('trafficLightFeedback', '/trafficLight/feedback', { ...SHARED, status: 'live', noindex: true }),
  account('trafficLight', '/trafficLight', { ...SHARED, status: 'live' }),
  // a market's detail is named by ?country=, which spec §2's canonical drops: not for search engines
  account('trafficLightDetail', '/trafficLightDetail', { ...SHARED, status: 'live', noindex: true }),

  // expo (spec §2 "Expo routes"; global buyers only unless noted)
  expo('affPopup', '/aff{websiteEnName}/aff-pre-register-popup', { audiences: ALL_AUDIENCES, pageVersion: 'AFF_PR_1' }),
  expo('bookStandPopup', '/popup{website}/book-stand', { audiences: ALL_AUDIENCES }),
  expo('badgeView', '/expo/badge/view'),
  expo('badgeDownload', '/expo/badge/download', { hiddenInProduction: true }),
  expo('expoView', '/expo/{type:viewType}/view/{cdpId?}'),
  expo('showWebsite', '/show_{website}', { redirect: (p) => to('homeLifeHome', p) }),
  expo('exhibitionRfq', '/exhibition-rfq/{exhibitionId}', {
    status: 'live',
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
  industry('industry-intro', `${INDUSTRY_BASE}/intro`),
  industry('industry-history', `${INDUSTRY_BASE}/history`),
  industry('industry-map', `${INDUSTRY_BASE}/map`),
  industry('industry-contact-us', `${INDUSTRY_BASE}/contact-us`),
  industry('industry-why-exhibit', `${INDUSTRY_BASE}/why-exhibit`),
  industry('industry-book-stand', `${INDUSTRY_BASE}/book-stand`),
  industry('industry-why-attend', `${INDUSTRY_BASE}/why-attend`),
  industry('industry-vip-buyers', `${INDUSTRY_BASE}/vip-buyers`),
  industry('industryHome', INDUSTRY_BASE, { pageVersion: 'IS_PR_8' }),

  // promotion (spec §2, base /{promotionTheme}{promotionId})
  promotion('promotionCart', `${PROMOTION_BASE}/cart`),
  promotion('promotionEnquiryResult', `${PROMOTION_BASE}/enquiryResult`),
  promotion('promotionSearchProduct', `${PROMOTION_BASE}/search/product`),
  promotion('promotionSearchSupplier', `${PROMOTION_BASE}/search/supplier`),
  promotion('promotionHot', `${PROMOTION_BASE}/hot/{type}`, {
    redirect: (p) => searchFor(to('promotionHome', p), p.type),
  }),
  promotion('promotionLive', `${PROMOTION_BASE}/live/{liveId}`),
  promotion('promotionSupplier', `${PROMOTION_BASE}/supplier/{name}{supplierId}.html`),
  promotion('promotionProduct', `${PROMOTION_BASE}/{name}{productId}.html`),
  promotion('promotionFloor', `${PROMOTION_BASE}/{industryContentId}`),
  promotion('promotionHome', PROMOTION_BASE),

  // open patterns last
  main('product', '/{name}{productId}.html', {
    internal: '/product/{productId}/{name?}',
    ...SHARED,
    status: 'live',
  }),
  main('roomListPage', '/{roomType}/{spyKey}_{pageNo}.html', {
    internal: '/keywords/{roomType}/{spyKey}/{pageNo?}',
    ...SHARED,
    status: 'live',
  }),
  main('roomList', '/{roomType}/{spyKey}.html', {
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

/** Whether a route serves a page today: the page decides what its view may link to (calls to action never 404). */
export function isLiveRoute(id: RouteId): boolean {
  return getRoute(id).status === 'live';
}

export function getRoute(id: RouteId): RouteDef {
  const found = ROUTES.find((r: RouteDef) => r.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
}
