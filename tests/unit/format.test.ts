import { formatMoney, formatNumber } from '@/lib/format/number';

describe('number formatting (spec §9)', () => {
  it('uses no decimals by default and commas between thousands', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
  });

  it('rounds up when decimals are given', () => {
    expect(formatNumber(1.231, 2)).toBe('1.24');
    expect(formatNumber(1234.5, 2)).toBe('1,234.50');
  });

  it('does not round up binary noise', () => {
    expect(formatNumber(1.1, 2)).toBe('1.10');
  });

  it('formats money from minor units', () => {
    expect(formatMoney(123456, 'USD')).toBe('US$1,234.56');
    expect(formatMoney(5, 'EUR')).toBe('€0.05');
    expect(formatMoney(100, 'THB')).toBe('THB 1.00');
  });
});
