import { act, fireEvent, screen, within } from '@testing-library/react';
import { QueryProvider } from '@/components/app/query-provider';
import { gateway } from '@/lib/gateway/endpoints';
import { resetGateway } from '@/lib/gateway/request';
import { clearToasts, TOAST_DEDUPE_MS, TOAST_DURATION_MS } from '@/lib/gateway/toasts';
import api from '@/messages/en/api.json';
import { renderWithIntl } from '../support/intl';

const failing = vi.fn(
  async () =>
    new Response(JSON.stringify({ success: false, code: '100500', msg: '', data: null }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    }),
);

function renderPage(messages: { api: typeof api } = { api }, locale: 'en' | 'tr' = 'en') {
  renderWithIntl(
    <QueryProvider websiteId={1001} lang={locale}>
      <p>page</p>
    </QueryProvider>,
    messages,
    locale,
  );
  return screen.getByRole('region', { name: messages.api.toastRegion });
}

async function failedCall() {
  await act(async () => {
    await expect(gateway.countries()).rejects.toMatchObject({ type: 'SERVER_ERROR' });
  });
}

beforeEach(() => {
  resetGateway();
  clearToasts();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('fetch', failing);
});
afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('error toasts (spec §8, §9)', () => {
  it('announces toasts politely in a labelled region that is there before any toast', () => {
    const region = renderPage();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows a failed call as one toast with the translated message', async () => {
    const region = renderPage();
    await failedCall();
    expect(within(region).getAllByText('server error')).toHaveLength(1);
  });

  it("uses the page's catalogue for the message and the region, in the page's language", async () => {
    const turkish = { ...api, serverError: 'sunucu hatası', toastRegion: 'Bildirimler', toastDismiss: 'Kapat' };
    const region = renderPage({ api: turkish }, 'tr');
    expect(region).toHaveAccessibleName('Bildirimler');
    await failedCall();
    expect(within(region).getByText('sunucu hatası')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
  });

  it('shows the same message twice within 3 s once, and again after', async () => {
    const region = renderPage();
    await failedCall();
    act(() => vi.advanceTimersByTime(TOAST_DEDUPE_MS - 1));
    await failedCall();
    expect(within(region).getAllByText('server error')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    await failedCall();
    expect(within(region).getAllByText('server error')).toHaveLength(2);
  });

  it('takes a toast away after 5 s', async () => {
    const region = renderPage();
    await failedCall();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(within(region).getByText('server error')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(region).queryByText('server error')).not.toBeInTheDocument();
  });

  it('takes a toast away when its dismiss button is pressed', async () => {
    const region = renderPage();
    await failedCall();
    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    expect(within(region).queryByText('server error')).not.toBeInTheDocument();
  });

  it('shows nothing for a call that opted out of toasts', async () => {
    const region = renderPage();
    await act(async () => {
      await expect(gateway.countries(undefined, { toast: false })).rejects.toMatchObject({ type: 'SERVER_ERROR' });
    });
    expect(region).toBeEmptyDOMElement();
  });
});
