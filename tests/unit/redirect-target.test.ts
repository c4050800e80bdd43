import fc from 'fast-check';
import { safeRedirectTarget } from '@/lib/links/redirect-target';

const SITE = 'https://site.example';
const PAGE = `${SITE}/api/auth/silent?ac=x`;

/** Where a browser goes with this Location, read the way every WHATWG browser reads it. */
function followed(location: string): URL {
  return new URL(location, PAGE);
}

/** Every percent-decoding a later step might apply, until nothing changes (lenient: invalid escapes stay). */
function decodedForms(value: string): string[] {
  const forms = [value];
  let current = value;
  for (let i = 0; i < 4; i++) {
    const next = current.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/**
 * Values crafted from the pieces open-redirect probes are made of: slashes and their look-alikes,
 * backslashes, tabs, line breaks and other controls, spaces of every kind, percent escapes of all of
 * them (once and twice), dot segments, schemes, user info and hosts.
 */
const PIECES = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  '/./',
  '/../',
  '%2F',
  '%2f',
  '%5C',
  '%2E',
  '%252F',
  '%09',
  '%0A',
  '%0D',
  '%00',
  '%2509',
  '%20',
  '%E3%80%80',
  '%EF%BC%8F',
  '%C0%AF',
  '%',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u000b',
  '\u000c',
  '\u007f',
  '\u0085',
  ' ',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\ufeff',
  '\u200b',
  '\uff0f',
  '\uff3c',
  '\u2215',
  '\ud800',
  'evil.example',
  'site.example',
  'https:',
  'http:',
  'javascript:',
  ':',
  '@',
  '?',
  '#',
  '&next=',
  'a',
  'tr',
  'cart',
  '灯',
];
const crafted = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
const startingWithSlash = crafted.map((v) => `/${v}`);
const anyValue = fc.oneof(crafted, startingWithSlash, fc.string(), fc.string({ unit: 'grapheme' }));

describe('the redirect target rule', () => {
  it('keeps every accepted target on the site, however a browser or a server decodes it', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const target = safeRedirectTarget(value);
        if (target === null) return;
        // a header value a Response accepts (no control characters, Latin-1 only)
        expect(() => new Headers({ Location: target })).not.toThrow();
        expect(target).toMatch(/^\/[\x21-\x7e]*$/);
        for (const form of decodedForms(target)) {
          const url = followed(form);
          expect(url.origin).toBe(SITE);
          expect(url.pathname.startsWith('//')).toBe(false);
        }
        // an accepted target is already in its final form
        expect(safeRedirectTarget(target)).toBe(target);
      }),
      { numRuns: 5_000 },
    );
  });

  it('refuses the values known to leave the site or to break a header', () => {
    const refused = [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/%09/evil.example',
      '/%0A/evil.example',
      '/%2509/evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '//evil.example',
      '///evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5C%5Cevil.example',
      '/%252F%252Fevil.example',
      '/./%2F/evil.example',
      '/a/..//evil.example',
      '/.//evil.example',
      '/%2E%2E//evil.example',
      '\u3000/evil.example',
      '/\u3000/evil.example',
      '/\uff0f/evil.example',
      '/\uff0f\uff0fevil.example',
      '/\uff3cevil.example',
      '/%EF%BC%8F%EF%BC%8Fevil.example',
      '/%C0%AF/evil.example',
      'https:evil.example',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      'evil.example',
      ' /evil.example',
      '/cart\u0000',
      '/cart\u000b',
      '/cart\u000c',
      '/cart\u007f',
      '/cart?x=\r\nSet-Cookie:%20a=b',
      '/cart?x=%0D%0ASet-Cookie:%20a=b',
      `/${'a'.repeat(2048)}`,
      '',
      null,
      undefined,
    ];
    for (const value of refused) expect(safeRedirectTarget(value), JSON.stringify(value)).toBeNull();
  });

  it("accepts the site's own paths as they are, and encodes what a header cannot carry", () => {
    expect(safeRedirectTarget('/')).toBe('/');
    expect(safeRedirectTarget('/tr/ac/enquiry/led-lamp12?lang=tr')).toBe('/tr/ac/enquiry/led-lamp12?lang=tr');
    expect(safeRedirectTarget('/rfq?x=1#form')).toBe('/rfq?x=1#form');
    expect(safeRedirectTarget('/search/product?keyword=led%20lamp')).toBe('/search/product?keyword=led%20lamp');
    expect(safeRedirectTarget('/search/product?keyword=灯')).toBe('/search/product?keyword=%E7%81%AF');
    expect(safeRedirectTarget('/category/%ZZ.html')).toBe('/category/%ZZ.html');
  });
});
