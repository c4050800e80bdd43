import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { FavouriteItem } from '@/components/favourites/favourite-item';
import { FollowButton } from '@/components/favourites/follow-button';
import { SiteProvider } from '@/components/shell/site-context';
import type { GatedAction } from '@/lib/auth/login-gate';
import { gateway } from '@/lib/gateway/endpoints';
import { GatewayError } from '@/lib/gateway/errors';
import { announceSignedIn, clearBuyerSession, setToken } from '@/lib/gateway/session-values';
import { clearToasts, useToastStore } from '@/lib/gateway/toasts';
import favourites from '@/messages/en/favourites.json';
import { renderWithIntl } from '../support/intl';

vi.mock('@/lib/gateway/endpoints', () => ({
  gateway: {
    favoriteStatus: vi.fn(),
    followProduct: vi.fn(),
    unfollowProduct: vi.fn(),
    followSupplier: vi.fn(),
    unfollowSupplier: vi.fn(),
    removeFavoriteCard: vi.fn(),
  },
}));

// The login gate of the layout, reduced to what the buttons use: signed out, the action waits for a sign-in.
const gate = vi.hoisted(() => ({ waiting: null as GatedAction | null, signedIn: false }));
vi.mock('@/components/auth/login-gate-provider', () => ({
  useLoginGate: () => ({
    requireBuyer: (action: GatedAction) => {
      if (gate.signedIn) action(USER);
      else gate.waiting = action;
    },
    openAccount: () => {},
  }),
}));

const USER = {
  id: 1,
  userId: 1,
  nickname: null,
  username: 'b',
  email: 'b@acme-trading.com',
  tagCodes: [],
  companyName: null,
  mobile: null,
  dialingCode: null,
  mobileAreaCode: null,
  countryCode: null,
  isGlobalBuyer: false,
  emailVerified: true,
};

// what storeSignedIn does for the page: the token stored, then the sign-in announced
function signIn() {
  gate.signedIn = true;
  setToken('buyerTradeToken', 'token-1');
  act(() => announceSignedIn());
}

// the button as the page shows it now (the live toggle replaces the first one in place once loaded)
const followButton = (name: string) => screen.getByRole('button', { name });

