import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BuyerAreaLink } from '@/components/account/buyer-area-link';
import { gateway } from '@/lib/gateway/endpoints';
import { clearToasts, useToastStore } from '@/lib/gateway/toasts';
import accountPages from '@/messages/en/accountPages.json';
import { renderWithIntl } from '../support/intl';

vi.mock('@/lib/gateway/endpoints', () => ({ gateway: { issueAppToken: vi.fn() } }));

// spec §2: the buyer area opens in a new window at {buyerSite}/buyer/main.page with a single-use code.
type OpenedWindow = { opener: unknown; location: { href: string }; close: () => void };

function openedWindow(): OpenedWindow {
  return { opener: window, location: { href: 'about:blank' }, close: vi.fn() };
}

afterEach(() => {
  vi.restoreAllMocks();
  clearToasts();
});

describe('the buyer area link', () => {
  it('opens the window at the press and sends it to the buyer site with a fresh code, cut off from this page', async () => {
    const opened = openedWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    vi.mocked(gateway.issueAppToken).mockResolvedValue({
      appToken: 'code-of-twenty-chars-or-more',
      expiresInSeconds: 120,
    });
    renderWithIntl(<BuyerAreaLink target="https://buyers.example/buyer/main.page" />, { accountPages });
    const link = screen.getByRole('link', { name: 'Buyer area (opens in a new window)' });
    expect(link.getAttribute('href')).toBe('https://buyers.example/buyer/main.page');
    fireEvent.click(link);
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(opened.location.href).toBe('https://buyers.example/buyer/main.page?token=code-of-twenty-chars-or-more'),
    );
    expect(opened.opener).toBeNull();
    expect(gateway.issueAppToken).toHaveBeenCalledTimes(1);
  });

  it('closes the window again and says so when no code could be had', async () => {
    const opened = openedWindow();
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    vi.mocked(gateway.issueAppToken).mockRejectedValue(new Error('offline'));
    renderWithIntl(<BuyerAreaLink target="/buyer/main.page" />, { accountPages });
    fireEvent.click(screen.getByRole('link', { name: /Buyer area/ }));
    await waitFor(() => expect(opened.close).toHaveBeenCalled());
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([accountPages.buyerAreaFailed]);
  });
});
