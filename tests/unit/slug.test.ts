import { slugify } from '@/lib/links/slug';

describe('slug rule (spec §2)', () => {
  it('joins words with single hyphens and ends with an underscore', () => {
    expect(slugify('  Stainless Steel Water Bottle ')).toBe('Stainless-Steel-Water-Bottle_');
  });

  it('turns dots, commas, quotes, ampersands and slashes into one hyphen', () => {
    expect(slugify('Hengda Co., Ltd. "Pots & Pans"/Kitchen')).toBe('Hengda-Co-Ltd-Pots-Pans-Kitchen_');
  });

  it('strips other special characters', () => {
    expect(slugify('LED (12V) Strip! 50%')).toBe('LED-12V-Strip-50_');
  });

  it('cuts long names at a word boundary near 49 characters', () => {
    const slug = decodeURIComponent(
      slugify('Heavy Duty Industrial Grade Stainless Steel Commercial Kitchen Sink Cabinet'),
    );
    expect(slug).toBe('Heavy-Duty-Industrial-Grade-Stainless-Steel_');
    expect(slug.length).toBeLessThanOrEqual(50);
  });

  it('decodes an encoded name first and encodes the result', () => {
    expect(slugify('Water%20Bottle')).toBe('Water-Bottle_');
    expect(slugify('不锈钢 水壶')).toBe(encodeURIComponent('不锈钢-水壶_'));
  });
});