function renderIn(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <SiteProvider value={{ deployPath: '/tr', languages: ['en'], device: 'desktop' }}>{ui}</SiteProvider>
    </QueryClientProvider>,
    { favourites },
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const toastMessages = () => useToastStore.getState().toasts.map((t) => t.message);

beforeEach(() => {
  vi.clearAllMocks();
  clearBuyerSession();
  clearToasts();
  gate.signedIn = false;
  gate.waiting = null;
  vi.mocked(gateway.favoriteStatus).mockResolvedValue({ productIds: [], supplierIds: [] });
});

describe('follow button', () => {
  it("reads a signed-in buyer's state for the page's buttons in one call", async () => {
    signIn();
    vi.mocked(gateway.favoriteStatus).mockResolvedValue({ productIds: [], supplierIds: [9] });
    renderIn(
      <>
        <FollowButton kind="product" id={5} name="Steel bottle" />
        <FollowButton kind="exhibitor" id={9} name="Ningbo Lights" />
      </>,
    );
    // the live toggle and the status call's module load on first use: room for a busy machine
    await waitFor(() => expect(followButton(favourites.followSupplier)).toHaveAttribute('aria-pressed', 'true'), {
      timeout: 5000,
    });
    expect(screen.getByRole('button', { name: favourites.followProduct })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: favourites.inFavourites })).toHaveAttribute(
      'href',
      '/tr/account/favorites/exhibitor',
    );
    expect(gateway.favoriteStatus).toHaveBeenCalledTimes(1);
    expect(gateway.favoriteStatus).toHaveBeenCalledWith({ productIds: [5], supplierIds: [9] }, { toast: false });
  });

  it('is disabled in the page the server sends, so a press before the script runs is not lost', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={{ favourites }} timeZone="UTC">
        <FollowButton kind="product" id={5} name="Steel bottle" />
      </NextIntlClientProvider>,
    );
    const served = document.createElement('div');
    served.innerHTML = html;
    expect(served.querySelector('button[data-follow="product"]')).toBeDisabled();
  });

  it('asks nothing while signed out and shows nothing followed', async () => {
    renderIn(<FollowButton kind="exhibitor" id={9} name="Ningbo Lights" />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('button', { name: favourites.followSupplier })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: favourites.followSupplier })).toBeEnabled();
    expect(gateway.favoriteStatus).not.toHaveBeenCalled();
  });

  it('shows the follow at once and announces it when the server agrees', async () => {
    signIn();
    const answer = deferred<{ productId: number; followed: true }>();
    vi.mocked(gateway.followProduct).mockReturnValue(answer.promise);
    renderIn(<FollowButton kind="product" id={5} name="Steel bottle" />);
    await waitFor(() => expect(gateway.favoriteStatus).toHaveBeenCalled(), { timeout: 5000 });
    const button = followButton(favourites.followProduct);
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer.resolve({ productId: 5, followed: true });
    expect(await screen.findByText('You now follow Steel bottle.')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(gateway.followProduct).toHaveBeenCalledWith({ productId: 5 }, { toast: false });
  });

  it('carries out a click taken before the live toggle loaded, once, and keeps the focus on the button', async () => {
    signIn();
    vi.mocked(gateway.followProduct).mockResolvedValue({ productId: 5, followed: true });
    renderIn(<FollowButton kind="product" id={5} name="Steel bottle" />);
    const first = followButton(favourites.followProduct);
    first.focus();
    fireEvent.click(first);
    expect(await screen.findByText('You now follow Steel bottle.', undefined, { timeout: 5000 })).toBeInTheDocument();
    const live = followButton(favourites.followProduct);
    expect(live).toHaveAttribute('aria-pressed', 'true');
    expect(live).toHaveFocus();
    expect(gateway.followProduct).toHaveBeenCalledTimes(1);
  });

  it('keeps the first button while a press on it is down, so the live one arriving then does not lose the click', async () => {
    signIn();
    vi.mocked(gateway.followProduct).mockResolvedValue({ productId: 5, followed: true });
    renderIn(<FollowButton kind="product" id={5} name="Steel bottle" />);
    const first = followButton(favourites.followProduct);
    fireEvent.pointerDown(first);
    // the live toggle's chunk arrives while the pointer is still down
    await act(async () => {
      await import('@/components/favourites/follow-button-live');
    });
    expect(first).toBeInTheDocument();
    fireEvent.pointerUp(first);
    fireEvent.click(first);
    expect(await screen.findByText('You now follow Steel bottle.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(followButton(favourites.followProduct)).toHaveAttribute('aria-pressed', 'true');
    expect(gateway.followProduct).toHaveBeenCalledTimes(1);
  });

  it('rolls an unfollow back with a translated toast when the server refuses it', async () => {
    signIn();
    vi.mocked(gateway.favoriteStatus).mockResolvedValue({ productIds: [], supplierIds: [9] });
    vi.mocked(gateway.unfollowSupplier).mockRejectedValue(
      new GatewayError('SERVER_ERROR', 'server error', { code: '100500', status: 500 }),
    );
    renderIn(<FollowButton kind="exhibitor" id={9} name="Ningbo Lights" />);
    await waitFor(() => expect(followButton(favourites.followSupplier)).toHaveAttribute('aria-pressed', 'true'), {
      timeout: 5000,
    });
    const button = followButton(favourites.followSupplier);
    fireEvent.click(button);
    await waitFor(() => expect(toastMessages()).toEqual(['Could not unfollow Ningbo Lights. Please try again.']));
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('signed out, waits for the sign-in and then follows by itself (spec §4 login gate)', async () => {
    vi.mocked(gateway.followSupplier).mockResolvedValue({ supplierId: 9, followed: true });
    renderIn(
      <>
        <FollowButton kind="exhibitor" id={9} name="Ningbo Lights" />
        <FollowButton kind="product" id={5} name="Steel bottle" />
      </>,
    );
    const button = screen.getByRole('button', { name: favourites.followSupplier });
    fireEvent.click(button);
    expect(gate.waiting).not.toBeNull();
    expect(gateway.followSupplier).not.toHaveBeenCalled();
    vi.mocked(gateway.favoriteStatus).mockResolvedValue({ productIds: [5], supplierIds: [] });

    signIn();
    act(() => gate.waiting?.(USER));
    await waitFor(() => expect(followButton(favourites.followSupplier)).toHaveAttribute('aria-pressed', 'true'), {
      timeout: 5000,
    });
    expect(gateway.followSupplier).toHaveBeenCalledWith({ supplierId: 9 }, { toast: false });
    // the page's other buttons now show the signed-in buyer's state
    await waitFor(() =>
      expect(screen.getByRole('button', { name: favourites.followProduct })).toHaveAttribute('aria-pressed', 'true'),
    );
  });
});

describe('a favourite in the list', () => {
  it('unfollows at once, offers an undo that takes the focus, and follows again on undo', async () => {
    vi.mocked(gateway.unfollowProduct).mockResolvedValue({ productId: 5, followed: false });
    vi.mocked(gateway.followProduct).mockResolvedValue({ productId: 5, followed: true });
    renderIn(
      <ul>
        <FavouriteItem kind="product" id={5} name="Steel bottle">
          <p>Steel bottle card</p>
        </FavouriteItem>
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow Steel bottle' }));
    expect(screen.getByText('Steel bottle was removed from your favourites.')).toBeInTheDocument();
    expect(screen.queryByText('Steel bottle card')).not.toBeInTheDocument();
    const undo = screen.getByRole('button', { name: 'Undo: follow Steel bottle again' });
    await waitFor(() => expect(undo).toHaveFocus());
    expect(gateway.unfollowProduct).toHaveBeenCalledWith({ productId: 5 }, { toast: false });

    fireEvent.click(undo);
    expect(await screen.findByText('Steel bottle card')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unfollow Steel bottle' })).toHaveFocus());
    expect(gateway.followProduct).toHaveBeenCalledWith({ productId: 5 }, { toast: false });
  });

  it('brings the entry back with a toast when the unfollow fails', async () => {
    vi.mocked(gateway.unfollowSupplier).mockRejectedValue(new GatewayError('NETWORK_ERROR', 'network error'));
    renderIn(
      <ul>
        <FavouriteItem kind="exhibitor" id={9} name="Ningbo Lights">
          <p>Ningbo Lights row</p>
        </FavouriteItem>
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow Ningbo Lights' }));
    expect(await screen.findByText('Ningbo Lights row')).toBeInTheDocument();
    expect(toastMessages()).toEqual(['Could not unfollow Ningbo Lights. Please try again.']);
  });

  it('removes a business card without an undo, keeping the focus on the message', async () => {
    vi.mocked(gateway.removeFavoriteCard).mockResolvedValue({ businessCardId: 3, removed: true });
    renderIn(
      <ul>
        <FavouriteItem kind="exhibitorCard" id={3} name="Li Wei">
          <p>Li Wei card</p>
        </FavouriteItem>
      </ul>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Li Wei' }));
    const message = screen.getByText('Li Wei was removed from your favourites.');
    await waitFor(() => expect(message).toHaveFocus());
    expect(screen.queryByRole('button', { name: /undo/i })).not.toBeInTheDocument();
    expect(gateway.removeFavoriteCard).toHaveBeenCalledWith({ businessCardId: 3 }, { toast: false });
  });
});
