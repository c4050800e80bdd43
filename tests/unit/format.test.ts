import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { countValues, formatMoney, formatNumber, formatPrice, withCountTexts } from '@/lib/format/number';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

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

  it("formats a product's price as one amount, a range its message words, or nothing", () => {
    const range = (min: string, max: string) => `${min} to ${max}`;
    expect(formatPrice({ priceMinMinor: 276, priceMaxMinor: 276, currency: 'USD' }, range)).toBe('US$2.76');
    expect(formatPrice({ priceMinMinor: 276, priceMaxMinor: 321, currency: 'USD' }, range)).toBe('US$2.76 to US$3.21');
    expect(formatPrice({ priceMinMinor: null, priceMaxMinor: null, currency: 'USD' }, range)).toBeNull();
  });
});

describe('counts in messages (spec §9 separators in every language)', () => {
  const COUNT_MESSAGES = [
    ['catalogue', 'productCount'],
    ['catalogue', 'supplierCount'],
    ['category', 'keywordCount'],
    ['enquiry', 'productCount'],
    ['home', 'industryProducts'],
    ['product', 'reviewCount'],
  ] as const;

  function translator(locale: Locale, namespace: string) {
    const messages = JSON.parse(
      readFileSync(path.resolve(__dirname, `../../messages/${locale}/${namespace}.json`), 'utf8'),
    ) as Record<string, string>;
    return createTranslator({ locale, messages: { [namespace]: messages }, namespace });
  }

  it.each(LOCALES)('writes 12,345 products, suppliers or reviews with a comma in %s', (locale) => {
    for (const [namespace, key] of COUNT_MESSAGES) {
      const text = translator(locale, namespace)(key, countValues({ count: 12_345 }));
      expect(text, `${namespace}.${key}`).toContain('12,345');
    }
    const hero = translator(locale, 'home')('heroStats', countValues({ products: 97_052, suppliers: 2_000 }));
    expect(hero).toContain('97,052');
    expect(hero).toContain('2,000');
  });

  it('gives the numbers of mixed values their text and leaves the words alone (an API message)', () => {
    expect(withCountTexts({ minutes: 1_440, email: 'a@b.test' })).toEqual({
      minutes: 1_440,
      minutesText: '1,440',
      email: 'a@b.test',
    });
    expect(translator('fa', 'api')('lockedOut', withCountTexts({ minutes: 15 }))).toContain('15');
  });

  it('still chooses the plural form by the number', () => {
    const ru = translator('ru', 'catalogue');
    expect(ru('productCount', countValues({ count: 1 }))).toBe('1 товар');
    expect(ru('productCount', countValues({ count: 3 }))).toBe('3 товара');
    expect(ru('productCount', countValues({ count: 1_005 }))).toBe('1,005 товаров');
  });
});
