import { safeRedirectTarget } from '@/lib/links/redirect-target';
import { silentLoginRedirect } from '@/lib/proxy/silent-login';

describe('spec §2 silent login redirect', () => {
  it('sends a page URL with ac to the sign-in handler, keeping the rest of the URL as the destination', () => {
    const to = silentLoginRedirect(new URL('https://x.test/tr/ac/enquiry/led-lamp12?ac=CODE123&lang=tr'));
    const parsed = new URL(to ?? '', 'https://x.test');
    expect(parsed.pathname).toBe('/api/auth/silent');
    expect(parsed.searchParams.get('ac')).toBe('CODE123');
    expect(parsed.searchParams.get('next')).toBe('/tr/ac/enquiry/led-lamp12?lang=tr');
  });

  it('does the same for appToken and leaves other URLs alone', () => {
    const to = new URL(silentLoginRedirect(new URL('https://x.test/?appToken=T1')) ?? '', 'https://x.test');
    expect(to.searchParams.get('appToken')).toBe('T1');
    expect(to.searchParams.get('next')).toBe('/');
    expect(silentLoginRedirect(new URL('https://x.test/category/a1.html?page=2'))).toBeUndefined();
  });

  it('never sends the browser to another site afterwards', () => {
    for (const bad of [null, '', 'https://evil.test/', '//evil.test/', '/\\evil.test', 'javascript:alert(1)']) {
      expect(safeRedirectTarget(bad)).toBeNull();
    }
    expect(safeRedirectTarget('/tr/cart?x=1')).toBe('/tr/cart?x=1');
  });
});
