import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginGateProvider } from '@/components/auth/login-gate-provider';
import { EnquiryForm } from '@/components/enquiries/enquiry-form';
import { SiteProvider } from '@/components/shell/site-context';
import { configureGateway, resetGateway } from '@/lib/gateway/request';
import account from '@/messages/en/account.json';
import api from '@/messages/en/api.json';
import common from '@/messages/en/common.json';
import enquiry from '@/messages/en/enquiry.json';
import { renderWithIntl } from '../support/intl';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

const assign = vi.fn();
beforeAll(() => {
  Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
});

const UNITS = [
  { code: 'carton', name: 'Carton', pluralName: 'Cartons' },
  { code: 'piece', name: 'Piece', pluralName: 'Pieces' },
];
const TEMPLATE = enquiry.templateProduct.replace('{product}', 'Steel Bottle');
const PRODUCT = { kind: 'product', id: 12, slug: 'Steel-Bottle_' } as const;

type Sent = { url: string; body: { data: Record<string, unknown> }; key: string | null };

/** The gateway's answers in order (the last one repeats); every request is recorded. */
function stubGateway(...answers: { status: number; body: unknown }[]): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const headers = new Headers(init?.headers);
      sent.push({ url, body: JSON.parse(String(init?.body)) as Sent['body'], key: headers.get('idempotency-key') });
      if (url.includes('getUserInfo')) {
        return Response.json({ success: true, code: '0', msg: '', data: { id: 5, email: 'ana@acme-trading.de' } });
      }
      const answer = answers[Math.min(sent.filter((s) => !s.url.includes('getUserInfo')).length, answers.length) - 1];
      return Response.json(answer?.body ?? {}, { status: answer?.status ?? 200 });
    }),
  );
  return sent;
}

const SUCCESS = {
  status: 200,
  body: {
    success: true,
    code: '0',
    msg: 'Success',
    data: { enquiryId: 99, supplierId: 3, productId: 12, registered: true, tradeChinaToken: 't'.repeat(43) },
  },
};

function renderForm(
  buyerEmail: string | null = null,
  target: { kind: 'product' | 'supplier'; id: number; slug: string } = PRODUCT,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const defaults =
    target.kind === 'product'
      ? { message: TEMPLATE, quantity: '500', unitCode: 'piece' }
      : { message: enquiry.templateSupplier, quantity: '', unitCode: '' };
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <SiteProvider value={{ deployPath: '/tr', languages: ['en'], device: 'desktop' }}>
        <LoginGateProvider device="desktop">
          <EnquiryForm target={target} units={UNITS} defaults={defaults} buyerEmail={buyerEmail} />
        </LoginGateProvider>
      </SiteProvider>
    </QueryClientProvider>,
    { common, api, account, enquiry },
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: enquiry.submit }));

