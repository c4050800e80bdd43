import { act, screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { Component, type ReactNode } from 'react';
import { LazyMessages } from '@/components/app/lazy-messages';
import { forgetFailedLoads, loadLazyNamespace } from '@/lib/i18n/lazy-messages';
import { renderWithIntl } from '../support/intl';

// the Polish file cannot be fetched (the network gone): its import fails however often it is asked for
vi.mock('@/messages/pl/account.json', () => {
  throw new Error('offline');
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">failed</p> : this.props.children;
  }
}

function Title() {
  return <h2>{useTranslations('account')('loginTitle')}</h2>;
}

describe('LazyMessages when the file does not arrive', () => {
  it('fails the render that reads it, and is fetched again only after forgetFailedLoads', async () => {
    await act(async () => {
      renderWithIntl(
        <Boundary>
          <LazyMessages namespace="account">
            <Title />
          </LazyMessages>
        </Boundary>,
        {},
        'pl',
      );
    });
    // a render that fetched anew each time never saw the failure: it suspended again and again
    expect(await screen.findByRole('alert')).toHaveTextContent('failed');
    expect(screen.queryByRole('heading')).toBeNull();
    // the failure stays for the next reader (no new fetch) until it is forgotten
    const failed = loadLazyNamespace('pl', 'account');
    // marked as React's use() reads it at once: it throws, and does not suspend on a new fetch
    expect(failed).toMatchObject({ status: 'rejected' });
    expect(loadLazyNamespace('pl', 'account')).toBe(failed);
    await expect(failed).rejects.toThrow();
    forgetFailedLoads();
    const again = loadLazyNamespace('pl', 'account');
    expect(again).not.toBe(failed);
    await expect(again).rejects.toThrow();
  });
});
