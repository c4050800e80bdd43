import type { BuyerUserInfo } from '@/lib/accounts/schemas';
import { createLoginGate } from '@/lib/auth/login-gate';
import { safeRedirectTarget } from '@/lib/links/redirect-target';
import { flattenTags, searchTags } from '@/lib/auth/tags';

const USER = { id: 1, email: 'b@acme-trading.com' } as BuyerUserInfo;

describe('login gate (spec §4)', () => {
  it('runs the action at once with the stored user info of a signed-in buyer', () => {
    const openLogin = vi.fn();
    const action = vi.fn();
    createLoginGate({ readUser: () => USER, delegate: vi.fn(), openLogin, returnUrl: () => '/' })(action);
    expect(action).toHaveBeenCalledWith(USER);
    expect(openLogin).not.toHaveBeenCalled();
  });

  it('on the web opens the login dialog and resumes the action after login', () => {
    let resume: ((user: BuyerUserInfo) => void) | undefined;
    const action = vi.fn();
    const gate = createLoginGate({
      readUser: () => null,
      delegate: (_url, fallback) => fallback(),
      openLogin: (onSuccess) => {
        resume = onSuccess;
      },
      returnUrl: () => '/x',
    });
    gate(action);
    expect(action).not.toHaveBeenCalled();
    resume?.(USER);
    expect(action).toHaveBeenCalledWith(USER);
  });

  it('in the app hands the login to the native app with the return URL, without the web dialog', () => {
    const delegate = vi.fn();
    const openLogin = vi.fn();
    createLoginGate({ readUser: () => null, delegate, openLogin, returnUrl: () => 'https://x.test/p' })(vi.fn());
    expect(delegate).toHaveBeenCalledWith('https://x.test/p', expect.any(Function));
    expect(openLogin).not.toHaveBeenCalled();
  });
});

describe('?redirect= after sign-in', () => {
  it.each(['/search/product?keyword=led', '/tr/category/x_1.html'])('keeps the site path %s', (path) => {
    expect(safeRedirectTarget(path)).toBe(path);
  });
  it.each([
    'https://evil.test/',
    '//evil.test',
    '/\\evil.test',
    'javascript:alert(1)',
    '',
    null,
    `/${'a'.repeat(3000)}`,
  ])('refuses %s', (value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });
});

describe('tag search (spec §5)', () => {
  const tags = flattenTags([
    {
      id: 1,
      name: 'Lighting',
      enName: 'Lighting',
      children: [
        {
          id: 2,
          name: 'Lamps',
          enName: 'Lamps',
          tags: Array.from({ length: 15 }, (_, i) => ({ code: `L${i}`, name: `LED Lamp ${i}` })),
        },
        {
          id: 3,
          name: 'Other',
          enName: 'Other',
          tags: [
            { code: 'L0', name: 'LED Lamp 0' },
            { code: 'C', name: 'Cable' },
          ],
        },
      ],
    },
  ]);

  it('flattens the tree once per code', () => {
    expect(tags).toHaveLength(16);
  });
  it('matches case-insensitively and fuzzily, at most 10 suggestions', () => {
    expect(searchTags(tags, 'led LAMP')).toHaveLength(10);
    expect(searchTags(tags, 'cbl').map((t) => t.code)).toEqual(['C']);
    expect(searchTags(tags, 'CABLE', ['C'])).toEqual([]);
  });
  it('uses only the first 200 characters of the keyword', () => {
    // the 200th character is the last one read: 'c' matches Cable, the cut 'qqq' would match nothing
    expect(searchTags(tags, `${' '.repeat(199)}cqqq`).map((t) => t.code)).toEqual(['C']);
    expect(searchTags(tags, '   ')).toEqual([]);
  });
});
