import { matchRoute, resolvePath, type RouteContext } from '@/lib/routes/match';
import { compilePattern } from '@/lib/routes/pattern';
import { ROUTES } from '@/lib/routes/registry';
import { examplePath } from '../support/route-examples';

const desktop: RouteContext = { audience: 'global_buyer', device: 'desktop', production: true };
const mobile: RouteContext = { ...desktop, device: 'mobile' };
const countrySite: RouteContext = { ...desktop, audience: 'country_site' };

describe('route registry (spec §2)', () => {
  it('has unique ids and patterns that compile', () => {
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    for (const r of ROUTES) expect(() => compilePattern(r.pattern), r.pattern).not.toThrow();
  });

  it.each([
    ['/', 'home', {}],
    ['/Stainless-Steel-Bottle_123.html', 'product', { name: 'Stainless-Steel-Bottle_', productId: '123' }],
    ['/supplier/Ningbo-Hengda_9.html', 'supplier', { name: 'Ningbo-Hengda_', supplierId: '9' }],
    ['/category/Kitchen_45.html', 'category', { name: 'Kitchen_', categoryId: '45' }],
    ['/category/Kitchen_45_2.html', 'categoryPage', { name: 'Kitchen_', categoryId: '45', pageNo: '2' }],
    [
      '/aggregate/led-strip/lighting12.html',
      'aggregateCategoryId',
      { keyword: 'led-strip', category: 'lighting', categoryId: '12' },
    ],
    ['/aggregate/led-strip/lighting.html', 'aggregateCategory', { keyword: 'led-strip', category: 'lighting' }],
    ['/hots/solar_3', 'hotsPage', { spyKey: 'solar', pageNo: '3' }],
    ['/showroom/showroom-A.html', 'showroomIndex', { roomType: 'showroom', key: 'A' }],
    ['/hots/showroom-7_2.html', 'showroomIndexPage', { roomType: 'hots', key: '7', pageNo: '2' }],
    ['/gifts/mugs_4.html', 'roomListPage', { roomType: 'gifts', spyKey: 'mugs', pageNo: '4' }],
    ['/enquiry/Bottle_55/success', 'enquirySuccess', { name: 'Bottle_', id: '55' }],
    ['/ac/enquiry/Bottle_55', 'enquiryAutoLogin', { name: 'Bottle_', id: '55' }],
    ['/enquiry/Bottle_55', 'enquiry', { name: 'Bottle_', id: '55' }],
    ['/enquiry/cart', 'enquiryCart', {}],
    ['/submitResult/enquiry/success', 'submitResult', { type: 'enquiry' }],
    ['/workspace/enquiries/12', 'supplierEnquiry', { id: '12' }],
    ['/myFavorite/exhibitorCard', 'myFavorite', { type: 'exhibitorCard' }],
    ['/AI-sourcing', 'aiSourcing', {}],
    ['/AI-sourcing/c42/solar', 'aiSourcing', { chatId: 'c42', tag: 'solar' }],
    ['/expo_20001/preRegsiter', 'preRegisterStatus', { expo: 'expo', exhibitionId: '20001', status: 'preRegsiter' }],
    ['/aff_20002/pre-register-form', 'preRegisterForm', { expo: 'aff', exhibitionId: '20002' }],
    ['/expo_20001', 'expoHome', { expo: 'expo', exhibitionId: '20001' }],
    ['/affjapan/aff-pre-register-popup', 'affPopup', { websiteEnName: 'japan' }],
    ['/fairjp_spring1', 'fairHome', { website: 'jp', pageId: 'spring1' }],
    ['/expo/supplier/view', 'expoView', { type: 'supplier' }],
    ['/newenergy-ae', 'industryHome', { industryAbbr: 'newenergy', websiteAbbr: 'ae' }],
    [
      '/newenergy-ae/industry-news_2',
      'industryNewsPage',
      { industryAbbr: 'newenergy', websiteAbbr: 'ae', newsType: 'industry', pageNo: '2' },
    ],
    [
      '/newenergy-ae/expo-news/77',
      'industryNewsDetail',
      { industryAbbr: 'newenergy', websiteAbbr: 'ae', newsType: 'expo', newsId: '77' },
    ],
    ['/newenergy-ae/why-attend', 'industry-why-attend', { industryAbbr: 'newenergy', websiteAbbr: 'ae' }],
    ['/spring-sourcing40001', 'promotionHome', { promotionTheme: 'spring-sourcing', promotionId: '40001' }],
    [
      '/spring-sourcing40001/Bottle_5.html',
      'promotionProduct',
      { promotionTheme: 'spring-sourcing', promotionId: '40001', name: 'Bottle_', productId: '5' },
    ],
    [
      '/spring-sourcing40001/50002',
      'promotionFloor',
      { promotionTheme: 'spring-sourcing', promotionId: '40001', industryContentId: '50002' },
    ],
  ])('matches %s as %s', (path, id, params) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  it.each([
    '/hots/solar_0', // pageNo is a positive integer
    '/myFavorite/shoes', // myFavorite type is exactly one of three
    '/expo_20001/registered', // pre-register status enumeration
    '/newenergy-aex', // websiteAbbr is two letters
    '/showroom/showroom-ab.html', // showroom keyword: one letter A-Z or 0-9 ... read as a plain room list instead
  ])('does not read %s as the route its rules exclude', (path) => {
    const id = matchRoute(path)?.route.id;
    expect(['hotsPage', 'myFavorite', 'preRegisterStatus', 'industryHome', 'showroomIndex']).not.toContain(id);
  });
});

describe('what a path resolves to', () => {
  it('renders a live route', () => {
    expect(resolvePath('/', desktop)).toMatchObject({ kind: 'page', route: { id: 'home' } });
  });

  it('answers 404 for a planned route rather than a stand-in page', () => {
    expect(resolvePath('/liveshow', desktop)).toEqual({ kind: 'not-found', reason: 'planned' });
  });

  it('redirects the old product and supplier links permanently to the .html form', () => {
    expect(resolvePath('/product/Bottle_123', desktop)).toEqual({
      kind: 'redirect',
      location: '/Bottle_123.html',
      permanent: true,
    });
    expect(resolvePath('/supplier/Hengda_9', mobile)).toEqual({
      kind: 'redirect',
      location: '/supplier/Hengda_9.html',
      permanent: true,
    });
  });

  it('sends desktop visitors of mobile-only routes where the spec says, or 404', () => {
    expect(resolvePath('/categoriesT2/5', desktop)).toEqual({
      kind: 'redirect',
      location: '/categories',
      permanent: false,
    });
    expect(resolvePath('/hot/led%20strip', desktop)).toEqual({
      kind: 'redirect',
      location: '/search/product?keyword=led+strip', // the word the path spells, decoded
      permanent: false,
    });
    expect(resolvePath('/hybird/chat', desktop)).toEqual({ kind: 'not-found', reason: 'device' });
    expect(resolvePath('/AI-sourcing', mobile)).toEqual({ kind: 'not-found', reason: 'device' });
  });

  it('redirects a promotion hot list to the promotion search', () => {
    expect(resolvePath('/spring-sourcing40001/hot/led', mobile)).toEqual({
      kind: 'redirect',
      location: '/spring-sourcing40001/search/product?keyword=led',
      permanent: true,
    });
  });

  it('leaves global-buyer routes out of other sites', () => {
    expect(resolvePath('/expo_20001', countrySite)).toEqual({ kind: 'not-found', reason: 'audience' });
    expect(resolvePath('/newenergy-ae', { ...desktop, audience: 'supplier_home' })).toEqual({
      kind: 'not-found',
      reason: 'audience',
    });
    // the pre-register popup is offered to all users (spec §2): planned, not absent
    expect(resolvePath('/affjapan/aff-pre-register-popup', countrySite)).toEqual({
      kind: 'not-found',
      reason: 'planned',
    });
  });

  it('hides the badge download in production only', () => {
    expect(resolvePath('/expo/badge/download', desktop)).toEqual({ kind: 'not-found', reason: 'production' });
    expect(resolvePath('/expo/badge/download', { ...desktop, production: false })).toEqual({
      kind: 'not-found',
      reason: 'planned',
    });
  });

  it('knows no route for a path outside the registry', () => {
    expect(resolvePath('/no/such/page', desktop)).toEqual({ kind: 'unknown' });
  });
});

describe('example paths of every route', () => {
  it.each(ROUTES.map((r) => [r.id, r] as const))('%s: its example path matches it and no earlier route', (_, route) => {
    const path = examplePath(route);
    expect(matchRoute(path)?.route.id, path).toBe(route.id);
  });
});
