import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { FollowButton } from '@/components/favourites/follow-button';
import { SiteProvider } from '@/components/shell/site-context';
import { gateway } from '@/lib/gateway/endpoints';
import { clearBuyerSession, setToken } from '@/lib/gateway/session-values';
import { clearToasts, useToastStore } from '@/lib/gateway/toasts';
import favourites from '@/messages/en/favourites.json';
import { renderWithIntl } from '../support/intl';

// The live toggle's chunk cannot be fetched (offline, a deploy replaced it): its import fails.
vi.mock('@/components/favourites/follow-button-live', () => {
  throw new Error('the chunk could not be loaded');
});
vi.mock('@/lib/gateway/endpoints', () => ({ gateway: { followProduct: vi.fn(), favoriteStatus: vi.fn() } }));
vi.mock('@/components/auth/login-gate-provider', () => ({
  useLoginGate: () => ({ requireBuyer: (action: () => void) => action(), openAccount: () => {} }),
}));

beforeEach(() => {
  clearBuyerSession();
  clearToasts();
  setToken('buyerTradeToken', 'token-1');
});

it('says the follow failed when the live toggle cannot load, changes nothing, and answers the next click too', async () => {
  renderWithIntl(
    <QueryClientProvider client={new QueryClient()}>
      <SiteProvider value={{ deployPath: '', languages: ['en'], device: 'desktop' }}>
        <FollowButton kind="product" id={5} name="Steel bottle" />
      </SiteProvider>
    </QueryClientProvider>,
    { favourites },
  );
  const button = screen.getByRole('button', { name: favourites.followProduct });
  fireEvent.click(button);
  await waitFor(() =>
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual([
      'Could not follow Steel bottle. Please try again.',
    ]),
  );
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(gateway.followProduct).not.toHaveBeenCalled();

  act(() => clearToasts());
  fireEvent.click(button);
  await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
  expect(button).toBeInTheDocument();
});
