import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QuotationCompare } from '@/components/rfq/quotation-compare';
import type { ComparedQuotation, Comparison } from '@/lib/rfq/schemas';
import { sortQuotations } from '@/lib/rfq/compare';
import rfq from '@/messages/en/rfq.json';
import rfqFa from '@/messages/fa/rfq.json';
import rfqMy from '@/messages/my/rfq.json';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithIntl } from '../support/intl';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
const replyQuotation = vi.fn();
vi.mock('@/lib/gateway/endpoints', () => ({
  gateway: { replyQuotation: (...args: unknown[]) => replyQuotation(...args) },
}));

function quotation(id: number, overrides: Partial<ComparedQuotation>): ComparedQuotation {
  return {
    quotationId: id,
    supplier: { id: id * 10, name: `Supplier ${id}`, countryCode: 'CN', verified: false, slug: `supplier-${id}_` },
    currency: 'USD',
    tiers: [{ minQuantity: 500, price: 3 }],
    unitPrice: 3,
    total: 6000,
    tierMinQuantity: 500,
    belowFirstTier: false,
    belowMoq: false,
    moq: 500,
    leadTimeDays: 30,
    incoterm: 'FOB',
    paymentTerm: 'TT',
    validUntil: '2099-01-31',
    expired: false,
    message: '',
    status: 'submitted',
    replies: [],
    submittedAt: '2026-06-01T00:00:00.000Z',
    updatedAt: '2026-06-01T00:00:00.000Z',
    isNew: false,
    ...overrides,
  };
}

const comparison: Comparison = {
  rfq: {
    rfqId: 7,
    productName: 'Steel bottles',
    category: { id: 12, name: 'Drinkware' },
    quantity: 2000,
    unit: { code: 'piece', name: 'Pieces', singular: 'Piece' },
    targetPrice: 2.5,
    currency: 'USD',
    paymentTerm: 'TT',
    shipmentTerm: 'FOB',
    destinationCountry: 'DE',
    description: 'Double wall',
    attachments: [],
    status: 'open',
    source: 2,
    productId: null,
    exhibitionId: null,
    createdAt: '2026-06-01T00:00:00.000Z',
    expiresAt: '2026-07-01T00:00:00.000Z',
    matchedSuppliers: 3,
    quotationCount: 3,
    editable: true,
  },
  quotations: [
    quotation(1, { unitPrice: 2.8, total: 5600, tierMinQuantity: 1000, message: 'Samples in a week.' }),
    quotation(2, { currency: 'EUR', unitPrice: 2.4, total: 4800, leadTimeDays: 12, moq: 3000, belowMoq: true }),
    quotation(3, { unitPrice: 1.9, total: 3800, expired: true, validUntil: '2026-05-01' }),
  ],
  currencies: ['USD', 'EUR'],
};

const names = {
  paymentTerm: (code: string | null) => code && `Term ${code}`,
  shipmentTerm: (code: string | null) => code && `Incoterm ${code}`,
};

function show(
  device: 'desktop' | 'mobile',
  sort: 'price' | 'leadTime' = 'price',
  messages: typeof rfq = rfq,
  locale: Locale = 'en',
) {
  return renderWithIntl(
    <QuotationCompare
      comparison={comparison}
      quotations={sortQuotations(comparison.quotations, sort, 'USD')}
      sort={sort}
      device={device}
      names={names}
      href={(path) => path}
      deployPath="/"
    />,
    { rfq: messages },
    locale,
  );
}

beforeEach(() => {
  refresh.mockReset();
  replyQuotation.mockReset();
});

