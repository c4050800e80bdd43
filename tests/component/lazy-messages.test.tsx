import { act, screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { LazyMessages } from '@/components/app/lazy-messages';
import { pickShellMessages } from '@/lib/i18n/messages';
import account from '@/messages/de/account.json';
import cart from '@/messages/de/cart.json';
import common from '@/messages/de/common.json';
import { renderWithIntl } from '../support/intl';

function SignInHeading() {
  const t = useTranslations('account');
  const tc = useTranslations('common');
  return (
    <div>
      <h2>{t('loginTitle')}</h2>
      <p>{t('signIn')}</p>
      <p>{tc('retry')}</p>
    </div>
  );
}

// what a page carries in German: the shell's few keys of `account`, not its forms' text
const shell = pickShellMessages({ account, cart, common });

/** A dialog's heading below LazyMessages, on a German page that carries only the shell's messages. */
const renderDialog = () =>
  renderWithIntl(
    <LazyMessages namespace="account">
      <SignInHeading />
    </LazyMessages>,
    shell,
    'de',
  );

describe('LazyMessages', () => {
  it('renders a dialog in the reader\u2019s language once its namespace has arrived, keeping the page\u2019s messages', async () => {
    expect(shell.account).toEqual({ failed: account.failed, logOut: account.logOut, signIn: account.signIn });
    // React resolves what suspended in an awaited act
    await act(async () => {
      renderDialog();
    });
    // the German file, fetched: not the English one, not the key
    expect(await screen.findByRole('heading', { name: 'Im Einkäuferkonto anmelden' })).toBeInTheDocument();
    expect(screen.getByText('Anmelden')).toBeInTheDocument();
    expect(screen.getByText('Erneut versuchen')).toBeInTheDocument();
  });

  it('renders at once when the namespace has arrived before (the dialog opened a second time)', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Im Einkäuferkonto anmelden' })).toBeInTheDocument();
  });
});
