import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { NotificationSettingsForm } from '@/components/account/notification-settings-form';
import { PurchaseProfileForm } from '@/components/account/purchase-profile-form';
import { ResetRequestForm } from '@/components/account/reset-request-form';
import { SupplierLoginForm } from '@/components/account/supplier-login-form';
import { SiteProvider } from '@/components/shell/site-context';
import { gateway } from '@/lib/gateway/endpoints';
import { GatewayError } from '@/lib/gateway/errors';
import accountPages from '@/messages/en/accountPages.json';
import { renderWithIntl } from '../support/intl';
import { EMPTY_PURCHASE } from '../support/purchase';

vi.mock('@/lib/gateway/endpoints', () => ({
  gateway: {
    modifyPasswordEmail: vi.fn(async () => ({ sent: true })),
    resetPassword: vi.fn(async () => ({ token: 't' })),
    initPassword: vi.fn(async () => ({ token: 't' })),
    saveNotificationSettings: vi.fn(async (v: unknown) => v),
    supplierLogin: vi.fn(async () => ({ token: 't' })),
    getMobileVerify: vi.fn(async () => ({ valid: true })),
    completePurchaseInfo: vi.fn(async (v: unknown) => v),
  },
}));

const assign = vi.fn();
beforeAll(() => {
  Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
});
beforeEach(() => vi.clearAllMocks());

function renderIn(ui: React.ReactElement) {
  return renderWithIntl(
    <SiteProvider value={{ deployPath: '/tr', languages: ['en'], device: 'mobile' }}>{ui}</SiteProvider>,
    { accountPages },
  );
}

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('reset request form', () => {
  it('shows the spec §5 e-mail message and sends nothing for a malformed address', async () => {
    renderIn(<ResetRequestForm />);
    fill(accountPages.emailLabel, 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: accountPages.resetSend }));
    expect(await screen.findByText(accountPages.errorEmail)).toBeInTheDocument();
    expect(screen.getByLabelText(accountPages.emailLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.modifyPasswordEmail).not.toHaveBeenCalled();
  });

  it('sends the trimmed address and answers with the neutral confirmation', async () => {
    renderIn(<ResetRequestForm />);
    fill(accountPages.emailLabel, '  someone@example.com ');
    fireEvent.click(screen.getByRole('button', { name: accountPages.resetSend }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(accountPages.resetSent));
    expect(gateway.modifyPasswordEmail).toHaveBeenCalledWith({ email: 'someone@example.com' }, { toast: false });
  });
});

