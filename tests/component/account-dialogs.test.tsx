import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AccountPanel } from '@/components/auth/account-panel';
import { LoginForm } from '@/components/auth/login-form';
import { RegisterForm } from '@/components/auth/register-form';
import { configureGateway, resetGateway } from '@/lib/gateway/request';
import account from '@/messages/en/account.json';
import api from '@/messages/en/api.json';
import common from '@/messages/en/common.json';
import { renderWithIntl } from '../support/intl';

type Answer = { data?: unknown; delayMs?: number; hang?: boolean };
type Routes = Record<string, (body: unknown) => Answer>;

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
  emailVerified: false,
};
const TREE = [
  {
    id: 1,
    name: 'Lighting',
    enName: 'Lighting',
    children: [
      {
        id: 2,
        name: 'Lamps',
        enName: 'Lamps',
        tags: Array.from({ length: 14 }, (_, i) => ({ code: `T${i}`, name: `LED Lamp ${i}` })),
      },
    ],
  },
];

/** Stubs fetch: the answer of the first route whose key ends the URL's path; counts calls per key. */
function stubApi(routes: Routes) {
  const calls: Record<string, number> = {};
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const key = Object.keys(routes).find((k) => url.pathname.endsWith(k));
    if (!key) throw new Error(`unexpected call ${url.pathname}`);
    calls[key] = (calls[key] ?? 0) + 1;
    const envelope = init?.body ? (JSON.parse(String(init.body)) as { data?: unknown }) : {};
    const answer = routes[key]?.(envelope.data) ?? {};
    if (answer.hang) {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => {
          calls[`${key}:aborted`] = 1;
          reject(new DOMException('aborted', 'AbortError'));
        }),
      );
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return new Response(JSON.stringify({ success: true, code: '0', msg: '', data: answer.data ?? null }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

const member =
  (registered: 0 | 1, supplierId: number | null = null) =>
  () => ({ data: { registered, supplierId } });

function renderUi(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithIntl(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { common, api, account });
}

async function typeEmailAndBlur(email: string, index = 0) {
  const input = screen.getAllByLabelText(account.email)[index];
  if (!input) throw new Error('no e-mail field');
  fireEvent.change(input, { target: { value: email } });
  await act(async () => {
    fireEvent.blur(input);
  });
  return input;
}

beforeEach(() => {
  resetGateway();
  configureGateway({ baseUrl: 'http://localhost' });
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('login form (spec §4, §5)', () => {
  it('shows the password only after a valid e-mail lost focus', async () => {
    stubApi({ 'memberCheck.json': member(1) });
    renderUi(<LoginForm onSuccess={vi.fn()} onSwitchToRegister={vi.fn()} />);
    expect(screen.queryByLabelText(account.password)).not.toBeInTheDocument();
    await typeEmailAndBlur('not-an-email');
    expect(screen.getByText(account.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText(account.password)).not.toBeInTheDocument();
    await typeEmailAndBlur('b@acme-trading.com');
    expect(await screen.findByLabelText(account.password)).toBeInTheDocument();
  });

  it('offers register for an unknown e-mail and refuses a supplier', async () => {
    stubApi({
      'memberCheck.json': (data) => ((data as { email: string }).email.startsWith('s') ? member(1, 7)() : member(0)()),
    });
    const onSwitch = vi.fn();
    renderUi(<LoginForm onSuccess={vi.fn()} onSwitchToRegister={onSwitch} />);
    await typeEmailAndBlur('new@acme-trading.com');
    fireEvent.click(await screen.findByRole('button', { name: account.goRegister }));
    expect(onSwitch).toHaveBeenCalledWith('new@acme-trading.com');
    await typeEmailAndBlur('sup@acme-trading.com');
    expect(await screen.findByText(account.supplierRefused)).toBeInTheDocument();
  });

  it('shows busy after 100 ms and sends one request for a double click', async () => {
    const calls = stubApi({
      'memberCheck.json': member(1),
      // long enough that the click on the busy button lands while the login is pending, on a busy machine too
      'login.json': () => ({ data: { token: 'x'.repeat(32) }, delayMs: 1_500 }),
      'getUserInfo.json': () => ({ data: USER }),
    });
    const onSuccess = vi.fn();
    renderUi(<LoginForm onSuccess={onSuccess} onSwitchToRegister={vi.fn()} />);
    await typeEmailAndBlur('b@acme-trading.com');
    fireEvent.change(await screen.findByLabelText(account.password), { target: { value: 'pw-123456' } });
    const submit = screen.getByRole('button', { name: account.submitLogin });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: account.busy })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: account.busy }, { timeout: 300 })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: account.busy }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(USER), { timeout: 5_000 });
    expect(calls['login.json']).toBe(1);
  });
});

