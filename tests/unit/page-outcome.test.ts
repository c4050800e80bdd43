import { NOT_FOUND, pageOf, redirectTo } from '@/lib/routes/page-outcome';

// lib/ decides a page's 404 or redirect and returns it; settle() is where the page acts on it with
// Next's navigation, which throws to end the render.
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('404');
  },
  permanentRedirect: (to: string) => {
    throw new Error(`308 ${to}`);
  },
  redirect: (to: string) => {
    throw new Error(`307 ${to}`);
  },
}));

const { settle } = await import('@/components/app/page-outcome');

describe("a page acting on lib/'s decision", () => {
  it('renders with the data, or answers 404, 308 or 307', () => {
    const data = { id: 7 };
    expect(settle(pageOf(data))).toBe(data);
    expect(() => settle(NOT_FOUND)).toThrow('404');
    expect(() => settle(redirectTo('/tr/product/7.html', true))).toThrow('308 /tr/product/7.html');
    expect(() => settle(redirectTo('/login', false))).toThrow('307 /login');
  });
});
