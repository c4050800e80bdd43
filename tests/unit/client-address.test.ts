import { addressKey } from '@/lib/rate-limit/limiters';
import { clientIp } from '@/lib/api/origin';
import { resetEnvForTests } from '@/lib/env';

vi.mock('@/lib/db/client', () => ({ getPool: () => undefined }));

const request = (forwarded: string) =>
  new Request('http://localhost/api', { headers: { 'x-forwarded-for': forwarded } });

function withHops<T>(hops: string | undefined, read: () => T): T {
  const saved = { ...process.env };
  process.env.DATABASE_URL ??= 'postgres://127.0.0.1:5432/test';
  if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = hops;
  resetEnvForTests();
  try {
    return read();
  } finally {
    process.env = saved;
    resetEnvForTests();
  }
}

describe('the client address', () => {
  // server/serve.mjs appends the connection's address, as a proxy appends its peer's
  it('without a proxy in front (the default) is the connection, whatever the client wrote', () => {
    withHops(undefined, () => {
      expect(clientIp(request('203.0.113.9'))).toBe('203.0.113.9');
      expect(clientIp(request('198.51.100.1, 203.0.113.9'))).toBe('203.0.113.9');
    });
  });

  it('behind one proxy is the entry that proxy appended', () => {
    withHops('1', () => {
      // the client wrote 198.51.100.1, nginx appended the visitor's 192.0.2.4, serve.mjs nginx's 127.0.0.1
      expect(clientIp(request('198.51.100.1, 192.0.2.4, 127.0.0.1'))).toBe('192.0.2.4');
      expect(clientIp(request('::ffff:192.0.2.4, 127.0.0.1'))).toBe('192.0.2.4');
    });
  });
});

describe('the key an address is counted under', () => {
  it('is an IPv4 address itself', () => {
    expect(addressKey('192.0.2.4')).toBe('192.0.2.4');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(addressKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key);
    expect(addressKey('2001:0DB8:85a3:08d3::1')).toBe(key);
    expect(addressKey('2001:db8:85a3:8d3:ffff::')).toBe(key);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('not an address')).toBe('not an address');
  });
});