beforeEach(() => {
  resetGateway();
  configureGateway({ baseUrl: 'http://localhost', websiteId: 1001, lang: 'en' });
  window.localStorage.clear();
  assign.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the enquiry form of a product', () => {
  it('starts with the translated template, the minimum order and the product unit from nameOfUnit', () => {
    renderForm();
    expect(screen.getByLabelText(enquiry.messageLabel)).toHaveValue(TEMPLATE);
    expect(screen.getByLabelText(enquiry.quantityLabel)).toHaveValue('500');
    expect(screen.getByLabelText(enquiry.unitLabel)).toHaveValue('piece');
    expect(screen.getByRole('option', { name: 'Cartons' })).toBeInTheDocument();
    expect(screen.getByLabelText(enquiry.emailLabel)).toHaveValue('');
  });

  it('asks a signed-out buyer for an e-mail and checks the spec §5 rules before sending anything', async () => {
    const sent = stubGateway(SUCCESS);
    renderForm();
    fill(enquiry.quantityLabel, '012');
    fill(enquiry.messageLabel, 'Price?');
    send();
    expect(await screen.findByText(enquiry.errorPositiveInteger)).toBeInTheDocument();
    expect(screen.getByText(enquiry.errorMinlength.replace('{min}', '20'))).toBeInTheDocument();
    expect(screen.getByText(enquiry.errorRequired)).toBeInTheDocument(); // the e-mail
    expect(screen.getByLabelText(enquiry.messageLabel)).toHaveFocus(); // the first failing field
    expect(screen.getByLabelText(enquiry.quantityLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(enquiry.messageLabel)).toHaveValue('Price?'); // contents kept
    expect(sent).toEqual([]);
  });

  it('sends the enquiry with the e-mail, keeps the returned session and opens the success page', async () => {
    const sent = stubGateway(SUCCESS);
    renderForm();
    fill(enquiry.emailLabel, ' ana@acme-trading.de ');
    fill(enquiry.unitLabel, 'carton');
    send();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/tr/enquiry/Steel-Bottle_12/success?enquiry=99'));
    const submit = sent.find((s) => s.url.endsWith('/api/main/blade-purchaser/inquiry/submitNewInquiry'));
    expect(submit?.body.data).toEqual({
      productId: 12,
      message: TEMPLATE,
      quantity: '500',
      unitCode: 'carton',
      email: 'ana@acme-trading.de',
    });
    expect(submit?.key).toMatch(/^[0-9a-f-]{36}$/);
    // registered at once: the token is stored and the user info read, as after a sign-in
    expect(window.localStorage.getItem('sf_buyerTradeToken')).toContain('t'.repeat(43));
    expect(sent.some((s) => s.url.includes('getUserInfo'))).toBe(true);
  });

  it('says that nothing was sent when the server fails, keeps the text, and sends again under the same key', async () => {
    const sent = stubGateway(
      { status: 500, body: { success: false, code: '100500', msg: 'server error', data: null } },
      SUCCESS,
    );
    renderForm('ana@acme-trading.de');
    fill(enquiry.messageLabel, `${TEMPLATE} Delivery to Hamburg.`);
    send();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('server error');
    expect(alert).toHaveTextContent(enquiry.notSent);
    expect(screen.getByLabelText(enquiry.messageLabel)).toHaveValue(`${TEMPLATE} Delivery to Hamburg.`);
    send();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const submits = sent.filter((s) => s.url.includes('submitNewInquiry'));
    expect(submits).toHaveLength(2);
    expect(submits[1]?.key).toBe(submits[0]?.key); // the same content: a lost first answer is replayed, not doubled
    expect(submits[0]?.body.data).not.toHaveProperty('email'); // a signed-in buyer sends as the account
  });

  it('offers to sign in, keeping the text, when the e-mail already has an account', async () => {
    stubGateway({
      status: 409,
      body: {
        success: false,
        code: '100409',
        msg: api.enquiryEmailExists,
        data: { issues: [{ path: 'data.email', code: 'exists' }] },
      },
    });
    renderForm();
    fill(enquiry.emailLabel, 'known@acme-trading.de');
    send();
    expect(await screen.findByText(enquiry.emailExists)).toBeInTheDocument();
    expect(screen.getByLabelText(enquiry.emailLabel)).toHaveValue('known@acme-trading.de');
    expect(screen.getByLabelText(enquiry.messageLabel)).toHaveValue(TEMPLATE);
    fireEvent.click(screen.getByRole('button', { name: enquiry.signIn }));
    expect(await screen.findByRole('dialog', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('shows busy after 100 ms and drops a second click while the first is pending (spec §4)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const calls = vi.fn((_url: string) => new Promise<Response>(() => undefined));
      vi.stubGlobal('fetch', calls);
      renderForm('ana@acme-trading.de');
      send();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(150);
      });
      const button = screen.getByRole('button', { name: enquiry.sending });
      expect(button).toHaveAttribute('aria-busy', 'true');
      fireEvent.click(button);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      // the enquiry went out once (a query the previous test's dialog started may still arrive here)
      const submits = calls.mock.calls.filter(([url]) => String(url).includes('submitNewInquiry'));
      expect(submits).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the enquiry form of a supplier', () => {
  it('leaves the quantity optional and sends the supplier without a product', async () => {
    const sent = stubGateway({
      ...SUCCESS,
      body: { ...SUCCESS.body, data: { ...SUCCESS.body.data, productId: null } },
    });
    renderForm('ana@acme-trading.de', { kind: 'supplier', id: 3, slug: 'Acme-Co_' });
    expect(screen.getByText(enquiry.sendingAs.replace('{email}', 'ana@acme-trading.de'))).toBeInTheDocument();
    expect(screen.queryByLabelText(enquiry.emailLabel)).toBeNull();
    send();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/tr/enquiry/Acme-Co_3/success?type=supplier&enquiry=99'));
    expect(sent[0]?.body.data).toEqual({ supplierId: 3, message: enquiry.templateSupplier });
  });
});
