import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LoginForm } from '@/components/auth/login-form';
import { SocialSignInProvider, type SocialSignInConfig } from '@/components/auth/social-sign-in';
import { gateway } from '@/lib/gateway/endpoints';
import { GatewayError } from '@/lib/gateway/errors';
import account from '@/messages/en/account.json';
import { renderWithIntl } from '../support/intl';

vi.mock('@/lib/gateway/endpoints', () => ({
  gateway: {
    oauthAuthorize_google: vi.fn(),
    oauthAuthorize_facebook: vi.fn(),
    oauthAuthorize_linkedin: vi.fn(),
  },
}));

const assign = vi.fn();
beforeAll(() => {
  Object.defineProperty(window, 'location', {
    value: { ...window.location, pathname: '/tr/categories', search: '?sort=new', assign },
    writable: true,
  });
});
beforeEach(() => vi.clearAllMocks());

const continueWith = (provider: string) => account.socialContinue.replace('{provider}', provider);

function renderLogin(config: SocialSignInConfig | null, returnTo?: string) {
  const form: ReactElement = <LoginForm onSuccess={vi.fn()} onSwitchToRegister={vi.fn()} returnTo={returnTo} />;
  return renderWithIntl(config ? <SocialSignInProvider value={config}>{form}</SocialSignInProvider> : form, {
    account,
  });
}

describe('social sign-in buttons of the login form (spec §3, §7)', () => {
  it('shows no social buttons when the server configured no provider', () => {
    renderLogin({ providers: [], transitionalPath: '/transitional' });
    expect(screen.queryByRole('group', { name: account.socialGroup })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Google|Facebook|LinkedIn/ })).not.toBeInTheDocument();
  });

  it('offers exactly the configured providers, each named', () => {
    renderLogin({ providers: ['google', 'linkedin'], transitionalPath: '/transitional' });
    const group = screen.getByRole('group', { name: account.socialGroup });
    expect(Array.from(group.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      continueWith('Google'),
      continueWith('LinkedIn'),
    ]);
  });

  it('asks for the provider link with the way back through /transitional, then goes there', async () => {
    vi.mocked(gateway.oauthAuthorize_google).mockResolvedValue({ authorizeLink: 'https://accounts.example/auth?x=1' });
    renderLogin({ providers: ['google'], transitionalPath: '/tr/transitional' }, '/tr/category/lamps1.html?page=2');
    fireEvent.click(screen.getByRole('button', { name: continueWith('Google') }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
    expect(gateway.oauthAuthorize_google).toHaveBeenCalledWith(
      { redirectUrl: '/tr/transitional?next=%2Ftr%2Fcategory%2Flamps1.html%3Fpage%3D2' },
      { toast: false },
    );
  });

  it('comes back to the current page when no other is named', async () => {
    vi.mocked(gateway.oauthAuthorize_facebook).mockResolvedValue({ authorizeLink: 'https://fb.example/dialog' });
    renderLogin({ providers: ['facebook'], transitionalPath: '/tr/transitional' });
    fireEvent.click(screen.getByRole('button', { name: continueWith('Facebook') }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://fb.example/dialog'));
    expect(gateway.oauthAuthorize_facebook).toHaveBeenCalledWith(
      { redirectUrl: '/tr/transitional?next=%2Ftr%2Fcategories%3Fsort%3Dnew' },
      { toast: false },
    );
  });

  it('shows busy after 100 ms, ignores a second click, and shows a refused call in words', async () => {
    vi.mocked(gateway.oauthAuthorize_linkedin).mockImplementation(
      () =>
        new Promise((_, reject) =>
          setTimeout(() => reject(new GatewayError('SERVER_ERROR', 'Not found.', { status: 404 })), 400),
        ),
    );
    renderLogin({ providers: ['google', 'linkedin'], transitionalPath: '/transitional' });
    const button = screen.getByRole('button', { name: continueWith('LinkedIn') });
    fireEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button).toHaveTextContent(continueWith('LinkedIn'));
    await waitFor(() => expect(button).toHaveTextContent(account.busy), { timeout: 300 });
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: continueWith('Google') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
    expect(button).toHaveTextContent(continueWith('LinkedIn'));
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(gateway.oauthAuthorize_linkedin).toHaveBeenCalledTimes(1);
    expect(gateway.oauthAuthorize_google).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
