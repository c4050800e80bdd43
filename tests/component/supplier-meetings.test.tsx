import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SupplierMeetings } from '@/components/meetings/supplier-meetings';
import { gateway } from '@/lib/gateway/endpoints';
import { GatewayError } from '@/lib/gateway/errors';
import type { SupplierMeetingView } from '@/lib/meetings/views';
import meetings from '@/messages/en/meetings.json';
import { renderWithIntl } from '../support/intl';

vi.mock('@/lib/gateway/endpoints', () => ({ gateway: { answerMeeting: vi.fn() } }));

beforeEach(() => vi.clearAllMocks());

function request(id: number, topic: string, overrides: Partial<SupplierMeetingView> = {}): SupplierMeetingView {
  return {
    id,
    state: 'pending',
    proposedAt: '2026-06-10T08:00:00.000Z',
    timeZone: 'Europe/Berlin',
    durationMinutes: 30,
    topic,
    exhibition: null,
    createdAt: '2026-06-01T08:00:00.000Z',
    respondedAt: null,
    buyer: { name: 'Anna Weber', companyName: 'Weber GmbH', countryCode: 'DE', email: null },
    when: 'Wednesday, June 10, 2026 at 10:00 AM (Europe/Berlin)',
    whenSupplier: 'Wednesday, June 10, 2026 at 4:00 PM (Asia/Shanghai)',
    country: 'Germany',
    ...overrides,
  };
}

function renderList() {
  return renderWithIntl(
    <SupplierMeetings
      initial={{
        pending: [request(1, 'LED panels'), request(2, 'Solar lamps')],
        upcoming: [],
        earlier: [],
      }}
    />,
    { meetings },
  );
}

/** The line "Topic: …", the topic isolated in a <bdi> (what the buyer wrote may run either way). */
const topicLine = (topic: string) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && el.textContent === `Topic: ${topic}` && el.querySelector('bdi')?.textContent === topic;
const item = (topic: string) => screen.getByText(topicLine(topic)).closest('li') as HTMLElement;

describe('the workspace meeting requests', () => {
  it('lists waiting requests with both times, the buyer and the buttons named after the buyer', () => {
    renderList();
    const first = item('LED panels');
    expect(within(first).getByRole('heading', { name: 'Anna Weber, Weber GmbH' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Proposed time: Wednesday, June 10, 2026 at 10:00 AM (Europe/Berlin)');
    expect(first).toHaveTextContent('Your time: Wednesday, June 10, 2026 at 4:00 PM (Asia/Shanghai)');
    expect(within(first).getByRole('button', { name: meetings.accept })).toHaveAccessibleDescription(
      'Anna Weber, Weber GmbH',
    );
  });

  it('names the buyer with the comma of the language', async () => {
    const zh = (await import('@/messages/zh/meetings.json')).default;
    renderWithIntl(
      <SupplierMeetings initial={{ pending: [request(1, 'LED panels')], upcoming: [], earlier: [] }} />,
      { meetings: zh },
      'zh',
    );
    expect(screen.getByRole('heading', { name: 'Anna Weber，Weber GmbH' })).toBeInTheDocument();
  });

  it('moves an accepted request to the upcoming ones with the buyer e-mail, tells so and keeps the focus on it', async () => {
    vi.mocked(gateway.answerMeeting).mockResolvedValueOnce({
      ...request(1, 'LED panels'),
      state: 'accepted',
      buyer: { name: 'Anna Weber', companyName: 'Weber GmbH', countryCode: 'DE', email: 'anna@weber.example' },
    });
    renderList();
    fireEvent.click(within(item('LED panels')).getByRole('button', { name: meetings.accept }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(meetings.acceptedNotice));
    const upcoming = screen.getByRole('region', { name: meetings.groupUpcoming });
    const moved = within(upcoming).getByText(topicLine('LED panels')).closest('li') as HTMLElement;
    expect(within(moved).getByRole('link', { name: 'anna@weber.example' })).toHaveAttribute(
      'href',
      'mailto:anna@weber.example',
    );
    expect(within(moved).queryByRole('button')).toBeNull();
    await waitFor(() => expect(moved).toHaveFocus());
    expect(gateway.answerMeeting).toHaveBeenCalledWith({ id: 1, decision: 'accept' }, { token: null, toast: false });
    const waiting = screen.getByRole('region', { name: meetings.groupPending });
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(1);
  });

  it("shows the server's message at the request when an answer is refused and keeps it waiting", async () => {
    vi.mocked(gateway.answerMeeting).mockRejectedValueOnce(
      new GatewayError('SERVER_ERROR', 'This meeting request was already answered.', { status: 409 }),
    );
    renderList();
    fireEvent.click(within(item('Solar lamps')).getByRole('button', { name: meetings.decline }));
    expect(await within(item('Solar lamps')).findByRole('alert')).toHaveTextContent(
      'This meeting request was already answered.',
    );
    expect(within(item('Solar lamps')).getByRole('button', { name: meetings.decline })).toBeEnabled();
  });
});
