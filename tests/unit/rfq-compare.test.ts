import { currenciesOf, lowestByCurrency, pickTier, readCompareSort, sortQuotations } from '@/lib/rfq/compare';
import { quotationFieldsSchema, replySchema, rfqFieldsSchema, toMinor } from '@/lib/rfq/rules';

const tiers = [
  { minQuantity: 1000, priceMinor: 280 },
  { minQuantity: 500, priceMinor: 310 },
  { minQuantity: 5000, priceMinor: 250 },
];

describe('the unit price at the buyer’s quantity', () => {
  it('takes the tier with the largest minimum quantity the quantity reaches', () => {
    expect(pickTier(tiers, 2000)).toEqual({ tier: { minQuantity: 1000, priceMinor: 280 }, belowFirstTier: false });
    expect(pickTier(tiers, 5000)?.tier.priceMinor).toBe(250);
    expect(pickTier(tiers, 500)?.tier.priceMinor).toBe(310);
  });

  it('shows the first tier, flagged, below every tier; nothing without tiers', () => {
    expect(pickTier(tiers, 100)).toEqual({ tier: { minQuantity: 500, priceMinor: 310 }, belowFirstTier: true });
    expect(pickTier([], 100)).toBeNull();
  });
});

type Row = {
  quotationId: number;
  currency: string;
  unitPrice: number | null;
  leadTimeDays: number;
  expired: boolean;
};
const rows: Row[] = [
  { quotationId: 1, currency: 'EUR', unitPrice: 200, leadTimeDays: 10, expired: false },
  { quotationId: 2, currency: 'USD', unitPrice: 300, leadTimeDays: 40, expired: false },
  { quotationId: 3, currency: 'USD', unitPrice: 250, leadTimeDays: 30, expired: false },
  { quotationId: 4, currency: 'USD', unitPrice: 100, leadTimeDays: 5, expired: true },
];

describe('comparison order', () => {
  it('sorts by price within the RFQ’s currency first, other currencies after, expired last', () => {
    expect(sortQuotations(rows, 'price', 'USD').map((r) => r.quotationId)).toEqual([3, 2, 1, 4]);
    expect(sortQuotations(rows, 'price', 'EUR').map((r) => r.quotationId)).toEqual([1, 3, 2, 4]);
  });

  it('sorts by lead time, the shortest first, expired last', () => {
    expect(sortQuotations(rows, 'leadTime', 'USD').map((r) => r.quotationId)).toEqual([1, 3, 2, 4]);
  });

  it('names the currencies in use, the RFQ’s own first, and marks the cheapest valid one of each', () => {
    expect(currenciesOf(rows, 'USD')).toEqual(['USD', 'EUR']);
    expect([...lowestByCurrency(rows)].sort()).toEqual([1, 3]);
  });

  it('reads the sort parameter, price by default', () => {
    expect(readCompareSort('leadTime')).toBe('leadTime');
    expect(readCompareSort('cheapest')).toBe('price');
    expect(readCompareSort(undefined)).toBe('price');
  });
});

describe('RFQ and quotation rules', () => {
  const rfq = {
    productName: 'Water bottles',
    categoryId: '12',
    quantity: 500,
    unitCode: 'piece',
    paymentTerm: 'TT',
    shipmentTerm: 'FOB',
    destinationCountry: 'DE',
    description: 'Double wall steel, 500 ml',
  };

  it('accepts a complete RFQ, in US dollars by default, with each attachment once', () => {
    const id = '0b5e3c55-3f6e-4c3b-9d8e-2c1a4b7f9e10';
    const parsed = rfqFieldsSchema.parse({ ...rfq, attachments: [id, id.toUpperCase()] });
    expect(parsed).toMatchObject({ categoryId: 12, currency: 'USD', attachments: [id] });
  });

  it('names the broken rule of each field with the form’s message key', () => {
    const result = rfqFieldsSchema.safeParse({
      ...rfq,
      quantity: 1.5,
      targetPrice: 2.005,
      paymentTerm: 'GOLD',
      description: 'short',
    });
    expect(result.success).toBe(false);
    const keys = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(keys).toEqual({
      quantity: 'integer',
      targetPrice: 'cents',
      paymentTerm: 'required',
      description: 'minlength',
    });
  });

  it('keeps money in whole cents', () => {
    expect(toMinor(2.45)).toBe(245);
    expect(toMinor(0.1 + 0.2)).toBe(30);
  });

  it('wants price tiers in rising quantities and a message with a message reply', () => {
    const quote = { currency: 'USD', moq: 100, leadTimeDays: 20, incoterm: 'FOB', validUntil: '2026-07-01' };
    expect(
      quotationFieldsSchema.safeParse({
        ...quote,
        tiers: [
          { minQuantity: 100, price: 3 },
          { minQuantity: 100, price: 2 },
        ],
      }).error?.issues[0]?.message,
    ).toBe('tiersOrder');
    expect(quotationFieldsSchema.safeParse({ ...quote, tiers: [{ minQuantity: 100, price: 3 }] }).success).toBe(true);
    expect(replySchema.safeParse({ quotationId: 1, action: 'message', message: ' ' }).error?.issues[0]?.path).toEqual([
      'message',
    ]);
    expect(replySchema.safeParse({ quotationId: 1, action: 'decline' }).success).toBe(true);
  });
});
