import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MeetingRequestForm } from '@/components/meetings/meeting-request-form';
import { SiteProvider } from '@/components/shell/site-context';
import type { GatedAction } from '@/lib/auth/login-gate';
import { gateway } from '@/lib/gateway/endpoints';
import { GatewayError } from '@/lib/gateway/errors';
import { clearBuyerSession, setBuyerUserInfo } from '@/lib/gateway/session-values';
import meetings from '@/messages/en/meetings.json';
import { renderWithIntl } from '../support/intl';

vi.mock('@/lib/gateway/endpoints', () => ({
  gateway: { requestMeeting: vi.fn(async () => ({ id: 1 })) },
}));

// the login gate: signed out, the action waits for a sign-in; signed in, it runs at once
const gate = { signedIn: true, waiting: null as GatedAction | null };
vi.mock('@/components/auth/login-gate-provider', () => ({
  useLoginGate: () => ({
    requireBuyer: (action: GatedAction) => {
      if (gate.signedIn) action({} as never);
      else gate.waiting = action;
    },
  }),
}));

const assign = vi.fn();
beforeAll(() => {
  Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
});
beforeEach(() => {
  vi.clearAllMocks();
  gate.signedIn = true;
  gate.waiting = null;
});

/** A date three days ahead, inside the window. */
const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

function renderForm() {
  return renderWithIntl(
    <SiteProvider value={{ deployPath: '/tr', languages: ['en'], device: 'desktop' }}>
      <MeetingRequestForm supplierId={7} exhibitionId={null} supplierZone="Asia/Shanghai" exhibitionZone={null} />
    </SiteProvider>,
    { meetings },
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillProposal(topic = 'Samples and prices of LED panels') {
  // the zone list is the device's, filled in after hydration
  await waitFor(() => expect(screen.getByLabelText(meetings.timeZoneLabel)).not.toHaveValue(''));
  fill(meetings.timeZoneLabel, 'Europe/Berlin');
  fill(meetings.dateLabel, soon);
  fill(meetings.timeLabel, '10:00');
  fill(meetings.topicLabel, topic);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: meetings.submit }));

describe('meeting request form', () => {
  it("reads the proposal back in the buyer's zone and in the supplier's", async () => {
    renderForm();
    await fillProposal();
    const preview = screen.getByTestId('meeting-preview');
    expect(preview).toHaveTextContent(/^Your time: .+10:00\sAM \(Europe\/Berlin\)/);
    // Shanghai is 6 or 7 hours ahead of Berlin, depending on the season
    expect(within(preview).getByText(/^Supplier's time: .+(4|5):00\sPM \(Asia\/Shanghai\)$/)).toBeInTheDocument();
  });

  it('shows translated field errors and sends nothing', async () => {
    renderForm();
    await waitFor(() => expect(screen.getByLabelText(meetings.timeZoneLabel)).not.toHaveValue(''));
    fill(meetings.topicLabel, 'short');
    submit();
    expect(await screen.findAllByText(meetings.errorRequired)).toHaveLength(2);
    expect(screen.getByText('Please describe the topic in at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText(meetings.dateLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.requestMeeting).not.toHaveBeenCalled();
  });

  it('refuses a time less than an hour ahead at the time field', async () => {
    renderForm();
    await fillProposal();
    fill(meetings.dateLabel, '2020-01-01');
    submit();
    expect(await screen.findByText('Please propose a time at least 1 hour from now.')).toBeInTheDocument();
    expect(screen.getByLabelText(meetings.timeLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(gateway.requestMeeting).not.toHaveBeenCalled();
  });

  it('waits for the sign-in, then sends the proposal once and opens the success page', async () => {
    gate.signedIn = false;
    renderForm();
    await fillProposal();
    submit();
    await waitFor(() => expect(gate.waiting).not.toBeNull());
    expect(gateway.requestMeeting).not.toHaveBeenCalled();
    act(() => gate.waiting?.({} as never));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/tr/submitResult/meeting/success'));
    expect(gateway.requestMeeting).toHaveBeenCalledTimes(1);
    expect(vi.mocked(gateway.requestMeeting).mock.calls[0]?.[0]).toEqual({
      supplierId: 7,
      date: soon,
      time: '10:00',
      timeZone: 'Europe/Berlin',
      durationMinutes: 30,
      topic: 'Samples and prices of LED panels',
    });
  });

  it("keeps the contents and shows the server's message; sending the same again reuses the key", async () => {
    vi.mocked(gateway.requestMeeting).mockRejectedValueOnce(
      new GatewayError('SERVER_ERROR', 'Please wait for an answer first.', { code: '100409', status: 409 }),
    );
    renderForm();
    await fillProposal();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait for an answer first.');
    expect(screen.getByLabelText(meetings.topicLabel)).toHaveValue('Samples and prices of LED panels');
    expect(screen.getByLabelText(meetings.dateLabel)).toHaveValue(soon);
    submit();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const keys = vi.mocked(gateway.requestMeeting).mock.calls.map((call) => call[1]?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('uses a new key when the content changed after a refusal', async () => {
    vi.mocked(gateway.requestMeeting).mockRejectedValueOnce(new GatewayError('SERVER_ERROR', 'refused'));
    renderForm();
    await fillProposal();
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('refused');
    fill(meetings.topicLabel, 'Samples, prices and delivery times');
    submit();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [first, second] = vi.mocked(gateway.requestMeeting).mock.calls.map((call) => call[1]?.idempotencyKey);
    expect(second).not.toBe(first);
  });
});

describe('the sign-in note', () => {
  afterEach(() => clearBuyerSession());

  it('tells a signed-out visitor they will sign in, and says nothing of it to a signed-in buyer', () => {
    const { unmount } = renderForm();
    expect(screen.getByText(meetings.signInNote)).toBeInTheDocument();
    unmount();
    setBuyerUserInfo({
      id: 7,
      userId: 7,
      nickname: 'Ana',
      username: 'ana',
      email: 'ana@acme-trading.com',
      tagCodes: [],
      companyName: null,
      mobile: null,
      dialingCode: null,
      mobileAreaCode: null,
      countryCode: null,
      isGlobalBuyer: true,
      emailVerified: true,
    });
    renderForm();
    expect(screen.queryByText(meetings.signInNote)).toBeNull();
  });
});
