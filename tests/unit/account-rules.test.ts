import fc from 'fast-check';
import {
  ACCOUNT_LIMITS,
  EMAIL_PATTERN,
  emailSchema,
  POSITIVE_INTEGER_PATTERN,
  registerPasswordSchema,
  loginPasswordSchema,
  tagCodesSchema,
} from '@/lib/accounts/rules';

const word = fc.stringMatching(/^\w$/);
const local = fc.tuple(word, fc.stringMatching(/^[\w!#$%&\-/.;]{0,20}$/)).map(([a, b]) => a + b);
const label = fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10})?$/);
const tld = fc.stringMatching(/^[a-z]{2,22}$/);
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld)
  .map(([labels, top]) => `${labels.join('.')}.${top}`)
  .filter((d) => d.length >= 4 && d.length <= 256);

describe('spec §5 email pattern', () => {
  it('accepts every address built by the rule, in any letter case', () => {
    fc.assert(
      fc.property(local, domain, fc.boolean(), (l, d, upper) => {
        const address = `${l}@${d}`;
        expect(EMAIL_PATTERN.test(upper ? address.toUpperCase() : address)).toBe(true);
      }),
    );
  });

  it('refuses an address whose first character is not a word character', () => {
    fc.assert(
      fc.property(fc.constantFrom('.', '-', '!', '#', '/', ';'), local, domain, (first, l, d) => {
        expect(EMAIL_PATTERN.test(`${first}${l}@${d}`)).toBe(false);
      }),
    );
  });

  it('refuses a top-level part that is too short, too long or not letters', () => {
    for (const address of [
      'a@example.c',
      `a@example.${'c'.repeat(23)}`,
      'a@example.c0m',
      'a@example',
      'a@@example.com',
      'a b@example.com',
      'a@exa_mple.com',
      'a@-example.com',
    ]) {
      expect(EMAIL_PATTERN.test(address), address).toBe(false);
    }
  });

  it('limits the domain to 4..256 characters', () => {
    expect(EMAIL_PATTERN.test('a@b.cd')).toBe(true); // the shortest domain: 4 characters
    expect(EMAIL_PATTERN.test('a@bc.de')).toBe(true);
    expect(EMAIL_PATTERN.test(`a@${'b'.repeat(250)}.com`)).toBe(true);
    expect(EMAIL_PATTERN.test(`a@${'b'.repeat(253)}.com`)).toBe(false);
  });

  it('trims the e-mail, requires it and keeps it within 100 characters', () => {
    expect(emailSchema.parse('  buyer@example.com ')).toBe('buyer@example.com');
    expect(emailSchema.safeParse('   ').error?.issues[0]?.message).toBe('required');
    expect(emailSchema.safeParse(`${'a'.repeat(90)}@example.com`).error?.issues[0]?.message).toBe('maxlength');
    expect(emailSchema.safeParse('buyer@example').error?.issues[0]?.message).toBe('email');
  });
});

describe('spec §5 numbers, passwords and tags', () => {
  it('takes digits not starting with 0 as a positive integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(POSITIVE_INTEGER_PATTERN.test(String(n))).toBe(true);
      }),
    );
    for (const bad of ['0', '007', '-1', '1.5', '', ' 1', '1e3'])
      expect(POSITIVE_INTEGER_PATTERN.test(bad), bad).toBe(false);
  });

  it('takes register passwords of 6 to 20 characters exactly as typed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 30 }), (password) => {
        const ok =
          password.length >= ACCOUNT_LIMITS.registerPasswordMin &&
          password.length <= ACCOUNT_LIMITS.registerPasswordMax;
        const result = registerPasswordSchema.safeParse(password);
        expect(result.success).toBe(ok);
        if (result.success) expect(result.data).toBe(password);
      }),
    );
  });

  it('requires a login password of at most 20 characters', () => {
    expect(loginPasswordSchema.safeParse('').success).toBe(false);
    expect(loginPasswordSchema.safeParse('x'.repeat(20)).success).toBe(true);
    expect(loginPasswordSchema.safeParse('x'.repeat(21)).success).toBe(false);
  });

  it('takes at most 10 tags, duplicates counted once', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Z]{2}\d{5}$/), { maxLength: 15 }), (codes) => {
        const result = tagCodesSchema.safeParse(codes);
        expect(result.success).toBe(codes.length <= ACCOUNT_LIMITS.tagsMax);
        if (result.success) expect(result.data).toEqual([...new Set(codes)]);
      }),
    );
  });
});
