import { parsePlaceholder, renderPlaceholder } from '@/lib/media/placeholder';

describe('generated demo images', () => {
  it('reads product image names with their position', () => {
    expect(parsePlaceholder('product', '123-2.svg')).toEqual({ kind: 'product', id: 123, variant: 2 });
    expect(parsePlaceholder('logo', '7.svg')).toEqual({ kind: 'logo', id: 7, variant: 0 });
  });

  it('refuses unknown kinds and malformed names', () => {
    expect(parsePlaceholder('avatar', '1.svg')).toBeUndefined();
    expect(parsePlaceholder('product', '0.svg')).toBeUndefined();
    expect(parsePlaceholder('product', '../1.svg')).toBeUndefined();
    expect(parsePlaceholder('product', '1.png')).toBeUndefined();
  });

  it('draws the same picture for the same name and another for another', () => {
    const a = renderPlaceholder({ kind: 'product', id: 42, variant: 0 });
    expect(renderPlaceholder({ kind: 'product', id: 42, variant: 0 })).toBe(a);
    expect(renderPlaceholder({ kind: 'product', id: 43, variant: 0 })).not.toBe(a);
    expect(a).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* width="800" height="800"/);
  });
});

describe("a supplier's generated logo", () => {
  it('draws the initials it is given, escaped, and letters of its own without them', () => {
    expect(renderPlaceholder({ kind: 'logo', id: 7, variant: 0 }, 'AT')).toContain('>AT</text>');
    expect(renderPlaceholder({ kind: 'logo', id: 7, variant: 0 }, '<&')).toContain('>&lt;&amp;</text>');
    expect(renderPlaceholder({ kind: 'logo', id: 7, variant: 0 })).toMatch(/>[A-Z]{2}<\/text>/);
  });
});
