import { placeName } from '@/lib/catalogue/region';
import { joinWithComma } from '@/lib/i18n/join';

describe("a supplier's place in the reader's language", () => {
  it('names the country in the language and joins with its comma', () => {
    expect(placeName('Shenzhen', 'CN', 'en')).toBe('Shenzhen, China');
    expect(placeName('Shenzhen', 'CN', 'tr')).toBe('Shenzhen, Çin');
    expect(placeName('Shenzhen', 'CN', 'ar')).toBe('Shenzhen، الصين');
    expect(placeName('Shenzhen', 'CN', 'fa')).toBe('Shenzhen، چین');
    expect(placeName('Shenzhen', 'CN', 'zh')).toBe('Shenzhen，中国');
    expect(placeName('Shenzhen', 'CN', 'ja')).toBe('Shenzhen、中国');
  });

  it('leaves out the parts a supplier did not give', () => {
    expect(placeName(null, 'VN', 'en')).toBe('Vietnam');
    expect(joinWithComma(['Suzhou', null, 'China'], 'en')).toBe('Suzhou, China');
    expect(joinWithComma(['Suzhou', 'Jiangsu', 'الصين'], 'ar')).toBe('Suzhou، Jiangsu، الصين');
    expect(joinWithComma([null, undefined, ''], 'de')).toBe('');
    expect(joinWithComma(['Zhang Wei', 'Acme Ltd'], 'zh')).toBe('Zhang Wei，Acme Ltd');
  });
});
