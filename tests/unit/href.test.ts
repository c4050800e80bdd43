import { expectTypeOf } from 'vitest';
import { fillPattern, href, queryString, type ParamValue, type RouteParams } from '@/lib/routes/href';
import { matchRoute } from '@/lib/routes/match';
import { ROUTES, type RouteId } from '@/lib/routes/registry';
import { exampleParams, examplePath } from '../support/route-examples';

describe('href: links from the registry (spec §2)', () => {
  it.each(ROUTES.map((r) => [r.id, r] as const))('%s: the link of its sample parameters is its path', (id, route) => {
    const params = exampleParams(route.pattern);
    // a dynamic id: the parameters of one route, checked at run time against its own pattern
    const path = (href as (id: RouteId, params: Record<string, string>) => string)(id, params);
    expect(path).toBe(examplePath(route));
    expect(matchRoute(path)).toMatchObject({ route: { id }, params });
  });

  it('builds the spec §2 product, supplier and category shapes', () => {
    expect(href('product', { name: 'Steel-Bottle_', productId: 12 })).toBe('/Steel-Bottle_12.html');
    expect(href('product', { name: '', productId: 12 })).toBe('/12.html');
    expect(href('supplier', { name: 'Ningbo_', supplierId: 9 })).toBe('/supplier/Ningbo_9.html');
    expect(href('categoryPage', { name: 'Kitchen_', categoryId: 45, pageNo: 2 })).toBe('/category/Kitchen_45_2.html');
    expect(href('cart')).toBe('/cart');
  });

  it('leaves out an optional segment with its slash', () => {
    expect(href('aiSourcing')).toBe('/AI-sourcing');
    expect(href('aiSourcing', { chatId: 'c42' })).toBe('/AI-sourcing/c42');
    expect(href('aiSourcing', { chatId: 'c42', tag: 'solar' })).toBe('/AI-sourcing/c42/solar');
  });

  it('encodes what a value would otherwise break: a slash, a question mark, spaces', () => {
    const path = href('enquiry', { name: 'a/b?c d_', id: 7 });
    expect(path).toBe('/enquiry/a%2Fb%3Fc%20d_7');
    expect(matchRoute(path)?.route.id).toBe('enquiry');
  });

  it('adds the query, leaving out unset and empty values, and repeats arrays', () => {
    expect(href('rfqDetail', {}, { query: { rfqId: 5 } })).toBe('/rfq/detail?rfqId=5');
    expect(href('searchProduct', {}, { query: { keyword: 'led lamp', id: undefined, page: null, sort: '' } })).toBe(
      '/search/product?keyword=led+lamp',
    );
    expect(queryString({ tag: ['a', 'b'] })).toBe('?tag=a&tag=b');
    expect(queryString({})).toBe('');
  });

  it('puts the link under the site deploy path', () => {
    const site = { deployPath: '/ae' };
    expect(href('home', {}, { site })).toBe('/ae');
    expect(href('rfq', {}, { site })).toBe('/ae/rfq');
    expect(href('cart', {}, { site: { deployPath: '/' } })).toBe('/cart');
  });

  it('takes the promoted form of a link while a promotion is browsed, and only where the route has one', () => {
    const site = { deployPath: '/', promotion: { theme: 'spring-sourcing', id: 40001 } };
    expect(href('product', { name: 'Pot_', productId: 3 }, { site })).toBe('/spring-sourcing40001/Pot_3.html');
    expect(href('supplier', { name: 'Acme_', supplierId: 4 }, { site })).toBe(
      '/spring-sourcing40001/supplier/Acme_4.html',
    );
    expect(href('searchProduct', {}, { site, query: { keyword: 'pot' } })).toBe(
      '/spring-sourcing40001/search/product?keyword=pot',
    );
    expect(href('category', { name: 'Kitchen_', categoryId: 45 }, { site })).toBe('/category/Kitchen_45.html');
  });

  it('refuses a pattern without a required parameter', () => {
    expect(() => fillPattern('/{name}{productId}.html', { name: 'x' })).toThrow(/productId/);
  });

  it('reads the parameters a route takes from its pattern', () => {
    expectTypeOf<RouteParams<'product'>>().toMatchTypeOf<{ name: ParamValue; productId: ParamValue }>();
    expectTypeOf<RouteParams<'aiSourcing'>>().toMatchTypeOf<{ chatId?: ParamValue; tag?: ParamValue }>();
    expectTypeOf<keyof RouteParams<'categoryPage'>>().toEqualTypeOf<'name' | 'categoryId' | 'pageNo'>();
    expectTypeOf<keyof RouteParams<'myFavorite'>>().toEqualTypeOf<'type'>();
    expectTypeOf<keyof RouteParams<'industry-why-attend'>>().toEqualTypeOf<'industryAbbr' | 'websiteAbbr'>();
  });
});

describe('path text', () => {
  it('keeps the escapes a stored slug already has and encodes what would break the path', () => {
    const slug = encodeURIComponent('مصباح_'); // lib/links/slug.ts keeps slugs encoded
    expect(href('product', { name: slug, productId: 5 })).toBe(`/${slug}5.html`);
    expect(href('product', { name: 'مصباح_', productId: 5 })).toBe(`/${slug}5.html`);
    expect(href('enquiry', { name: '100%_', id: 5 })).toBe('/enquiry/100%25_5');
    expect(href('enquiry', { name: 'a#b_', id: 5 })).toBe('/enquiry/a%23b_5');
  });
});
