import type { RouteDef } from '@/lib/routes/registry';

/** A value of each parameter that fits its rule (lib/routes/params.ts), for example paths. */
const SAMPLES: Record<string, string> = {
  pageNo: '2',
  websiteAbbr: 'ae',
  websiteEnName: 'japan',
  website: 'jp',
  category: 'lighting',
  keyword: 'led-strip',
  pageId: 'spring1',
  promotionTheme: 'spring-sourcing',
  industryAbbr: 'newenergy',
  expo: 'expo',
  favoriteType: 'product',
  preRegisterStatus: 'success',
  newsType: 'expo',
  showroomRoom: 'showroom',
  showroomKey: 'A',
  viewType: 'buyer',
  name: 'Steel-Pot_',
  type: 'solar',
  spyKey: 'solar',
  roomType: 'gifts',
  transfer: 'aHR0cHM6Ly93d3cuc291cmNlZmFpci5jb20v', // https://www.sourcefair.com/, an own domain
  isMulti: '1',
  defaultCategory: 'home',
  shortName: 'homeshow',
  countryName: 'turkey',
};

/** A sample value for each parameter of a pattern, optional ones left out (what examplePath fills in). */
export function exampleParams(pattern: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name = '', rule, optional] of pattern.matchAll(/\{(\w+)(?::(\w+))?(\?)?\}/g)) {
    if (optional) continue;
    const key = rule ?? name;
    params[name] = SAMPLES[key] ?? (/Id$|^id$|^t1id$/.test(name) ? '20001' : 'x');
  }
  return params;
}

/**
 * A concrete path of a route: every parameter filled with a sample, optional ones left out. Ids are 20001
 * (none in the e2e catalogue) unless `ids.id` names one.
 */
export function examplePath(route: Pick<RouteDef, 'pattern'>, ids: { id?: string } = {}): string {
  return route.pattern
    .replace(/\/\{\w+(?::\w+)?\?\}/g, '')
    .replace(/\{(\w+)(?::(\w+))?\}/g, (_, name: string, rule: string | undefined) => {
      const key = rule ?? name;
      if (SAMPLES[key]) return SAMPLES[key];
      return /Id$|^id$|^t1id$/.test(name) ? (ids.id ?? '20001') : 'x';
    });
}
