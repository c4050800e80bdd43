import { navigateToSearch } from '@/lib/links/navigate';

function fakeWindow(href: string) {
  const reload = vi.fn();
  const assign = vi.fn();
  return { win: { location: { href, reload, assign } } as unknown as Pick<Window, 'location'>, reload, assign };
}

describe('search navigation (spec §2)', () => {
  it('reloads when the search URL is the current location', () => {
    const { win, reload, assign } = fakeWindow('https://h.test/search/product?keyword=pot');
    expect(navigateToSearch('/search/product?keyword=pot', win)).toBe('reload');
    expect(reload).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
  });

  it('adds a history entry for any other search', () => {
    const { win, reload, assign } = fakeWindow('https://h.test/search/product?keyword=pot');
    expect(navigateToSearch('/search/product?keyword=pan', win)).toBe('push');
    expect(assign).toHaveBeenCalledWith('/search/product?keyword=pan');
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses the router push it is given', () => {
    const { win } = fakeWindow('https://h.test/');
    const push = vi.fn();
    navigateToSearch('/tr/search/supplier?keyword=led', win, push);
    expect(push).toHaveBeenCalledWith('/tr/search/supplier?keyword=led');
  });
});
