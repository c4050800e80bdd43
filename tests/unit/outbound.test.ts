import fc from 'fast-check';
import { encodeTransfer, readTransfer, TRANSFER_MAX } from '@/lib/links/outbound';

// spec §2 /link/{transfer}, spec §7 outbound links: the transfer page's destination (lib/links/outbound.ts)
const rules = { ownDomains: ['sourcefair.com'], outboundDomains: ['partner.example'] };
const read = (destination: string, lang = 'de') => readTransfer(encodeTransfer(destination), lang, rules);

describe('outbound link transfers', () => {
  it('sends a visitor to the product’s own domains with the language, and a global host to www', () => {
    expect(read('https://www.sourcefair.com/expo?x=1')).toEqual({
      url: 'https://www.sourcefair.com/expo?x=1&lang=de',
      host: 'www.sourcefair.com',
      own: true,
    });
    expect(read('https://global.sourcefair.com/', 'ar')?.url).toBe('https://www.sourcefair.com/?lang=ar');
    expect(read('https://sourcefair.com/a')?.own).toBe(true);
  });

  it('sends a visitor to an allowed partner as the link has it, without a language', () => {
    expect(read('http://shop.partner.example/p?id=3#top')).toEqual({
      url: 'http://shop.partner.example/p?id=3#top',
      host: 'shop.partner.example',
      own: false,
    });
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a name that only ends like an own domain', 'https://notsourcefair.com/'],
    ['an own domain as a subdomain of another', 'https://sourcefair.com.evil.example/'],
    ['a user name before the host', 'https://sourcefair.com@evil.example/'],
    ['credentials on an own host', 'https://user:secret@www.sourcefair.com/'],
    ['a script', 'javascript:alert(1)//sourcefair.com'],
    ['a data URL', 'data:text/html,<a href="https://sourcefair.com">x</a>'],
    ['a protocol-relative path', '//evil.example/'],
    ['a path of this site', '/account'],
    ['an FTP address', 'ftp://www.sourcefair.com/file'],
  ])('refuses %s', (_, destination) => {
    expect(read(destination)).toBeUndefined();
  });

  it('refuses what is not base64url of UTF-8 text, or too long', () => {
    expect(readTransfer('not base64!', 'en', rules)).toBeUndefined();
    expect(readTransfer('aHR0cHM6Ly93d3cuc291cmNlZmFpci5jb20v=', 'en', rules)).toBeUndefined();
    expect(readTransfer(Buffer.from([0xff, 0xfe, 0x68]).toString('base64url'), 'en', rules)).toBeUndefined();
    const long = encodeTransfer(`https://www.sourcefair.com/${'a'.repeat(TRANSFER_MAX)}`);
    expect(readTransfer(long, 'en', rules)).toBeUndefined();
  });

  it('takes a destination exactly when its host is on an allowed domain, whatever the address around it', () => {
    const host = fc.oneof(
      fc.constantFrom('sourcefair.com', 'www.sourcefair.com', 'global.sourcefair.com', 'partner.example'),
      fc.domain(),
    );
    const destination = fc
      .tuple(
        fc.constantFrom('https://', 'http://', 'ftp://', '//', 'javascript:', ''),
        fc.constantFrom('', 'user@', 'a:b@'),
        host,
        fc.constantFrom('', '.evil.example', '.', ':8443', '@evil.example'),
        fc.webPath(),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(destination, (text) => {
        const found = read(text);
        let allowed = false;
        try {
          const url = new URL(text);
          allowed =
            ['http:', 'https:'].includes(url.protocol) &&
            url.username === '' &&
            url.password === '' &&
            /(^|\.)(sourcefair\.com|partner\.example)$/.test(url.hostname);
        } catch {
          allowed = false;
        }
        expect(found !== undefined, text).toBe(allowed);
        if (found) expect(new URL(found.url).hostname).toBe(found.host);
      }),
      { numRuns: 500 },
    );
  });
});
