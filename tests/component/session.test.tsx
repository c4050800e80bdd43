import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LoginGateProvider, useLoginGate } from '@/components/auth/login-gate-provider';
import { useSessionStartup } from '@/components/auth/use-session-startup';
import { logOut } from '@/lib/auth/client-session';
import { RELOAD_MARKER_KEY, refreshSignedInSession } from '@/lib/auth/session-refresh';
import { gateway } from '@/lib/gateway/endpoints';
import { gatewayQueries } from '@/lib/gateway/queries';
import { configureGateway, resetGateway } from '@/lib/gateway/request';
import {
  getBuyerToken,
  getBuyerUserInfo,
  getCartProductIds,
  SESSION_KEYS,
  setBuyerUserInfo,
  setCartProductIds,
  setToken,
} from '@/lib/gateway/session-values';
import { clearToasts, useToastStore } from '@/lib/gateway/toasts';
import account from '@/messages/en/account.json';
import api from '@/messages/en/api.json';
import common from '@/messages/en/common.json';
import { renderWithIntl } from '../support/intl';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const BUYER = {
  id: 7,
  userId: 7,
  nickname: 'Ana',
  username: 'ana',
  email: 'ana@acme-trading.com',
  tagCodes: ['EL00001', 'EL00002'],
  companyName: null,
  mobile: null,
  dialingCode: null,
  mobileAreaCode: null,
  countryCode: null,
  isGlobalBuyer: true,
  emailVerified: true,
};
const PURCHASE = {
  companyName: 'Acme',
  contactName: null,
  mobile: null,
  dialingCode: null,
  countryCode: null,
  tagCodes: ['EL00001', 'EL00002'],
  productName: null,
  companyWebsite: null,
  businessType: null,
  jobTitle: null,
};
const INVALID = { status: 401, body: { success: false, code: '100001', msg: 'token invalid', data: null } };

type Reply = { status?: number; body?: unknown; data?: unknown; network?: true };
type Sent = { path: string; token: string | undefined };