describe('register form (spec §5)', () => {
  const renderRegister = () => renderUi(<RegisterForm onSuccess={vi.fn()} onSwitchToLogin={vi.fn()} />);

  it.each([
    [1, account.companyMailWarning],
    [3, account.disposableMail],
  ] as const)('public e-mail result %i shows its message', async (result, text) => {
    stubApi({
      'memberCheck.json': member(0),
      'getPublicEmailVerify.json': () => ({ data: { isVerify: true, result } }),
    });
    renderRegister();
    await typeEmailAndBlur('b@acme-trading.com');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('a public e-mail check that times out after 3 s leaves the state unknown, with no message', async () => {
    const calls = stubApi({ 'memberCheck.json': member(0), 'getPublicEmailVerify.json': () => ({ hang: true }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRegister();
    await typeEmailAndBlur('b@acme-trading.com');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_900);
    });
    expect(calls['getPublicEmailVerify.json:aborted']).toBeUndefined();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(calls['getPublicEmailVerify.json:aborted']).toBe(1);
    expect(screen.getByLabelText(account.password)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('limits tags to 10, suggestions to 10 and the search to 200 characters; an empty search says so', async () => {
    stubApi({ cateAndTag: () => ({ data: TREE }) });
    renderRegister();
    const search = screen.getByLabelText(account.tags);
    expect(search).toHaveAttribute('maxlength', '200');
    fireEvent.change(search, { target: { value: 'led lamp' } });
    const list = await screen.findByRole('list', { name: account.tagSuggestions });
    expect(list.querySelectorAll('button')).toHaveLength(10);
    for (let i = 0; i < 11; i += 1) {
      fireEvent.change(search, { target: { value: 'lmp' } });
      const first = (await screen.findByRole('list', { name: account.tagSuggestions })).querySelector('button');
      if (!first) throw new Error('no suggestion');
      fireEvent.click(first);
    }
    expect(screen.getByRole('list', { name: account.chosenTags }).querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByText('Choose at most 10 products')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('Nothing found for “zzz”')).toBeInTheDocument();
  });

  it('checks the clause by default; unchecked gives the privacy error', async () => {
    stubApi({
      'memberCheck.json': member(0),
      'getPublicEmailVerify.json': () => ({ data: { isVerify: true, result: 2 } }),
    });
    renderRegister();
    const clause = screen.getByRole('checkbox', { name: account.clause });
    expect(clause).toBeChecked();
    fireEvent.click(clause);
    await typeEmailAndBlur('b@acme-trading.com');
    fireEvent.change(screen.getByLabelText(account.password), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: account.submitRegister }));
    expect(await screen.findByText(account.privacyRequired)).toBeInTheDocument();
  });

  it('focuses the first failing field on submit', async () => {
    stubApi({});
    renderRegister();
    fireEvent.click(screen.getByRole('button', { name: account.submitRegister }));
    await waitFor(() => expect(screen.getByLabelText(account.email)).toHaveFocus());
    expect(screen.getByText(account.required)).toBeInTheDocument();
  });
});

describe('account panel tabs (spec §4)', () => {
  it('a registered e-mail on the register tab switches to login with the e-mail', async () => {
    stubApi({ 'memberCheck.json': member(1) });
    renderUi(
      <AccountPanel device="mobile" initialTab="register" titleId="t" onLoggedIn={vi.fn()} onRegistered={vi.fn()} />,
    );
    expect(screen.getByRole('tab', { name: account.joinFree })).toHaveAttribute('aria-selected', 'true');
    await typeEmailAndBlur('b@acme-trading.com');
    fireEvent.click(await screen.findByRole('button', { name: account.goLogin }));
    expect(screen.getByRole('tab', { name: account.loginTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(account.email)).toHaveValue('b@acme-trading.com');
    expect(screen.getByLabelText(account.password)).toBeInTheDocument();
  });
});