describe('quotations compared side by side', () => {
  it('shows a desktop table in price order, the RFQ’s currency first and expired last, with the currency note', () => {
    show('desktop');
    expect(screen.getByRole('table')).toBeInTheDocument();
    const suppliers = screen.getAllByRole('rowheader').map((cell) => within(cell).getByRole('link').textContent);
    expect(suppliers).toEqual(['Supplier 1', 'Supplier 2', 'Supplier 3']);
    expect(screen.getByRole('note')).toHaveTextContent('different currencies (USD, EUR)');
    expect(screen.getByRole('link', { name: 'Supplier 1' })).toHaveAttribute('href', '/supplier/supplier-1_10.html');
  });

  it('prices each quotation at the buyer’s quantity, marks the lowest of each currency, a short MOQ and expiry', () => {
    show('desktop');
    const [one, two, three] = screen.getAllByRole('rowgroup').slice(1);
    expect(one).toHaveTextContent('US$2.80 per Piece');
    expect(one).toHaveTextContent('(price from 1,000)');
    expect(one).toHaveTextContent('Lowest price');
    expect(one).toHaveTextContent('Samples in a week.');
    expect(two).toHaveTextContent('€2.40 per Piece');
    expect(two).toHaveTextContent('Your quantity is below this minimum.');
    expect(three).toHaveTextContent('Expired');
    expect(three).not.toHaveTextContent('Lowest price');
    expect(
      within(three as HTMLElement).getByRole('button', { name: 'Accept the quotation of Supplier 3' }),
    ).toBeDisabled();
    expect(
      within(one as HTMLElement).getByRole('button', { name: 'Accept the quotation of Supplier 1' }),
    ).toBeEnabled();
  });

  it('stacks cards on mobile, shortest lead time first when asked', () => {
    show('mobile', 'leadTime');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Supplier 2',
      'Supplier 1',
      'Supplier 3',
    ]);
    expect(screen.getByRole('link', { name: rfq.sortLeadTime })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there is no quotation yet', () => {
    renderWithIntl(
      <QuotationCompare
        comparison={{ ...comparison, quotations: [], currencies: [] }}
        quotations={[]}
        sort="price"
        device="desktop"
        names={names}
        href={(path) => path}
        deployPath="/"
      />,
      { rfq },
    );
    expect(screen.getByText(/No quotations yet. Your request was sent to 3 suppliers/)).toBeInTheDocument();
  });
});

describe('counts in languages with digits of their own', () => {
  // spec §9 writes numbers one way in every language: ICU's `#` wrote '۳۰ روز' in Persian and '၃၀ ရက်' in
  // Burmese beside prices and quantities in 0-9
  it.each([
    ['fa', rfqFa, '30 روز', '۳۰'],
    ['my', rfqMy, '30 ရက်', '၃၀'],
  ] as const)('writes a lead time in %s with the digits of the prices', (locale, messages, days, native) => {
    const { container } = show('mobile', 'price', messages, locale);
    expect(screen.getAllByText(days).length).toBeGreaterThan(0);
    expect(container.textContent).not.toContain(native);
  });
});

describe('replying to a quotation', () => {
  it('asks for a message before sending one, then sends it and re-reads the page', async () => {
    show('mobile');
    const card = screen.getAllByRole('article')[0] as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: rfq.sendMessage }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(rfq.errors.required);
    expect(replyQuotation).not.toHaveBeenCalled();
    replyQuotation.mockResolvedValue({ quotationId: 1, status: 'submitted' });
    fireEvent.change(within(card).getByLabelText('Message to Supplier 1'), { target: { value: 'Sea freight?' } });
    fireEvent.click(within(card).getByRole('button', { name: rfq.sendMessage }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(replyQuotation).toHaveBeenCalledWith(
      { quotationId: 1, action: 'message', message: 'Sea freight?' },
      expect.objectContaining({ toast: false, idempotencyKey: expect.any(String) }),
    );
    expect(within(card).getByRole('status')).toHaveTextContent(rfq.replied.message);
  });

  it('shows the server’s refusal and keeps the quotation open', async () => {
    show('mobile');
    const card = screen.getAllByRole('article')[0] as HTMLElement;
    replyQuotation.mockRejectedValue(new Error('This quotation has already been accepted or declined.'));
    fireEvent.click(within(card).getByRole('button', { name: 'Accept the quotation of Supplier 1' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('already been accepted or declined');
    expect(refresh).not.toHaveBeenCalled();
  });
});