/** Stubs fetch: each path suffix answers through its function; every request's path and envelope token is kept. */
function stubApi(routes: Record<string, (token: string | undefined) => Reply>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const key = Object.keys(routes).find((k) => url.pathname.endsWith(k));
      if (!key) throw new Error(`unexpected call ${url.pathname}`);
      const envelope = init?.body ? (JSON.parse(String(init.body)) as { token?: string }) : {};
      sent.push({ path: key, token: envelope.token });
      const reply = routes[key]?.(envelope.token) ?? {};
      if (reply.network) throw new TypeError('Failed to fetch');
      const body = reply.body ?? { success: true, code: '0', msg: '', data: reply.data ?? null };
      return new Response(JSON.stringify(body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

function signIn(token = 'token-a', user = BUYER) {
  setToken('buyerTradeToken', token);
  setBuyerUserInfo(user);
}

beforeEach(() => {
  resetGateway();
  configureGateway({ baseUrl: 'http://localhost', translate: (key) => api[key] });
  window.localStorage.clear();
  window.sessionStorage.clear();
  refresh.mockReset();
  clearToasts();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('start-up refresh (spec §4)', () => {
  it('fetches user and purchase info with the stored token and reloads once when the tags changed', async () => {
    signIn();
    const fresh = { ...BUYER, tagCodes: ['EL00003'] };
    const sent = stubApi({
      'getUserInfo.json': () => ({ data: fresh }),
      getPurchaseInfo: () => ({ data: { ...PURCHASE, tagCodes: ['EL00003'] } }),
    });
    const reload = vi.fn();
    await expect(refreshSignedInSession(true, { reload })).resolves.toBe('reloaded');
    expect(reload).toHaveBeenCalledOnce();
    expect(sent).toEqual([
      { path: 'getUserInfo.json', token: 'token-a' },
      { path: 'getPurchaseInfo', token: 'token-a' },
    ]);
    expect(getBuyerUserInfo()?.tagCodes).toEqual(['EL00003']);

    // the reloaded page: even a server that answers other tags again does not reload a second time
    setBuyerUserInfo(BUYER);
    await expect(refreshSignedInSession(true, { reload })).resolves.toBe('current');
    expect(reload).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(RELOAD_MARKER_KEY)).toBeNull();
  });

  it('does not reload when the tags are the same in another order, and keeps the fresh info', async () => {
    signIn();
    stubApi({
      'getUserInfo.json': () => ({ data: { ...BUYER, nickname: 'Ana B.', tagCodes: ['EL00002', 'EL00001'] } }),
      getPurchaseInfo: () => ({ data: PURCHASE }),
    });
    const reload = vi.fn();
    await expect(refreshSignedInSession(true, { reload })).resolves.toBe('current');
    expect(reload).not.toHaveBeenCalled();
    expect(getBuyerUserInfo()?.nickname).toBe('Ana B.');
  });

  it('never reloads when the tab cannot keep the marker that stops a second reload', async () => {
    signIn();
    stubApi({
      'getUserInfo.json': () => ({ data: { ...BUYER, tagCodes: [] } }),
      getPurchaseInfo: () => ({ data: PURCHASE }),
    });
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (this === window.sessionStorage) throw new DOMException('quota', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const reload = vi.fn();
    try {
      await expect(refreshSignedInSession(true, { reload })).resolves.toBe('current');
    } finally {
      vi.restoreAllMocks();
    }
    expect(reload).not.toHaveBeenCalled();
  });

  it('ends a stale session quietly: stored values gone, no forced login, no toast, no reload', async () => {
    signIn('revoked');
    const onInvalidToken = vi.fn();
    configureGateway({ onInvalidToken });
    const sent = stubApi({ 'getUserInfo.json': () => INVALID, getPurchaseInfo: () => INVALID });
    const reload = vi.fn();
    await expect(refreshSignedInSession(true, { reload })).resolves.toBe('ended');
    expect(getBuyerToken()).toBeNull();
    expect(getBuyerUserInfo()).toBeNull();
    expect(onInvalidToken).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
    // the stale token, then the session cookie alone (no envelope token): both refused
    expect(sent.map((s) => s.token)).toEqual(['revoked', 'revoked', undefined, undefined]);
  });

  it("reads the session cookie's buyer when only the stored token is stale", async () => {
    signIn('revoked');
    stubApi({
      'getUserInfo.json': (token) => (token ? INVALID : { data: { ...BUYER, nickname: 'Cookie' } }),
      getPurchaseInfo: (token) => (token ? INVALID : { data: PURCHASE }),
    });
    await expect(refreshSignedInSession(true, { reload: vi.fn() })).resolves.toBe('current');
    expect(getBuyerToken()).toBeNull();
    expect(getBuyerUserInfo()?.nickname).toBe('Cookie');
  });

  it('keeps the stored values when the server cannot be reached', async () => {
    signIn();
    stubApi({ 'getUserInfo.json': () => ({ network: true }), getPurchaseInfo: () => ({ network: true }) });
    await expect(refreshSignedInSession(true, { reload: vi.fn() })).resolves.toBe('failed');
    expect(getBuyerToken()).toBe('token-a');
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('forgets the stored values without a call when the server saw nobody signed in', async () => {
    signIn();
    const sent = stubApi({});
    await expect(refreshSignedInSession(false, { reload: vi.fn() })).resolves.toBe('signedOut');
    expect(getBuyerToken()).toBeNull();
    expect(getBuyerUserInfo()).toBeNull();
    expect(sent).toEqual([]);
  });
});

function Startup({ signedIn, reload }: { signedIn: boolean; reload: () => void }) {
  useSessionStartup(signedIn, reload);
  return null;
}

describe('start-up in the page', () => {
  it('puts the fresh user and purchase info into the query cache once per page load', async () => {
    signIn();
    const sent = stubApi({
      'getUserInfo.json': () => ({ data: BUYER }),
      getPurchaseInfo: () => ({ data: PURCHASE }),
    });
    const client = new QueryClient();
    const reload = vi.fn();
    const view = renderWithIntl(
      <QueryClientProvider client={client}>
        <Startup signedIn reload={reload} />
      </QueryClientProvider>,
      { common },
    );
    await waitFor(() => expect(client.getQueryData(gatewayQueries.getPurchaseInfo().queryKey)).toEqual(PURCHASE));
    expect(client.getQueryData(gatewayQueries.getUserInfo().queryKey)).toEqual(BUYER);
    view.rerender(
      <QueryClientProvider client={client}>
        <Startup signedIn reload={reload} />
      </QueryClientProvider>,
    );
    expect(sent).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('re-renders the server components when the session turned out to be over', async () => {
    signIn('revoked');
    stubApi({ 'getUserInfo.json': () => INVALID, getPurchaseInfo: () => INVALID });
    renderWithIntl(
      <QueryClientProvider client={new QueryClient()}>
        <Startup signedIn reload={vi.fn()} />
      </QueryClientProvider>,
      { common },
    );
    await waitFor(() => expect(refresh).toHaveBeenCalledOnce());
    expect(getBuyerToken()).toBeNull();
  });
});

function renderGate(device: 'desktop' | 'mobile', children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const view = renderWithIntl(
    <QueryClientProvider client={client}>
      <LoginGateProvider device={device} socialSignIn={{ providers: [], transitionalPath: '/transitional' }}>
        {children}
      </LoginGateProvider>
    </QueryClientProvider>,
    { common, api, account },
  );
  return { ...view, invalidate };
}

/** A button of the page whose signed-in call meets an ended session. */
function SaveButton() {
  return (
    <button type="button" onClick={() => void gateway.getPurchaseInfo(undefined, { toast: false }).catch(() => null)}>
      Save
    </button>
  );
}

/** The dialog's code loads on first use (next/dynamic), which can take a while on a busy machine. */
function findDialog(name?: string) {
  return screen.findByRole('dialog', name === undefined ? {} : { name }, { timeout: 5_000 });
}

async function typeEmail(dialog: HTMLElement, email: string) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="email"]');
  if (!input) throw new Error('no e-mail field');
  fireEvent.change(input, { target: { value: email } });
  await act(async () => {
    fireEvent.blur(input);
  });
}

describe('forced login (spec §4, §8)', () => {
  it.each([
    ['desktop', 'compact'],
    ['mobile', 'sheet'],
  ] as const)('on %s opens the compact login (%s) saying the session ended', async (device, variant) => {
    signIn('revoked');
    stubApi({ getPurchaseInfo: () => INVALID });
    renderGate(device, <SaveButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await findDialog(account.loginTitle);
    expect(dialog).toHaveAttribute('data-variant', variant);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(api.invalidToken);
    // login only: no register form, no tabs
    expect(dialog.querySelector('form[data-form="register"]')).toBeNull();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(getBuyerToken()).toBeNull();
  });

  it('signs in inside the compact login, then refreshes the page and its data so the action can be retried', async () => {
    signIn('revoked');
    stubApi({
      // only the session of the new sign-in is live
      getPurchaseInfo: (token) => (token === 'token-b' ? { data: PURCHASE } : INVALID),
      'memberCheck.json': () => ({ data: { registered: 1, supplierId: null } }),
      'login.json': () => ({ data: { token: 'token-b' } }),
      'getUserInfo.json': () => ({ data: BUYER }),
    });
    const { invalidate } = renderGate('desktop', <SaveButton />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    const dialog = await findDialog(account.loginTitle);
    await typeEmail(dialog, BUYER.email);
    fireEvent.change(await screen.findByLabelText(account.password, {}, { timeout: 5_000 }), {
      target: { value: 'secret-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: account.submitLogin }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(getBuyerToken()).toBe('token-b');
    expect(refresh).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalled();
    await expect(gateway.getPurchaseInfo(undefined, { toast: false })).resolves.toEqual(PURCHASE);
    await waitFor(() => expect(save).toHaveFocus());
  });

  it('closes on Esc and gives focus back to the control that made the call', async () => {
    signIn('revoked');
    stubApi({
      getPurchaseInfo: () => INVALID,
      'memberCheck.json': () => ({ data: { registered: 1, supplierId: null } }),
    });
    renderGate('mobile', <SaveButton />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    const dialog = await findDialog();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
    // the dialog leaves the page first; its effect's cleanup gives the focus back just after (React runs it later)
    await waitFor(() => expect(save).toHaveFocus());
  });

  it('gives focus back to the control that made the call even when it lost focus while the call ran', async () => {
    signIn('revoked');
    stubApi({ getPurchaseInfo: () => INVALID });
    renderGate('desktop', <SaveButton />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    // a button disabled while its call runs loses focus to the page
    save.blur();
    const dialog = await findDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5_000 });
    await waitFor(() => expect(save).toHaveFocus());
  });

  it("an unknown e-mail's Join free opens the full dialog on its register form with the e-mail", async () => {
    stubApi({
      getPurchaseInfo: () => INVALID,
      'memberCheck.json': () => ({ data: { registered: 0, supplierId: null } }),
      getPublicEmailVerify: () => ({ data: { isVerify: true, result: 2 } }),
    });
    renderGate('mobile', <SaveButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await findDialog();
    // nobody was signed in: the compact login asks to sign in without speaking of an ended session
    expect(dialog).not.toHaveAccessibleDescription(api.invalidToken);
    await typeEmail(dialog, 'new@acme-trading.com');
    fireEvent.click(await screen.findByRole('button', { name: account.goRegister }, { timeout: 5_000 }));
    const full = await findDialog();
    expect(full).toHaveAttribute('data-variant', 'fullscreen');
    expect(screen.getByRole('tab', { name: account.joinFree })).toHaveAttribute('aria-selected', 'true');
    expect(full.querySelector('form[data-form="register"] input[type="email"]')).toHaveValue('new@acme-trading.com');
  });

  it('leaves a sign-in dialog that is already open as it is, with the action it waits for', async () => {
    stubApi({ getPurchaseInfo: () => INVALID });
    const action = vi.fn();
    function Gated() {
      const { requireBuyer } = useLoginGate();
      return (
        <button type="button" onClick={() => requireBuyer(action)}>
          Follow
        </button>
      );
    }
    renderGate('desktop', <Gated />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    const dialog = await findDialog();
    expect(dialog).toHaveAttribute('data-variant', 'wide');
    await act(async () => {
      await gateway.getPurchaseInfo(undefined, { toast: false }).catch(() => null);
    });
    expect(screen.getByRole('dialog')).toHaveAttribute('data-variant', 'wide');
    expect(action).not.toHaveBeenCalled();
  });

  it('in the app hands the login to the native app instead of opening the web modal', async () => {
    signIn('revoked');
    const posted: unknown[] = [];
    vi.stubGlobal('ReactNativeWebView', { postMessage: (data: string) => posted.push(JSON.parse(data)) });
    stubApi({ getPurchaseInfo: () => INVALID });
    renderGate('mobile', <SaveButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(2), { timeout: 5_000 });
    expect(posted).toEqual([
      { type: 'login', returnUrl: window.location.href },
      { type: 'tokenError', message: api.invalidToken },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getBuyerToken()).toBeNull();
  });
});

describe('logout (spec §4)', () => {
  it('revokes the server session with the stored token, clears the stored values and reloads', async () => {
    signIn('token-a');
    setCartProductIds([12]);
    window.localStorage.setItem(SESSION_KEYS.rfqSource, 'product-page');
    window.sessionStorage.setItem('sf_searchDraft', 'led');
    const sent = stubApi({ 'logout.json': () => ({ data: { loggedOut: true } }) });
    const reload = vi.fn();
    await expect(logOut(reload)).resolves.toEqual({ ok: true });
    expect(sent).toEqual([{ path: 'logout.json', token: 'token-a' }]);
    expect(getBuyerToken()).toBeNull();
    expect(getBuyerUserInfo()).toBeNull();
    expect(getCartProductIds()).toEqual([]);
    expect(window.localStorage.getItem(SESSION_KEYS.rfqSource)).toBeNull();
    expect(window.sessionStorage.getItem('sf_searchDraft')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('with a stale stored token also ends the session cookie, without a forced login', async () => {
    signIn('revoked');
    const onInvalidToken = vi.fn();
    configureGateway({ onInvalidToken });
    const sent = stubApi({ 'logout.json': (token) => (token ? INVALID : { data: { loggedOut: true } }) });
    const reload = vi.fn();
    await expect(logOut(reload)).resolves.toEqual({ ok: true });
    expect(sent.map((s) => s.token)).toEqual(['revoked', undefined]);
    expect(onInvalidToken).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps everything and says why when the server cannot be reached', async () => {
    signIn('token-a');
    setCartProductIds([12]);
    stubApi({ 'logout.json': () => ({ network: true }) });
    const reload = vi.fn();
    await expect(logOut(reload)).resolves.toEqual({ ok: false, message: api.networkError });
    expect(getBuyerToken()).toBe('token-a');
    expect(getCartProductIds()).toEqual(['12']);
    expect(reload).not.toHaveBeenCalled();
  });
});