describe('new password form', () => {
  it('asks for 6 to 20 characters and the same password twice (spec §5)', async () => {
    renderIn(<NewPasswordForm code={'c'.repeat(43)} purpose="reset" onLinkInvalid={() => {}} />);
    fill(accountPages.passwordLabel, 'abc');
    fill(accountPages.passwordRepeatLabel, 'abd');
    fireEvent.click(screen.getByRole('button', { name: accountPages.resetSubmit }));
    expect(await screen.findByText(accountPages.errorMinlength)).toBeInTheDocument();
    expect(screen.getByText(accountPages.errorMismatch)).toBeInTheDocument();
    expect(gateway.resetPassword).not.toHaveBeenCalled();
  });

  it('keeps spaces (not trimmed), sets the password and goes to the site’s home page', async () => {
    renderIn(<NewPasswordForm code={'c'.repeat(43)} purpose="init" onLinkInvalid={() => {}} />);
    fill(accountPages.passwordLabel, ' secret ');
    fill(accountPages.passwordRepeatLabel, ' secret ');
    fireEvent.click(screen.getByRole('button', { name: accountPages.initSubmit }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/tr'));
    expect(gateway.initPassword).toHaveBeenCalledWith({ code: 'c'.repeat(43), password: ' secret ' }, { toast: false });
  });

  it('reports a spent link to the page instead of showing a field error', async () => {
    vi.mocked(gateway.resetPassword).mockRejectedValueOnce(
      new GatewayError('SERVER_ERROR', 'expired', { code: '100422', status: 400 }),
    );
    const onLinkInvalid = vi.fn();
    renderIn(<NewPasswordForm code={'c'.repeat(43)} purpose="reset" onLinkInvalid={onLinkInvalid} />);
    fill(accountPages.passwordLabel, 'secret12');
    fill(accountPages.passwordRepeatLabel, 'secret12');
    fireEvent.click(screen.getByRole('button', { name: accountPages.resetSubmit }));
    await waitFor(() => expect(onLinkInvalid).toHaveBeenCalled());
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('notification settings form', () => {
  it('saves the three switches as they are ticked', async () => {
    renderIn(<NotificationSettingsForm initial={{ newsletter: true, rfqUpdates: true, exhibitionNews: true }} />);
    fireEvent.click(screen.getByRole('checkbox', { name: accountPages.newsletter }));
    fireEvent.click(screen.getByRole('button', { name: accountPages.saveSettings }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(accountPages.settingsSaved));
    expect(gateway.saveNotificationSettings).toHaveBeenCalledWith(
      { newsletter: false, rfqUpdates: true, exhibitionNews: true },
      { toast: false },
    );
  });
});

describe('supplier sign-in form', () => {
  it('shows the server’s translated refusal and stays on the page', async () => {
    vi.mocked(gateway.supplierLogin).mockRejectedValueOnce(
      new GatewayError('SERVER_ERROR', 'This is a buyer account.', { code: '100403', status: 403 }),
    );
    renderIn(<SupplierLoginForm />);
    fill(accountPages.emailLabel, 'buyer@example.com');
    fill(accountPages.loginPasswordLabel, 'secret12');
    fireEvent.click(screen.getByRole('button', { name: accountPages.supplierLoginSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is a buyer account.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens the workspace of the site after signing in', async () => {
    renderIn(<SupplierLoginForm />);
    fill(accountPages.emailLabel, 'supplier@example.com');
    fill(accountPages.loginPasswordLabel, 'secret12');
    fireEvent.click(screen.getByRole('button', { name: accountPages.supplierLoginSubmit }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/tr/workspace'));
  });
});

describe('purchase profile form', () => {
  const countries = [
    { code: 'AU', name: 'Australien', dialingCode: '61' },
    { code: 'DE', name: 'Deutschland', dialingCode: '49' },
  ];

  it('picks the country from a list of names and fills an empty dialing code from it', async () => {
    const onSaved = vi.fn();
    renderIn(
      <PurchaseProfileForm initial={EMPTY_PURCHASE} countries={countries} onSaved={onSaved} onCancel={vi.fn()} />,
    );
    const country = screen.getByLabelText(accountPages.countryLabel);
    expect([...(country as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      accountPages.countryNone,
      'Australien',
      'Deutschland',
    ]);
    fireEvent.change(country, { target: { value: 'DE' } });
    expect(screen.getByLabelText(accountPages.dialingCodeLabel)).toHaveValue('49');
    // a dialing code the buyer typed is theirs: choosing another country leaves it
    fill(accountPages.dialingCodeLabel, '43');
    fireEvent.change(country, { target: { value: 'AU' } });
    expect(screen.getByLabelText(accountPages.dialingCodeLabel)).toHaveValue('43');
    fireEvent.click(screen.getByRole('button', { name: accountPages.saveProfile }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(gateway.completePurchaseInfo).toHaveBeenCalledWith({ countryCode: 'AU', dialingCode: '43' });
  });

  it('keeps a saved country the list no longer has', async () => {
    const onSaved = vi.fn();
    renderIn(
      <PurchaseProfileForm
        initial={{ ...EMPTY_PURCHASE, countryCode: 'xk', companyName: 'Acme' }}
        countries={countries}
        onSaved={onSaved}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(accountPages.countryLabel)).toHaveValue('XK');
    fireEvent.click(screen.getByRole('button', { name: accountPages.saveProfile }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(gateway.completePurchaseInfo).toHaveBeenCalledWith({ companyName: 'Acme', countryCode: 'XK' });
  });
});
