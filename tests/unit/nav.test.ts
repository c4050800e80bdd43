import { navItems } from '@/lib/shell/nav';

describe('shell navigation', () => {
  it('links each entry to its route', () => {
    const paths = Object.fromEntries([...navItems('desktop'), ...navItems('mobile')].map((i) => [i.routeId, i.path]));
    expect(paths).toEqual({ home: '/', categories: '/categories', rfq: '/rfq', cart: '/cart', account: '/account' });
  });
});
