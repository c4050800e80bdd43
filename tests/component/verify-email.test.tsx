import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AccountCentre } from '@/components/account/account-centre';
import { VerifyEmail } from '@/components/account/verify-email';
import { SiteProvider } from '@/components/shell/site-context';
import { gateway } from '@/lib/gateway/endpoints';
import { GatewayError } from '@/lib/gateway/errors';
import arabic from '@/messages/ar/accountPages.json';
import accountPages from '@/messages/en/accountPages.json';
import { renderWithIntl } from '../support/intl';
import { EMPTY_PURCHASE } from '../support/purchase';

vi.mock('@/lib/gateway/endpoints', () => ({
  gateway: {
    verifyEmail: vi.fn(async () => ({ status: 'verified', email: 'ana@example.com' })),
    sendVerifyEmail: vi.fn(async () => ({ status: 'sent' })),
  },
}));

beforeEach(() => vi.clearAllMocks());

const CODE = 'c'.repeat(43);
const fill = (text: string, email: string) => text.replace('{email}', email);

function renderIn(ui: React.ReactElement) {
  return renderWithIntl(
    <SiteProvider value={{ deployPath: '/tr', languages: ['en'], device: 'desktop' }}>{ui}</SiteProvider>,
    { accountPages },
  );
}

describe('/verify with a usable link', () => {
  it('says it is confirming, uses the code once and says the address is confirmed', async () => {
    renderIn(<VerifyEmail code={CODE} linkInvalid={false} account={null} />);
    expect(screen.getByRole('status')).toHaveTextContent(accountPages.verifyChecking);
    expect(await screen.findByText(fill(accountPages.verifyDone, 'ana@example.com'))).toBeInTheDocument();
    expect(gateway.verifyEmail).toHaveBeenCalledTimes(1);
    expect(gateway.verifyEmail).toHaveBeenCalledWith({ code: CODE }, { toast: false });
    expect(screen.getByRole('link', { name: accountPages.homeLink })).toHaveAttribute('href', '/tr');
  });

  it('says so when the address was confirmed before', async () => {
    vi.mocked(gateway.verifyEmail).mockResolvedValueOnce({ status: 'alreadyVerified', email: 'ana@example.com' });
    renderIn(<VerifyEmail code={CODE} linkInvalid={false} account={null} />);
    expect(await screen.findByText(fill(accountPages.verifyAlready, 'ana@example.com'))).toBeInTheDocument();
  });

  it('calls a link spent meanwhile no longer valid, and offers a retry after a network failure', async () => {
    vi.mocked(gateway.verifyEmail).mockRejectedValueOnce(
      new GatewayError('SERVER_ERROR', 'spent', { code: '100422', status: 400 }),
    );
    const { unmount } = renderIn(<VerifyEmail code={CODE} linkInvalid={false} account={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(accountPages.verifyInvalid);
    unmount();
    vi.mocked(gateway.verifyEmail).mockRejectedValueOnce(new GatewayError('NETWORK_ERROR', 'network error'));
    renderIn(<VerifyEmail code={CODE} linkInvalid={false} account={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(accountPages.verifyFailed);
    fireEvent.click(screen.getByRole('button', { name: accountPages.verifyRetry }));
    expect(await screen.findByText(fill(accountPages.verifyDone, 'ana@example.com'))).toBeInTheDocument();
    expect(gateway.verifyEmail).toHaveBeenCalledTimes(3);
  });
});

describe('/verify without a usable link', () => {
  it('says a spent link is no longer valid and asks a signed-out visitor to sign in', () => {
    renderIn(<VerifyEmail code={undefined} linkInvalid account={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent(accountPages.verifyInvalid);
    expect(screen.getByRole('link', { name: accountPages.signInLink })).toHaveAttribute(
      'href',
      '/tr/login?redirect=%2Fverify',
    );
    expect(gateway.verifyEmail).not.toHaveBeenCalled();
  });

  it('tells a confirmed buyer there is nothing to do', () => {
    renderIn(
      <VerifyEmail code={undefined} linkInvalid={false} account={{ email: 'ana@example.com', verified: true }} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(fill(accountPages.verifyAlready, 'ana@example.com'))).toBeInTheDocument();
  });

  it('sends an unconfirmed buyer a new link on request and shows the server’s refusal in words', async () => {
    renderIn(
      <VerifyEmail code={undefined} linkInvalid={false} account={{ email: 'ana@example.com', verified: false }} />,
    );
    expect(screen.getByText(fill(accountPages.verifyPending, 'ana@example.com'))).toBeInTheDocument();
    vi.mocked(gateway.sendVerifyEmail).mockRejectedValueOnce(
      new GatewayError(
        'SERVER_ERROR',
        'Too many confirmation emails in a short time. Please try again in 12 minutes.',
        {
          code: '100429',
          status: 429,
        },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: accountPages.verifySend }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 12 minutes.');
    fireEvent.click(screen.getByRole('button', { name: accountPages.verifySend }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(fill(accountPages.verifySent, 'ana@example.com')),
    );
    expect(gateway.sendVerifyEmail).toHaveBeenCalledTimes(2);
  });
});

describe('right-to-left pages', () => {
  it('keeps the address in its own order inside Arabic text (a Unicode isolate), not in English', () => {
    const account = { email: 'ana@example.com', verified: true };
    const { container, unmount } = renderWithIntl(
      <SiteProvider value={{ deployPath: '/', languages: ['ar'], device: 'mobile' }}>
        <VerifyEmail code={undefined} linkInvalid={false} account={account} />
      </SiteProvider>,
      { accountPages: arabic },
      'ar',
    );
    expect(container.textContent).toContain(arabic.verifyAlready.replace('{email}', '\u2068ana@example.com\u2069'));
    unmount();
    const english = renderIn(<VerifyEmail code={undefined} linkInvalid={false} account={account} />);
    expect(english.container.textContent).not.toContain('\u2068');
  });
});

describe('account centre', () => {
  const purchase = EMPTY_PURCHASE;
  const parts = {
    hub: null,
    notifications: { newsletter: true, rfqUpdates: true, exhibitionNews: true },
    signInMethods: null,
    hasPassword: true,
  };

  it('links an unconfirmed address to /verify and says nothing for a confirmed one', () => {
    const { unmount } = renderIn(
      <AccountCentre {...parts} nickname="Ana" email="ana@example.com" emailVerified={false} purchase={purchase} countries={[]} />,
    );
    expect(screen.getByText(accountPages.emailNotConfirmed, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: accountPages.emailConfirmLink })).toHaveAttribute('href', '/tr/verify');
    unmount();
    renderIn(<AccountCentre {...parts} nickname="Ana" email="ana@example.com" emailVerified purchase={purchase} countries={[]} />);
    expect(screen.queryByRole('link', { name: accountPages.emailConfirmLink })).toBeNull();
  });

  it("names the buyer's country in the reader's language, and shows a code it cannot name as it is", () => {
    const countries = [{ code: 'DE', name: 'Deutschland', dialingCode: '49' }];
    const countryShown = (countryCode: string) => {
      const { unmount } = renderIn(
        <AccountCentre
          {...parts}
          nickname="Ana"
          email="a@example.com"
          emailVerified
          purchase={{ ...purchase, countryCode }}
          countries={countries}
        />,
      );
      const text = screen.getByText(accountPages.countryLabel).nextElementSibling?.textContent;
      unmount();
      return text;
    };
    expect(countryShown('DE')).toBe('Deutschland');
    expect(countryShown('XK')).toBe('XK');
  });
});
