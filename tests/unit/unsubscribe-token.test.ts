import { createUnsubscribeToken, readUnsubscribeToken } from '@/lib/accounts/unsubscribe-token';
import { DEV_UNSUBSCRIBE_SECRET, getEnv } from '@/lib/env';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';

describe('unsubscribe tokens', () => {
  it('reads back the account and setting of a token it signed', () => {
    expect(readUnsubscribeToken(createUnsubscribeToken(42, 'rfqUpdates', SECRET), SECRET)).toEqual({
      accountId: 42,
      setting: 'rfqUpdates',
    });
  });

  it('refuses a token signed with another secret, or with any character changed', () => {
    const token = createUnsubscribeToken(42, 'all', SECRET);
    expect(readUnsubscribeToken(token, `${SECRET}-other`)).toBeUndefined();
    expect(readUnsubscribeToken(token.replace('42.', '43.'), SECRET)).toBeUndefined();
    expect(readUnsubscribeToken(token.replace('.all.', '.newsletter.'), SECRET)).toBeUndefined();
    expect(readUnsubscribeToken('<script>alert(1)</script>', SECRET)).toBeUndefined();
  });

  it('refuses the development secret where APP_ENV is production', () => {
    const base = { DATABASE_URL: 'postgres://x@localhost/db', CAPTCHA_SECRET: `${SECRET}-captcha` };
    expect(() => getEnv({ ...base, APP_ENV: 'production' })).toThrow(/UNSUBSCRIBE_SECRET/);
    expect(getEnv({ ...base, APP_ENV: 'production', UNSUBSCRIBE_SECRET: SECRET }).UNSUBSCRIBE_SECRET).toBe(SECRET);
    expect(getEnv(base).UNSUBSCRIBE_SECRET).toBe(DEV_UNSUBSCRIBE_SECRET);
  });
});
