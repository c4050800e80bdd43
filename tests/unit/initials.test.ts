import { initialsOf, personInitials } from '@/lib/format/initials';

describe("a company's initials (its generated logo)", () => {
  it('takes the initials of the first two words of the company name', () => {
    expect(initialsOf('Anadolu Tekstil San. ve Tic. A.Ş.')).toBe('AT');
    expect(initialsOf('Saigon Home Products JSC')).toBe('SH');
    expect(initialsOf('  "Öz" şirket')).toBe('ÖŞ');
    expect(initialsOf('Haier')).toBe('H');
    expect(initialsOf('3M China Ltd.')).toBe('3C');
    expect(initialsOf('')).toBe('');
  });
});

describe("the mobile header's initials of the signed-in person", () => {
  it('takes the nickname’s initials, else the first letter of the e-mail address', () => {
    expect(personInitials('Demo Buyer', 'buyer@demo.sourcefair.test')).toBe('DB');
    expect(personInitials('王芳', 'wang@example.test')).toBe('王');
    expect(personInitials(null, 'e2e-login-1@example.test')).toBe('E');
    expect(personInitials('', 'zoe@example.test')).toBe('Z');
    expect(personInitials('…', '@@')).toBe('?');
  });
});
