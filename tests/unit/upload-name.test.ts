import { isStorableText } from '@/lib/validation/text';
import { cleanOriginalName } from '@/lib/uploads/service';

describe("an upload's original name", () => {
  it('is cut to 200 characters without splitting a character outside the first plane', () => {
    const name = cleanOriginalName(`${'a'.repeat(199)}💡.png`);
    expect(name).toBe('a'.repeat(199));
    expect(isStorableText(name ?? '')).toBe(true);
  });

  it('keeps no NUL, control character or half of a surrogate pair', () => {
    expect(cleanOriginalName('spec\u0000\u0007 \uD800sheet\uDC00.pdf')).toBe('spec sheet.pdf');
    expect(cleanOriginalName('💡 lamp.pdf')).toBe('💡 lamp.pdf');
  });
});
